import type { Kysely } from 'kysely';
import { withId } from './columns.js';

// Project budgets: a budget of hours or of money, for the project's whole life or per calendar
// month, with the thresholds (percentages) at which admins are mailed.
//
// - `projects.budget_kind` `hours` | `money`, null for no budget (then the other budget columns
//   are null too); `budget_amount` in minutes (hours, as time is stored) or in cents (money);
//   `budget_period` `total` | `month`; `budget_thresholds` the percentages as text, ascending
//   ("80,100", like `organizations.invoice_reminder_days`).
// - `budget_alerts`: the claim of each alert mail of the daily job (jobs/budgetAlerts.ts), unique
//   per (project, period, threshold): of several processes running the job, the one whose insert
//   lands mails the admins; the others' inserts do nothing. `period_start` is the month's first day
//   (`YYYY-MM-DD`) for a monthly budget, `total` for a budget of the whole project.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('budget_kind', 'text').execute();
  await db.schema.alterTable('projects').addColumn('budget_amount', 'bigint').execute();
  await db.schema.alterTable('projects').addColumn('budget_period', 'text').execute();
  await db.schema.alterTable('projects').addColumn('budget_thresholds', 'text').execute();

  await withId(db, db.schema.createTable('budget_alerts'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('threshold', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('budget_alerts_project_id_period_start_threshold_unique', ['project_id', 'period_start', 'threshold'])
    .execute();
  await db.schema.createIndex('budget_alerts_organization_id_index').on('budget_alerts').column('organization_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('budget_alerts').execute();
  for (const column of ['budget_thresholds', 'budget_period', 'budget_amount', 'budget_kind']) {
    await db.schema.alterTable('projects').dropColumn(column).execute();
  }
}
