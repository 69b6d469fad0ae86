// Test helpers, not part of the package's API: the unit tests check every catalogue with them
// (the library's and the app's).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { LOCALES } from './messages';
import type { MessageValues } from './useMessages';

type Catalogues = Partial<Record<string, Record<string, unknown>>>;

/**
 * Lists `locale.key` for every key that is missing (or empty) in one language while present in
 * another. An empty list means the catalogues are complete.
 */
export function missingMessageKeys(catalogues: Catalogues, locales: readonly string[] = LOCALES): string[] {
  const allKeys = new Set<string>();
  for (const locale of locales) for (const key of Object.keys(catalogues[locale] ?? {})) allKeys.add(key);
  const missing: string[] = [];
  for (const locale of locales) {
    const table = catalogues[locale] ?? {};
    for (const key of allKeys) {
      const value = table[key];
      if (typeof value !== 'string' || value.trim() === '') missing.push(`${locale}.${key}`);
    }
  }
  return missing;
}

/**
 * The arguments of a message as the ICU parser reads it: a select's or plural's option texts
 * (`{billable}` in `{x, select, yes {billable} …}`) are words, not arguments.
 */
export function argumentsOf(elements: MessageFormatElement[]): string[] {
  const found = elements.flatMap((element) => [
    ...('value' in element && element.type !== TYPE.literal ? [String(element.value)] : []),
    ...('options' in element ? Object.values(element.options).flatMap((option) => argumentsOf(option.value)) : []),
    ...('children' in element ? argumentsOf(element.children) : []),
  ]);
  return [...new Set(found)].sort();
}

/**
 * What is wrong with a set of catalogues, one line each: a key missing in a language, a message
 * that is no valid ICU, a message whose placeholders differ from the English one.
 */
export function catalogueProblems(catalogues: Catalogues, locales: readonly string[] = LOCALES): string[] {
  const problems = missingMessageKeys(catalogues, locales).map((key) => `missing: ${key}`);
  const english = catalogues.en ?? {};
  for (const key of Object.keys(english)) {
    let expected: string | undefined;
    for (const locale of locales) {
      const message = catalogues[locale]?.[key];
      if (typeof message !== 'string') continue;
      let placeholders: string;
      try {
        placeholders = JSON.stringify(argumentsOf(parse(message)));
      } catch (error) {
        problems.push(`not ICU: ${locale}.${key}: ${(error as Error).message}`);
        continue;
      }
      if (expected === undefined) expected = placeholders;
      else if (placeholders !== expected) problems.push(`placeholders: ${locale}.${key} has ${placeholders}, en has ${expected}`);
    }
  }
  return problems;
}

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', n: 'ñ', c: 'ç' };

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: element.value.replace(/[aeiouAEIOUnc]/g, (ch) => ACCENTED[ch]!) };
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      const options = Object.fromEntries(Object.entries(element.options).map(([name, option]) => [name, { ...option, value: pseudoElements(option.value) }]));
      return { ...element, options } as MessageFormatElement;
    }
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) };
    return element;
  });
}

/**
 * A pseudo-language made from the English catalogue: every text accented and bracketed
 * (`"Save"` → `"[Sávé]"`), placeholders, plurals and selects kept, printed back to ICU strings as
 * a catalogue file would hold them.
 */
export function pseudoCatalogue(english: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(english).map(([key, message]) => {
      const tree = pseudoElements(parse(message));
      return [key, printAST([{ type: TYPE.literal, value: '[' }, ...tree, { type: TYPE.literal, value: ']' }])];
    }),
  );
}

/** Values for every argument of a message (a number where it is counted or formatted as one, a date for a date or time). */
export function sampleValues(message: string): MessageValues {
  const values: MessageValues = {};
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) values[element.value] ??= 'Sample';
      if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = 2;
      if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = new Date(Date.UTC(2026, 0, 5));
      if (element.type === TYPE.select) values[element.value] = Object.keys(element.options).find((option) => option !== 'other') ?? 'other';
      if ('options' in element) for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(parse(message));
  return values;
}
