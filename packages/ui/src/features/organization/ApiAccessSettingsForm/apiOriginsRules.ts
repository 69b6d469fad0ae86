import { schemaBounds } from '@kwartier/api';

const origins = schemaBounds.OrganizationSettingsUpdate.api_origins;

/** Bounds of the allowed origins, read from the contract (`ApiOrigins` in openapi.yaml). */
export const API_ORIGINS_LIMITS = {
  /** How many origins at most. */
  maxCount: origins.maxItems,
  /** Characters of one origin at most. */
  maxLength: origins.items.maxLength,
} as const;

// The contract's pattern: scheme, host and port only (`https://app.example.com:8443`).
const ORIGIN = new RegExp(origins.items.pattern);

/** What is wrong with one typed origin. */
export type OriginProblem = 'tooLong' | 'format' | 'twice';

/** An origin as compared: the server ignores the case (it stores origins lower-cased). */
const comparable = (origin: string) => origin.trim().toLowerCase();

/**
 * What is wrong with each typed origin, by row (undefined where it is right or empty: an empty row
 * is left out), as the server judges them: at most the contract's length, the contract's pattern
 * (`http` or `https`, a host, an optional port, no path, no trailing slash), and each origin once,
 * case ignored (the later row of a pair is marked).
 */
export function originProblems(typed: readonly string[]): (OriginProblem | undefined)[] {
  const seen = new Set<string>();
  return typed.map((value) => {
    const origin = value.trim();
    if (origin === '') return undefined;
    if (origin.length > API_ORIGINS_LIMITS.maxLength) return 'tooLong';
    if (!ORIGIN.test(origin)) return 'format';
    const key = comparable(origin);
    if (seen.has(key)) return 'twice';
    seen.add(key);
    return undefined;
  });
}

/** The origins as sent: trimmed, in the order typed, empty rows left out. */
export function originsToSave(typed: readonly string[]): string[] {
  return typed.map((value) => value.trim()).filter((origin) => origin !== '');
}

/**
 * Where each row's origin goes in the list sent (so the server's `api_origins.N` finds its row),
 * or undefined for an empty row, which is not sent.
 */
export function sentIndexes(typed: readonly string[]): (number | undefined)[] {
  let next = 0;
  return typed.map((value) => (value.trim() === '' ? undefined : next++));
}
