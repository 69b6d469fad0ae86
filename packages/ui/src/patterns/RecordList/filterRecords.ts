import { normalizeForSearch } from '../../internal/normalizeForSearch';

/** What a {@link RecordList} filters on. */
export interface RecordFilter {
  /** Text typed in the search box; matched against each record's search texts, ignoring case, accents and surrounding spaces. */
  search: string;
  /** Inactive records are hidden unless 'show inactive' is on. */
  showInactive: boolean;
}

/**
 * The records to show, in the given order: active ones (all with `showInactive`) of which one
 * of `textsOf(record)` contains the search text.
 */
export function filterRecords<R extends { active: boolean }>(
  records: readonly R[],
  { search, showInactive }: RecordFilter,
  textsOf: (record: R) => readonly (string | null | undefined)[],
): R[] {
  const needle = normalizeForSearch(search);
  return records.filter((record) => {
    if (!showInactive && !record.active) return false;
    if (needle === '') return true;
    return textsOf(record).some((text) => text != null && normalizeForSearch(text).includes(needle));
  });
}
