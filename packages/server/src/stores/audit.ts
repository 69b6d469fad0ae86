import type { AuditKind, AuditSubjectType } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { hasMigration } from '../db/migrate.js';
import { storedDetails, subscriptionName, type AuditRecord } from '../domain/audit.js';
import { webhookEventOfAudit } from '../domain/webhooks.js';
import { enqueueWebhookEvent } from './webhooks.js';

// The audit trail's storage (migration 0026). Append-only: this store only
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
  /** The subject's name as the screens show it now (SUBJECT_NAMES); null when it has none or is gone. */
  subject_name: string | null;
}

/**
 * How a subject of each type is named now, for the ids of one organisation: an invoice or a quote by its
 * number, a client, project or activity by its name, a subscription as "service — client", a member by their name (none once the account is erased, the row kept under
 * "former member", or while the invitation is pending). A subject type without an entry has no
 * name; a new one is one more entry here.
 */
const SUBJECT_NAMES: Partial<Record<AuditSubjectType, (db: Db, organizationId: number, ids: number[]) => Promise<{ id: number; name: string | null }[]>>> = {
  invoice: (db, organizationId, ids) =>
    db.selectFrom('invoices').select(['id', 'invoicenumber as name']).where('organization_id', '=', organizationId).where('id', 'in', ids).execute(),
  quote: (db, organizationId, ids) => db.selectFrom('quotes').select(['id', 'quotenumber as name']).where('organization_id', '=', organizationId).where('id', 'in', ids).execute(),
  client: (db, organizationId, ids) => db.selectFrom('clients').select(['id', 'name']).where('organization_id', '=', organizationId).where('id', 'in', ids).execute(),
  project: (db, organizationId, ids) => db.selectFrom('projects').select(['id', 'name']).where('organization_id', '=', organizationId).where('id', 'in', ids).execute(),
  activity: (db, organizationId, ids) => db.selectFrom('activities').select(['id', 'name']).where('organization_id', '=', organizationId).where('id', 'in', ids).execute(),
  subscription: async (db, organizationId, ids) => {
    const rows = await db
      .selectFrom('subscriptions')
      .innerJoin('clients', 'clients.id', 'subscriptions.client_id')
      .innerJoin('services', 'services.id', 'subscriptions.service_id')
      .select(['subscriptions.id', 'clients.name as client_name', 'services.name as service_name'])
      .where('subscriptions.organization_id', '=', organizationId)
      .where('subscriptions.id', 'in', ids)
      .execute();
    return rows.map((row) => ({ id: row.id, name: subscriptionName(row) }));
  },
  user: async (db, organizationId, ids) => {
    // People who are or were members (one who left keeps their name in the organisation's trail).
    const rows = await db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', ids).execute();
    return rows.map((row) => ({ id: row.id, name: row.name === '' || row.email.endsWith('@deleted.invalid') ? null : row.name }));
  },
};

/** The rows with their subjects' current names (one query per subject type present). */
async function withSubjectNames(db: Db, organizationId: number, rows: Omit<AuditRow, 'subject_name'>[]): Promise<AuditRow[]> {
  const names = new Map<string, string | null>();
  const idsByType = new Map<AuditSubjectType, Set<number>>();
  for (const row of rows) {
    if (row.subject_type === null || row.subject_id === null) continue;
    const type = row.subject_type as AuditSubjectType;
    if (!SUBJECT_NAMES[type]) continue;
    const ids = idsByType.get(type) ?? new Set<number>();
    ids.add(row.subject_id);
    idsByType.set(type, ids);
  }
  for (const [type, ids] of idsByType) {
    for (const { id, name } of await SUBJECT_NAMES[type]!(db, organizationId, [...ids])) names.set(`${type} ${id}`, name);
  }
  return rows.map((row) => ({ ...row, subject_name: names.get(`${row.subject_type} ${row.subject_id}`) ?? null }));
}

/**
 * The organisations whose trail an instance-wide entry goes into (actions/instance.ts): every
 * one — none when the database predates the audit trail (migration 0026 not applied yet: a
 * restored old backup, which the server migrates when it starts).
 */
export async function organizationsWithTrail(db: Db): Promise<number[]> {
  if (!(await hasMigration(db, '0026_audit_entries'))) return [];
  const organizations = await db.selectFrom('organizations').select('id').orderBy('id').execute();
  return organizations.map(({ id }) => id);
}

/**
 * Appends one entry, on the handle given (a request's transaction, so it stays only if the change
 * does), and queues the webhook event the change is, if any (domain/webhooks.ts), in the same
 * transaction: the webhooks' outbox.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  const at = record.at ?? new Date();
  const details = storedDetails(record.details);
  await db
    .insertInto('audit_entries')
    .values({
      organization_id: record.organizationId,
      at: at.toISOString(),
      user_id: record.userId,
      kind: record.kind,
      subject_type: record.subject?.type ?? null,
      subject_id: record.subject?.id ?? null,
      details,
      request_id: record.requestId ?? null,
    })
    .execute();
  const type = webhookEventOfAudit(record.kind, record.details);
  if (type && record.subject) {
    await enqueueWebhookEvent(db, record.organizationId, { type, subject: record.subject, details: details === null ? {} : JSON.parse(details), at });
  }
}

export function auditStore(db: Db) {
  /** Entries of the organisation with the actor's name (a person who acted in it, member now or before). */
  const entries = (organizationId: number) =>
    db
      .selectFrom('audit_entries')
      .leftJoin('users', 'users.id', 'audit_entries.user_id')
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
      return { rows: await withSubjectNames(db, organizationId, rows), total: Number(counted.count) };
    },

    /** Every entry about one record, newest first. */
    async about(organizationId: number, subjectType: string, subjectId: number): Promise<AuditRow[]> {
      const rows = await entries(organizationId)
        .where('audit_entries.subject_type', '=', subjectType)
        .where('audit_entries.subject_id', '=', subjectId)
        .select(columns)
        .orderBy('audit_entries.at', 'desc')
        .orderBy('audit_entries.id', 'desc')
        .execute();
      return withSubjectNames(db, organizationId, rows);
    },
  };
}
