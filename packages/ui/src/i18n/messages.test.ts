/// <reference types="vite/client" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, missingMessageKeys, toLocale } from './messages';

// Every component's messages, found by file name so a new component cannot be forgotten.
const modules = import.meta.glob<Record<string, unknown>>('../**/*.messages.ts', { eager: true });

type Table = Partial<Record<string, Record<string, string>>>;

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A source file of the package: absolute path and text. */
interface Source {
  file: string;
  text: string;
}

/**
 * The component code (not messages, stories or tests) of the package. Stories and tests do not
 * count as use: a key only a story mentions is still text no user ever sees.
 */
function componentSources(dir: string): Source[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.(messages|stories|test)\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

/** Whether `source` imports the module at `target` (an absolute path without extension). */
function imports(source: Source, target: string): boolean {
  for (const [, specifier] of source.text.matchAll(/(?:from|import)\s*['"]([^'"]+)['"]/g)) {
    if (specifier.startsWith('.') && path.resolve(path.dirname(source.file), specifier) === target) return true;
  }
  return false;
}

/**
 * Keys of a messages table that no user of it mentions. The users are the component folder's
 * code and any other file importing the messages module; a key counts as used when it appears as
 * a string literal there — `t('key')`, `t("key")`, or a `'key'` in a lookup table.
 */
export function unusedMessageKeys(keys: string[], users: Source[]): string[] {
  return keys.filter((key) => {
    const literal = new RegExp(`(['"\`])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`);
    return !users.some((user) => literal.test(user.text));
  });
}

const sources = componentSources(srcDir);

/** The component code that may use the messages module `file` (relative to this folder). */
function usersOf(file: string): Source[] {
  const absolute = path.resolve(path.dirname(fileURLToPath(import.meta.url)), file);
  const withoutExtension = absolute.replace(/\.ts$/, '');
  return sources.filter((s) => path.dirname(s.file) === path.dirname(absolute) || imports(s, withoutExtension));
}

describe('missingMessageKeys', () => {
  it('reports a key missing or empty in one language', () => {
    expect(missingMessageKeys({ en: { a: 'A', b: 'B' }, nl: { a: 'A' } })).toEqual(['nl.b']);
    expect(missingMessageKeys({ en: { a: 'A' }, nl: { a: 'A', c: 'C' } })).toEqual(['en.c']);
    expect(missingMessageKeys({ en: { a: 'A' }, nl: { a: ' ' } })).toEqual(['nl.a']);
    expect(missingMessageKeys({ en: { a: 'A' } })).toEqual(['nl.a']);
    expect(missingMessageKeys({ en: { a: 'A' }, nl: { a: 'A' } })).toEqual([]);
  });
});

describe('unusedMessageKeys', () => {
  const user = (text: string) => [{ file: 'X.tsx', text }];
  it('counts t() calls with either quote and literals in lookup tables as use', () => {
    expect(unusedMessageKeys(['save', 'close', 'draft'], user(`t('save'); t("close"); const s = { 1: 'draft' };`))).toEqual([]);
  });
  it('reports a key nobody mentions, and does not match a key inside a longer word', () => {
    expect(unusedMessageKeys(['save', 'saving'], user(`t('saveAll')`))).toEqual(['save', 'saving']);
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
        it('uses every key in its component', () => {
          const users = usersOf(file);
          expect(users.length, 'component code beside or importing the messages').toBeGreaterThan(0);
          expect(unusedMessageKeys(Object.keys({ ...table.en, ...table.nl }), users)).toEqual([]);
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
