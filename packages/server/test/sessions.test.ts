import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.js';
import { SESSIONS_CHANNEL } from '../src/db/changeFeed.js';
import { changeFeedOf, createDatabase, type Db } from '../src/db/database.js';
import { Browser } from './support/browser.js';
import { databaseEnv } from './support/cli.js';
import { addMember, signedInAdmin, signIn } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// The server reads the session and its user on every API call; on PostgreSQL it keeps what it
// read while the database tells it of every change to users and sessions (stores/sessions.ts,
// db/changeFeed.ts). Changes made through the API are covered by the suites of each resource
// (deactivation in team.test.ts, sign-out in auth.test.ts, …), which run on PostgreSQL too;
// here a second handle on the database plays another process: the operator's command, or a
// second server.

let server: TestServer;
let other: Db;
let organizationId: number;
beforeAll(async () => {
  server = await startTestServer();
  other = server.anotherHandle();
  ({ organizationId } = await signedInAdmin(server));
});
afterAll(async () => {
  await other?.destroy();
  await server?.close();
});

// A change by another process counts at the next request: on SQLite the server reads every
// time; on PostgreSQL it uses a kept session only after its change feed has heard every notice of
// a change committed before the request (stores/sessions.ts).

describe('sessions changed by another process', () => {
  it('end when another process deactivates the member', async () => {
    const member = await addMember(server.db, organizationId);
    const browser = await signIn(server, member.email);
    expect((await browser.get('/api/user')).status).toBe(200);

    await other.updateTable('memberships').set({ active: 0 }).where('user_id', '=', member.id).execute();
    expect((await browser.get('/api/user')).status).toBe(401);
  });

  it('end when another process deletes them', async () => {
    const member = await addMember(server.db, organizationId);
    const browser = await signIn(server, member.email);
    expect((await browser.get('/api/user')).status).toBe(200);

    await other.deleteFrom('sessions').where('user_id', '=', member.id).execute();
    expect((await browser.get('/api/user')).status).toBe(401);
  });

  it('follow a flag another process changes (the operator revoking admin)', async () => {
    const member = await addMember(server.db, organizationId);
    await other.updateTable('memberships').set({ admin: 1 }).where('user_id', '=', member.id).execute();
    const browser = await signIn(server, member.email);
    expect((await browser.get('/api/users')).status).toBe(200);

    await other.updateTable('memberships').set({ admin: 0 }).where('user_id', '=', member.id).execute();
    expect((await browser.get('/api/users')).status).toBe(403);
  });

  it("follow the organisation's two-factor rule another process changes (read with the session, migration 0028)", async () => {
    const { browser, organizationId: own } = await signedInAdmin(server);
    expect((await browser.get('/api/users')).status).toBe(200);
    // Read again: on PostgreSQL now served from the kept session.
    expect((await browser.get('/api/users')).status).toBe(200);

    await other.updateTable('organizations').set({ two_factor_admins: 1 }).where('id', '=', own).execute();
    const refused = await browser.get('/api/users');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your organisation requires two-factor sign-in for admins: set it up in My profile first.');

    await other.updateTable('organizations').set({ two_factor_admins: 0 }).where('id', '=', own).execute();
    expect((await browser.get('/api/users')).status).toBe(200);
  });
});

