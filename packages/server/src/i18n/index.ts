import { createIntl, createIntlCache } from '@formatjs/intl';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '@kwartier/api';
import en from './en.json';
import nl from './nl.json';

// Every text the server shows to people — answers, field names, mails, the PDF's and the
// e-invoice's own words — in one catalogue per language (`<locale>.json`), written in ICU
// MessageFormat (`{field}`, `{count, plural, one {…} other {…}}`) and formatted by
// @formatjs/intl. A new language is its catalogue file and an entry in LANGUAGES (the
// contract's Locale names the languages a request may ask for).

export type MessageId = keyof typeof en;
export type Catalogue = Record<MessageId, string>;
/** The values a message's placeholders are filled with. */
export type Params = Record<string, string | number>;

/** The server's languages: each one's catalogue and the Intl locale its dates, numbers and sorting follow. */
export const LANGUAGES: Record<Locale, { catalogue: Catalogue; intl: string }> = {
  en: { catalogue: en, intl: 'en-GB' },
  nl: { catalogue: nl, intl: 'nl-NL' },
};
export const LOCALES = Object.keys(LANGUAGES) as Locale[];
export const CATALOGUES = Object.fromEntries(LOCALES.map((locale) => [locale, LANGUAGES[locale].catalogue])) as Record<Locale, Catalogue>;

/** The Intl locale of a language (`en` → `en-GB`), for Intl.DateTimeFormat, Intl.Collator and the like. */
export function intlLocale(locale: Locale): string {
  return LANGUAGES[locale].intl;
}

/** How the catalogues are read: `<b>` in a text is text, never a tag. */
const PARSE_OPTIONS = { ignoreTag: true } as const;

/**
 * The placeholders of a parsed message and whether each is a plain `{name}` (filled in as the
 * text it is given: a number 1024 stays "1024", never "1,024") or a formatted one (`{n, plural, …}`).
 */
export function placeholdersOf(ast: readonly MessageFormatElement[], found = new Map<string, 'plain' | 'formatted'>()): Map<string, 'plain' | 'formatted'> {
  for (const element of ast) {
    if (element.type === TYPE.argument) {
      if (!found.has(element.value)) found.set(element.value, 'plain');
    } else if (element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) {
      found.set(element.value, 'formatted');
    } else if (element.type === TYPE.select || element.type === TYPE.plural) {
      found.set(element.value, element.type === TYPE.plural ? 'formatted' : (found.get(element.value) ?? 'plain'));
      for (const option of Object.values(element.options)) placeholdersOf(option.value, found);
    } else if (element.type === TYPE.tag) {
      placeholdersOf(element.children, found);
    }
  }
  return found;
}

/**
 * The values as the message takes them; a placeholder without a value stays as written
 * (`{name}`). Null when a formatted placeholder (`{n, plural, …}`) is given text that is no number.
 */
function valuesFor(ast: readonly MessageFormatElement[], params: Params): Record<string, string | number> | null {
  const values: Record<string, string | number> = {};
  for (const [name, kind] of placeholdersOf(ast)) {
    const value = params[name];
    if (!Object.hasOwn(params, name) || value === undefined) {
      if (kind === 'formatted') return null;
      values[name] = `{${name}}`;
    } else if (kind === 'plain') {
      values[name] = String(value);
    } else if (typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(value)) {
      values[name] = Number(value);
    } else {
      return null;
    }
  }
  return values;
}

export interface Translator<L extends string, K extends string> {
  /** The message `id` in `locale` with its placeholders filled in. */
  translate(locale: L, id: K, params?: Params): string;
  /** The message as written in the catalogue (an editable template's starting text). */
  source(locale: L, id: K): string;
  /** The message ids, those of the first catalogue. */
  ids: K[];
}

/**
 * A translator over catalogues: each message parsed once (a text that is not ICU fails here,
 * at start-up), formatted by @formatjs/intl in its language. A formatting error is a defect of
 * the catalogue and is thrown.
 */
