import { sql, type Kysely } from 'kysely';
import { SESSIONS_CHANNEL } from '../changeFeed.js';
import { dialectOf } from '../database.js';

// PostgreSQL tells every listening process when a user or a session changes or goes (deactivated,
// signed out, demoted, another language): `pg_notify` on the `kwartier_sessions` channel, sent at
// the commit of the change, whoever made it. The servers keep the sessions they read in memory
// only while they hear these (stores/sessions.ts, db/changeFeed.ts). Once per statement: the
// notice says only "something changed in this schema" (its name is the payload, so installations
// sharing a database in schemas of their own do not disturb each other), and PostgreSQL folds
// equal notices of one transaction into one. SQLite has no notices: its server reads the session on every request.

const TABLES = ['users', 'sessions'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql
    .raw(
      `create function "kwartier_sessions_changed"() returns trigger language plpgsql as $$
  begin
    perform pg_notify('${SESSIONS_CHANNEL}', tg_table_schema);
    return null;
  end
$$`,
    )
    .execute(db);
  for (const table of TABLES) {
    await sql
      .raw(`create trigger "${table}_changed" after update or delete on "${table}" for each statement execute function "kwartier_sessions_changed"()`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of TABLES) await sql.raw(`drop trigger "${table}_changed" on "${table}"`).execute(db);
  await sql`drop function "kwartier_sessions_changed"()`.execute(db);
}
