import { describe, expect, it } from 'vitest';
import { sampleAuditEntry } from '../../../fixtures/audit';
import { translateIn, type MessageValues } from '../../../i18n/useMessages';
import { fieldLabel, type AuditFieldKey } from './auditFields';
import { messages as fieldMessages } from './auditFields.messages';
import { actorOf, detailsOf, subjectOf, type AuditWordKey } from './auditWords';
import { messages } from './auditWords.messages';

const t = (locale: 'en' | 'nl') => (key: AuditWordKey, values?: MessageValues) => translateIn(locale, messages, key, values);
const f = (locale: 'en' | 'nl') => (key: AuditFieldKey, values?: MessageValues) => translateIn(locale, fieldMessages, key, values);

describe('a subscription in the trail', () => {
  const about = (subject_name: string | null, details: object) =>
    sampleAuditEntry(1, { kind: 'subscription.changed', subject_type: 'subscription', subject_id: 5, subject_name, details });

  it('is named as it is now, else as recorded, else as deleted', () => {
    expect(subjectOf(about('Hosting — Bakkerij Jansen', { name: 'Hosting — Bakker' }), t('en'))).toBe('Hosting — Bakkerij Jansen');
    expect(subjectOf(about(null, { name: 'Hosting — Bakker' }), t('en'))).toBe('Hosting — Bakker');
    expect(subjectOf(about(null, {}), t('en'))).toBe('A deleted subscription');
    expect(subjectOf(about(null, {}), t('nl'))).toBe('Een verwijderd abonnement');
  });

  it('names its changed fields, and a profile’s, in words', () => {
    expect(fieldLabel('subscription.changed', 'price_cents', f('en'))).toBe('Price');
    expect(fieldLabel('subscription.changed', 'startdate', f('nl'))).toBe('Startdatum');
    expect(fieldLabel('user.profile', 'dateformat', f('en'))).toBe('Date format');
    expect(fieldLabel('user.profile', 'locale', f('nl'))).toBe('Taal');
  });
});

describe('a refused single sign-on in the trail', () => {
  const refused = (reason: 'state' | 'inactive', person: { user_id: number; user_name: string } | null) =>
    sampleAuditEntry(2, {
      kind: 'auth.signin_sso_failed',
      user_id: person?.user_id ?? null,
      user_name: person?.user_name ?? null,
      subject_type: person ? 'user' : null,
      subject_id: person?.user_id ?? null,
      subject_name: person?.user_name ?? null,
      details: { reason },
    });

  it('is by nobody signed in unless the person is known, and says why in words', () => {
    expect(actorOf(refused('state', null), t('en'))).toBe('Nobody signed in');
    expect(actorOf(refused('inactive', { user_id: 2, user_name: 'Mark Member' }), t('en'))).toBe('Mark Member');
    expect(detailsOf(refused('state', null), { t: t('en'), f: f('en'), locale: 'en' })).toEqual(['Sign-in expired or not started in this browser']);
    expect(detailsOf(refused('inactive', { user_id: 2, user_name: 'Mark Member' }), { t: t('nl'), f: f('nl'), locale: 'nl' })).toEqual(['Account gedeactiveerd']);
  });
});
