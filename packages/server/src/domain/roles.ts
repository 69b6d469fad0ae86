/**
 * Who may call what. The contract names each operation's role in `x-access`; this is
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
