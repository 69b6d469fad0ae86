import type { AuditDetails, AuditKind, Locale } from '@kwartier/api';
import type { Db } from '../db/database.js';
import type { AuditSubject } from '../domain/audit.js';
import { recordAudit } from '../stores/audit.js';

/**
 * Who makes a change: a member of an organisation (by a request, with its X-Request-Id), a daily
 * job or the operator's command line (no person: `userId` null). Actions take it instead of a
 * request, so a route, a mail send, a job and the CLI make the same change the same way.
 */
export interface Actor {
  organizationId: number;
  userId: number | null;
  /** The language of the actor's answers and messages (a job: the organisation's documents decide). */
  locale: Locale;
  requestId: string | null;
  /**
   * Set only for the operator's command line (`kwartier-admin`): the changes no member and no
   * job may make (the super admin flag, turning off someone's two-factor sign-in) ask for it.
   */
  operator?: true;
}

/** A job or the command line acting in an organisation. */
export function systemActor(organizationId: number, locale: Locale = 'en'): Actor {
  return { organizationId, userId: null, locale, requestId: null };
}

/** The operator (`kwartier-admin`) acting in an organisation: no person of it, like a job. */
export function operatorActor(organizationId: number): Actor {
  return { ...systemActor(organizationId), operator: true };
}

/**
 * Someone who is not signed in (signing up, signing in, resetting a password, joining): no
 * organisation until the action finds the account; then {@link actorFor} acts for it.
 */
export interface Visitor {
  /** The language of the answers (and of a new password's strength advice). */
  locale: Locale;
  requestId: string | null;
}

/** The visitor once the account is known: as that person (`userId`), or as nobody of it (a failed attempt: `null`). */
export function actorFor(visitor: Visitor, account: { organization_id: number }, userId: number | null): Actor {
  return { organizationId: account.organization_id, userId, locale: visitor.locale, requestId: visitor.requestId };
}

/** Refuses (a programming error) a change only the operator's command line makes. */
export function assertOperator(actor: Actor, what: string): void {
  if (!actor.operator || actor.userId !== null) throw new Error(`${what} is made only by the operator's command line`);
}

/** Records the change in the audit trail, in the action's transaction, by the actor. */
export async function recordBy(db: Db, actor: Actor, kind: AuditKind, subject: AuditSubject | null, details?: AuditDetails, at?: Date): Promise<void> {
  await recordAudit(db, { organizationId: actor.organizationId, userId: actor.userId, kind, subject, details, requestId: actor.requestId, ...(at ? { at } : {}) });
}

/** The member acting, for a change of their own time: a job or the command line has none (a programming error). */
export function ownMemberOf(actor: Actor): number {
  if (actor.userId === null) throw new Error("a member's own time is changed by the member, not by a job");
  return actor.userId;
}
