import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';

// What a daily job is given and what it answers (jobs/runner.ts runs them).

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

/** The report line of a mail left unsent for want of an address to link to. */
export const NO_APP_URL = 'APP_URL is not set, so the mail would link to nowhere';
