import type { Kysely } from 'kysely';
import { flag } from './columns.js';

// Two settings of the organisation.
//
// - `organizations.member_team_notes`: members see their colleagues' notes in the dashboard's
//   team scope (1), or only admins do (0, the default: reports keep members to their own entries
//   because notes are personal, and the dashboard follows the same rule).
// - `organizations.approve_admin_weeks`: with approval of weeks on, admins' own weeks need an
//   approval before they are offered as tracked time too (1), or an admin's hours count as
//   approved (0, the default).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organizations').addColumn('member_team_notes', 'integer', flag(0)).execute();
  await db.schema.alterTable('organizations').addColumn('approve_admin_weeks', 'integer', flag(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organizations').dropColumn('approve_admin_weeks').execute();
  await db.schema.alterTable('organizations').dropColumn('member_team_notes').execute();
}
