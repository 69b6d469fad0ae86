import type { Db } from '../db/database.js';
import { budgetAlertStore } from '../resources/budgets/store.js';
import type { Actor } from './actor.js';

// Budget alerts (jobs/budgetAlerts.ts): each threshold of a project's budget period is claimed
// once, by a unique row, so of several processes running the job one mails the admins.

/** Claims these thresholds of the actor's organisation's project for a period: answers those whose claim went in (this caller mails them). */
export async function claimBudgetAlerts(db: Db, actor: Actor, projectId: number, periodStart: string, thresholds: readonly number[], now: Date): Promise<number[]> {
  const alerts = budgetAlertStore(db);
  const claimed: number[] = [];
  for (const threshold of thresholds) {
    if (await alerts.claim(actor.organizationId, projectId, periodStart, threshold, now)) claimed.push(threshold);
  }
  return claimed;
}
