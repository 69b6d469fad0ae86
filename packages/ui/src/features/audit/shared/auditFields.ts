import type { AuditKind } from '@kwartier/api';
import { hasMessage, type KeysOf } from '../../../i18n/catalogue';
import type { Translate } from '../../../i18n/useMessages';
import { messages } from './auditFields.messages';

export type AuditFieldKey = KeysOf<typeof messages>;

/** The group of field labels (auditFields.messages.ts) each kind's `fields` are named from; a kind not listed names none. */
export const AUDIT_FIELD_GROUPS: Partial<Record<AuditKind, string>> = {
  'invoice.details': 'invoice',
  'invoice.line_added': 'line',
  'invoice.line_changed': 'line',
  'invoice.line_removed': 'line',
  'organization.details': 'organization',
  'organization.settings': 'settings',
  'user.profile': 'profile',
  'subscription.changed': 'subscription',
};

/** A changed field of an entry of `kind` in words ('unitprice_cents' → 'Unit price'); a field without a label reads as stored. */
export function fieldLabel(kind: AuditKind, field: string, f: Translate<AuditFieldKey>): string {
  const key = `${AUDIT_FIELD_GROUPS[kind] ?? ''}.${field}`;
  return hasMessage(messages, key) ? f(key) : field;
}
