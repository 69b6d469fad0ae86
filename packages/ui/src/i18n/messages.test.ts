/// <reference types="vite/client" />
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, missingMessageKeys, toLocale } from './messages';

// Every component's messages, found by file name so a new component cannot be forgotten.
const modules = import.meta.glob<Record<string, unknown>>('../**/*.messages.ts', { eager: true });

type Table = Partial<Record<string, Record<string, string>>>;

describe('missingMessageKeys', () => {
  it('reports a key missing or empty in one language', () => {
    expect(missingMessageKeys({ en: { a: 'A', b: 'B' }, nl: { a: 'A' } })).toEqual(['nl.b']);
    expect(missingMessageKeys({ en: { a: 'A' }, nl: { a: 'A', c: 'C' } })).toEqual(['en.c']);
    expect(missingMessageKeys({ en: { a: 'A' }, nl: { a: ' ' } })).toEqual(['nl.a']);
    expect(missingMessageKeys({ en: { a: 'A' } })).toEqual(['nl.a']);
    expect(missingMessageKeys({ en: { a: 'A' }, nl: { a: 'A' } })).toEqual([]);
  });
});

describe('component messages', () => {
  const entries = Object.entries(modules);

  it('are found', () => {
    expect(entries.length).toBeGreaterThan(5);
  });

  for (const [file, exports] of entries) {
    for (const [name, value] of Object.entries(exports)) {
      const table = value as Table;
      describe(`${file.replace('../', '')} ${name}`, () => {
        it('has the same keys in English and Dutch', () => {
          expect(missingMessageKeys(table)).toEqual([]);
        });
        it('has valid ICU messages with the same placeholders in each language', () => {
          const placeholders = (message: string) =>
            JSON.stringify(
              [...message.matchAll(/\{\s*([A-Za-z_][\w]*)/g)].map((m) => m[1]).sort(),
            );
          for (const key of Object.keys(table.en ?? {})) {
            for (const locale of LOCALES) {
              expect(() => parse(table[locale]![key]), `${locale}.${key}`).not.toThrow();
            }
            expect(placeholders(table.nl![key]), key).toBe(placeholders(table.en![key]));
          }
        });
      });
    }
  }
});

describe('toLocale', () => {
  it('narrows user locales to en or nl, default en', () => {
    expect(toLocale('nl')).toBe('nl');
    expect(toLocale('nl-BE')).toBe('nl');
    expect(toLocale('EN')).toBe('en');
    expect(toLocale('de')).toBe('en');
    expect(toLocale(null)).toBe('en');
  });
});
