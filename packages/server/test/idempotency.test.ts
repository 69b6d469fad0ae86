import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { sql, InsertQueryNode, type KyselyPlugin } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { createApp } from '../src/app.js';
import { packageRoot } from '../src/config.js';
import type { Db } from '../src/db/database.js';
import type { AppEnv } from '../src/http/context.js';
import { errorAnswer } from '../src/http/errors.js';
import { afterCommit, idempotency } from '../src/http/idempotency.js';
import { createMailer } from '../src/mail/mailer.js';
import { Browser } from './support/browser.js';
import { PASSWORD, signedInAdmin, signUp, uniqueEmail } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';
import { programArgs } from './support/bundled.js';
import { members } from '../src/stores/members.js';

let server: TestServer;
let admin: Browser;
let organizationId: number;

useSignedInAdmin((setup) => ({ server, admin, organizationId } = setup));

const countClients = async (name: string) =>
  (await server.db.selectFrom('clients').select('id').where('organization_id', '=', organizationId).where('name', '=', name).execute()).length;
const storedKeys = async (key: string) => server.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).execute();
const cookieOf = (browser: Browser) => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * The real app on this test's database in a child process (test/idempotency.crash-server.ts),
 * which stops inside the handler of POST /api/clients right after its INSERT has run.
 */
