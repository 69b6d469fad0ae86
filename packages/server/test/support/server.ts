import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { serve } from '@hono/node-server';
import pg from 'pg';
import type { Logger } from 'pino';
import { createApp } from '../../src/app.js';
import { loadConfig, type ServerConfig } from '../../src/config.js';
import { createDatabase, type Db } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createMailer, type Mailer } from '../../src/mail/mailer.js';
import { defaultContract } from '../../src/openapi/contract.js';
import { Browser } from './browser.js';

export interface TestServer {
  url: string;
  db: Db;
  config: ServerConfig;
  dialect: 'sqlite' | 'postgres';
  /** The server's mailer: `await server.mailer.idle()` waits for every mail handed over so far. */
  mailer: Mailer;
  /** A new browser with an empty cookie jar; from another loopback address (`127.0.0.2`) if given. */
  browser(localAddress?: string): Browser;
  /**
   * Another handle on the server's database, as a second process (the operator's command) opens
   * one: what it changes, the server hears only from the database. Destroy it when done.
   */
  anotherHandle(): Db;
  close(): Promise<void>;
}

/** The index.html of the stand-in SPA build every test server serves. */
export const TEST_INDEX_HTML = '<!doctype html><html><body><div id="root">kwartier test app</div></body></html>';

/**
 * Starts the real server over HTTP on a free port, against a fresh database of its own: a new
 * SQLite file, or on PostgreSQL a new schema (so test files running in parallel never meet)
 * that is dropped again by close().
 */
export interface TestServerOptions {
  /** Settings beyond the test defaults, e.g. `smtpUrl` of a test mailbox. */
  config?: Partial<ServerConfig>;
  /** Environment the configuration is read from (as `loadConfig` reads `process.env`); empty by default. */
  env?: NodeJS.ProcessEnv;
  /** Files of the stand-in app build beside (or instead of) the defaults, by path in it: `assets/app-1234.js.br`. */
  files?: Record<string, string | Uint8Array>;
  /** The request log (e.g. `createLogger('info', capture)`); silent by default. */
  logger?: Logger;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dialect = process.env.KWARTIER_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
  const dir = mkdtempSync(join(tmpdir(), 'kwartier-test-'));
  const staticDir = join(dir, 'app-dist');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(join(staticDir, 'assets', 'app-1234.js'), 'console.log("kwartier")');
  for (const [path, content] of Object.entries(options.files ?? {})) {
    mkdirSync(dirname(join(staticDir, path)), { recursive: true });
    writeFileSync(join(staticDir, path), content);
  }

  // SQLite starts from a copy of a file migrated once per process (the migrations then find
  // nothing to do); PostgreSQL migrates the new schema.
  if (dialect === 'sqlite') copyFileSync(await migratedSqliteTemplate(), join(dir, SQLITE_TEST_FILE));
  const { db, open, dropSchema } = await openTestDatabase(dir);
  await migrateToLatest(db);

  const config: ServerConfig = {
    ...loadConfig(options.env ?? {}),
    port: 0,
    host: '127.0.0.1',
    dataDir: dir,
    staticDir,
    mailOutboxDir: join(dir, 'outbox'),
    // Quiet unless a test captures the request log (options.logger) or asks for a level.
    logLevel: 'silent',
    ...options.config,
  };
  // Without a test mailbox, mails go quietly to the outbox of this test server.
  const mailer = createMailer(config, () => {});
  // The contract compiled once per process (as Browser checks answers against it): compiling
  // openapi.yaml anew for every test server took a second or more each time.
  const contract = config.openapiFile === loadConfig().openapiFile ? defaultContract() : undefined;
  const app = createApp({ db, config, mailer, logger: options.logger, contract });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  // The tests' fetch keeps connections open between requests. With Node's 5 s keep-alive, a
  // connection left idle that long (a long set-up on a loaded machine) could be closed by the
  // server just as the next request was sent on it (ECONNRESET). This process is the only client,
  // and close() ends every connection: idle ones stay open until then.
  (server as Server).keepAliveTimeout = 0;
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // Links in mails point at this server, so a test can follow them. Set before any request.
  if (!options.config?.appUrl) Object.assign(config, { appUrl: url, appUrlSet: true });

  return {
    url,
    db,
    config,
    dialect,
    mailer,
    browser: (localAddress) => new Browser(url, localAddress),
    anotherHandle: open,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      mailer.close();
      await db.destroy();
      await dropSchema();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const SQLITE_TEST_FILE = 'kwartier.sqlite';

let sqliteTemplate: Promise<string> | undefined;

/** An SQLite file migrated to the latest schema once per process, removed when the process ends. */
function migratedSqliteTemplate(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kwartier-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, SQLITE_TEST_FILE);
    const db = createDatabase({ sqliteFile: file });
    await migrateToLatest(db);
    // Closing the last connection checkpoints the write-ahead log into the file, so the file alone is the database.
    await db.destroy();
    return file;
  })();
  return sqliteTemplate;
}

/**
 * A new, empty database of the dialect under test (KWARTIER_TEST_DIALECT): an SQLite file in
 * `dir`, or on PostgreSQL a schema of its own (so test files running in parallel never meet),
 * which `dropSchema` drops again. Not migrated.
 */
export async function openTestDatabase(dir: string): Promise<{ db: Db; open: () => Db; dialect: 'sqlite' | 'postgres'; dropSchema: () => Promise<void> }> {
  const dialect = process.env.KWARTIER_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
  let open: () => Db;
  let dropSchema = async () => {};
  if (dialect === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('KWARTIER_TEST_DIALECT=postgres needs TEST_DATABASE_URL');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    open = () => createDatabase({ databaseUrl: url.toString() });
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    };
  } else {
    open = () => createDatabase({ sqliteFile: join(dir, SQLITE_TEST_FILE) });
  }
  return { db: open(), open, dialect, dropSchema };
}
