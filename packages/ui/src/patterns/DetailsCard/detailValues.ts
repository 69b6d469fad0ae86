/** Text as the API stores an optional detail: trimmed, and `null` when nothing is left. */
export function optionalText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** A schema's property bounds as `schemaBounds` (generated from the contract) gives them. */
export type SchemaBounds = Readonly<Partial<Record<string, Readonly<Record<string, unknown>>>>>;

/** The longest text the contract allows in a field, if it states one. */
export function maxLengthOf(bounds: SchemaBounds, field: string): number | undefined {
  const maxLength = bounds[field]?.maxLength;
  return typeof maxLength === 'number' ? maxLength : undefined;
}
