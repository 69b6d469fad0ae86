import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// An invoiced day no longer ends an activity's day: a member's hours on an activity and day are
// one open entry (on no invoice: the cell of the time sheet, which saves, the timer and imports
// change) and any number of invoiced entries beside it, each billed on an invoice line. So the
// unique key of 0004 on (user, activity, date) holds for open entries only: a partial unique
// index `where "invoice_line_id" is null`. An invoiced entry keeps its minutes, rate and note;
// more hours that day go into the open entry and can be invoiced later. Releasing an invoiced
// entry (its line or concept invoice deleted) merges it into the day's open entry, if there is
// one (resources/invoices/store.ts).
//
// SQLite cannot drop a table's unique constraint: the table is built again with the same columns,
// rows, indexes and triggers (those of 0006, read from sqlite_master), without it. Nothing refers
// to `time_entries` by foreign key.

const INDEX = `create unique index "time_entries_open_unique" on "time_entries" ("user_id", "activity_id", "date") where "invoice_line_id" is null`;

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table "time_entries" drop constraint "time_entries_user_id_activity_id_date_unique"`.execute(db);
    await sql.raw(INDEX).execute(db);
    return;
  }
  const { rows: tables } = await sql<{ sql: string }>`select "sql" from "sqlite_master" where "type" = 'table' and "name" = 'time_entries'`.execute(db);
  const table = tables[0].sql;
  const withoutKey = table.replace(/,\s*constraint\s+"time_entries_user_id_activity_id_date_unique"\s+unique\s*\([^)]*\)/i, '');
  if (withoutKey === table) {
    // Migrated down and up again: the key is then the unique index `down` made, not the table's.
    const { rows: keyIndex } = await sql`select 1 from "sqlite_master" where "type" = 'index' and "name" = 'time_entries_user_id_activity_id_date_unique'`.execute(db);
    if (keyIndex.length === 0) throw new Error('time_entries: the unique constraint of 0004 was not found');
    await sql`drop index "time_entries_user_id_activity_id_date_unique"`.execute(db);
    await sql.raw(INDEX).execute(db);
    return;
  }
  const { rows: columns } = await sql<{ name: string }>`select "name" from pragma_table_info('time_entries')`.execute(db);
  const list = columns.map((column) => `"${column.name}"`).join(', ');
  const { rows: dependants } = await sql<{ sql: string }>`select "sql" from "sqlite_master"
    where "tbl_name" = 'time_entries' and "type" in ('index', 'trigger') and "sql" is not null order by "type", "name"`.execute(db);
  await sql.raw(withoutKey.replace(/^create table\s+"?time_entries"?/i, 'create table "time_entries_new"')).execute(db);
  await sql.raw(`insert into "time_entries_new" (${list}) select ${list} from "time_entries"`).execute(db);
  await sql`drop table "time_entries"`.execute(db);
  await sql`alter table "time_entries_new" rename to "time_entries"`.execute(db);
  for (const dependant of dependants) await sql.raw(dependant.sql).execute(db);
  await sql.raw(INDEX).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index "time_entries_open_unique"`.execute(db);
  if (dialectOf(db) === 'postgres') {
    await sql`alter table "time_entries" add constraint "time_entries_user_id_activity_id_date_unique" unique ("user_id", "activity_id", "date")`.execute(db);
  } else {
    await sql`create unique index "time_entries_user_id_activity_id_date_unique" on "time_entries" ("user_id", "activity_id", "date")`.execute(db);
  }
}
