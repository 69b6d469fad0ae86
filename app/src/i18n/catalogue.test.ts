import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../../../packages/ui/src/i18n/missingMessageKeys';
import en from './en.json';
import nl from './nl.json';

describe("the app's catalogues", () => {
  it('have every key in every language, valid ICU messages and the same placeholders in each language', () => {
    expect(catalogueProblems({ en, nl })).toEqual([]);
  });

  it('hold only the namespaces of the app (app.*, organizations.*, saved.*), apart from the library’s', () => {
    expect([...new Set(Object.keys(en).map((key) => key.slice(0, key.indexOf('.'))))].sort()).toEqual(['app', 'organizations', 'saved']);
  });
});
