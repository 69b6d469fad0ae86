/**
 * The contract stores an empty optional text as null ("an empty string is stored and returned
 * as null"), so that "not filled in" has one representation.
 */
export function optionalText(value: string | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Emails are compared and stored lower-cased: Anna@Example.org and anna@example.org are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
