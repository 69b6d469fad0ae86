import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/config.js';
import { CHANGE_FEED_APPLICATION_NAME } from '../../src/db/changeFeed.js';
import { Browser } from '../support/browser.js';
import { signUp } from '../support/people.js';
import { ownPostgresSkipReason, startOwnPostgres, type OwnPostgres } from '../support/ownPostgres.js';
import { programArgs } from '../support/bundled.js';

// A server whose database goes away: `src/main.ts` as a process on a
// PostgreSQL of the test's own, which the test stops (`pg_ctl stop -m fast`: every session
// ended, as at a restart of the database) and starts again. Meanwhile every request that needs
// the database answers 503 with a Retry-After, in the caller's language, within the request
// timeout — also one waiting on a lock when the database went —, /ready answers 503, and the
// process lives on; once the database is back the same process serves again by itself: the pool
// makes new connections, the change feed listens again.

const skip = ownPostgresSkipReason();
if (skip) console.warn(`Skipping the database outage suite: ${skip}`);

/** The app's own per-attempt timeout (@kwartier/api createApiClient): an answer later than this is a hang. */
const REQUEST_TIMEOUT_MS = 15_000;

describe.skipIf(skip)('the database going away and coming back', () => {
  let postgres: OwnPostgres;
  let child: ReturnType<typeof spawn>;
  let output = '';
  let url: string;
  let dataDir: string;

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    dataDir = mkdtempSync(join(tmpdir(), 'kwartier-outage-'));
    child = spawn(process.execPath, await programArgs('main'), {
      cwd: packageRoot(),
      env: {
        ...process.env,
        DATABASE_URL: postgres.url,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: dataDir,
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    url = await new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /Kwartier listening on (http:\/\/\S+) /.exec(output);
        if (listening) resolve(listening[1]);
      });
      child.once('exit', (code) => reject(new Error(`exited ${code} before listening:\n${output}`)));
    });
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await postgres?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** One request as the app's client sends it, given up after the request timeout (then it throws: a hang). */
  const call = (browser: Browser, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(url + path, {
      method,
      headers: {
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });

  it('answers 503 with a Retry-After while it is away, and serves again by itself once it is back', async () => {
    const admin = new Browser(url);
    await signUp(admin);
    const project = await admin.post('/api/projects', { name: 'Website', projectnumber: 'P-1', client_id: (await admin.post('/api/clients', { name: 'Bakkerij Jansen' })).body.id });
    const activity = await admin.post('/api/activities', { name: 'Design', project_id: project.body.id });
    const me = await admin.get('/api/user');
    expect((await admin.post(`/api/activities/${activity.body.id}/attachuser`, { teammember_id: me.body.id, activity_id: activity.body.id, rate: '80.00' })).status).toBe(200);
    const save = (time: number, key: string, headers: Record<string, string> = {}) =>
      call(admin, 'POST', '/api/time/save', { time, activity_id: activity.body.id, date: '2026-03-02' }, { 'idempotency-key': key, ...headers });
    expect((await save(60, 'before')).status).toBe(200);
    expect((await call(admin, 'GET', '/ready')).status).toBe(200);
    // The change feed listens (db/changeFeed.ts): its own connection.
    await waitUntil(async () => (await listeners(postgres)) === 1);

    // A save waiting on a lock when the database goes: its session ends with it.
    const locker = new pg.Client({ connectionString: postgres.url });
    await locker.connect();
    locker.on('error', () => {});
    await locker.query('begin');
    await locker.query('lock table time_entries in access exclusive mode');
    const waiting = save(90, 'in flight');
    await waitUntil(async () => (await lockWaits(postgres)) > 0);

    await postgres.stop();
    const cut = await waiting;
    expect(cut.status).toBe(503);
    expect(cut.headers.get('retry-after')).toBe('2');
    await locker.end().catch(() => {});

    // Nothing answers from the database now: a write, a read, in English and in Dutch.
    const refused = await save(120, 'while away');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual({ message: 'The database cannot be reached right now. Please try again in a moment.' });
    const dutch = await call(admin, 'POST', '/api/time', { date: '2026-03-02' }, { 'accept-language': 'nl' });
    expect(dutch.status).toBe(503);
    expect(dutch.headers.get('retry-after')).toBe('2');
    expect(await dutch.json()).toEqual({ message: 'De database is op dit moment niet bereikbaar. Probeer het zo opnieuw.' });
    const ready = await call(admin, 'GET', '/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'database' });
    // /health needs no database.
    expect((await call(admin, 'GET', '/health')).status).toBe(200);

    await postgres.start();
    // Back by itself: no restart of the process.
    await waitUntil(async () => (await call(admin, 'GET', '/ready')).status === 200);
    const after = await save(150, 'after');
    expect(after.status).toBe(200);
    expect((await after.json()).time.totals[0]).toBe(150);
    // The saves the database never took are applied when tried again with their keys, once.
    for (const [key, time] of [['in flight', 90], ['while away', 120]] as const) expect((await save(time, key)).headers.get('idempotent-replayed')).toBeNull();
    expect((await save(120, 'while away')).headers.get('idempotent-replayed')).toBe('true');
    await waitUntil(async () => (await listeners(postgres)) === 1);
    expect(child.exitCode).toBeNull();
    expect(output).not.toMatch(/Uncaught|unhandled/i);
  });
});

/** Connections of the server's change feed (db/changeFeed.ts) that are set up (LISTEN done: idle). */
async function listeners(postgres: OwnPostgres): Promise<number> {
  return countOf(postgres, `select count(*)::int as n from pg_stat_activity where application_name = '${CHANGE_FEED_APPLICATION_NAME}' and state = 'idle'`);
}

/** Backends waiting for a lock. */
async function lockWaits(postgres: OwnPostgres): Promise<number> {
  return countOf(postgres, "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'");
}

async function countOf(postgres: OwnPostgres, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(query)).rows[0].n;
  } finally {
    await client.end();
  }
}

/** Polls `check` every 100 ms until it holds (the test's own timeout bounds the wait). */
async function waitUntil(check: () => Promise<boolean>) {
  for (;;) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
