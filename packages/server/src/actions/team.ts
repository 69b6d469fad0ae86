import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { flipped } from '../domain/flags.js';
import { HttpError } from '../domain/failures.js';
import { invitationLink } from '../domain/invitations.js';
import { normalizeEmail } from '../domain/text.js';
import { newLinkToken } from '../domain/tokens.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { invitationMail } from '../mail/templates.js';
import { expenseStore } from '../resources/expenses/store.js';
import { organizationStore } from '../resources/organization/store.js';
import { selfChangeProblem, type TeamChange } from '../resources/team/rules.js';
import { teamStore } from '../resources/team/store.js';
import { sessionStore } from '../stores/sessions.js';
import { recordBy, type Actor } from './actor.js';

// The team of the actor's organisation: invitations, a member's role and active flag, removing
// a member, ending their sessions. A member of another organisation is 404; an admin never
// changes these of themselves (409). A job or the command line (no person) has no self.

/** The audit trail's subject for a member. */
const memberSubject = (id: number) => ({ type: 'user' as const, id });
/** How a member is named in an audit entry. */
const memberName = (member: Pick<UserRow, 'name' | 'email'>) => member.name ?? member.email;

/** The member of the actor's organisation that `change` is about (404), never the actor (409). */
async function memberFor(db: Db, actor: Actor, memberId: number, change: TeamChange): Promise<UserRow> {
  const member = await teamStore(db).find(actor.organizationId, memberId);
  const problem = actor.userId === null ? null : selfChangeProblem(actor.userId, member.id, change);
  if (problem) throw new HttpError(409, problem);
  return member;
}

/**
 * Invites an address (422 when its person is in the organisation already): a pending member in the
 * organisation's language — a new person, or one who has an account (a member elsewhere), who
 * accepts signed in. Answers the member and the mail with the join link at `appUrl`, which the
 * caller sends after the commit (and {@link withdrawInvitation} when it cannot).
 */
export async function inviteMember(db: Db, actor: Actor, address: string, appUrl: string, now = new Date()): Promise<{ member: UserRow; mail: OutgoingMail }> {
  const email = normalizeEmail(address);
  const organizations = organizationStore(db);
  const organization = await organizations.find(actor.organizationId);
  const token = newLinkToken();
  const { member } = await organizations.invite(organization, email, token, now);
  await recordBy(db, actor, 'member.invited', memberSubject(member.id), { email }, now);
  const link = invitationLink(appUrl, token);
  return { member, mail: { ...invitationMail(organization.locale, { organizationName: organization.name, link }), to: email, link } };
}

/** Undoes an invitation whose mail could not be sent (after the invitation's commit). */
export async function withdrawInvitation(db: Db, actor: Actor, memberId: number): Promise<void> {
  await organizationStore(db).withdrawInvitation(actor.organizationId, memberId);
}

/** How a flag reads in an audit entry's details: `admin`/`member`, `active`/`inactive`. */
const flagWord = (flag: 'active' | 'admin', value: number) => (flag === 'admin' ? (value === 1 ? 'admin' : 'member') : value === 1 ? 'active' : 'inactive');

/**
 * Flips a member's `active` or `admin` flag; answers the member as they are now. Deactivating
 * ends the member's sessions at once: they cannot sign in again until reactivated.
 */
export async function toggleMemberFlag(db: Db, actor: Actor, memberId: number, flag: 'active' | 'admin'): Promise<UserRow> {
  const member = await memberFor(db, actor, memberId, flag === 'active' ? 'toggle_active' : 'toggle_admin');
  const flags = flag === 'active' ? { active: flipped(member.active) } : { admin: flipped(member.admin) };
  const updated = await teamStore(db).setFlags(actor.organizationId, member.id, flags);
  const [from, to] = flag === 'active' ? [member.active, updated.active] : [member.admin, updated.admin];
  await recordBy(db, actor, flag === 'active' ? 'member.active' : 'member.role', memberSubject(member.id), {
    name: memberName(member),
    from: flagWord(flag, from),
    to: flagWord(flag, to),
  });
  return updated;
}

/**
 * Removes a member or a pending invitation (its link stops working); their sessions and places
 * on activities go with them. A member who registered time or recorded expenses stays (409).
 */
export async function removeMember(db: Db, actor: Actor, memberId: number): Promise<void> {
  const team = teamStore(db);
  const member = await memberFor(db, actor, memberId, 'delete');
  if (await team.hasTime(actor.organizationId, member.id)) throw new HttpError(409, 'team.delete_has_time');
  if ((await expenseStore(db).countsOf(actor.organizationId, member.id)).all > 0) throw new HttpError(409, 'team.delete_has_expenses');
  await team.delete(actor.organizationId, member.id);
  await recordBy(db, actor, 'member.deleted', memberSubject(member.id), { name: memberName(member) });
}

/** Ends every session of a member. */
export async function endMemberSessions(db: Db, actor: Actor, memberId: number): Promise<void> {
  const member = await memberFor(db, actor, memberId, 'end_sessions');
  await sessionStore(db).endAllOf(member.id);
  await recordBy(db, actor, 'member.sessions_ended', memberSubject(member.id), { name: memberName(member) });
}
