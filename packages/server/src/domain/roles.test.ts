import { describe, expect, it } from 'vitest';
import { mayCall } from './roles.js';

const member = { admin: 0, super_admin: 0 };
const admin = { admin: 1, super_admin: 0 };
const superAdmin = { admin: 0, super_admin: 1 };

describe('mayCall', () => {
  it('lets anyone call public operations', () => {
    expect(mayCall(undefined, 'public')).toBe(true);
  });

  it('needs a caller for everything else', () => {
    expect(mayCall(undefined, 'member')).toBe(false);
    expect(mayCall(undefined, 'admin')).toBe(false);
    expect(mayCall(undefined, 'super_admin')).toBe(false);
  });

  it('lets members call member operations only', () => {
    expect(mayCall(member, 'member')).toBe(true);
    expect(mayCall(member, 'admin')).toBe(false);
    expect(mayCall(member, 'super_admin')).toBe(false);
  });

  it('lets admins call admin operations but not the accounts list', () => {
    expect(mayCall(admin, 'admin')).toBe(true);
    expect(mayCall(admin, 'super_admin')).toBe(false);
  });

  it('treats a super admin as an admin too', () => {
    expect(mayCall(superAdmin, 'admin')).toBe(true);
    expect(mayCall(superAdmin, 'super_admin')).toBe(true);
  });
});
