// A test helper, not part of the package's API: the unit tests check every message table with it.
import { LOCALES } from './messages';

/**
 * Lists `locale.key` for every key that is missing (or empty) in one language while present in
 * another. An empty list means the messages are complete.
 */
export function missingMessageKeys(messages: Partial<Record<string, Record<string, string>>>): string[] {
  const allKeys = new Set<string>();
  for (const locale of LOCALES) for (const key of Object.keys(messages[locale] ?? {})) allKeys.add(key);
  const missing: string[] = [];
  for (const locale of LOCALES) {
    const table = messages[locale] ?? {};
    for (const key of allKeys) {
      const value = table[key];
      if (typeof value !== 'string' || value.trim() === '') missing.push(`${locale}.${key}`);
    }
  }
  return missing;
}
