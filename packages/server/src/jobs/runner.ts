import { budgetAlerts } from './budgetAlerts.js';
import { paymentReminders } from './paymentReminders.js';
import { recurringInvoices } from './recurringInvoices.js';
import type { JobDeps, JobTask } from './task.js';

export { NO_APP_URL, type JobDeps, type JobTask } from './task.js';

// The daily jobs: work that falls due on a day rather than on a request (recurring invoices,
// payment reminders, budget alerts). Each task finds its due units and claims each one by a unique row in
// the transaction that does the unit's work, so any number of processes may run `runDueJobs` at
// any time, as often as they like: a unit is done once. main.ts runs it at start and every hour
// after (an hour's delay on a period's first day, and the catch-up after a server was down);
// `kwartier-admin run-due-jobs` runs it once (cron, tests).

export const tasks: readonly JobTask[] = [recurringInvoices, paymentReminders, budgetAlerts];

/** The jobs' address: only one that was configured (`APP_URL`), never the default. */
export function jobsAppUrl(config: { appUrl: string; appUrlSet: boolean }): string | undefined {
  return config.appUrlSet ? config.appUrl : undefined;
}

export interface JobReport {
  task: string;
  done: string[];
  /** The units that failed, each with its error. */
  failed: string[];
  /** Set when the task stopped on an error before its units (the other tasks still ran). */
  error?: unknown;
}

/** Runs every task once for `today`; a failing task is reported and does not stop the others. */
export async function runDueJobs(deps: JobDeps, today: string, now: Date = new Date()): Promise<JobReport[]> {
  const reports: JobReport[] = [];
  for (const task of tasks) {
    try {
      reports.push({ task: task.name, ...(await task.run(deps, today, now)) });
    } catch (error) {
      reports.push({ task: task.name, done: [], failed: [], error });
    }
  }
  return reports;
}
