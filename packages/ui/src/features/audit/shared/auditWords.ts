import type { KeysOf } from '../../../i18n/catalogue';
import type { AuditEntry } from '@kwartier/api';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { displayMoney } from '../../../i18n/formatMoney';
import type { Locale } from '../../../i18n/messages';
import type { Translate } from '../../../i18n/useMessages';
import { fieldLabel, type AuditFieldKey } from './auditFields';
import type { messages } from './auditWords.messages';

export type AuditWordKey = KeysOf<typeof messages>;

/** Words a detail value may be (a status, a role, a flag), translated; anything else as it is. */
const WORDS = new Set<string>(['concept', 'sent', 'paid', 'overdue', 'admin', 'member', 'active', 'inactive']);

/** Who did it: their name, 'Former member' once the account is gone, or nobody (a failed sign-in: `auth.*_failed`) / Kwartier (a job). */
export function actorOf(entry: AuditEntry, t: Translate<AuditWordKey>): string {
  if (entry.user_name !== null) return entry.user_name;
  if (entry.user_id !== null) return t('formerMember');
  return /^auth\..*_failed$/.test(entry.kind) ? t('nobody') : t('system');
}

/**
 * What the entry is about, as the other screens name it: 'Invoice 20260007' (its number now, else
 * the one recorded), the member's name, 'Organisation', 'Week'; 'A deleted invoice' / 'A deleted
 * member' once the record is gone; null without a subject. Never an internal id.
 */
export function subjectOf(entry: AuditEntry, t: Translate<AuditWordKey>): string | null {
  switch (entry.subject_type) {
    case null:
      return null;
    case 'invoice': {
      const number = entry.subject_name ?? entry.details.number;
      return number ? t('subject_invoice', { number }) : t('subject_invoice_gone');
    }
    case 'quote': {
      const number = entry.subject_name ?? entry.details.number;
      return number ? t('subject_quote', { number }) : t('subject_quote_gone');
    }
    case 'user':
      return entry.subject_name ?? t('subject_user_gone');
    case 'client':
    case 'project':
    case 'activity':
    case 'subscription': {
      const name = entry.subject_name ?? entry.details.name;
      return name ?? t(`subject_${entry.subject_type}_gone`);
    }
    default:
      return t(`subject_${entry.subject_type}`);
  }
}

/** How details are put in words: the translations and the user's date format and language. */
export interface DetailWords {
  t: Translate<AuditWordKey>;
  /** The field labels (auditFields.messages.ts). */
  f: Translate<AuditFieldKey>;
  dateFormat?: DateFormat;
  locale: Locale;
  /** `false` leaves out the invoice number (on the invoice's own history it goes without saying). */
  number?: boolean;
}

/**
 * The details in words, one phrase each: 'Invoice 20260007', 'concept → sent', 'Amount €2,000.00',
 * 'Fields: Description, Unit price', why a single sign-on was refused ('Account deactivated').
 */
export function detailsOf(entry: AuditEntry, { t, f, dateFormat, locale, number = true }: DetailWords): string[] {
  const d = entry.details;
  const word = (value: string) => (WORDS.has(value) ? t(value as AuditWordKey) : value);
  const day = (value: string) => formatDate(value, dateFormat);
  const phrases: string[] = [];
  if (d.name) phrases.push(d.name);
  if (d.email) phrases.push(d.email);
  if (d.number && number) phrases.push(t('invoiceNumber', { number: d.number }));
  if (d.mail) phrases.push(t(`mail_${d.mail}`));
  if (d.reason) phrases.push(t('ssoReason', { reason: d.reason }));
  if (d.from !== undefined && d.to !== undefined) phrases.push(t('fromTo', { from: word(d.from), to: word(d.to) }));
  if (d.start && d.end) phrases.push(t('range', { start: day(d.start), end: day(d.end) }));
  else if (d.start) phrases.push(day(d.start));
  if (d.amount) phrases.push(t('amount', { amount: displayMoney(d.amount, locale) }));
  if (d.count !== undefined) phrases.push(t('count', { count: d.count }));
  if (d.fields && d.fields.length > 0) phrases.push(t('fields', { fields: d.fields.map((field) => fieldLabel(entry.kind, field, f)).join(', ') }));
  return phrases;
}