describe.runIf(process.env.KWARTIER_TEST_DIALECT === 'postgres')('the session cache on PostgreSQL', () => {
  it('serves a session it read without asking the database, until a notice says something changed', async () => {
    const member = await addMember(server.db, organizationId);
    const browser = await signIn(server, member.email);
    // The feed starts listening at the first session read; the cache is used once it listens.
    expect((await browser.get('/api/user')).status).toBe(200);
    await vi.waitFor(() => expect(changeFeedOf(server.db)?.live).toBe(true), { timeout: 5_000, interval: 20 });
    expect((await browser.get('/api/user')).status).toBe(200);

    // Deleted with the triggers off (as a restore might): no notice, so the kept session still
    // works — the proof that it was not read again.
    await other.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.deleteFrom('sessions').where('user_id', '=', member.id).execute();
    });
    expect((await browser.get('/api/user')).status).toBe(200);

    // Any notice of this installation makes the server read again, and find the session gone.
    await other.updateTable('users').set({ name: 'Renamed Elsewhere' }).where('id', '=', member.id).execute();
    expect((await browser.get('/api/user')).status).toBe(401);
  });

  it('sends no notice when a session is noted as seen (migration 0024), one when it is extended', async () => {
    const member = await addMember(server.db, organizationId);
    await signIn(server, member.email);
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(other)).rows[0].schema;
    // A listener of its own: notices arrive in commit order, so once the sentinel sent after a
    // change has arrived, any notice of that change has arrived before it.
    const listener = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await listener.connect();
    try {
      const heardOf: string[] = [];
      listener.on('notification', (notice) => {
        if (notice.payload === schema) heardOf.push(notice.channel);
      });
      await listener.query(`listen "${SESSIONS_CHANNEL}"`);
      await listener.query('listen "kwartier_test_sentinel"');
      const changeThenSentinel = async (change: () => Promise<unknown>) => {
        heardOf.length = 0;
        await change();
        await sql`select pg_notify('kwartier_test_sentinel', ${schema})`.execute(other);
        await vi.waitFor(() => expect(heardOf).toContain('kwartier_test_sentinel'), { timeout: 5_000, interval: 10 });
        return [...heardOf];
      };

      const seen = { last_seen_at: new Date().toISOString(), address: '192.0.2.1', user_agent: 'elsewhere' };
      expect(await changeThenSentinel(() => other.updateTable('sessions').set(seen).where('user_id', '=', member.id).execute())).toEqual(['kwartier_test_sentinel']);
      const extended = { expires_at: new Date(Date.now() + 86_400_000).toISOString() };
      expect(await changeThenSentinel(() => other.updateTable('sessions').set(extended).where('user_id', '=', member.id).execute())).toEqual([SESSIONS_CHANNEL, 'kwartier_test_sentinel']);
    } finally {
      await listener.end();
    }
  });

  it('reads afresh after a write of its own, before the answer leaves', async () => {
    const { browser } = await signedInAdmin(server);
    const member = await addMember(server.db, organizationId);
    const theirs = await signIn(server, member.email);
    expect((await theirs.get('/api/user')).status).toBe(200);
    await other.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.deleteFrom('sessions').where('user_id', '=', member.id).execute();
    });
    expect((await theirs.get('/api/user')).status).toBe(200);

    // A write of another organisation's admin, which changes nothing of the member's: any
    // committed write of this process forgets the kept sessions (what it changed is not looked
    // into), so the next read goes to the database and finds the session gone.
    expect((await browser.post('/api/clients', { name: 'Elsewhere BV' })).status).toBe(201);
    expect((await theirs.get('/api/user')).status).toBe(401);
  });

  it('listens again when its connection was lost, and hears changes then', async () => {
    const member = await addMember(server.db, organizationId);
    const browser = await signIn(server, member.email);
    expect((await browser.get('/api/user')).status).toBe(200);
    const feed = changeFeedOf(server.db)!;
    await vi.waitFor(() => expect(feed.live).toBe(true), { timeout: 5_000, interval: 20 });
    const lostPid = feed.backendPid!;

    // The database ends the listening connection (a restart, a network cut, an operator).
    await sql`select pg_terminate_backend(${lostPid})`.execute(other);
    await vi.waitFor(() => expect(feed.backendPid).not.toBe(lostPid), { timeout: 5_000, interval: 20 });
    await vi.waitFor(() => expect(feed.live).toBe(true), { timeout: 10_000, interval: 50 });

    // Listening again: a change is heard as before.
    expect((await browser.get('/api/user')).status).toBe(200);
    await other.updateTable('memberships').set({ active: 0 }).where('user_id', '=', member.id).execute();
    expect((await browser.get('/api/user')).status).toBe(401);
  });

  it('ends a kept session at once when another process signs it out, though the notice comes late', async () => {
    // A second instance whose database is far away: all the database sends it (the notice of a
    // change too) arrives 100 ms late. The test server plays the first instance.
    const far = await slowPath(new URL((await databaseEnv(server)).DATABASE_URL), 100);
    const farDb = createDatabase({ databaseUrl: far.url });
    const farServer = serve({ fetch: createApp({ db: farDb, config: server.config }).fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise<void>((resolve) => farServer.once('listening', () => resolve()));
      const member = await addMember(server.db, organizationId);
      const here = await signIn(server, member.email);
      const there = new Browser(`http://127.0.0.1:${(farServer.address() as AddressInfo).port}`);
      there.cookies.set('kwartier_session', here.cookies.get('kwartier_session')!);
      expect((await there.get('/api/user')).status).toBe(200);
      await vi.waitFor(() => expect(changeFeedOf(farDb)?.live).toBe(true), { timeout: 5_000, interval: 20 });
      // Read again and kept: the far instance serves it from its cache.
      expect((await there.get('/api/user')).status).toBe(200);
      expect((await there.get('/api/user')).status).toBe(200);

      // Signed out here; the very next request there, long before the notice arrives, is refused.
      expect((await here.send('GET', '/logout', { headers: { accept: 'text/html' } })).status).toBe(302);
      expect((await there.get('/api/user')).status).toBe(401);
    } finally {
      await new Promise<void>((resolve) => {
        farServer.close(() => resolve());
        (farServer as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await farDb.destroy();
      await far.close();
    }
  });
});

/**
 * A TCP path to the PostgreSQL server at `target` on which everything the server sends arrives
 * `delayMs` late, in order (a slow network, or a busy process reading its socket late). Answers
 * the connection string through it.
 */
async function slowPath(target: URL, delayMs: number): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', end);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk: Buffer) => upstream.write(chunk));
    client.on('end', end);
    upstream.on('data', (chunk: Buffer) => setTimeout(() => client.writable && client.write(chunk), delayMs));
    upstream.on('end', () => setTimeout(end, delayMs));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((proxy.address() as AddressInfo).port);
  return {
    url: url.toString(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}
