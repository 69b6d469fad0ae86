import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS } from './db/database.js';

/** pino's levels, most severe first; `silent` writes nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the server uses an SQLite file in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Folder of the built SPA (`app/dist`), served with an index.html fallback. */
  staticDir: string;
  /** Force the Secure cookie flag, e.g. behind a TLS-terminating proxy that does not say so. */
  cookieSecure: boolean;
  openapiFile: string;
  /** Where people open the app; the base of links in mails (`<appUrl>/invitation/<token>`). No trailing slash. */
  appUrl: string;
  /**
   * `APP_URL` was given (else `appUrl` is this machine's `http://localhost:<PORT>`). The daily
   * jobs, in the server and in `kwartier-admin run-due-jobs`, mail links only to a given address.
   */
  appUrlSet: boolean;
  /** SMTP server for outgoing mail (`smtp://user:pass@host:587`, `smtps://…`); unset: mails go to `mailOutboxDir`. */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  mailFrom: string;
  /** Without SMTP, each mail is written here as an .eml file (and its link logged). */
  mailOutboxDir: string;
  /**
   * Behind a reverse proxy: take the client address for login throttling from the last
   * X-Forwarded-For entry (the one the proxy added) instead of the socket.
   */
  trustProxy: boolean;
  /** The least severe request log lines written (`LOG_LEVEL`: info by default; `debug` adds /health, /ready and /metrics). */
  logLevel: LogLevel;
  /** The bearer token /metrics asks for; unset: /metrics answers 404. */
  metricsToken: string | undefined;
  /** PostgreSQL: longest wait for a connection of the pool before a request answers 503 (`DATABASE_CONNECT_TIMEOUT_MS`, 5000). */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL: `statement_timeout` of every statement, 0 for none (`DATABASE_STATEMENT_TIMEOUT_MS`, 20000). */
  databaseStatementTimeoutMs: number;
  /**
   * `SECRET_KEY`: the key that encrypts secrets at rest (two-factor secrets), at least 32
   * characters; unset: a key generated once into `dataDir/secret.key`. Every instance sharing
   * one database must have the same key.
   */
  secretKey: string | undefined;
  /**
   * `SSO_LOOPBACK_ISSUERS=1`: an organisation's single sign-on provider may be on this machine over
   * plain http (a provider started beside the server, tests). Off by default: otherwise any admin
   * could have the server ask its own loopback services.
   */
  ssoLoopbackIssuers: boolean;
  /** `DESIGN_DOCS=1`: serve the built Storybook (component docs, no sign-in) at /design. Off by default. */
  designDocs: boolean;
  /** The built Storybook `pnpm storybook:build` writes (`DESIGN_DOCS_DIR`, `<repo>/storybook-static`). */
  designDocsDir: string;
  /**
   * `WEBHOOKS_ALLOW_PRIVATE=true`: webhook endpoints may be `http` and on loopback, private,
   * link-local and other non-public addresses (a receiver on the operator's own network, tests).
   * Off by default: such endpoints are refused when saved and again when sent to.
   */
  webhooksAllowPrivate: boolean;
  /** The visual review report `pnpm visual:review` writes, served at /design/review (`DESIGN_REVIEW_DIR`, `<repo>/visual-review`). */
  designReviewDir: string;
}

/**
 * The package folder, found by walking up to our own package.json. This works the same from
 * `src/*.ts` under tsx, from `src/openapi/*.ts` under vitest and from the bundled `dist/main.js`,
 * which sit at different depths.
 */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@kwartier/server') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @kwartier/server package folder');
    dir = parent;
  }
}

export function repoRoot(): string {
  return resolve(packageRoot(), '..', '..');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = repoRoot();
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const dataDir = resolve(env.DATA_DIR || join(root, 'data'));
  const appUrl = (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(appUrl)) throw new Error(`APP_URL must be an http(s) address, got "${env.APP_URL}"`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    staticDir: resolve(env.STATIC_DIR || join(root, 'app', 'dist')),
    cookieSecure: isOn(env.COOKIE_SECURE),
    openapiFile: join(root, 'openapi.yaml'),
    appUrl,
    appUrlSet: Boolean(env.APP_URL),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Kwartier <no-reply@localhost>',
    mailOutboxDir: resolve(env.MAIL_OUTBOX_DIR || join(dataDir, 'outbox')),
    trustProxy: isOn(env.TRUST_PROXY),
    logLevel: logLevel(env.LOG_LEVEL),
    metricsToken: env.METRICS_TOKEN || undefined,
    databaseConnectTimeoutMs: milliseconds(env, 'DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_CONNECT_TIMEOUT_MS, 1),
    databaseStatementTimeoutMs: milliseconds(env, 'DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_STATEMENT_TIMEOUT_MS, 0),
    secretKey: secretKey(env.SECRET_KEY),
    ssoLoopbackIssuers: isOn(env.SSO_LOOPBACK_ISSUERS),
    designDocs: isOn(env.DESIGN_DOCS),
    designDocsDir: resolve(env.DESIGN_DOCS_DIR || join(root, 'storybook-static')),
    designReviewDir: resolve(env.DESIGN_REVIEW_DIR || join(root, 'visual-review')),
    webhooksAllowPrivate: isOn(env.WEBHOOKS_ALLOW_PRIVATE),
  };
}

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number, least: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < least) throw new Error(`${name} must be a whole number of milliseconds, at least ${least}, got "${value}"`);
  return ms;
}

export const SECRET_KEY_MIN_LENGTH = 32;

function secretKey(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < SECRET_KEY_MIN_LENGTH) throw new Error(`SECRET_KEY must be at least ${SECRET_KEY_MIN_LENGTH} characters (e.g. \`openssl rand -base64 32\`)`);
  return value;
}

function logLevel(value: string | undefined): LogLevel {
  if (!value) return 'info';
  const level = LOG_LEVELS.find((name) => name === value.toLowerCase());
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
}

function isOn(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

/**
 * Settings an older version read that no longer do anything, with what to do instead; the
 * server logs them at start so an operator does not rely on them unknowingly.
 */
export function retiredSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  const notes: string[] = [];
  if (env.SUPER_ADMIN_EMAILS) {
    notes.push(
      'SUPER_ADMIN_EMAILS is ignored: an address is no proof of who signs in with it. Make super admins with `kwartier-admin make-super-admin <email>` (see `list-super-admins` for who has the role).',
    );
  }
  return notes;
}
