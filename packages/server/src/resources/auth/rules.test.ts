import { describe, expect, it } from 'vitest';
import { newOwnerFields } from './rules.js';

describe('newOwnerFields', () => {
  it('makes the first member an active admin, never a super admin, with the default language and date format', () => {
    const now = new Date('2026-01-02T03:04:05.000Z');
    expect(newOwnerFields({ organizationId: 7, name: 'Anna', email: 'anna@example.org', passwordHash: 'h', now })).toEqual({
      organization_id: 7,
      name: 'Anna',
      email: 'anna@example.org',
      password_hash: 'h',
      admin: 1,
      super_admin: 0,
      active: 1,
      locale: 'en',
      dateformat: 'DD-MM-YYYY',
      invite_token: null,
      created_at: '2026-01-02T03:04:05.000Z',
    });
  });
});
