import type { IncomingMessage, ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { designDocsStartNote } from './http/designDocs.js';
import { loadConfig, retiredSettings } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { serverSecretBox } from './domain/secretBox.js';
import { createMailer } from './mail/mailer.js';
import { forgetExpiredResetLinks } from './resources/auth/store.js';
import { forgetExpiredSsoSignIns } from './resources/sso/store.js';
import { forgetExpiredIdempotencyKeys } from './stores/idempotency.js';
import { forgetOldLoginAttempts } from './stores/loginThrottle.js';
import { forgetExpiredSessions } from './stores/sessions.js';
import { forgetOldWebhookDeliveries } from './stores/webhooks.js';
import { jobsAppUrl, runDueJobs } from './jobs/runner.js';
import { Metrics } from './http/observability.js';
import { serverToday } from './domain/today.js';
import { createWebhookWorker } from './jobs/webhooks.js';

const HOUR_MS = 60 * 60 * 1000;
/** How long a stop waits for the requests in flight. */
const STOP_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  for (const note of retiredSettings()) console.warn(note);
  const designNote = designDocsStartNote(config);
  if (designNote) console.warn(designNote);
  const db = createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  // The key of secrets at rest: SECRET_KEY, else generated once into the data folder now, on the first start.
  serverSecretBox(config);
  const migrated = await migrateToLatest(db);
  for (const result of migrated.results ?? []) console.log(`migrated ${result.migrationName}`);

  const housekeeping = async () => {
    await forgetExpiredSessions(db);
    await forgetExpiredIdempotencyKeys(db);
    await forgetOldLoginAttempts(db);
    await forgetExpiredResetLinks(db);
    await forgetExpiredSsoSignIns(db);
    await forgetOldWebhookDeliveries(db);
  };
  // The daily jobs (recurring invoices, payment reminders): at start and every hour, for the server's today. Each
  // unit is claimed in the database, so every process may run them (jobs/runner.ts).
  const mailer = createMailer(config);
  const metrics = new Metrics(db, mailer);
  const dueJobs = async () => {
    const reports = await runDueJobs({ db, mailer, appUrl: jobsAppUrl(config) }, serverToday());
    metrics.recordJobs(reports);
    for (const report of reports) {
      if (report.error) console.error(`${report.task} failed:`, report.error);
      for (const line of report.done) console.log(`${report.task}: ${line}`);
      for (const line of report.failed) console.error(`${report.task} failed: ${line}`);
    }
  };
  const hourly = async () => {
    await housekeeping().catch((error) => console.error('housekeeping failed:', error));
    await dueJobs().catch((error) => console.error('daily jobs failed:', error));
  };
  await housekeeping();
  await dueJobs().catch((error) => console.error('daily jobs failed:', error));
  const timer = setInterval(() => void hourly(), HOUR_MS);
  timer.unref();

  // Webhook deliveries: claimed in the database (several instances send each once), woken after
  // a commit that queued one, else every few seconds (jobs/webhooks.ts).
  const webhooks = createWebhookWorker({ db, box: serverSecretBox(config), allowPrivate: config.webhooksAllowPrivate });
  webhooks.start();

  const app = createApp({ db, config, mailer, metrics });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
    console.log(`Kwartier listening on http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port} (${where})`);
    console.log(`Mail goes to ${mailer.destination}; links point at ${config.appUrl}`);
    if (!config.appUrlSet) console.warn('APP_URL is not set: the daily jobs mail no invoice or reminder (they would link to this machine); set it to the address people open the app at');
  });

  // SIGTERM (or Ctrl+C): take no new connection, let the requests in flight answer (idle
  // keep-alive connections close at once), send the mails still queued, then close the pool
  // and the change feed's listener (db.destroy) and exit 0. Requests still running after
  // STOP_GRACE_MS are cut off: exit 1.
  //
  // Behind a proxy's keep-alive pool (nginx `keepalive`) a connection busy at SIGTERM would
  // otherwise be reused for the next request as soon as its answer is in, and so never close:
  // from the stop on, every answer whose head is still to be written says `Connection: close`
  // (Node then closes its connection once it is sent), and a connection that becomes idle after
  // an answer whose head went out before the stop is closed when that answer ends.
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  const closeAfterAnswer = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  // Before the app's listener: its answer may be written at once.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (stopping) {
      closeAfterAnswer(response);
      return;
    }
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      // The connection is idle once this answer has gone; a later request would keep it open.
      if (stopping) setImmediate(() => closeIdle());
    });
  });
  const closeIdle = () => {
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    clearInterval(timer);
    for (const response of inFlight) closeAfterAnswer(response);
    server.close(() => {
      // Mails sent after their answer (password resets) still go out.
      mailer
        .idle()
        .then(() => webhooks.stop())
        .then(() => mailer.close())
        .then(() => db.destroy())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error('stopping failed:', error);
            process.exit(1);
          },
        );
    });
    closeIdle();
    setTimeout(() => {
      const why = inFlight.size > 0 ? `${inFlight.size} request(s) still running` : 'connections still open (no request running)';
      console.error(`${signal}: ${why} after ${STOP_GRACE_MS / 1000} s, stopping anyway`);
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
