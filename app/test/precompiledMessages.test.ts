import { parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, compileCatalogue } from '../build/precompiledMessages';
import { appRoot } from '../build/routeTree.mjs';

const repoRoot = join(appRoot, '..');

/** Every catalogue the app's build compiles: the library's, the api package's and the app's, each language. */
const catalogueFiles = ['packages/ui/src/i18n/catalogue', 'packages/api/src/i18n', 'app/src/i18n'].flatMap((dir) => ['en', 'nl'].map((locale) => join(repoRoot, dir, `${locale}.json`)));

describe('messages compiled at build time', () => {
  it('recognises the catalogue files, and no other JSON', () => {
    for (const file of catalogueFiles) expect(CATALOGUE.test(file), file).toBe(true);
    expect(CATALOGUE.test(join(appRoot, 'package.json'))).toBe(false);
    expect(CATALOGUE.test(join(repoRoot, 'packages/ui/src/i18n/en.json'))).toBe(false);
  });

  it('compiles every message of every catalogue, so the built app never needs the parser', () => {
    let messages = 0;
    for (const file of catalogueFiles) {
      const compiled = JSON.parse(compileCatalogue(readFileSync(file, 'utf8'), file)) as Record<string, unknown>;
      const values = Object.values(compiled);
      expect(values.length, file).toBeGreaterThan(0);
      // Afterwards each message is an array (a syntax tree), no string is left.
      for (const value of values) expect(Array.isArray(value), file).toBe(true);
      messages += values.length;
    }
    expect(messages).toBeGreaterThan(2000);
  });

  it('turns each string into the tree formatjs would parse in the browser', () => {
    const file = join(repoRoot, 'app/src/i18n/nl.json');
    const compiled = JSON.parse(compileCatalogue(JSON.stringify({ 'x.n': '{count, plural, one {# uur} other {# uur}}' }), file)) as Record<string, unknown>;
    expect(compiled['x.n']).toEqual(parse('{count, plural, one {# uur} other {# uur}}'));
  });

  it('stops the build on a message it cannot compile', () => {
    const file = join(repoRoot, 'app/src/i18n/en.json');
    expect(() => compileCatalogue('{ "x.a": 1 }', file)).toThrow(/x\.a is not a string/);
    expect(() => compileCatalogue('[]', file)).toThrow(/object of messages/);
    expect(() => compileCatalogue('{ "x.a": "{oops" }', file)).toThrow();
  });
});
