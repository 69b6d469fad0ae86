import type { Db } from '../db/database.js';
import type { PersonRow } from '../db/schema.js';
import { memberOf } from '../stores/members.js';
import { HttpError } from '../domain/failures.js';
import { normalizeEmail } from '../domain/text.js';
import { authStore } from '../resources/auth/store.js';
import { setSuperAdmin as storeSuperAdminFlag } from '../resources/team/store.js';
import { assertOperator, recordBy, type Actor } from './actor.js';

// Super admins (who see every organisation in the accounts list) come to be only here, by the
// operator's command line (`kwartier-admin make-super-admin`): nothing a member does sets the flag.

export type SuperAdminChange = { kind: 'done'; user: PersonRow } | { kind: 'no-user' } | { kind: 'not-joined'; user: PersonRow };

/**
 * Sets or clears the super admin flag of the account with this address — only the operator's
 * command line does (an `operatorActor` in the account's organisation; anyone else is a
 * programming error). Granting needs an account that has joined. A change of the flag goes into
 * the organisation's trail (`user.super_admin_granted` / `_removed`, by no person of it); the
 * flag as it was already changes nothing and records nothing.
 */
export async function setSuperAdmin(db: Db, actor: Actor, email: string, grant: boolean): Promise<SuperAdminChange> {
  assertOperator(actor, 'the super admin flag');
  const person = await authStore(db).personByEmail(normalizeEmail(email));
  const found = person && (await memberOf(db, actor.organizationId, person.id));
  if (person && !found) throw new HttpError(404, 'http.not_found');
  const change = await storeSuperAdminFlag(db, email, grant);
  if (change.kind === 'done' && found && found.super_admin !== change.user.super_admin) {
    await recordBy(db, actor, grant ? 'user.super_admin_granted' : 'user.super_admin_removed', { type: 'user', id: change.user.id }, undefined);
  }
  return change;
}
