import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';
import { flag } from './columns.js';

// One login, several organisations.
//
// - `users` is the person: the address they sign in with (unique), the password, two-factor, the
//   name, language and date format, the super admin flag. It belongs to no organisation: deleting
//   an organisation no longer takes a person who is in another one with it.
// - `memberships`: a person in an organisation, with the role there (`admin`), whether it is
//   `active` (a deactivated member cannot act in it), and `invite_token` while the invitation is
//   pending (the person accepts it by the link). Everything a member does in an organisation keeps
//   naming the person (`user_id`) and the organisation, as before.
// - `sessions.organization_id` and `access_tokens.organization_id`: the organisation a session
//   acts in (switched without signing out) and the one a token was made in.
//
// SQLite cannot drop a column with a foreign key or a unique constraint: `users` is built again
// with its other columns (foreign keys off meanwhile, so that dropping the old table deletes
// nothing that refers to it; the tables that refer to `users` by name refer to the new one).

const PERSON_COLUMNS = [
  'id',
  'name',
  'email',
  'password_hash',
  'super_admin',
  'locale',
  'dateformat',
  'created_at',
  'two_factor_secret',
  'two_factor_pending_secret',
  'two_factor_last_step',
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('memberships')
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('admin', 'integer', flag(0))
    .addColumn('active', 'integer', flag(1))
    .addColumn('invite_token', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('memberships_pkey', ['organization_id', 'user_id'])
    .execute();
  await db.schema.createIndex('memberships_user_id_index').on('memberships').column('user_id').execute();
  await sql`insert into "memberships" ("organization_id", "user_id", "admin", "active", "invite_token", "created_at")
    select "organization_id", "id", "admin", "active", "invite_token", "created_at" from "users"`.execute(db);

  for (const table of ['sessions', 'access_tokens']) {
    await db.schema
      .alterTable(table)
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('cascade'))
      .execute();
    await sql`update ${sql.table(table)} set "organization_id" = (select "organization_id" from "users" where "users"."id" = ${sql.ref(`${table}.user_id`)})`.execute(db);
    await db.schema.createIndex(`${table}_organization_id_user_id_index`).on(table).columns(['organization_id', 'user_id']).execute();
  }

  if (dialectOf(db) === 'postgres') {
    for (const table of ['sessions', 'access_tokens']) await sql`alter table ${sql.table(table)} alter column "organization_id" set not null`.execute(db);
    for (const column of ['organization_id', 'admin', 'active', 'invite_token']) await sql`alter table "users" drop column ${sql.ref(column)} cascade`.execute(db);
    // A membership's change (a role, deactivation, leaving) must reach the servers' kept sessions (migration 0010).
    await sql`create trigger "memberships_changed" after update or delete on "memberships" for each statement execute function "kwartier_sessions_changed"()`.execute(db);
    // And a session switched to another organisation (migration 0024 watched only these three columns).
    await sql`drop trigger "sessions_changed" on "sessions"`.execute(db);
    await sql`create trigger "sessions_changed" after update of "id", "user_id", "expires_at", "organization_id" or delete on "sessions" for each statement execute function "kwartier_sessions_changed"()`.execute(db);
    return;
  }

  const list = PERSON_COLUMNS.map((column) => `"${column}"`).join(', ');
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`create table "users_new" (
    "id" integer primary key autoincrement,
    "name" text default '' not null,
    "email" text not null unique,
    "password_hash" text,
    "super_admin" integer default 0 not null,
    "locale" text default 'en' not null,
    "dateformat" text default 'DD-MM-YYYY' not null,
    "created_at" text not null,
    "two_factor_secret" text,
    "two_factor_pending_secret" text,
    "two_factor_last_step" integer
  )`.execute(db);
  await sql.raw(`insert into "users_new" (${list}) select ${list} from "users"`).execute(db);
  const sequence = await sequenceOf(db, 'users');
  await sql`drop table "users"`.execute(db);
  await sql`alter table "users_new" rename to "users"`.execute(db);
  await keepSequence(db, 'users', sequence);
  // The organisation of a session or token is never null: SQLite adds a column as nullable only, so each is built again.
  for (const table of ['sessions', 'access_tokens']) await requireOrganization(db, table);
  const { rows: broken } = await sql`pragma foreign_key_check`.execute(db);
  await sql`pragma foreign_keys = on`.execute(db);
  if (broken.length > 0) throw new Error(`memberships: ${broken.length} rows refer to a person that is not there`);
}

/** Builds the SQLite table again with its `organization_id` not null (same columns, rows and indexes). */
function requireOrganization(db: Kysely<any>, table: string): Promise<void> {
  return rebuild(db, table, (create) => create.replace('"organization_id" integer references', '"organization_id" integer not null references'), () => true);
}

/**
 * Builds a SQLite table again from its own definition as `change` rewrites it, with the rows of the
 * columns `keep` keeps and the same indexes (those on a column no longer there left out).
 */
