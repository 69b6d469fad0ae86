import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { packageRoot } from '../src/config.js';
import { migrateTo } from '../src/db/migrate.js';
import { databaseEnv } from './support/cli.js';
import { openTestDatabase, startTestServer, type TestServer } from './support/server.js';
import { programArgs } from './support/bundled.js';

// The process's life, on SQLite and PostgreSQL: `/ready` says whether the
// database answers and holds every migration; SIGTERM stops taking connections, lets the request
// in flight answer, closes the database and exits 0. Behind nginx's `keepalive` pool, a
// connection that was busy at SIGTERM is not reused: its answer says `Connection: close`.

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
  const child = spawn(process.execPath, await programArgs('main'), {
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

// Each test starts a server process: on a fresh clone under load (CI) that took over 10 s of the
// default 20 when it went through tsx (now one bundle per run, support/bundled.ts).
describe('stopping on SIGTERM', { timeout: 60_000 }, () => {
  it('takes no new connection, closes the database and exits 0', async () => {
    const running = await startProcess();
    expect((await fetch(`${running.url}/ready`)).status).toBe(200);
    running.child.kill('SIGTERM');
    expect(await running.exited, running.output()).toBe(0);
    expect(running.output()).toContain('SIGTERM: stopping');
    await expect(fetch(`${running.url}/health`)).rejects.toThrow();
  });

  it('closes the connections a keepalive pool reuses: answers after SIGTERM say Connection: close, and it exits 0 once they have', async () => {
    const running = await startProcess();
    const { hostname, port } = new URL(running.url);
    // nginx's `keepalive` pool: a few connections to the instance, each reused for the next
    // request as soon as its answer is in (HTTP/1.1, no Connection header of the client's).
    const agent = new Agent({ keepAlive: true, maxSockets: 6 });
    let signalled = false;
    let stopping = false;
    let exited = false;
    void running.exited.then(() => (exited = true));
    let answeredBefore = 0;
    const answeredAfter: { status: number; connection: string | undefined }[] = [];
    const load = async () => {
      while (!exited) {
        const sentAfterStop = stopping;
        const answer = await new Promise<{ status: number; connection: string | undefined } | Error>((resolve) => {
          httpGet({ agent, hostname, port, path: '/ready', headers: { accept: 'application/json' } }, (response) => {
            response.resume();
            response.on('error', resolve);
            response.once('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
          }).on('error', resolve);
        });
        if (answer instanceof Error) {
          // Refused or reset once the instance was told to stop (nginx then goes to another); never before.
          if (!signalled) throw answer;
          await new Promise((resolve) => setTimeout(resolve, 5));
        } else if (sentAfterStop) answeredAfter.push(answer);
        else answeredBefore += 1;
      }
    };
    // One more pooled connection with a request under way at SIGTERM: its body is not all sent yet.
    const busy = connect(Number(port), hostname);
    let received = '';
    busy.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    busy.on('error', () => {});
    const closed = once(busy, 'close');
    let workers: Promise<void>[] = [];
    try {
      await once(busy, 'connect');
      const body = JSON.stringify({ email: 'nobody@example.org', password: 'not the password' });
      const head = `POST /login HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nAccept: application/json\r\nX-Requested-With: XMLHttpRequest\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
      busy.write(head + body.slice(0, 10));
      workers = Array.from({ length: 6 }, load);
      await expect.poll(() => answeredBefore, { timeout: 20_000 }).toBeGreaterThan(60);

      signalled = true;
      running.child.kill('SIGTERM');
      await expect.poll(() => running.output(), { timeout: 10_000 }).toContain('SIGTERM: stopping');
      stopping = true;
      // The request in flight completes and is answered, with the connection's end announced.
      busy.write(body.slice(10));
      await expect.poll(() => /\r\n\r\n/.test(received), { timeout: 10_000 }).toBe(true);
      const headers = received.slice(0, received.indexOf('\r\n\r\n')).split('\r\n');
      expect(headers[0]).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(headers.map((line) => line.toLowerCase())).toContain('connection: close');
      // As nginx's pool would, the next request goes on the same connection: the instance has closed it.
      busy.write(`GET /health HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`);
      await closed;
      expect(received.match(/^HTTP\/1\.1 /gm)).toHaveLength(1);

      expect(await running.exited, running.output()).toBe(0);
      await Promise.all(workers);
      expect(running.output()).not.toContain('still running');
      // Whatever was answered to a request sent after SIGTERM closed its connection too.
      expect(answeredAfter.filter((answer) => answer.connection !== 'close')).toEqual([]);
    } finally {
      busy.destroy();
      if (running.child.exitCode === null) running.child.kill('SIGKILL');
      await running.exited;
      await Promise.allSettled(workers);
      agent.destroy();
    }
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

