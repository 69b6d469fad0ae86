import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// Sessions people can see (My profile › Sessions).
//
// - `sessions.user_agent`, `sessions.address`: the browser's User-Agent and the caller's address
//   (the socket, or with TRUST_PROXY the proxy's X-Forwarded-For, as login throttling reads it)
//   at sign-in, refreshed with `last_seen_at`. Null for sessions older than this migration until
//   they are next seen.
// - `sessions.last_seen_at`: when the session was last used, written at most once per
//   `LAST_SEEN_EVERY_MS` (domain/sessions.ts) by a conditional update, never once per request.
// - On PostgreSQL the change notice of migration 0010 (`sessions_changed`) is narrowed to the
//   columns a session check reads (`id`, `user_id`, `expires_at`) and to deletes: noting that a
//   session was seen must not make every server forget the sessions it keeps.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('address', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop trigger "sessions_changed" on "sessions"`.execute(db);
  await sql`create trigger "sessions_changed" after update of "id", "user_id", "expires_at" or delete on "sessions" for each statement execute function "kwartier_sessions_changed"()`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger "sessions_changed" on "sessions"`.execute(db);
    await sql`create trigger "sessions_changed" after update or delete on "sessions" for each statement execute function "kwartier_sessions_changed"()`.execute(db);
  }
  for (const column of ['last_seen_at', 'address', 'user_agent']) await db.schema.alterTable('sessions').dropColumn(column).execute();
}