async function rebuild(db: Kysely<any>, table: string, change: (create: string) => string, keep: (column: string) => boolean): Promise<void> {
  const { rows } = await sql<{ sql: string }>`select "sql" from "sqlite_master" where "type" = 'table' and "name" = ${table}`.execute(db);
  const { rows: columns } = await sql<{ name: string }>`select "name" from pragma_table_info(${table})`.execute(db);
  const list = columns
    .map((column) => column.name)
    .filter(keep)
    .map((column) => `"${column}"`)
    .join(', ');
  const { rows: dependants } = await sql<{ sql: string }>`select "sql" from "sqlite_master" where "tbl_name" = ${table} and "type" in ('index', 'trigger') and "sql" is not null`.execute(db);
  await sql.raw(change(rows[0]!.sql).replace(/^create table\s+"?[a-z_]+"?/i, `create table "${table}_new"`)).execute(db);
  await sql.raw(`insert into "${table}_new" (${list}) select ${list} from "${table}"`).execute(db);
  const sequence = await sequenceOf(db, table);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${table}_new" rename to "${table}"`).execute(db);
  await keepSequence(db, table, sequence);
  for (const dependant of dependants) if (columns.every((column) => keep(column.name) || !dependant.sql.includes(`"${column.name}"`))) await sql.raw(dependant.sql).execute(db);
}

/** The highest id an AUTOINCREMENT table ever gave (a deleted row's too), if it has one. */
async function sequenceOf(db: Kysely<any>, table: string): Promise<number | undefined> {
  const { rows } = await sql<{ seq: number }>`select "seq" from "sqlite_sequence" where "name" = ${table}`.execute(db);
  return rows[0]?.seq;
}

/**
 * The rebuilt table goes on from the old one's highest id, not from the highest it holds: an id
 * of someone deleted is never given again (the audit trail still names them by it).
 */
async function keepSequence(db: Kysely<any>, table: string, sequence: number | undefined): Promise<void> {
  if (sequence === undefined) return;
  await sql`update "sqlite_sequence" set "seq" = max("seq", ${sequence}) where "name" = ${table}`.execute(db);
  await sql`insert into "sqlite_sequence" ("name", "seq") select ${table}, ${sequence} where not exists (select 1 from "sqlite_sequence" where "name" = ${table})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger "memberships_changed" on "memberships"`.execute(db);
    await sql`drop trigger "sessions_changed" on "sessions"`.execute(db);
    await sql`create trigger "sessions_changed" after update of "id", "user_id", "expires_at" or delete on "sessions" for each statement execute function "kwartier_sessions_changed"()`.execute(db);
    await sql`alter table "users" add column "organization_id" integer references "organizations" ("id") on delete cascade`.execute(db);
    await sql`alter table "users" add column "admin" integer default 0 not null`.execute(db);
    await sql`alter table "users" add column "active" integer default 1 not null`.execute(db);
    await sql`alter table "users" add column "invite_token" text unique`.execute(db);
  } else {
    await sql`alter table "users" add column "organization_id" integer references "organizations" ("id") on delete cascade`.execute(db);
    await sql`alter table "users" add column "admin" integer default 0 not null`.execute(db);
    await sql`alter table "users" add column "active" integer default 1 not null`.execute(db);
    await sql`alter table "users" add column "invite_token" text`.execute(db);
  }
  // A person in several organisations goes back to the first they joined.
  await sql`update "users" set
    "organization_id" = (select "organization_id" from "memberships" where "user_id" = "users"."id" order by "created_at", "organization_id" limit 1),
    "admin" = coalesce((select "admin" from "memberships" where "user_id" = "users"."id" order by "created_at", "organization_id" limit 1), 0),
    "active" = coalesce((select "active" from "memberships" where "user_id" = "users"."id" order by "created_at", "organization_id" limit 1), 0),
    "invite_token" = (select "invite_token" from "memberships" where "user_id" = "users"."id" order by "created_at", "organization_id" limit 1)`.execute(db);
  await sql`delete from "users" where "organization_id" is null`.execute(db);
  await db.schema.createIndex('users_organization_id_index').on('users').column('organization_id').execute();
  for (const table of ['sessions', 'access_tokens']) {
    await db.schema.dropIndex(`${table}_organization_id_user_id_index`).execute();
    if (dialectOf(db) === 'postgres') await db.schema.alterTable(table).dropColumn('organization_id').execute();
    else {
      await sql`pragma foreign_keys = off`.execute(db);
      await rebuild(db, table, (create) => create.replace(/,\s*"organization_id" integer not null references "organizations" \("id"\) on delete cascade/, ''), (column) => column !== 'organization_id');
      await sql`pragma foreign_keys = on`.execute(db);
    }
  }
  await db.schema.dropTable('memberships').execute();
}
