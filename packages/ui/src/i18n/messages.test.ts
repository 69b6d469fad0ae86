/// <reference types="vite/client" />
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findMessageUse, keySetId, programFromTsconfig } from './messageUse';
import { LOCALES, toLocale } from './messages';
import { missingMessageKeys } from './missingMessageKeys';

// Every component's messages, found by file name so a new component cannot be forgotten.
const modules = import.meta.glob<Record<string, unknown>>('../**/*.messages.ts', { eager: true });

type Table = Partial<Record<string, Record<string, string>>>;

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The component code (not stories or tests): a key only a story mentions is text no user sees.
const use = findMessageUse(
  programFromTsconfig(path.resolve(srcDir, '../tsconfig.json')),
  (file) => file.startsWith(srcDir.split(path.sep).join('/')) && !/\.(stories|test)\.tsx?$/.test(file),
);

describe('missingMessageKeys', () => {
  it('reports a key missing or empty in one language', () => {
    expect(missingMessageKeys({ en: { a: 'A', b: 'B' }, nl: { a: 'A' } })).toEqual(['nl.b']);
    expect(missingMessageKeys({ en: { a: 'A' }, nl: { a: 'A', c: 'C' } })).toEqual(['en.c']);
    expect(missingMessageKeys({ en: { a: 'A' }, nl: { a: ' ' } })).toEqual(['nl.a']);
    expect(missingMessageKeys({ en: { a: 'A' } })).toEqual(['nl.a']);
    expect(missingMessageKeys({ en: { a: 'A' }, nl: { a: 'A' } })).toEqual([]);
  });
});

describe('findMessageUse', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kwartier-messages-'));
  const file = path.join(dir, 'Example.ts');
  writeFileSync(
    file,
    `type Translate<K extends string> = (key: K) => string;
declare const t: Translate<'save' | 'email' | 'monday' | 'tuesday' | 'never'>;
const DAYS = ['monday', 'tuesday'] as const;
export const a = t('save');
export const b = (day: 0 | 1) => t(DAYS[day]);
export const field = { name: "email", label: 'never' };
declare const loose: Translate<string>;
export const c = loose(String(1));
`,
  );
  const found = findMessageUse(ts.createProgram({ rootNames: [file], options: { noEmit: true, strict: true } }), (f) => f.startsWith(dir.split(path.sep).join('/')));
  rmSync(dir, { recursive: true, force: true });

  it('counts literal keys and every member of a union key', () => {
    expect([...found.used.get(keySetId(['save', 'email', 'monday', 'tuesday', 'never']))!].sort()).toEqual(['monday', 'save', 'tuesday']);
  });
  it('does not count a string that only looks like a key', () => {
    expect(found.used.get(keySetId(['save', 'email', 'monday', 'tuesday', 'never']))!.has('email')).toBe(false);
  });
  it('reports calls whose key is a plain string', () => {
    expect(found.untyped).toHaveLength(1);
  });
});

describe('component messages', () => {
  it('are translated with keys whose type names them (no plain strings)', () => {
    expect(use.untyped).toEqual([]);
  });

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
        it('translates every key in component code', () => {
          const keys = Object.keys({ ...table.en, ...table.nl });
          const used = use.used.get(keySetId(keys));
          expect(used, 'a translate function for these messages in component code').toBeDefined();
          expect(keys.filter((key) => !used!.has(key))).toEqual([]);
        });
        it('has valid ICU messages with the same placeholders in each language', () => {
          // The arguments of a message as the ICU parser reads it: a select's or plural's option
          // texts (`{billable}` in `{x, select, yes {billable} …}`) are words, not arguments.
          const argumentsOf = (elements: MessageFormatElement[]): string[] =>
            elements.flatMap((element) => [
              ...('value' in element && element.type !== TYPE.literal ? [String(element.value)] : []),
              ...('options' in element ? Object.values(element.options).flatMap((option) => argumentsOf(option.value)) : []),
              ...('children' in element ? argumentsOf(element.children) : []),
            ]);
          const placeholders = (message: string) => JSON.stringify([...new Set(argumentsOf(parse(message)))].sort());
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

/** A Dutch text that addresses the reader formally ("u", "uw"): the product says "je" and "jouw". */
const FORMAL_DUTCH = /(^|[^\p{L}\p{N}])(u|uw|uzelf)(?=$|[^\p{L}])/iu;

describe('Dutch texts', () => {
  it('address the reader as "je", never as "u"', () => {
    const formal = Object.entries(modules).flatMap(([file, exports]) =>
      Object.values(exports).flatMap((table) =>
        Object.entries((table as Table).nl ?? {})
          .filter(([, text]) => typeof text === 'string' && FORMAL_DUTCH.test(text))
          .map(([key, text]) => `${file} nl.${key}: ${text}`),
      ),
    );
    expect(formal).toEqual([]);
  });
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
