import type { AuditDetails, AuditKind, AuditSubjectType } from '@kwartier/api';

// The audit trail's pure rules. Kinds are the contract's AuditKind: adding one
// is a line in openapi.yaml (and its words in @kwartier/ui's catalogues, `auditWords.<kind>`), then a
// call of `recordBy(db, actor, 'the.kind', …)` (actions/actor.ts) in the action that makes the change.

export interface AuditSubject {
  type: AuditSubjectType;
  id: number;
}

/** One entry as it is recorded: who and where are filled in from the request or named by a job. */
export interface AuditRecord {
  organizationId: number;
  userId: number | null;
  kind: AuditKind;
  subject?: AuditSubject | null;
  details?: AuditDetails;
  requestId?: string | null;
  at?: Date;
}

/** Longest text kept in the details: they are facts about a change, never its content. */
export const DETAIL_TEXT_MAX = 200;
/** Most field names kept. */
export const DETAIL_FIELDS_MAX = 50;

/**
 * The details as stored: unset values dropped, texts cut, at most DETAIL_FIELDS_MAX field names;
 * null when nothing is left. Callers put only facts in (field names, statuses, numbers).
 */
export function storedDetails(details: AuditDetails | undefined): string | null {
  if (!details) return null;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') kept[key] = value.slice(0, DETAIL_TEXT_MAX);
    else if (Array.isArray(value)) kept[key] = value.slice(0, DETAIL_FIELDS_MAX).map((item) => String(item).slice(0, DETAIL_TEXT_MAX));
    else kept[key] = value;
  }
  return Object.keys(kept).length > 0 ? JSON.stringify(kept) : null;
}

/** The names of the fields whose values differ between `before` and `after` (only the keys of `after`). */
export function changedFields(beforeRow: object, afterRow: object): string[] {
  const before = beforeRow as Record<string, unknown>;
  const after = afterRow as Record<string, unknown>;
  return Object.keys(after)
    .filter((key) => after[key] !== undefined && String(before[key] ?? '') !== String(after[key] ?? ''))
    .sort();
}

/** How an `active` flag (a client's, a project's) reads in an entry's details, as the trail translates it. */
export function activeWord(flag: number): 'active' | 'inactive' {
  return flag === 1 ? 'active' : 'inactive';
}

/** The first and last instant of a day range as stored timestamps compare (ISO 8601 in UTC). */
export function auditRange(from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  return { from: from ? `${from}T00:00:00.000Z` : undefined, to: to ? `${to}T23:59:59.999Z` : undefined };
}

/** How the audit trail names a subscription: "Hosting — Bakkerij Jansen" (its service, then its client). */
export function subscriptionName(subscription: { service_name: string; client_name: string }): string {
  return `${subscription.service_name} — ${subscription.client_name}`;
}
