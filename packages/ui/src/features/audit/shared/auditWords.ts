import type { AuditEntry } from '@kwartier/api';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import type { Translate } from '../../../i18n/useMessages';
import type { messages } from './auditWords.messages';

export type AuditWordKey = keyof (typeof messages)['en'];

/** Words a detail value may be (a status, a role, a flag), translated; anything else as it is. */
const WORDS = new Set<string>(['concept', 'sent', 'paid', 'overdue', 'admin', 'member', 'active', 'inactive']);

/** Who did it: their name, 'Former member' once the account is gone, or nobody (a failed sign-in) / Kwartier (a job). */
export function actorOf(entry: AuditEntry, t: Translate<AuditWordKey>): string {
  if (entry.user_name !== null) return entry.user_name;
  if (entry.user_id !== null) return t('formerMember');
  return entry.kind === 'auth.signin_failed' || entry.kind === 'auth.two_factor_failed' ? t('nobody') : t('system');
}

/** What the entry is about: 'Invoice 44', 'Member 12', or 'Organisation'; null without a subject. */
export function subjectOf(entry: AuditEntry, t: Translate<AuditWordKey>): string | null {
  if (entry.subject_type === null) return null;
  return t(`subject_${entry.subject_type}`, { id: entry.subject_id ?? '' });
}

/** The details in words, one phrase each: 'Invoice 20260007', 'concept → sent', 'Fields: period' (`number: false` leaves out the invoice number). */
export function detailsOf(entry: AuditEntry, t: Translate<AuditWordKey>, dateFormat?: DateFormat, options: { number?: boolean } = {}): string[] {
  const d = entry.details;
  const word = (value: string) => (WORDS.has(value) ? t(value as AuditWordKey) : value);
  const day = (value: string) => formatDate(value, dateFormat);
  const phrases: string[] = [];
  if (d.name) phrases.push(d.name);
  if (d.email) phrases.push(d.email);
  // On the invoice's own history its number goes without saying.
  if (d.number && options.number !== false) phrases.push(t('invoiceNumber', { number: d.number }));
  if (d.mail) phrases.push(t(`mail_${d.mail}`));
  if (d.from !== undefined && d.to !== undefined) phrases.push(t('fromTo', { from: word(d.from), to: word(d.to) }));
  if (d.start && d.end) phrases.push(t('range', { start: day(d.start), end: day(d.end) }));
  else if (d.start) phrases.push(day(d.start));
  if (d.amount) phrases.push(t('amount', { amount: d.amount }));
  if (d.count !== undefined) phrases.push(t('count', { count: d.count }));
  if (d.fields && d.fields.length > 0) phrases.push(t('fields', { fields: d.fields.join(', ') }));
  return phrases;
}
