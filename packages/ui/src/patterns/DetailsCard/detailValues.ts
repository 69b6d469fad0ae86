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

/**
 * A website as a link target: as written when it starts with http(s)://, else with https://
 * before it (people write 'example.nl'); `null` for any other scheme (`javascript:`, `ftp:`), so
 * it is shown as text, never followed.
 */
export function websiteHref(website: string): string | null {
  const trimmed = website.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  // A scheme, not a host with a port ('example.nl:8080').
  if (/^[a-z][a-z\d+.-]*:(?!\d)/i.test(trimmed)) return null;
  return `https://${trimmed}`;
}

/** A phone number as a `tel:` target: its digits, and a plus when it starts with one. */
export function phoneHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
