/**
 * Orders two cell values for a sortable {@link Table} column, ascending: numbers, dates and
 * booleans by value, everything else as text in the reader's language (accents and case
 * ignored, digits compared as numbers, so "Project 2" comes before "Project 10"). Empty values
 * (`null`, `undefined`, `''`) come after all others.
 */
export function compareValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  const aEmpty = a == null || a === '';
  const bEmpty = b == null || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') {
    if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) === Number.isNaN(b) ? 0 : Number.isNaN(a) ? 1 : -1;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}
