import type { Locale } from '@kwartier/api';
import type { Db } from '../../db/database.js';

// Budget alerts (migration 0035): the organisations with budgeted projects, the admins they mail,
// and the claim of each alert. The claim is a row with a unique key (project, period, threshold):
// of several processes running the daily job at once, the one whose insert lands mails the
// admins; the others' inserts do nothing, on SQLite and PostgreSQL alike.

export function budgetAlertStore(db: Db) {
  return {
    /** The organisations with at least one active project with a budget. */
    async organizationsWithBudgets(): Promise<number[]> {
      const rows = await db
        .selectFrom('projects')
        .select('organization_id')
        .distinct()
        .where('budget_kind', 'is not', null)
        .where('active', '=', 1)
        .orderBy('organization_id')
        .execute();
      return rows.map((row) => row.organization_id);
    },

    /** The organisation's active admins who joined (a pending invitation has no password), each with their language. */
    admins(organizationId: number): Promise<{ id: number; email: string; locale: Locale }[]> {
      return db
        .selectFrom('users')
        .innerJoin('memberships', 'memberships.user_id', 'users.id')
        .select(['users.id', 'users.email', 'users.locale'])
        .where('memberships.organization_id', '=', organizationId)
        .where('memberships.admin', '=', 1)
        .where('memberships.active', '=', 1)
        .where('memberships.invite_token', 'is', null)
        .where('users.password_hash', 'is not', null)
        .orderBy('users.id')
        .execute();
    },

    /** The thresholds claimed so far of these projects, as `project:period:threshold`. */
    async claimed(organizationId: number, projectIds: readonly number[]): Promise<Set<string>> {
      if (projectIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('budget_alerts')
        .select(['project_id', 'period_start', 'threshold'])
        .where('organization_id', '=', organizationId)
        .where('project_id', 'in', projectIds)
        .execute();
      return new Set(rows.map((row) => alertKey(row.project_id, row.period_start, Number(row.threshold))));
    },

    /** Claims a threshold of a project's period: true for the one caller whose row went in, false when it was there already. */
    async claim(organizationId: number, projectId: number, periodStart: string, threshold: number, now: Date): Promise<boolean> {
      const result = await db
        .insertInto('budget_alerts')
        .values({ organization_id: organizationId, project_id: projectId, period_start: periodStart, threshold, sent_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['project_id', 'period_start', 'threshold']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
  };
}

/** The key of a claim in {@link budgetAlertStore}'s `claimed`. */
export function alertKey(projectId: number, periodStart: string, threshold: number): string {
  return `${projectId}:${periodStart}:${threshold}`;
}
