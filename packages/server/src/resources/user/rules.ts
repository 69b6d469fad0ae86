import type { DateFormat, Locale, ProfileUpdate } from '@kwartier/api';
import { normalizeEmail } from '../../domain/text.js';

/**
 * The stored fields after the Profile's Details tab saved: name and email always,
 * date format and language only when sent (contract: "omitted dateformat or locale stay
 * unchanged").
 */
export function profileFields(input: ProfileUpdate): ProfileFields {
  return {
    name: input.name,
    email: normalizeEmail(input.email),
    ...(input.dateformat !== undefined ? { dateformat: input.dateformat } : {}),
    ...(input.locale !== undefined ? { locale: input.locale } : {}),
  };
}

export interface ProfileFields {
  name: string;
  email: string;
  dateformat?: DateFormat;
  locale?: Locale;
}
