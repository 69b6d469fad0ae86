import { describe, expect, it } from 'vitest';
import { mayMailResetLink, mayResetPassword, oldestValidResetLink, passwordResetLink, resetLinkExpired } from './passwordResets.js';

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

  it('are only for active users who have joined', () => {
    const joined = { active: 1, invite_token: null, password_hash: 'scrypt$…' };
    expect(mayResetPassword(joined)).toBe(true);
    expect(mayResetPassword({ ...joined, active: 0 })).toBe(false);
    expect(mayResetPassword({ ...joined, invite_token: 'pending', password_hash: null })).toBe(false);
  });
});
