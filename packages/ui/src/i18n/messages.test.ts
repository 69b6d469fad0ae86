import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { addMessages, type Messages } from './catalogue';
import en from './catalogue/en.json';
import nl from './catalogue/nl.json';
import { findMessageUse, keySetId, programFromTsconfig } from './messageUse';
import { LOCALES, toLocale, type Locale } from './messages';
import { catalogueProblems, missingMessageKeys, pseudoCatalogue, sampleValues } from './missingMessageKeys';
import { translateIn } from './useMessages';

// The catalogues: one file per language (i18n/catalogue/<locale>.json), keys `namespace.key`.
const catalogues: Record<Locale, Record<string, string>> = { en, nl };

/** The keys of each namespace, read from the English catalogue. */
const namespaces = new Map<string, string[]>();
for (const id of Object.keys(en)) {
  const dot = id.indexOf('.');
  const keys = namespaces.get(id.slice(0, dot)) ?? [];
  keys.push(id.slice(dot + 1));
  namespaces.set(id.slice(0, dot), keys);
}

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

describe('catalogueProblems', () => {
  it('reports missing keys, messages that are no ICU and placeholders that differ', () => {
    expect(catalogueProblems({ en: { 'x.a': 'A {name}', 'x.b': 'B' }, nl: { 'x.a': 'A {naam}' } })).toEqual([
      'missing: nl.x.b',
      'placeholders: nl.x.a has ["naam"], en has ["name"]',
    ]);
    expect(catalogueProblems({ en: { 'x.a': '{oops' }, nl: { 'x.a': 'A' } })[0]).toMatch(/^not ICU: en\.x\.a/);
    // A plural's or select's option texts are words, not placeholders.
    expect(
      catalogueProblems({ en: { 'x.a': '{n, plural, one {# hour} other {# hours}}' }, nl: { 'x.a': '{n, plural, one {# uur} other {# uur}}' } }),
    ).toEqual([]);
    expect(catalogueProblems({ en: { 'x.a': 'A' }, nl: { 'x.a': 'A' } })).toEqual([]);
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

describe('the catalogues', () => {
  it('have every key in every language, valid ICU messages and the same placeholders in each language', () => {
    expect(catalogueProblems(catalogues)).toEqual([]);
  });

  it('are one file per language LOCALES lists', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
  });

  it('are translated with keys whose type names them (no plain strings)', () => {
    expect(use.untyped).toEqual([]);
  });

  it('have namespaces', () => {
    expect(namespaces.size).toBeGreaterThan(5);
  });

  for (const [namespace, keys] of namespaces) {
    it(`translate every key of ${namespace} in component code`, () => {
      const used = use.used.get(keySetId(keys));
      expect(used, 'a translate function for this namespace in component code').toBeDefined();
      expect(keys.filter((key) => !used!.has(key))).toEqual([]);
    });
  }
});

describe('a third language', () => {
  // Made in memory from the English catalogue, as a translator's file would be: no other change.
  const PSEUDO = 'en-XA' as Locale;
  const pseudo = pseudoCatalogue(en);
  addMessages(PSEUDO, pseudo);
  addMessages('en', en);

  it('is complete and valid by the same checks', () => {
    expect(catalogueProblems({ en, [PSEUDO]: pseudo }, ['en', PSEUDO])).toEqual([]);
  });

  it('formats every key of every namespace in that language', () => {
    const notFormatted: string[] = [];
    for (const [namespace, keys] of namespaces) {
      const handle: Messages = { namespace };
      for (const key of keys) {
        const text = translateIn(PSEUDO, handle, key, sampleValues(en[`${namespace}.${key}` as keyof typeof en]));
        if (!text.startsWith('[') || !text.endsWith(']') || text.includes('{')) notFormatted.push(`${namespace}.${key}: ${text}`);
      }
    }
    expect(notFormatted).toEqual([]);
    expect(translateIn(PSEUDO, { namespace: 'businessDetails' }, 'name')).toBe('[Námé]');
  });
});

/** A Dutch text that addresses the reader formally ("u", "uw"): the product says "je" and "jouw". */
const FORMAL_DUTCH = /(^|[^\p{L}\p{N}])(u|uw|uzelf)(?=$|[^\p{L}])/iu;

describe('Dutch texts', () => {
  it('address the reader as "je", never as "u"', () => {
    const formal = Object.entries(nl)
      .filter(([, text]) => FORMAL_DUTCH.test(text))
      .map(([key, text]) => `nl.${key}: ${text}`);
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
