import type { AuditKind } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { hasMigration } from '../db/migrate.js';
import { storedDetails, type AuditRecord } from '../domain/audit.js';

// The audit trail's storage (issue 25 item 3, migration 0026). Append-only: this store only
// inserts and reads — there is no update or delete, and the database's triggers refuse both
// (a delete only passes once the entry's organisation is gone).

export interface AuditFilter {
  userId?: number;
  kind?: AuditKind;
  /** Inclusive bounds as stored timestamps (domain/audit.ts auditRange). */
  from?: string;
  to?: string;
}

export interface AuditRow {
  id: number;
  at: string;
  kind: string;
  user_id: number | null;
  user_name: string | null;
  subject_type: string | null;
  subject_id: number | null;
  details: string | null;
  request_id: string | null;
}

/**
 * An operator's command on the whole instance (a backup, a restore): one entry in every
 * organisation's trail, by no person of it. Answers how many organisations it went into; none
 * when the database predates the audit trail (migration 0026 not applied yet: a restored old
 * backup, which the server migrates when it starts).
 */
export async function recordInstanceEvent(db: Db, kind: Extract<AuditKind, `instance.${string}`>): Promise<number> {
  if (!(await hasMigration(db, '0026_audit_entries'))) return 0;
  const organizations = await db.selectFrom('organizations').select('id').orderBy('id').execute();
  const at = new Date();
  for (const { id } of organizations) await recordAudit(db, { organizationId: id, userId: null, kind, at });
  return organizations.length;
}

/** Appends one entry, on the handle given (a request's transaction, so it stays only if the change does). */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_entries')
    .values({
      organization_id: record.organizationId,
      at: (record.at ?? new Date()).toISOString(),
      user_id: record.userId,
      kind: record.kind,
      subject_type: record.subject?.type ?? null,
      subject_id: record.subject?.id ?? null,
      details: storedDetails(record.details),
      request_id: record.requestId ?? null,
    })
    .execute();
}

export function auditStore(db: Db) {
  /** Entries of the organisation with the actor's name (only a member of the same organisation is named). */
  const entries = (organizationId: number) =>
    db
      .selectFrom('audit_entries')
      .leftJoin('users', (join) => join.onRef('users.id', '=', 'audit_entries.user_id').onRef('users.organization_id', '=', 'audit_entries.organization_id'))
      .where('audit_entries.organization_id', '=', organizationId);

  const filtered = (organizationId: number, filter: AuditFilter) => {
    let query = entries(organizationId);
    if (filter.userId !== undefined) query = query.where('audit_entries.user_id', '=', filter.userId);
    if (filter.kind !== undefined) query = query.where('audit_entries.kind', '=', filter.kind);
    if (filter.from !== undefined) query = query.where('audit_entries.at', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('audit_entries.at', '<=', filter.to);
    return query;
  };

  const columns = [
    'audit_entries.id',
    'audit_entries.at',
    'audit_entries.kind',
    'audit_entries.user_id',
    'users.name as user_name',
    'audit_entries.subject_type',
    'audit_entries.subject_id',
    'audit_entries.details',
    'audit_entries.request_id',
  ] as const;

  return {
    record: (record: AuditRecord) => recordAudit(db, record),

    /** One page, newest first, and how many entries match in all. */
    async page(organizationId: number, filter: AuditFilter, page: number, perPage: number): Promise<{ rows: AuditRow[]; total: number }> {
      const counted = await filtered(organizationId, filter)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      const rows = await filtered(organizationId, filter)
        .select(columns)
        .orderBy('audit_entries.at', 'desc')
        .orderBy('audit_entries.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return { rows, total: Number(counted.count) };
    },

    /** Every entry about one record, newest first. */
    about(organizationId: number, subjectType: string, subjectId: number): Promise<AuditRow[]> {
      return entries(organizationId)
        .where('audit_entries.subject_type', '=', subjectType)
        .where('audit_entries.subject_id', '=', subjectId)
        .select(columns)
        .orderBy('audit_entries.at', 'desc')
        .orderBy('audit_entries.id', 'desc')
        .execute();
    },
  };
}