export function createTranslator<L extends string, K extends string>(catalogues: Record<L, Record<K, string>>): Translator<L, K> {
  const cache = createIntlCache();
  const intls = new Map(
    (Object.entries(catalogues) as [L, Record<K, string>][]).map(([locale, catalogue]) => {
      const messages = Object.fromEntries(Object.entries<string>(catalogue).map(([id, text]) => [id, parse(text, PARSE_OPTIONS)])) as Record<string, MessageFormatElement[]>;
      const intl = createIntl(
        {
          locale,
          defaultLocale: locale,
          messages,
          onError: (error) => {
            throw error;
          },
        },
        cache,
      );
      return [locale, { intl, messages, catalogue, formats: new Map<string, ReturnType<typeof intl.formatters.getMessageFormat>>() }] as const;
    }),
  );
  const of = (locale: L) => {
    const found = intls.get(locale);
    if (!found) throw new Error(`No catalogue for the language ${locale}`);
    return found;
  };
  return {
    translate(locale, id, params = {}) {
      const { intl, messages, formats } = of(locale);
      const ast = messages[id];
      if (!ast) throw new Error(`No message ${id} in ${locale}`);
      const values = valuesFor(ast, params);
      if (!values) throw new Error(`The message ${id} needs a number for each of ${[...placeholdersOf(ast).keys()].join(', ')}`);
      // One formatter per message, made on first use (formatMessage would look it up by the message's JSON on every call).
      let format = formats.get(id);
      if (!format) {
        format = intl.formatters.getMessageFormat(ast, locale, intl.formats, { formatters: intl.formatters });
        formats.set(id, format);
      }
      return format.format<string>(values) as string;
    },
    source: (locale, id) => of(locale).catalogue[id],
    ids: Object.keys(Object.values<Record<K, string>>(catalogues)[0] ?? {}) as K[],
  };
}

const server = createTranslator(CATALOGUES);

/** The server's message `id` in `locale`; a placeholder without a value stays as written. */
export function translate(locale: Locale, id: MessageId, params: Params = {}): string {
  return server.translate(locale, id, params);
}

/** The server's message as written in its catalogue, placeholders unfilled. */
export function messageSource(locale: Locale, id: MessageId): string {
  return server.source(locale, id);
}

/** Whether a text is the id of a message of the catalogues. */
export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(en, id);
}

/** A message in every language, e.g. for a table a query embeds. */
export function inEveryLocale(id: MessageId): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, translate(locale, id)])) as Record<Locale, string>;
}

/** A parsed text formatted once, outside the catalogues; whether it failed instead of throwing. */
function formatOnce(locale: Locale, ast: MessageFormatElement[], params: Params): { text: string; failed: boolean } {
  const values = valuesFor(ast, params);
  if (!values) return { text: '', failed: true };
  let failed = false;
  const intl = createIntl({
    locale,
    defaultLocale: locale,
    messages: { text: ast },
    onError: () => {
      failed = true;
    },
  });
  return { text: intl.formatMessage({ id: 'text' }, values), failed };
}

/**
 * Text someone typed with `{name}` placeholders — an organisation's mail template, a mail as
 * edited before sending — filled in: ICU MessageFormat (so `{count, plural, …}` and
 * `{client, select, …}` work), except that an apostrophe is always an apostrophe ("foto's",
 * "'{number}'"), as people type it. A `{word}` without a value stays as typed; text that is
 * not ICU (a lone brace) keeps the older reading: each `{name}` that has a value is filled, the
 * rest stays as typed.
 */
export function formatTemplate(locale: Locale, text: string, values: Record<string, string>): string {
  const fallback = () => text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
  let ast: MessageFormatElement[];
  try {
    ast = parse(text.replace(/'/g, "''"), PARSE_OPTIONS);
  } catch {
    return fallback();
  }
  const formatted = formatOnce(locale, ast, values);
  return formatted.failed ? fallback() : formatted.text;
}
