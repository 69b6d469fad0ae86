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
}

/** A job or the command line acting in an organisation. */
export function systemActor(organizationId: number, locale: Locale = 'en'): Actor {
  return { organizationId, userId: null, locale, requestId: null };
}

/** Records the change in the audit trail, in the action's transaction, by the actor. */
export async function recordBy(db: Db, actor: Actor, kind: AuditKind, subject: AuditSubject | null, details: AuditDetails, at?: Date): Promise<void> {
  await recordAudit(db, { organizationId: actor.organizationId, userId: actor.userId, kind, subject, details, requestId: actor.requestId, ...(at ? { at } : {}) });
}

/** The member acting, for a change of their own time: a job or the command line has none (a programming error). */
export function ownMemberOf(actor: Actor): number {
  if (actor.userId === null) throw new Error("a member's own time is changed by the member, not by a job");
  return actor.userId;
}
