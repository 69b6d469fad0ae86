/**
 * Who may call what (SPEC §6). The contract names each operation's role in `x-access`; this is
 * the one rule that compares it with the caller. A super admin is also an admin ("Super admin:
 * also accounts list"); an inactive member has no session at all, so is not seen here.
 */
export type Access = 'public' | 'member' | 'admin' | 'super_admin';

export interface Caller {
  admin: number | boolean;
  super_admin: number | boolean;
}

export function mayCall(caller: Caller | undefined, access: Access): boolean {
  if (access === 'public') return true;
  if (!caller) return false;
  const superAdmin = Boolean(caller.super_admin);
  switch (access) {
    case 'member':
      return true;
    case 'admin':
      return Boolean(caller.admin) || superAdmin;
    case 'super_admin':
      return superAdmin;
  }
}

/**
 * SUPER_ADMIN_EMAILS: a user signing up or signing in with a listed address becomes super admin
 * (and stays one; the list only ever adds). Addresses are compared case-insensitively.
 */
export function becomesSuperAdmin(user: { email: string; super_admin: number }, listed: readonly string[]): boolean {
  return user.super_admin !== 1 && listed.includes(user.email.trim().toLowerCase());
}
