import type { ProfileUpdate } from '@kwartier/api';
import { normalizeEmail } from './text.js';

/**
 * The stored fields after the Profile's Details tab saved (SPEC §2): name and email always,
 * date format and language only when sent (contract: "omitted dateformat or locale stay
 * unchanged").
 */
export function profileFields(input: ProfileUpdate) {
  return {
    name: input.name,
    email: normalizeEmail(input.email),
    ...(input.dateformat !== undefined ? { dateformat: input.dateformat } : {}),
    ...(input.locale !== undefined ? { locale: input.locale } : {}),
  };
}
