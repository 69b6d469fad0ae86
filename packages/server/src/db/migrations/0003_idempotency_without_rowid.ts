import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// The table every keyed write inserts into and updates, made cheaper to write: on SQLite a
// WITHOUT ROWID table (the primary key is the table's own b-tree, so a claim writes one b-tree
// instead of the rowid table plus the key's index), and on both dialects without the index on
// `created_at`, which only the hourly clean-up read (it now scans a table of one day's keys).
// Kept answers are copied over.

const COLUMNS = `"key", "scope", "method", "path", "request_hash", "status", "body", "created_at"`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('idempotency_keys_created_at_index').execute();
  if (dialectOf(db) !== 'sqlite') return;
  await sql`create table "idempotency_keys_new" (
    "key" text not null,
    "scope" text not null,
    "method" text not null,
    "path" text not null,
    "request_hash" text not null,
    "status" integer,
    "body" text,
    "created_at" text not null,
    constraint "idempotency_keys_pkey" primary key ("key", "scope", "method", "path")
  ) without rowid`.execute(db);
  await sql.raw(`insert into "idempotency_keys_new" (${COLUMNS}) select ${COLUMNS} from "idempotency_keys"`).execute(db);
  await sql`drop table "idempotency_keys"`.execute(db);
  await sql`alter table "idempotency_keys_new" rename to "idempotency_keys"`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('idempotency_keys_created_at_index').on('idempotency_keys').column('created_at').execute();
}
