import type { AuditDetails, AuditKind } from '@kwartier/api';
import type { AuditSubject } from '../domain/audit.js';
import { recordAudit } from '../stores/audit.js';
import type { AppContext } from './context.js';

/**
 * Records one change of the request in the audit trail: by the signed-in user, in their
 * organisation, with the request's X-Request-Id — on the request's handle, so inside the write's
 * transaction (the entry stays only if the change does, and a 4xx that commits keeps it too).
 * `who` names the organisation and person where the request has no session (a sign-in).
 */
export async function audit(
  c: AppContext,
  kind: AuditKind,
  subject?: AuditSubject | null,
  details?: AuditDetails,
  who?: { organizationId: number; userId: number | null },
): Promise<void> {
  const user = c.get('session')?.user;
  const organizationId = who?.organizationId ?? user?.organization_id;
  if (organizationId === undefined) throw new Error(`audit ${kind}: no organisation to record it in`);
  await recordAudit(c.get('db'), {
    organizationId,
    userId: who ? who.userId : (user?.id ?? null),
    kind,
    subject,
    details,
    requestId: c.get('requestId') ?? null,
  });
}
