#!/usr/bin/env node
// kwartier-admin: server-side chores that have no screen. Super admins come to be here and only
// here: nobody can grant the role from inside the app, and no address makes one by itself.
//
//   kwartier-admin make-super-admin <email>     (pnpm --filter @kwartier/server admin make-super-admin <email>)
//   kwartier-admin remove-super-admin <email>
//   kwartier-admin list-super-admins
//   kwartier-admin reset-two-factor <email>     turns a member's two-factor sign-in off (a lost
//                                               phone and lost recovery codes); they sign in with
//                                               the password alone and may set it up again
//   kwartier-admin run-due-jobs [YYYY-MM-DD]    the daily jobs once (recurring invoices, payment
//                                               reminders — mail as the server sends it), for the
//                                               server's today or the day given; safe to run at
//                                               any time, from any number of processes. Mails
//                                               link to APP_URL; without it nothing that links
//                                               is mailed (reminders wait, exit 1)
//   kwartier-admin send-webhooks                sends the webhook deliveries due now, once (the
//                                               server does so by itself; for a process that has
//                                               none running, or to look at once)
//   kwartier-admin backup FILE [--force]        a backup of the database while the server runs
//                                               (SQLite: online backup API; PostgreSQL: pg_dump
//                                               custom format); --force replaces an existing FILE
//   kwartier-admin restore FILE [--force]       into an empty DATA_DIR or database/schema; --force
//                                               replaces what is there (stop the server first)
//
// It uses the same environment as the server (DATABASE_URL, DATA_DIR, APP_URL, SMTP_URL, MAIL_FROM) and migrates first, so it
// also works before the server has ever started on this database.
import { loadConfig, type ServerConfig } from './config.js';
import { createMailer } from './mail/mailer.js';
import { createDatabase, type Db } from './db/database.js';
import { ownTransaction } from './db/transaction.js';
import { migrateToLatest } from './db/migrate.js';
import { listSuperAdmins } from './stores/superAdmins.js';
import { setSuperAdmin } from './actions/superAdmin.js';
import { operatorActor } from './actions/actor.js';
import { recordInstanceEvent } from './actions/instance.js';
import { resetTwoFactor as resetTwoFactorOf } from './actions/twoFactor.js';
import { authStore } from './resources/auth/store.js';
import { parseDate } from '@internationalized/date';
import { jobsAppUrl, runDueJobs } from './jobs/runner.js';
import { backup, restore } from './db/backup.js';
import { normalizeEmail } from './domain/text.js';
import { serverToday } from './domain/today.js';
import { serverSecretBox } from './domain/secretBox.js';
import { createWebhookWorker } from './jobs/webhooks.js';

const USAGE = `usage: kwartier-admin make-super-admin <email>
       kwartier-admin remove-super-admin <email>
       kwartier-admin list-super-admins
       kwartier-admin reset-two-factor <email>
       kwartier-admin run-due-jobs [YYYY-MM-DD]
       kwartier-admin send-webhooks
       kwartier-admin backup FILE [--force]
       kwartier-admin restore FILE [--force]`;

type Result = { code: number; output: string };

export async function run(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Result> {
  const [command, ...rest] = args;
  if (command === 'backup' || command === 'restore') {
    // Neither opens (nor migrates) the database the usual way: a backup copies it as it is, a
    // restore needs its target empty.
    const force = rest.includes('--force');
    const files = rest.filter((arg) => arg !== '--force');
    if (files.length !== 1 || files[0].startsWith('-')) return { code: 2, output: USAGE };
    const config = loadConfig(env);
    const result = await (command === 'backup' ? backup : restore)(config, files[0], force);
    if (result.code !== 0) return result;
    // Into every organisation's audit trail, after it succeeded: a backup's own entry is not in
    // it (it is of the moment after), a restore's is the first thing in the restored trail.
    const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      const organizations = await ownTransaction(db, (trx) => recordInstanceEvent(trx, command === 'backup' ? 'instance.backup' : 'instance.restore'));
      const where = organizations === 1 ? '1 organisation' : `${organizations} organisations`;
      return { code: 0, output: `${result.output}\n${organizations > 0 ? `Recorded in the audit trail of ${where}.` : 'Not in an audit trail: the database has none yet (the server adds it when it starts).'}` };
    } finally {
      await db.destroy();
    }
  }
  let task: (db: Db, config: ServerConfig) => Promise<Result>;
  if ((command === 'make-super-admin' || command === 'remove-super-admin') && rest.length === 1 && rest[0]) {
    task = (db) => ownTransaction(db, (trx) => changeFlag(trx, rest[0], command === 'make-super-admin'));
  } else if (command === 'reset-two-factor' && rest.length === 1 && rest[0]) {
    task = (db) => ownTransaction(db, (trx) => resetTwoFactor(trx, rest[0]));
  } else if (command === 'list-super-admins' && rest.length === 0) {
    task = list;
  } else if (command === 'run-due-jobs' && rest.length <= 1 && (rest.length === 0 || isDate(rest[0]))) {
    task = (db, config) => dueJobs(db, config, rest[0] ?? serverToday());
  } else if (command === 'send-webhooks' && rest.length === 0) {
    task = sendWebhooks;
  } else {
    return { code: 2, output: USAGE };
  }
  const config = loadConfig(env);
  const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    return await task(db, config);
  } finally {
    await db.destroy();
  }
}