async function startCrashableServer() {
  const env: Record<string, string> = { CRASH_DATA_DIR: server.config.dataDir };
  if (server.dialect === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(server.db);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${rows[0].schema}`);
    env.CRASH_DATABASE_URL = url.toString();
  } else {
    env.CRASH_SQLITE_FILE = join(server.config.dataDir, 'kwartier.sqlite');
  }
  const child = spawn(process.execPath, await programArgs('idempotency.crash-server'), {
    cwd: packageRoot(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const seen = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        child.stdout.off('data', check);
        resolve();
      };
      child.stdout.on('data', check);
      child.once('exit', (code) => reject(new Error(`crash server exited (${code}) before "${text}"`)));
      check();
    });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await seen('listening on');
  const url = /listening on (http:\/\/\S+)/.exec(output)![1];
  return { child, url, insideWrite: seen('inside the write') };
}

/** A Kysely plugin that fails the request right after its INSERT of a client has run. */
function failAfterClientInsert(): KyselyPlugin {
  const inserts = new Set<string>();
  return {
    transformQuery({ node, queryId }) {
      if (InsertQueryNode.is(node) && node.into?.table.identifier.name === 'clients') inserts.add(queryId.queryId);
      return node;
    },
    async transformResult({ result, queryId }) {
      if (inserts.has(queryId.queryId)) throw new Error('injected failure after the INSERT');
      return result;
    },
  };
}

describe('Idempotency-Key', () => {
  it('replays the first answer for a repeated key instead of creating twice', async () => {
    const key = randomUUID();
    const first = await admin.post('/api/clients', { name: 'Once BV' }, { headers: { 'idempotency-key': key } });
    const second = await admin.post('/api/clients', { name: 'Once BV' }, { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await countClients('Once BV')).toBe(1);

    // Another key is another logical call.
    await admin.post('/api/clients', { name: 'Once BV' }, { headers: { 'idempotency-key': randomUUID() } });
    expect(await countClients('Once BV')).toBe(2);
  });

  it('replays a toggle instead of toggling back', async () => {
    const client = (await admin.post('/api/clients', { name: 'Toggle Once BV' })).body;
    const key = randomUUID();
    const first = await admin.post('/api/clients/toggle/active', { id: client.id }, { headers: { 'idempotency-key': key } });
    const retry = await admin.post('/api/clients/toggle/active', { id: client.id }, { headers: { 'idempotency-key': key } });
    expect(first.body.active).toBe(false);
    expect(retry.body).toEqual(first.body);
    expect((await admin.get(`/api/clients/${client.id}`)).body.active).toBe(false);
  });

  it('replays a 204 and a 409 alike', async () => {
    const client = (await admin.post('/api/clients', { name: 'Delete Once BV' })).body;
    const refusedKey = randomUUID();
    const refused = await admin.delete(`/api/clients/${client.id}`, { headers: { 'idempotency-key': refusedKey } });
    expect(refused.status).toBe(409);
    await admin.post('/api/clients/toggle/active', { id: client.id });
    // Same key: the stored 409 comes back, though the client could be deleted now.
    const refusedAgain = await admin.delete(`/api/clients/${client.id}`, { headers: { 'idempotency-key': refusedKey } });
    expect(refusedAgain.status).toBe(409);
    expect(refusedAgain.body).toEqual(refused.body);

    const key = randomUUID();
    expect((await admin.delete(`/api/clients/${client.id}`, { headers: { 'idempotency-key': key } })).status).toBe(204);
    const replay = await admin.delete(`/api/clients/${client.id}`, { headers: { 'idempotency-key': key } });
    expect(replay.status).toBe(204);
    expect(replay.text).toBe('');
  });

  it('lets concurrent duplicates wait for the first and get its answer', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => admin.post('/api/clients', { name: 'Concurrent BV' }, { headers: { 'idempotency-key': key } })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await countClients('Concurrent BV')).toBe(1);
  });

  it('refuses a key reused for a different request with 422', async () => {
    const key = randomUUID();
    await admin.post('/api/clients', { name: 'First Body BV' }, { headers: { 'idempotency-key': key } });
    const other = await admin.post('/api/clients', { name: 'Second Body BV' }, { headers: { 'idempotency-key': key } });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual({ 'Idempotency-Key': ['This Idempotency-Key was already used for a different request.'] });
    expect(await countClients('Second Body BV')).toBe(0);
  });

  it('keeps keys per session: another session with the same key acts on its own', async () => {
    const key = randomUUID();
    const mine = await admin.post('/api/clients', { name: 'Scoped BV' }, { headers: { 'idempotency-key': key } });
    const { browser: other } = await signedInAdmin(server, 'Other Org');
    const theirs = await other.post('/api/clients', { name: 'Scoped BV' }, { headers: { 'idempotency-key': key } });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('forgets an answer after 24 hours', async () => {
    const key = randomUUID();
    await admin.post('/api/clients', { name: 'Yesterday BV' }, { headers: { 'idempotency-key': key } });
    await server.db.updateTable('idempotency_keys').set({ created_at: '2000-01-01T00:00:00.000Z' }).where('key', '=', key).execute();
    const again = await admin.post('/api/clients', { name: 'Yesterday BV' }, { headers: { 'idempotency-key': key } });
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await countClients('Yesterday BV')).toBe(2);
  });

  it('does not store a sign-in: a repeated login gets a session of its own', async () => {
    const email = uniqueEmail('idem');
    await signUp(server.browser(), 'Ida', email);
    const key = randomUUID();
    const browser = server.browser();
    const first = await browser.post('/login', { email, password: PASSWORD }, { headers: { 'idempotency-key': key } });
    const firstToken = browser.cookies.get('kwartier_session');
    const retry = await server.browser().post('/login', { email, password: PASSWORD }, { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers.getSetCookie().join()).toMatch(/kwartier_session=/);
    expect(retry.headers.getSetCookie().join()).not.toContain(firstToken);
  });

  it('applies a write exactly once when the server died in the middle of it (kill -9)', async () => {
    const key = randomUUID();
    const crashable = await startCrashableServer();
    try {
      const there = new Browser(crashable.url);
      for (const [name, value] of admin.cookies) there.cookies.set(name, value);
      const lost = there.post('/api/clients', { name: 'Crash BV' }, { headers: { 'idempotency-key': key } }).then(
        () => 'answered',
        () => 'lost',
      );
      // The INSERT has run inside the handler; the answer has not been given.
      await crashable.insideWrite;
      crashable.child.kill('SIGKILL');
      expect(await lost).toBe('lost');
    } finally {
      crashable.child.kill('SIGKILL');
    }

    // The app's retry, same key, reaching a server on the same database.
    const retry = await admin.post('/api/clients', { name: 'Crash BV' }, { headers: { 'idempotency-key': key } });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await countClients('Crash BV')).toBe(1);
    const again = await admin.post('/api/clients', { name: 'Crash BV' }, { headers: { 'idempotency-key': key } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(retry.body.id);
    expect(await countClients('Crash BV')).toBe(1);
  }, 60_000);

  it('keeps nothing of a write that failed with 500 after its first statement, so the retry applies it once', async () => {
    const key = randomUUID();
    const failing = createApp({ db: server.db.withPlugin(failAfterClientInsert()), config: server.config, mailer: createMailer(server.config, () => {}) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let failed;
    try {
      failed = await failing.request('/api/clients', {
        method: 'POST',
        headers: { cookie: cookieOf(admin), 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ name: 'Half BV' }),
      });
    } finally {
      logged.mockRestore();
    }
    expect(failed.status).toBe(500);
    expect(await countClients('Half BV')).toBe(0);
    expect(await storedKeys(key)).toEqual([]);

    const retry = await admin.post('/api/clients', { name: 'Half BV' }, { headers: { 'idempotency-key': key } });
    expect(retry.status).toBe(201);
    expect(await countClients('Half BV')).toBe(1);
  });

  it('creates exactly one client for 10 parallel requests with one key', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => admin.post('/api/clients', { name: 'Ten At Once BV' }, { headers: { 'idempotency-key': key } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(await countClients('Ten At Once BV')).toBe(1);
  });

  it('takes over a claim that was never answered (left by a crash of an older version) once it is a minute old', async () => {
    const key = randomUUID();
    const me = await admin.get('/api/user');
    const session = await server.db.selectFrom('sessions').select('id').where('user_id', '=', me.body.id).executeTakeFirstOrThrow();
    const body = { name: 'Orphan Claim BV' };
    // The claim of this very request (same body), stored but never answered.
    const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const stale = { key, scope: `session:${session.id}`, method: 'POST', path: '/api/clients', request_hash: requestHash, status: null, body: null };
    await server.db
      .insertInto('idempotency_keys')
      .values({ ...stale, created_at: new Date(Date.now() - 2 * 60_000).toISOString() })
      .execute();
    const retry = await admin.post('/api/clients', body, { headers: { 'idempotency-key': key } });
    expect(retry.status).toBe(201);
    expect(await countClients('Orphan Claim BV')).toBe(1);
  }, 30_000);

  it('never shares a key between anonymous callers: each gets an answer of their own', async () => {
    const email = uniqueEmail('anon');
    await signUp(server.browser(), 'Anouk', email);
    const key = randomUUID();
    const stranger = await server.browser().post('/login', { email, password: 'not the password' }, { headers: { 'idempotency-key': key } });
    expect(stranger.status).toBe(422);
    const owner = await server.browser().post('/login', { email, password: PASSWORD }, { headers: { 'idempotency-key': key } });
    expect(owner.status).toBe(200);
    expect(owner.headers.get('idempotent-replayed')).toBeNull();

    // Two people asking for a reset link with the same key: both requests are handled.
    const other = uniqueEmail('anon');
    await signUp(server.browser(), 'Bram', other);
    const resetKey = randomUUID();
    for (const address of [email, other]) {
      const answer = await server.browser().post('/password/email', { email: address }, { headers: { 'idempotency-key': resetKey } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('idempotent-replayed')).toBeNull();
    }
    const links = await server.db
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select('users.email')
      .where('users.email', 'in', [email, other])
      .execute();
    expect(links.map((l) => l.email).sort()).toEqual([email, other].sort());
    expect(await storedKeys(key)).toEqual([]);
    expect(await storedKeys(resetKey)).toEqual([]);
  });
});

describe('one write, one transaction', () => {
  /** The middleware alone in front of test routes, on this test's database, with the app's error answers. */
  function appWith(route: (app: Hono<AppEnv>) => void, session?: AppEnv['Variables']['session']) {
    const app = new Hono<AppEnv>();
    app.onError(errorAnswer);
    app.use('*', async (c, next) => {
      c.set('db', server.db);
      c.set('locale', 'en');
      c.set('session', session);
      c.set('sessionStarted', false);
      c.set('rawBody', '{}');
      await next();
    });
    app.use('*', idempotency());
    route(app);
    return app;
  }
  const newClient = (name: string) => ({ organization_id: organizationId, name, active: 1 as const, created_at: new Date().toISOString() });

  it('makes a handler’s own transaction a savepoint: its failure undoes only its part', async () => {
    const app = appWith((a) =>
      a.post('/nested', async (c) => {
        const db = c.get('db');
        await db.insertInto('clients').values(newClient('Outer Part BV')).execute();
        const failed = await db
          .transaction()
          .execute(async (trx) => {
            await trx.insertInto('clients').values(newClient('Inner Part BV')).execute();
            throw new Error('inner part fails');
          })
          .catch((error: Error) => error.message);
        const kept = await db.transaction().execute(async (trx) => {
          await trx.insertInto('clients').values(newClient('Second Inner BV')).execute();
          // Kysely types a transaction's transaction() as never; the request's allows it.
          return (trx as unknown as Db).transaction().execute(async (deeper) => (await deeper.selectFrom('clients').select('id').where('name', '=', 'Second Inner BV').execute()).length);
        });
        return c.json({ failed, kept }, 201);
      }),
    );
    const answer = await app.request('/nested', { method: 'POST' });
    expect(await answer.json()).toEqual({ failed: 'inner part fails', kept: 1 });
    expect(await countClients('Outer Part BV')).toBe(1);
    expect(await countClients('Inner Part BV')).toBe(0);
    expect(await countClients('Second Inner BV')).toBe(1);
  });

  it('runs after-commit effects only after a commit, never after a rollback', async () => {
    const ran: string[] = [];
    const app = appWith((a) =>
      a.post('/effect/:status', async (c) => {
        const status = Number(c.req.param('status'));
        await c.get('db').insertInto('clients').values(newClient(`Effect ${status} BV`)).execute();
        afterCommit(c, async () => {
          // The change is there for whoever looks, by the time the effect runs.
          ran.push(`${status}: ${await countClients(`Effect ${status} BV`)}`);
        });
        return c.json({}, status as 201 | 503);
      }),
    );
    expect((await app.request('/effect/503', { method: 'POST' })).status).toBe(503);
    expect((await app.request('/effect/201', { method: 'POST' })).status).toBe(201);
    await vi.waitFor(() => expect(ran).toEqual(['201: 1']));
    expect(await countClients('Effect 503 BV')).toBe(0);
  });

  it.runIf(process.env.KWARTIER_TEST_DIALECT === 'postgres')(
    'on PostgreSQL lets a duplicate wait for the first request’s commit, and answers 409 after 15 s',
    async () => {
      const user = await members(server.db).where('memberships.organization_id', '=', organizationId).executeTakeFirstOrThrow();
      const app = appWith(
        (a) =>
          a.post('/waits', async (c) => {
            await c.get('db').insertInto('clients').values(newClient('Waited BV')).execute();
            return c.json({ done: true }, 201);
          }),
        { id: 'waiting-session', expiresAt: '2999-01-01T00:00:00.000Z', user },
      );
      const key = randomUUID();
      const call = () => app.request('/waits', { method: 'POST', headers: { 'idempotency-key': key } });
      // A first request still running: its claim is inserted, its transaction not committed.
      const first = await server.db.startTransaction().execute();
      let replay;
      try {
        const claim = { key, scope: 'session:waiting-session', method: 'POST', path: '/waits' };
        const requestHash = createHash('sha256').update('{}').digest('hex');
        await first.insertInto('idempotency_keys').values({ ...claim, request_hash: requestHash, status: null, body: null, created_at: new Date().toISOString() }).execute();
        const started = Date.now();
        const tooLong = await call();
        expect(tooLong.status).toBe(409);
        expect(Date.now() - started).toBeGreaterThanOrEqual(14_000);

        // The duplicate arrives while the first runs, and gets its answer once it commits.
        const duplicate = call();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await first.updateTable('idempotency_keys').set({ status: 201, body: '{"done":"first"}' }).where('key', '=', key).execute();
        await first.commit().execute();
        replay = await duplicate;
      } finally {
        if (!first.isCommitted) await first.rollback().execute();
      }
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await replay.json()).toEqual({ done: 'first' });
      expect(await countClients('Waited BV')).toBe(0);
    },
    40_000,
  );

  it.runIf(process.env.KWARTIER_TEST_DIALECT === 'postgres')(
    'on PostgreSQL answers 500, not a false success, when a handler carried on after a failed statement',
    async () => {
      const app = appWith((a) =>
        a.post('/carried-on/:status', async (c) => {
          const db = c.get('db');
          const client = await db.insertInto('clients').values(newClient(`Carried On ${c.req.param('status')} BV`)).returning('id').executeTakeFirstOrThrow();
          // The same id again: the unique index refuses, which aborts the transaction.
          await db
            .insertInto('clients')
            .values({ ...newClient('Duplicate BV'), id: client.id })
            .execute()
            .catch(() => {});
          return c.json({}, Number(c.req.param('status')) as 201 | 422);
        }),
      );
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        expect((await app.request('/carried-on/201', { method: 'POST' })).status).toBe(500);
        expect(logged).toHaveBeenCalled();
      } finally {
        logged.mockRestore();
      }
      // A 4xx (a unique index turned into 422) stays the answer; nothing of it is kept either way.
      expect((await app.request('/carried-on/422', { method: 'POST' })).status).toBe(422);
      expect(await countClients('Carried On 201 BV')).toBe(0);
      expect(await countClients('Carried On 422 BV')).toBe(0);
    },
  );
});

