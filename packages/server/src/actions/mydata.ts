import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import { verifyPassword } from '../domain/passwords.js';
import { activityStore } from '../resources/activities/store.js';
import { removeSubmissionsOf } from '../resources/approval/store.js';
import { authStore } from '../resources/auth/store.js';
import { importStore } from '../resources/import/store.js';
import { expenseStore } from '../resources/expenses/store.js';
import { invoiceStore } from '../resources/invoices/store.js';
import { deletionPlan, FORMER_MEMBER, formerMemberEmail, withoutMemberName, type DeletionChoice } from '../resources/mydata/rules.js';
import { myDataStore } from '../resources/mydata/store.js';
import { deleteOrganization, organizationStore } from '../resources/organization/store.js';
import { ssoStore } from '../resources/sso/store.js';
import { keepAsFormerMember, teamStore } from '../resources/team/store.js';
import { timeStore } from '../resources/time/store.js';
import { timerStore } from '../resources/timer/store.js';
import { forgetAnswersOfUsers } from '../stores/idempotency.js';
import { clearAccountThrottle } from '../stores/loginThrottle.js';
import { endAllSessionsOf } from '../stores/sessions.js';
import type { Actor } from './actor.js';

/**
 * My profile › My data › export: what the person's data holds in every organisation they are in,
 * the one `member` works in first. A read, through the stores, with no change.
 */
export async function myDataExport(db: Db, member: UserRow) {
  const others = (await authStore(db).allMemberships(member.id)).filter((other) => other.organization_id !== member.organization_id);
  return myDataStore(db).exportOf([member, ...others]);
}

// My profile › My data › delete: the member deletes their own account — or, as the last admin,
// the whole organisation. Each table is written by its own store; this is the order they go in.

/**
 * Checks the password and the last-admin rule (422 under the field, nothing changed), then
 * deletes the account of `user` (the actor) or, when they choose so as the last admin, the
 * organisation with every row of it.
 */
export async function deleteOwnAccount(db: Db, actor: Actor, user: UserRow, choice: DeletionChoice & { password: string }): Promise<void> {
  if (!user.password_hash || !(await verifyPassword(choice.password, user.password_hash))) {
    throw new ValidationFailure({ password: 'mydata.wrong_password' });
  }
  // An account in several organisations leaves the others first: each has its own last-admin rule and history.
  if ((await authStore(db).joinedMemberships(user.id)).some((member) => member.organization_id !== actor.organizationId)) {
    throw new HttpError(409, 'mydata.leave_others_first');
  }
  const plan = deletionPlan(await myDataStore(db).deletionFacts(user), choice);
  if ('problem' in plan) {
    const [field, message] = plan.problem;
    throw new ValidationFailure({ [field]: message });
  }
  if (plan.kind === 'organization') await removeOrganization(db, actor.organizationId);
  else await removeAccount(db, actor.organizationId, user, plan.successorId);
}

/** Forgets what names these people outside the organisation's rows: answers kept for a retry, sign-in throttling. */
async function forgetTracesOf(db: Db, people: readonly Pick<UserRow, 'id' | 'email'>[]): Promise<void> {
  await forgetAnswersOfUsers(
    db,
    people.map((person) => person.id),
  );
  for (const person of people) await clearAccountThrottle(db, person.email);
}

/**
 * Deletes the user's account: sessions, credentials, time and expenses on no invoice, time sheet
 * lines, timer, rates, week submissions go. Time and expenses on an invoice stay under an anonymised row named
 * "former member" (the organisation's language), and the invoice lines that name the member
 * name "former member" in each invoice's language; without such time the row goes.
 */
async function removeAccount(db: Db, organizationId: number, user: UserRow, successorId: number | null): Promise<void> {
  const team = teamStore(db);
  if (successorId !== null) await team.setFlags(organizationId, successorId, { admin: 1 });
  await forgetTracesOf(db, [user]);
  await endAllSessionsOf(db, user.id);
  await authStore(db).forgetResetLink(user.id);
  await ssoStore(db).forgetIdentitiesOf(organizationId, user.id);
  await timeStore(db).removeOpenTimeOf(organizationId, user.id);
  const expenses = expenseStore(db);
  await expenses.removeOpenOf(organizationId, user.id);
  await timerStore(db).remove(organizationId, user.id);
  await activityStore(db).detachEverywhere(organizationId, user.id);
  await removeSubmissionsOf(db, organizationId, user.id);

  const invoices = invoiceStore(db);
  const lines = await invoices.linesBillingMember(organizationId, user.id);
  for (const line of lines) {
    const service = withoutMemberName(line.service, user.name, FORMER_MEMBER[line.language]);
    if (service !== line.service) await invoices.setLineService(organizationId, line.id, service);
  }

  if (lines.length === 0 && (await expenses.countsOf(organizationId, user.id)).invoiced === 0) {
    await team.delete(organizationId, user.id);
    return;
  }
  const { locale } = await organizationStore(db).find(organizationId);
  await keepAsFormerMember(db, user.id, { name: FORMER_MEMBER[locale], email: formerMemberEmail(randomUUID()) });
}

/** Deletes the organisation and every row of it (the foreign keys cascade from `organizations`). */
async function removeOrganization(db: Db, organizationId: number): Promise<void> {
  await forgetTracesOf(db, await teamStore(db).list(organizationId));
  // time_entries names users and activities without a cascade of its own: it goes first.
  await timeStore(db).removeAllOf(organizationId);
  await importStore(db).forgetRowsOf(organizationId);
  await deleteOrganization(db, organizationId);
}
