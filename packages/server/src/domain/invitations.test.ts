import { describe, expect, it } from 'vitest';
import { invitationLink, invitationUsable, invitedMemberFields } from './invitations.js';

describe('invitations', () => {
  it('link to the join screen of the app', () => {
    expect(invitationLink('http://localhost:3000', 'tok-EN_1')).toBe('http://localhost:3000/invitation/tok-EN_1');
  });

  it('create a pending member without name or password, in the organisation language', () => {
    const fields = invitedMemberFields({ organizationId: 7, email: 'bram@example.org', locale: 'nl', token: 't', now: new Date('2026-03-02T09:00:00Z') });
    expect(fields).toEqual({
      person: { name: '', email: 'bram@example.org', password_hash: null, super_admin: 0, locale: 'nl', dateformat: 'DD-MM-YYYY', created_at: '2026-03-02T09:00:00.000Z' },
      membership: { organization_id: 7, admin: 0, active: 1, invite_token: 't', created_at: '2026-03-02T09:00:00.000Z' },
    });
  });

  it('are usable while pending and active', () => {
    expect(invitationUsable(undefined)).toBe(false);
    expect(invitationUsable({ active: 1, invite_token: 't' })).toBe(true);
    expect(invitationUsable({ active: 0, invite_token: 't' })).toBe(false);
    expect(invitationUsable({ active: 1, invite_token: null })).toBe(false);
  });
});
