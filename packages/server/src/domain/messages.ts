// Messages the server shows to people. The contract promises them "in the user's locale"
// (English or Dutch, the contract's Locale); the wording follows what the app's users know from Laravel-era
// Kwartier ('The name field is required.'). The texts themselves are the catalogues of src/i18n.

import type { Locale } from '@kwartier/api';
import { isMessageId, LOCALES, translate } from '../i18n/index.js';

export { isMessageId, translate, type MessageId } from '../i18n/index.js';

/**
 * How each field of the contract is named inside a message, per language: 'Het veld naam is
 * verplicht', not 'Het veld name is verplicht' — the catalogues' `field.<name>`. Every property
 * of a request body in openapi.yaml has one (a test reads the contract); a field missing there
 * is named by its key with spaces.
 */
const fieldId = (name: string) => `field.${name}`;

/** A field's name for a message: the last non-index part of its path (`lines.0.unit_price` → unit price). */
export function fieldLabel(field: string, locale: Locale = 'en'): string {
  const last = field.split('.').filter((part) => !/^\d+$/.test(part)).pop() ?? field;
  const id = fieldId(last);
  return isMessageId(id) ? translate(locale, id) : last.replace(/_/g, ' ');
}

/** Whether {@link fieldLabel} knows the field (for the test that every contract field has labels). */
export function hasFieldLabel(field: string): boolean {
  return isMessageId(fieldId(field));
}

/**
 * The locale to answer in: the signed-in user's, else the browser's first choice of ours
 * (Accept-Language), else English, the product's default.
 */
export function pickLocale(userLocale: string | undefined, acceptLanguage: string | undefined): Locale {
  const ours = (lang: string | undefined): lang is Locale => (LOCALES as readonly string[]).includes(lang ?? '');
  if (ours(userLocale)) return userLocale;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...attrs] = part.trim().toLowerCase().split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      return { lang: tag.split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.lang && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(ours) ?? 'en';
}
