import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { pino, type DestinationStream, type Logger } from 'pino';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { LogLevel, ServerConfig } from '../config.js';
import { poolOf, type Db } from '../db/database.js';
import { pickLocale, translate } from '../domain/messages.js';
import type { JobReport } from '../jobs/runner.js';
import type { Mailer } from '../mail/mailer.js';
import type { AppEnv } from './context.js';

// Operations, outside the contract (like /health and /ready): one JSON log line per request and
// the Prometheus metrics at /metrics. A log line names the request, never its content: no body,
// no query string, no header besides the request id (so no password, token, cookie or mail).

/** The request log: JSON lines on stdout, or on `destination` (tests capture it there). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}

/** The process's metrics, on a registry of its own (tests create many apps in one process). */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'kwartier_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'kwartier_http_request_duration_seconds',
    help: 'Time from request to answer, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly jobRuns = new Counter({
    name: 'kwartier_job_units_total',
    help: 'Units of the daily jobs done (an invoice made, a reminder sent), by task',
    labelNames: ['task'] as const,
    registers: [this.registry],
  });
  readonly jobFailures = new Counter({
    name: 'kwartier_job_failures_total',
    help: 'Units of the daily jobs that failed, and tasks that stopped on an error, by task',
    labelNames: ['task'] as const,
    registers: [this.registry],
  });

  constructor(db?: Db, mailer?: Mailer) {
    collectDefaultMetrics({ register: this.registry });
    if (mailer) {
      new Gauge({
        name: 'kwartier_mails_under_way',
        help: 'Mails handed to the mailer and not yet sent or failed',
        registers: [this.registry],
        collect() {
          this.set(mailer.counts().underWay);
        },
      });
      // Counted by the mailer; read when scraped.
      const counted = (name: string, help: string, read: () => number) => {
        let last = 0;
        new Counter({
          name,
          help,
          registers: [this.registry],
          collect() {
            const now = read();
            if (now > last) this.inc(now - last);
            last = now;
          },
        });
      };
      counted('kwartier_mails_sent_total', 'Mails handed to the SMTP server or written to the outbox', () => mailer.counts().sent);
      counted('kwartier_mails_failed_total', 'Mails the SMTP server or the outbox refused', () => mailer.counts().failed);
    }
    const pool = db && poolOf(db);
    if (pool) {
      new Gauge({
        name: 'kwartier_db_pool_connections_in_use',
        help: 'PostgreSQL connections of the pool running a query or transaction',
        registers: [this.registry],
        collect() {
          this.set(pool.totalCount - pool.idleCount);
        },
      });
      new Gauge({
        name: 'kwartier_db_pool_connections_idle',
        help: 'PostgreSQL connections of the pool open and idle',
        registers: [this.registry],
        collect() {
          this.set(pool.idleCount);
        },
      });
      new Gauge({
        name: 'kwartier_db_pool_waiting',
        help: 'Queries waiting for a PostgreSQL connection of the pool',
        registers: [this.registry],
        collect() {
          this.set(pool.waitingCount);
        },
      });
    }
  }

  /** Counts what one run of the daily jobs did (main.ts calls it after runDueJobs). */
  recordJobs(reports: readonly JobReport[]): void {
    for (const report of reports) {
      this.jobRuns.inc({ task: report.task }, report.done.length);
      this.jobFailures.inc({ task: report.task }, report.failed.length + (report.error ? 1 : 0));
    }
  }
}

/**
 * The bindings of a call the server makes to itself (a page load's start data, http/spa.ts):
 * no request of its own, so no log line or count. A client cannot set bindings.
 */
export const INNER_CALL = { innerCall: true } as const;

/** Paths a balancer or a scraper polls: logged at debug, not info, so they do not drown the log. */
const PROBES = new Set(['/health', '/ready', '/metrics']);
/** A request id taken from the proxy: short, and nothing a log reader could mistake for structure. */
const FORWARDED_ID = /^[\w.:-]{1,128}$/;

/**
 * The first middleware: gives the request an id (the proxy's `X-Request-Id` with TRUST_PROXY,
 * else a new one), answers it in `X-Request-Id`, and once answered writes one log line and
 * counts the request by its route template (Hono's matched route, e.g. `/api/clients/:id`).
 */
export function requestLog(logger: Logger, metrics: Metrics, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The page load that made it is logged and counted once, as itself.
    if ((c.env as Partial<typeof INNER_CALL> | undefined)?.innerCall) return next();
    const started = performance.now();
    const forwarded = trustProxy ? c.req.header('x-request-id') : undefined;
    const id = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    c.set('requestId', id);
    await next();
    // On the answer's own headers: Hono's `c.header` on a finished answer copies it, which turns
    // the node server's lightweight answer into a web stream read back chunk by chunk (a tenth of
    // a time sheet save's CPU, bench/cpuprobe.ts).
    try {
      c.res.headers.set('X-Request-Id', id);
    } catch {
      // An answer with immutable headers (one made by fetch): `c.header` copies it.
      c.header('X-Request-Id', id);
    }
    const ms = performance.now() - started;
    const route = routeTemplate(c);
    const status = c.res.status;
    const labels = { method: c.req.method, route, status: String(status) };
    metrics.requests.inc(labels);
    metrics.latency.observe(labels, ms / 1000);
    const level = PROBES.has(c.req.path) ? 'debug' : status >= 500 ? 'error' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const user = c.get('session')?.user;
    logger[level]({
      requestId: id,
      method: c.req.method,
      route,
      status,
      ms: Math.round(ms * 10) / 10,
      ...(user ? { userId: user.id, organizationId: user.organization_id } : {}),
    });
  };
}

/**
 * The route template of the request: the path of the route (not middleware) it matched, the
 * handler that answered or would have, had a middleware not refused the request first; `*` for
 * a path no route has (a page of the app, a file, a 404).
 */
function routeTemplate(c: Context<AppEnv>): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) {
    if (routes[i].method !== 'ALL') return routes[i].path;
  }
  return '*';
}

/**
 * GET /metrics in Prometheus text format, only for `Authorization: Bearer <METRICS_TOKEN>`:
 * without the setting it answers 404 like any unknown path, with a wrong token 401.
 */
export function metricsEndpoint(config: Pick<ServerConfig, 'metricsToken'>, metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c) => {
    if (!config.metricsToken) return c.notFound();
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(given, config.metricsToken)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ message: translate(pickLocale(undefined, c.req.header('accept-language')), 'http.unauthenticated') }, 401);
    }
    const text = await metrics.registry.metrics();
    c.header('Cache-Control', 'no-store');
    return c.body(text, 200, { 'Content-Type': metrics.registry.contentType });
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
