import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';

/**
 * What is wrong with catalogues of the same messages, as `<locale>.<id>: <why>`: a message
 * missing or empty in a language (or only in that one), a text that is not ICU MessageFormat, a
 * message whose placeholders (names and kinds) differ from the first catalogue's. Empty when
 * all is well.
 */
export function catalogueProblems(catalogues: Record<string, Record<string, string>>): string[] {
  const problems: string[] = [];
  const entries = Object.entries(catalogues);
  const [reference] = entries;
  if (!reference) return problems;
  const [referenceLocale, referenceCatalogue] = reference;
  const ids = new Set(entries.flatMap(([, catalogue]) => Object.keys(catalogue)));
  const parsed = (locale: string, id: string, text: string) => {
    try {
      return parse(text, { ignoreTag: true });
    } catch (error) {
      problems.push(`${locale}.${id}: not ICU MessageFormat (${(error as Error).message})`);
      return null;
    }
  };
  for (const id of [...ids].sort()) {
    const referenceText = referenceCatalogue[id];
    const referenceAst = referenceText === undefined ? null : parsed(referenceLocale, id, referenceText);
    for (const [locale, catalogue] of entries) {
      const text = catalogue[id];
      if (text === undefined || text.trim() === '') {
        problems.push(`${locale}.${id}: missing`);
        continue;
      }
      if (locale === referenceLocale) continue;
      const ast = parsed(locale, id, text);
      if (!ast || !referenceAst) continue;
      const same = isStructurallySame(referenceAst, ast);
      if (!same.success) problems.push(`${locale}.${id}: placeholders differ from ${referenceLocale} (${same.error?.message ?? "?"})`);
    }
  }
  return problems;
}
