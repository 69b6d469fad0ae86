import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// The session check reads the organisation's two-factor rule for admins
// (`organizations.two_factor_admins`) with the session and its user, in the same statement
// (stores/sessions.ts), instead of a query of its own on every request of an admin without
// two-factor. On PostgreSQL the servers keep the sessions they read while the change feed tells
// them of every change (migration 0010), so a change of that rule, or an organisation deleted,
// must send the same notice, whoever makes it: otherwise a kept session would miss an
// organisation starting to require two-factor. Only when that column is written: saving the
// organisation's address or logo must not make every server forget the sessions it keeps.
// SQLite reads the session on every request and has no notices.

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create trigger "organizations_changed" after update of "two_factor_admins" or delete on "organizations" for each statement execute function "kwartier_sessions_changed"()`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop trigger "organizations_changed" on "organizations"`.execute(db);
}
