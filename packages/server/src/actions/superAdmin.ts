import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { HttpError } from '../domain/failures.js';
import { normalizeEmail } from '../domain/text.js';
import { authStore } from '../resources/auth/store.js';
import { setSuperAdmin as storeSuperAdminFlag } from '../resources/team/store.js';
import { assertOperator, type Actor } from './actor.js';

// Super admins (who see every organisation in the accounts list) come to be only here, by the
// operator's command line (`kwartier-admin make-super-admin`): nothing a member does sets the flag.

export type SuperAdminChange = { kind: 'done'; user: UserRow } | { kind: 'no-user' } | { kind: 'not-joined'; user: UserRow };

/**
 * Sets or clears the super admin flag of the account with this address — only the operator's
 * command line does (an `operatorActor` in the account's organisation; anyone else is a
 * programming error). Granting needs an account that has joined.
 */
export async function setSuperAdmin(db: Db, actor: Actor, email: string, grant: boolean): Promise<SuperAdminChange> {
  assertOperator(actor, 'the super admin flag');
  const found = await authStore(db).userByEmail(normalizeEmail(email));
  if (found && found.organization_id !== actor.organizationId) throw new HttpError(404, 'http.not_found');
  return storeSuperAdminFlag(db, email, grant);
}
