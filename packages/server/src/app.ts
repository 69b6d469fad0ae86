import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { ServerConfig } from './config.js';
import type { Db } from './db/database.js';
import { readinessProblem } from './db/migrate.js';
import { translate } from './domain/messages.js';
import type { AppEnv } from './http/context.js';
import { apiReference } from './http/apiReference.js';
import { designDocs } from './http/designDocs.js';
import { errorAnswer } from './http/errors.js';
import { idempotency } from './http/idempotency.js';
import { createLogger, INNER_CALL, Metrics, metricsEndpoint, requestLog } from './http/observability.js';
import { securityHeaders } from './http/securityHeaders.js';
import { sessions } from './http/session.js';
import { apiBootstrap, singlePageApp } from './http/spa.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { loadContract, type Contract } from './openapi/contract.js';
import { validateRequests } from './openapi/validation.js';
import { adminRoutes } from './resources/admin/routes.js';
import { authRoutes } from './resources/auth/routes.js';
import { activityRoutes } from './resources/activities/routes.js';
import { clientRoutes } from './resources/clients/routes.js';
import { clientUpdateRoutes } from './resources/clientupdates/routes.js';
import { contactRoutes } from './resources/contacts/routes.js';
import { dashboardRoutes } from './resources/dashboard/routes.js';
import { reportRoutes } from './resources/reports/routes.js';
import { invoiceRoutes } from './resources/invoices/routes.js';
import { quoteRoutes } from './resources/quotes/routes.js';
import { paymentRoutes } from './resources/payments/routes.js';
import { bankRoutes } from './resources/bank/routes.js';
import { invoiceMailRoutes } from './resources/invoicemails/routes.js';
import { logoRoutes } from './resources/logo/routes.js';
import { organizationRoutes } from './resources/organization/routes.js';
import { periodRoutes } from './resources/period/routes.js';
import { projectRoutes } from './resources/projects/routes.js';
import { expenseRoutes } from './resources/expenses/routes.js';
import { webhookRoutes } from './resources/webhooks/routes.js';
import { serviceRoutes } from './resources/services/routes.js';
import { subscriptionRoutes } from './resources/subscriptions/routes.js';
import { teamRoutes } from './resources/team/routes.js';
import { timeRoutes } from './resources/time/routes.js';
import { timerRoutes } from './resources/timer/routes.js';
import { importRoutes } from './resources/import/routes.js';
import { approvalRoutes } from './resources/approval/routes.js';
import { auditRoutes } from './resources/audit/routes.js';
import { userRoutes } from './resources/user/routes.js';
import { myDataRoutes } from './resources/mydata/routes.js';
import { twoFactorRoutes } from './resources/twofactor/routes.js';
import { ssoRoutes } from './resources/sso/routes.js';
import { tokenRoutes } from './resources/tokens/routes.js';
import { cors } from './http/cors.js';

export interface AppOptions {
  db: Db;
  config: ServerConfig;
  /** Defaults to `config.openapiFile`, parsed now. */
  contract?: Contract;
  /** Defaults to SMTP (`config.smtpUrl`) or the outbox folder. */
  mailer?: Mailer;
  /** The request log; defaults to JSON lines on stdout at `config.logLevel`. */
  logger?: Logger;
  /** The metrics /metrics serves; defaults to a registry of this app's own. */
  metrics?: Metrics;
}

/**
 * The whole HTTP surface: API, sign-in pages and the built SPA, in the order a request meets
 * them. Used by main.ts and by the tests, which serve it over real HTTP.
 */
export function createApp({
  db,
  config,
  contract = loadContract(config.openapiFile),
  mailer = createMailer(config),
  logger = createLogger(config.logLevel),
  metrics = new Metrics(db, mailer),
}: AppOptions) {
  const app = new Hono<AppEnv>();

  app.onError(errorAnswer);
  app.notFound((c) => c.json({ message: translate(c.get('locale') ?? 'en', 'http.not_found') }, 404));

  // First of all: the request's id, its log line and its count (http/observability.ts).
  app.use('*', requestLog(logger, metrics, config.trustProxy));
  // CSP, nosniff, referrer policy, HSTS over HTTPS: on every answer, errors included.
  app.use('*', securityHeaders(config));

  // Liveness check, outside the contract's /api namespace and before every other middleware: no
  // session, no database (only the request log and security headers run first). The benchmark uses it as the bare-route baseline.
  app.get('/health', (c) => c.json({ status: 'ok' }));
  // Readiness, for a load balancer's health check: the database answers and holds every
  // migration of this build; else 503 with the reason and a Retry-After.
  app.get('/ready', async (c) => {
    const problem = await readinessProblem(db);
    if (!problem) return c.json({ status: 'ready' });
    c.header('Retry-After', '5');
    return c.json({ status: 'unavailable', reason: problem }, 503);
  });

  // Prometheus metrics, for METRICS_TOKEN as a bearer token only; outside the contract like /health.
  app.get('/metrics', metricsEndpoint(config, metrics));

  // The design review site (built Storybook, visual review report): static files, no session; 404 unless DESIGN_DOCS=1.
  const design = designDocs(config);
  app.use('/design', design);
  app.use('/design/*', design);

  // The API reference at /api/docs and the contract at /api/openapi.yaml: public files, no session.
  app.use('/api/*', apiReference(config));

  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('contract', contract);
    c.set('mailer', mailer);
    c.set('sessionStarted', false);
    await next();
  });
  // A signed-in page load carries the user and organisation the app would ask for first.
  app.use(
    '*',
    singlePageApp(config.staticDir, contract, {
      bootstrap: (request, page) => apiBootstrap((path, init) => Promise.resolve(app.request(path, init, INNER_CALL)), request, page),
      onFrameError: (error) => logger.error({ err: error }, 'The page frame could not be drawn; the page was sent without it'),
    }),
  );
  // CORS for the origins organisations list (http/cors.ts): preflights answered here, before the session.
  app.use('*', cors());
  app.use('*', sessions());
  app.use('*', validateRequests(contract));
  app.use('*', idempotency());

  app.route('/', authRoutes);
  app.route('/', userRoutes);
  app.route('/', myDataRoutes);
  app.route('/', twoFactorRoutes);
  app.route('/', ssoRoutes);
  app.route('/', tokenRoutes);
  app.route('/', organizationRoutes);
  app.route('/', teamRoutes);
  app.route('/', adminRoutes);
  app.route('/', logoRoutes);
  app.route('/', clientRoutes);
  app.route('/', contactRoutes);
  app.route('/', clientUpdateRoutes);
  app.route('/', serviceRoutes);
  app.route('/', subscriptionRoutes);
  app.route('/', projectRoutes);
  app.route('/', expenseRoutes);
  app.route('/', webhookRoutes);
  app.route('/', activityRoutes);
  app.route('/', timeRoutes);
  app.route('/', timerRoutes);
  app.route('/', importRoutes);
  app.route('/', approvalRoutes);
  app.route('/', auditRoutes);
  app.route('/', periodRoutes);
  app.route('/', dashboardRoutes);
  app.route('/', reportRoutes);
  app.route('/', invoiceRoutes);
  app.route('/', quoteRoutes);
  app.route('/', paymentRoutes);
  app.route('/', bankRoutes);
  app.route('/', invoiceMailRoutes);
  return app;
}

export type KwartierApp = ReturnType<typeof createApp>;
