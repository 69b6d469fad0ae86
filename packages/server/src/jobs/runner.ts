import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { paymentReminders } from './paymentReminders.js';
import { recurringInvoices } from './recurringInvoices.js';

// The daily jobs: work that falls due on a day rather than on a request (recurring invoices,
// payment reminders). Each task finds its due units and claims each one by a unique row in
// the transaction that does the unit's work, so any number of processes may run `runDueJobs` at
// any time, as often as they like: a unit is done once. main.ts runs it at start and every hour
// after (an hour's delay on a period's first day, and the catch-up after a server was down);
// `kwartier-admin run-due-jobs` runs it once (cron, tests).

export interface JobDeps {
  db: Db;
  /** Reminders go out through it, waiting for the mail server's answer. */
  mailer: Mailer;
  /**
   * The app's public address (`APP_URL`), for the print link in a mail. Undefined when it is not
   * configured: nothing that links to the app is mailed (a payment reminder is not claimed and
   * waits for a run that has the address; a recurring invoice is made and stays a concept).
   */
  appUrl: string | undefined;
}

export interface JobTask {
  name: string;
  /**
   * Does the task's due units of the day `today` (`YYYY-MM-DD`, the server's date); answers one
   * line per unit done and per unit that failed (its transaction rolled back: the next run tries
   * it again). One unit's failure does not stop the others.
   */
  run(deps: JobDeps, today: string, now: Date): Promise<{ done: string[]; failed: string[] }>;
}

export const tasks: readonly JobTask[] = [recurringInvoices, paymentReminders];

/** The report line of a mail left unsent for want of an address to link to. */
export const NO_APP_URL = 'APP_URL is not set, so the mail would link to nowhere';

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