// The changes are actions (src/actions/) by the operator (`operatorActor`) in the organisation of
// the account named, each in one transaction of its own (`ownTransaction`): the change and its
// audit entry commit together or not at all. This is a process of its own beside the server; on
// SQLite the transaction begins IMMEDIATE (db/database.ts), so it waits for the server's write
// (up to `busy_timeout`) instead of failing with SQLITE_BUSY when the server commits between
// its read and its write.

/** The account with this address (the operator names people by address), or undefined. */
const accountOf = async (db: Db, email: string) => {
  const person = await authStore(db).personByEmail(normalizeEmail(email));
  // The operator acts (and the trail records it) in the first organisation the person was in.
  return person && (await authStore(db).allMemberships(person.id))[0];
};

async function changeFlag(db: Db, email: string, grant: boolean): Promise<Result> {
  const account = await accountOf(db, email);
  const result = account ? await setSuperAdmin(db, operatorActor(account.organization_id), email, grant) : { kind: 'no-user' as const };
  if (result.kind === 'no-user') return { code: 1, output: `No user has the email ${email}. Sign up (or be invited and join) first, then run this again.` };
  if (result.kind === 'not-joined') {
    return { code: 1, output: `${result.user.email} has not accepted their invitation yet. Run this again once they have joined.` };
  }
  const { user } = result;
  const who = user.name ? `${user.name} <${user.email}>` : user.email;
  return { code: 0, output: grant ? `${who} is now a super admin.` : `${who} is no longer a super admin.` };
}

async function resetTwoFactor(db: Db, email: string): Promise<Result> {
  const user = await accountOf(db, email);
  if (!user) return { code: 1, output: `No user has the email ${email}.` };
  const { wasOn } = await resetTwoFactorOf(db, operatorActor(user.organization_id), user.id);
  const who = user.name ? `${user.name} <${user.email}>` : user.email;
  if (!wasOn) return { code: 0, output: `${who} has no two-factor sign-in; nothing changed.` };
  return { code: 0, output: `Two-factor sign-in of ${who} is off; they sign in with their password and can set it up again.` };
}

async function list(db: Db): Promise<Result> {
  const superAdmins = await listSuperAdmins(db);
  if (superAdmins.length === 0) return { code: 0, output: 'There are no super admins.' };
  return { code: 0, output: superAdmins.map((s) => `${s.name} <${s.email}> (${s.organization})`).join('\n') };
}

async function sendWebhooks(db: Db, config: ServerConfig): Promise<Result> {
  const worker = createWebhookWorker({ db, box: serverSecretBox(config), allowPrivate: config.webhooksAllowPrivate });
  try {
    const attempts = await worker.runOnce();
    return { code: 0, output: attempts === 0 ? 'webhooks: nothing due' : `webhooks: ${attempts === 1 ? '1 attempt' : `${attempts} attempts`} made (the delivery log has each outcome)` };
  } finally {
    await worker.stop();
  }
}

function isDate(text: string | undefined): boolean {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  try {
    return parseDate(text).toString() === text;
  } catch {
    return false;
  }
}

async function dueJobs(db: Db, config: ServerConfig, day: string): Promise<Result> {
  const mailer = createMailer(config);
  let reports;
  try {
    reports = await runDueJobs({ db, mailer, appUrl: jobsAppUrl(config) }, day);
  } finally {
    mailer.close();
  }
  const lines = reports.flatMap((report) => [
    report.error ? `${report.task}: failed: ${String(report.error)}` : `${report.task}: ${report.done.length === 0 ? 'nothing due' : report.done.join('; ')}`,
    ...report.failed.map((failure) => `${report.task}: failed: ${failure}`),
  ]);
  return { code: reports.some((report) => report.error || report.failed.length > 0) ? 1 : 0, output: lines.join('\n') };
}

// Run when started as a program, not when imported by a test.
if (process.argv[1] && /cli\.(ts|js)$/.test(process.argv[1])) {
  run(process.argv.slice(2)).then(
    ({ code, output }) => {
      (code === 0 ? console.log : console.error)(output);
      process.exitCode = code;
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
