import { describe, expect, it } from 'vitest';
import { mayMailResetLink, mayResetPassword, newOwnerFields, oldestValidResetLink, passwordResetLink, resetLinkExpired } from './rules.js';

describe('newOwnerFields', () => {
  it('makes the first member an active admin, never a super admin, with the default language and date format', () => {
    const now = new Date('2026-01-02T03:04:05.000Z');
    expect(newOwnerFields({ organizationId: 7, name: 'Anna', email: 'anna@example.org', passwordHash: 'h', now })).toEqual({
      person: { name: 'Anna', email: 'anna@example.org', password_hash: 'h', super_admin: 0, locale: 'en', dateformat: 'DD-MM-YYYY', created_at: '2026-01-02T03:04:05.000Z' },
      membership: { organization_id: 7, admin: 1, active: 1, invite_token: null, created_at: '2026-01-02T03:04:05.000Z' },
    });
  });
});

const created = '2026-03-02T09:00:00.000Z';

describe('password reset links', () => {
  it('work for 60 minutes', () => {
    expect(resetLinkExpired(created, new Date('2026-03-02T09:59:59.999Z'))).toBe(false);
    expect(resetLinkExpired(created, new Date('2026-03-02T10:00:00.000Z'))).toBe(true);
    expect(oldestValidResetLink(new Date('2026-03-02T10:00:00.000Z'))).toBe(created);
  });

  it('are mailed at most once a minute per user', () => {
    expect(mayMailResetLink(undefined, new Date(created))).toBe(true);
    expect(mayMailResetLink(created, new Date('2026-03-02T09:00:59.000Z'))).toBe(false);
    expect(mayMailResetLink(created, new Date('2026-03-02T09:01:00.000Z'))).toBe(true);
  });

  it('point at the reset screen of the app', () => {
    expect(passwordResetLink('https://kwartier.example', 'abc_-123')).toBe('https://kwartier.example/password/reset/abc_-123');
  });

  it('are only for people with a password and an organisation they joined and are active in', () => {
    const person = { password_hash: 'scrypt$…' };
    const joined = { active: 1, invite_token: null };
    expect(mayResetPassword(person, joined)).toBe(true);
    expect(mayResetPassword(person, { ...joined, active: 0 })).toBe(false);
    expect(mayResetPassword(person, undefined)).toBe(false);
    expect(mayResetPassword({ password_hash: null }, { ...joined, invite_token: 'pending' })).toBe(false);
  });
});
