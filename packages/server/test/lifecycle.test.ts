import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { packageRoot } from '../src/config.js';
import { migrateTo } from '../src/db/migrate.js';
import { databaseEnv } from './support/cli.js';
import { openTestDatabase, startTestServer, type TestServer } from './support/server.js';

// The process's life (issue 24, item 3), on SQLite and PostgreSQL: `/ready` says whether the
// database answers and holds every migration; SIGTERM stops taking connections, lets the request
// in flight answer, closes the database and exits 0.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('/ready', () => {
  it('answers ready once the database holds every migration', async () => {
    const answer = await server.browser().send('GET', '/ready');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ready' });
  });

  it('answers 503 with a Retry-After while migrations are missing, or the database does not answer', async () => {
    const { db, dropSchema } = await openTestDatabase(mkdtempSync(join(tmpdir(), 'kwartier-ready-')));
    try {
      const app = createApp({ db, config: server.config });
      const empty = await app.request('/ready');
      expect(empty.status).toBe(503);
      expect(await empty.json()).toEqual({ status: 'unavailable', reason: 'migrations' });
      await migrateTo(db, '0018_reminders');
      const behind = await app.request('/ready');
      expect(behind.status).toBe(503);
      expect(behind.headers.get('retry-after')).toBe('5');
      expect(await behind.json()).toEqual({ status: 'unavailable', reason: 'migrations' });
      await db.destroy();
      const closed = await app.request('/ready');
      expect(closed.status).toBe(503);
      expect(await closed.json()).toEqual({ status: 'unavailable', reason: 'database' });
    } finally {
      await dropSchema();
    }
  });
});

/** `src/main.ts` as a process of its own on the test server's database, once it listens. */
async function startProcess() {
  const child = spawn(process.execPath, ['--import', 'tsx', join(packageRoot(), 'src', 'main.ts')], {
    cwd: packageRoot(),
    env: { ...process.env, ...(await databaseEnv(server)), PORT: '0', HOST: '127.0.0.1', STATIC_DIR: server.config.staticDir, SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Kwartier listening on (http:\/\/\S+) /.exec(output);
      if (listening) resolve(listening[1]);
    });
    void exited.then((code) => reject(new Error(`exited ${code} before listening:\n${output}`)));
  });
  return { child, url, exited, output: () => output };
}

// Each test starts a server process through tsx, which compiles the server's sources as it
// starts: on a fresh clone under load (CI) that alone took over 10 s of the default 20.
describe('stopping on SIGTERM', { timeout: 60_000 }, () => {
  it('takes no new connection, closes the database and exits 0', async () => {
    const running = await startProcess();
    expect((await fetch(`${running.url}/ready`)).status).toBe(200);
    running.child.kill('SIGTERM');
    expect(await running.exited, running.output()).toBe(0);
    expect(running.output()).toContain('SIGTERM: stopping');
    await expect(fetch(`${running.url}/health`)).rejects.toThrow();
  });

  it.runIf(process.env.KWARTIER_TEST_DIALECT === 'postgres')(
    'lets the request in flight answer before it exits (PostgreSQL: the request waits on a lock the test holds)',
    async () => {
      const running = await startProcess();
      const { DATABASE_URL } = await databaseEnv(server);
      const holder = new pg.Client({ connectionString: DATABASE_URL });
      await holder.connect();
      try {
        // `/ready` reads kysely_migration: with the table locked, the request waits in the process.
        await holder.query('begin');
        await holder.query('lock table kysely_migration in access exclusive mode');
        const inFlight = fetch(`${running.url}/ready`);
        await expect.poll(async () => (await holder.query<{ waiting: number }>("select count(*)::int as waiting from pg_locks where not granted and relation = 'kysely_migration'::regclass")).rows[0].waiting, { timeout: 10_000 }).toBeGreaterThan(0);
        running.child.kill('SIGTERM');
        // Stopped taking connections while the request still waits.
        await expect.poll(async () => fetch(`${running.url}/health`).then(() => 'answered', () => 'refused'), { timeout: 10_000 }).toBe('refused');
        await holder.query('commit');
        const answer = await inFlight;
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual({ status: 'ready' });
        expect(await running.exited, running.output()).toBe(0);
      } finally {
        await holder.end();
        if (running.child.exitCode === null) running.child.kill('SIGKILL');
      }
    },
  );
});

