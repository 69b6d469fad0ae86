import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';
import { withId } from './columns.js';

// The audit trail — who did what, and when.
//
// - `audit_entries`: one row per recorded change (`kind`, the contract's AuditKind) in an
//   organisation, by `user_id` (null: a failed sign-in of an unknown address, a job, the CLI),
//   about a subject (`subject_type` + `subject_id`, e.g. invoice 12), with small `details` (JSON:
//   changed field names, old → new status; never a password, token or body) and the request's
//   `X-Request-Id` (http/observability.ts).
// - `user_id` has no foreign key, and no name is copied: a member's account may be erased, and
//   the entry then reads as a former member's (the name is joined on read) without an update.
// - Append-only: triggers refuse every UPDATE, and a DELETE while the entry's organisation still
//   exists. Deleting an organisation deletes its entries (`on delete cascade`: the cascade runs
//   after the organisation's row is gone, so the trigger lets it through).

const REFUSED = 'audit entries are append-only';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('audit_entries'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text')
    .addColumn('subject_id', 'integer')
    .addColumn('details', 'text')
    .addColumn('request_id', 'text')
    .execute();
  await db.schema.createIndex('audit_entries_organization_id_at_index').on('audit_entries').columns(['organization_id', 'at', 'id']).execute();
  await db.schema
    .createIndex('audit_entries_organization_id_subject_index')
    .on('audit_entries')
    .columns(['organization_id', 'subject_type', 'subject_id'])
    .execute();

  if (dialectOf(db) === 'postgres') {
    await sql
      .raw(
        `create function "kwartier_audit_append_only"() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from "organizations" where "id" = old."organization_id") then
    return old;
  end if;
  raise exception '${REFUSED}';
end $$`,
      )
      .execute(db);
    await sql`create trigger "audit_entries_append_only" before update or delete on "audit_entries" for each row execute function "kwartier_audit_append_only"()`.execute(db);
    await sql`create trigger "audit_entries_no_truncate" before truncate on "audit_entries" for each statement execute function "kwartier_audit_append_only"()`.execute(db);
  } else {
    await sql.raw(`create trigger "audit_entries_no_update" before update on "audit_entries" begin select raise(abort, '${REFUSED}'); end`).execute(db);
    await sql
      .raw(
        `create trigger "audit_entries_no_delete" before delete on "audit_entries" when exists (select 1 from "organizations" where "id" = old."organization_id") begin select raise(abort, '${REFUSED}'); end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_entries').execute();
  if (dialectOf(db) === 'postgres') await sql`drop function "kwartier_audit_append_only"()`.execute(db);
}
