import { randomUUID } from 'node:crypto';
import { getLocalTimeZone, today } from '@internationalized/date';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations/index.js';
import type { Answer, Browser } from '../support/browser.js';
import { startMailbox, type Mailbox } from '../support/mailbox.js';
import { PASSWORD, signedInAdmin, signedInMember, signUp, uniqueEmail } from '../support/people.js';
import { clusterSkipReason, startCluster, type Cluster } from './harness.js';

// Several instances, proven: three processes of src/main.ts on one PostgreSQL
// database behind Debian's nginx with the production configuration (deploy/nginx/kwartier.conf,
// round robin, no stickiness). Every test request goes through nginx; which instance answered is
// read from the instances' request logs (harness.ts). nginx's round robin hands any three
// consecutive requests to the three instances, so a test that sends requests in threes (one
// after another, or three at once) reaches every instance, and asserts that it did.

const skip = clusterSkipReason();
if (skip) console.log(`Several instances behind nginx: skipped — ${skip}`);

const NEW_PASSWORD = 'another horse battery';

describe.skipIf(skip !== undefined)('three instances behind nginx on one PostgreSQL database', () => {
  let cluster: Cluster;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    // All three at once, on a schema that is still empty: they race to migrate it.
    cluster = await startCluster({ env: { SMTP_URL: mailbox.smtpUrl, MAIL_FROM: 'Kwartier <no-reply@kwartier.test>' } });
  });
  afterAll(async () => {
    await cluster?.stop();
    await mailbox?.close();
  });

  /** The instances that answered, in order. */
  const instancesOf = (answers: readonly Answer[]) => Promise.all(answers.map((answer) => cluster.instanceOf(answer)));

  /** The same request three times in a row: once on every instance (asserted); their statuses. */
  async function onEveryInstance(browser: Browser, path: string): Promise<number[]> {
    const answers: Answer[] = [];
    for (let i = 0; i < 3; i++) answers.push(await browser.get(path));
    expect(new Set(await instancesOf(answers)).size).toBe(3);
    return answers.map((answer) => answer.status);
  }

  it('three instances started at once on an empty database migrate it once, and none fails', async () => {
    const names = Object.keys(migrations).sort();
    // Each migration was applied by exactly one of the three (main.ts logs what it applied).
    const applied = cluster.instances.flatMap((instance) => [...instance.allOutput().matchAll(/^migrated (\S+)$/gm)].map((match) => match[1]));
    expect(applied.sort()).toEqual(names);
    const table = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(cluster.db);
    expect(table.rows.map((row) => row.name)).toEqual(names);
    for (const instance of cluster.instances) {
      expect(instance.child, instance.output()).toBeDefined();
      expect(instance.allOutput()).toContain('Kwartier listening on');
      expect(instance.allOutput()).not.toMatch(/error|failed/i);
    }
  });

  describe('sessions', () => {
    it('a session started on one instance works on every instance', async () => {
      const browser = cluster.browser();
      const email = uniqueEmail('anywhere');
      await signUp(browser, 'Anna Anywhere', email);
      const login = await browser.post('/login', { email, password: PASSWORD });
      expect(login.status).toBe(200);
      const me: Answer[] = [];
      for (let i = 0; i < 3; i++) me.push(await browser.get('/api/user'));
      expect(me.map((answer) => [answer.status, answer.body.email])).toEqual([...Array<unknown>(3)].map(() => [200, email]));
      // The login's instance, then the three others of the rotation: all of them.
      expect(new Set(await instancesOf(me)).size).toBe(3);
    });

    it('signing out on one instance ends the session on every instance at once', async () => {
      const { organizationId } = await signedInAdmin(cluster);
      const member = await signedInMember(cluster, organizationId);
      // Every instance has read (and keeps) the session.
      expect(await onEveryInstance(member.browser, '/api/user')).toEqual([200, 200, 200]);
      const kept = cluster.browser();
      kept.cookies.set('kwartier_session', member.browser.cookies.get('kwartier_session')!);

      const out = await member.browser.send('GET', '/logout', { headers: { accept: 'text/html' } });
      expect(out.status).toBe(302);
      // The cookie, replayed at once, opens nothing on any instance.
      expect(await onEveryInstance(kept, '/api/user')).toEqual([401, 401, 401]);
    });

    it('deactivating a member on one instance ends their session on every instance at once', async () => {
      const { browser: admin, organizationId } = await signedInAdmin(cluster);
      const member = await signedInMember(cluster, organizationId);
      expect(await onEveryInstance(member.browser, '/api/user')).toEqual([200, 200, 200]);

      const off = await admin.post('/api/users/toggle/active', { id: member.id });
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ id: member.id, active: false });
      expect(await onEveryInstance(member.browser, '/api/user')).toEqual([401, 401, 401]);
    });

    it('revoking admin on one instance takes the admin calls away on every instance at once', async () => {
      const { browser: admin, organizationId } = await signedInAdmin(cluster);
      const member = await signedInMember(cluster, organizationId);
      expect((await admin.post('/api/users/toggle/admin', { id: member.id })).body).toMatchObject({ admin: true });
      expect(await onEveryInstance(member.browser, '/api/users')).toEqual([200, 200, 200]);

      const revoked = await admin.post('/api/users/toggle/admin', { id: member.id });
      expect(revoked.body).toMatchObject({ id: member.id, admin: false });
      expect(await onEveryInstance(member.browser, '/api/users')).toEqual([403, 403, 403]);
    });

    it('a password reset on one instance ends the other sessions on every instance at once', async () => {
      const email = uniqueEmail('reset');
      const elsewhere = cluster.browser();
      await signUp(elsewhere, 'Rosa Reset', email);
      expect(await onEveryInstance(elsewhere, '/api/user')).toEqual([200, 200, 200]);

      expect((await cluster.browser().post('/password/email', { email })).status).toBe(200);
      const link = (await mailbox.waitFor(email)).links.find((l) => l.includes('/password/reset/'))!;
      // The link points at the balancer (APP_URL), not at an instance.
      expect(link.startsWith(`${cluster.url}/password/reset/`)).toBe(true);
      const token = decodeURIComponent(link.split('/').pop()!);
      const browser = cluster.browser();
      const reset = await browser.post('/password/reset', { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(reset.status).toBe(200);

      expect(await onEveryInstance(elsewhere, '/api/user')).toEqual([401, 401, 401]);
      expect(await onEveryInstance(browser, '/api/user')).toEqual([200, 200, 200]);
    });
  });

  it('login throttling counts the attempts of one address on every instance together', async () => {
    const email = uniqueEmail('guessed');
    await signUp(cluster.browser(), 'Gina Guessed', email);
    // A client of its own (its own loopback address), which nginx forwards in X-Forwarded-For.
    const guesser = cluster.browser('127.0.0.3');
    const tries: Answer[] = [];
    for (let i = 0; i < 5; i++) tries.push(await guesser.post('/login', { email, password: `wrong ${i}` }));
    expect(tries.map((answer) => answer.body.errors.email)).toEqual([...Array<unknown>(5)].map(() => ['These credentials do not match our records.']));
    expect(new Set(await instancesOf(tries)).size).toBe(3);

    // The sixth, with the right password, on yet another instance of the rotation: refused.
    const locked = await guesser.post('/login', { email, password: PASSWORD });
    expect(locked.status).toBe(422);
    expect(locked.body.errors.email[0]).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    // The owner elsewhere is not kept out.
    expect((await cluster.browser('127.0.0.4').post('/login', { email, password: PASSWORD })).status).toBe(200);
  });

  describe('an Idempotency-Key', () => {
    const countClients = async (name: string) => (await cluster.db.selectFrom('clients').select('id').where('name', '=', name).execute()).length;
    /** The retry answered on another instance, as a replay of the first answer; one client made. */
    const expectReplayed = async (first: Answer, retry: Answer, name: string) => {
      expect(await cluster.instanceOf(retry)).not.toBe(await cluster.instanceOf(first));
      expect(first.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.body).toEqual(first.body);
      expect(await countClients(name)).toBe(1);
    };

    it('retried on another instance replays the first answer', async () => {
      const { browser: admin } = await signedInAdmin(cluster);
      const key = randomUUID();
      const first = await admin.post('/api/clients', { name: 'Replayed BV' }, { headers: { 'idempotency-key': key } });
      const retry = await admin.post('/api/clients', { name: 'Replayed BV' }, { headers: { 'idempotency-key': key } });
      await expectReplayed(first, retry, 'Replayed BV');
    });

    it('retried on another instance while the first request still runs waits for it and replays its answer', async () => {
      const { browser: admin } = await signedInAdmin(cluster);
      const key = randomUUID();
      const create = () => admin.post('/api/clients', { name: 'Held BV' }, { headers: { 'idempotency-key': key } });
      const holder = new pg.Client({ connectionString: cluster.databaseUrl });
      await holder.connect();
      const waiting = async (sql: string, parameters: unknown[] = []) => (await holder.query<{ pid: number }>(sql, parameters)).rows.map((row) => row.pid);
      try {
        // New clients wait on a lock the test holds (reads of clients do not): the first request
        // claims its key, then waits in its transaction.
        await holder.query('begin');
        await holder.query('lock table clients in share mode');
        const first = create();
        let firstPid: number | undefined;
        await expect
          .poll(async () => ([firstPid] = await waiting("select pid from pg_locks where relation = 'clients'::regclass and not granted")).length, { timeout: 10_000, interval: 20 })
          .toBe(1);
        // The retry, on the next instance: its claim waits on the first one's uncommitted claim.
        const retry = create();
        await expect.poll(async () => (await waiting('select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [firstPid])).length, { timeout: 10_000, interval: 20 }).toBe(1);
        await holder.query('commit');

        const [answered, replayed] = await Promise.all([first, retry]);
        await expectReplayed(answered, replayed, 'Held BV');
      } finally {
        await holder.query('rollback').catch(() => {});
        await holder.end();
      }
    });
  });

  it('20 invoices created at once across the instances get 20 distinct consecutive numbers', async () => {
    const { browser: admin } = await signedInAdmin(cluster);
    const client = await admin.post('/api/clients', { name: 'Bakkerij Jansen' });
    const contact = await admin.post('/api/contacts', { name: 'Piet Jansen', email: 'piet@bakkerijjansen.nl', client_id: client.body.id });
    expect(contact.status).toBe(201);
    expect((await admin.post('/api/organization/save/update', { invoice_prefix: 'K', invoicenumber_min_length: 3 })).status).toBe(200);
    const created: Answer[] = [];
    const posts: Answer[] = [];
    // As the app does: take the suggested number, and the next one when it was taken meanwhile (422).
    const createOne = async (index: number) => {
      for (;;) {
        const number = (await admin.get('/api/organization/get/nextinvoicenumber')).body.invoicenumber as string;
        const answer = await admin.post('/api/invoices', { invoicenumber: number, client_id: client.body.id, contact_id: contact.body.id, invoicedate: '2026-04-01', period: `Admin ${index}` });
        posts.push(answer);
        if (answer.status === 201) return created.push(answer);
        expect(answer.status, answer.text).toBe(422);
        expect(Object.keys(answer.body.errors)).toEqual(['invoicenumber']);
      }
    };
    await Promise.all(Array.from({ length: 20 }, (_, index) => createOne(index)));
    expect(created.map((answer) => answer.body.invoicenumber as string).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `K${String(i + 1).padStart(3, '0')}`));
    expect(new Set(await instancesOf(posts)).size).toBe(3);
    expect(new Set(await instancesOf(created)).size).toBeGreaterThan(1);
  });

  it("one member's saves on several instances at once never take a day past 24:00", async () => {
    const { browser: admin, organizationId } = await signedInAdmin(cluster);
    const member = await signedInMember(cluster, organizationId);
    const client = (await admin.post('/api/clients', { name: 'Bakkerij Jansen' })).body.id as number;
    const project = (await admin.post('/api/projects', { name: 'Website', projectnumber: 'P-1', client_id: client })).body.id as number;
    const activities: number[] = [];
    for (const name of ['Design', 'Development', 'Testing']) {
      const activity = (await admin.post('/api/activities', { name, project_id: project })).body.id as number;
      expect((await admin.post(`/api/activities/${activity}/attachuser`, { teammember_id: member.id, activity_id: activity, rate: '85' })).status).toBe(200);
      activities.push(activity);
    }
    const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
    for (const date of days) {
      // 16:00 on each of three lines of the day, at once: one on each instance.
      const saves = await Promise.all(activities.map((activity_id) => member.browser.post('/api/time/save', { time: 960, activity_id, date })));
      expect(new Set(await instancesOf(saves)).size).toBe(3);
      expect(saves.map((answer) => answer.status).sort(), saves.map((answer) => answer.text).join('\n')).toEqual([200, 422, 422]);
    }
    const entries = await cluster.db.selectFrom('time_entries').select(['date', 'minutes']).where('user_id', '=', member.id).orderBy('date').execute();
    expect(entries).toEqual(days.map((date) => ({ date, minutes: 960 })));
  });

  it('an instance killed (kill -9) leaves no request unanswered: nginx sends them to the others, and to it again once restarted', async () => {
    const { browser: admin } = await signedInAdmin(cluster);
    const killed = await cluster.kill(1);
    expect(killed.signal).toBe('SIGKILL');
    const reads: Answer[] = [];
    for (let i = 0; i < 6; i++) reads.push(await admin.get('/api/user'));
    expect(reads.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(await instancesOf(reads))).toEqual(new Set([0, 2]));
    // A write too: a refused connection means nothing was sent, so nginx may pass even a POST on.
    const writes: Answer[] = [];
    for (let i = 0; i < 3; i++) writes.push(await admin.post('/api/clients', { name: `Survivor ${i} BV` }, { headers: { 'idempotency-key': randomUUID() } }));
    expect(writes.map((answer) => answer.status)).toEqual([201, 201, 201]);

    await cluster.restart(1);
    // Back in the rotation once nginx's fail_timeout (5 s in the template) has passed.
    await expect
      .poll(
        async () => {
          const answer = await admin.get('/api/user');
          expect(answer.status).toBe(200);
          return cluster.instanceOf(answer);
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(1);
  }, 60_000);

  it('the daily job, run by every instance at once, sends each due reminder and makes each recurring invoice once', async () => {
    const { browser: admin, organizationId } = await signedInAdmin(cluster);
    expect((await admin.post('/api/organization/save/details', { name: 'De Vries Advies', email: 'info@devriesadvies.nl' })).status).toBe(200);
    const settings = await admin.post('/api/organization/save/update', { invoice_termofpayment: 30, invoice_reminders: true, invoice_reminder_days: [7, 14, 30], invoice_recurring_send: true });
    expect(settings.status, settings.text).toBe(200);
    const day = today(getLocalTimeZone());
    const clientWithContact = async (name: string) => {
      const client = await admin.post('/api/clients', { name });
      const email = uniqueEmail('contact');
      const contact = await admin.post('/api/contacts', { name: `Contact of ${name}`, client_id: client.body.id, email });
      expect(contact.status, contact.text).toBe(201);
      return { client: client.body.id as number, contact: contact.body.id as number, email };
    };

    // Two sent invoices 90 days old (due 60 days ago): the latest reminder step is due for each.
    const debtors = [await clientWithContact('Late BV'), await clientWithContact('Later BV')];
    for (const [index, debtor] of debtors.entries()) {
      const invoice = await admin.post('/api/invoices', { invoicenumber: `LATE-${index + 1}`, client_id: debtor.client, contact_id: debtor.contact, invoicedate: day.subtract({ days: 90 }).toString(), period: 'Long ago' });
      expect(invoice.status, invoice.text).toBe(201);
      expect((await admin.post('/api/invoicelines', { service: 'Advies', amount: '10', unitprice: '100', vat: '21', invoice_id: invoice.body.id })).status).toBe(201);
      expect((await admin.put(`/api/invoices/${invoice.body.id}`, { status_id: 2 })).status).toBe(200);
    }
    // Two clients with a monthly subscription since two months: this month's invoice is due, made and mailed.
    const subscribers = [await clientWithContact('Monthly BV'), await clientWithContact('Maandelijks BV')];
    const service = (await admin.post('/api/services', { name: 'Hosting' })).body.id as number;
    for (const subscriber of subscribers) {
      const subscribed = await admin.post('/api/subscriptions', { client_id: subscriber.client, service_id: service, price: '25.00', period: 'month', startdate: day.subtract({ months: 2 }).set({ day: 1 }).toString() });
      expect(subscribed.status, subscribed.text).toBe(201);
    }

    // Every instance runs the daily job as it starts: all three start again at once.
    await Promise.all(cluster.instances.map((instance) => cluster.kill(instance.index, 'SIGTERM')));
    await Promise.all(cluster.instances.map((instance) => cluster.restart(instance.index)));

    for (const { email } of [...debtors, ...subscribers]) expect(mailbox.received.filter((mail) => mail.to === email), email).toHaveLength(1);
    for (const [index, { email }] of debtors.entries()) expect((await mailbox.waitFor(email)).subject).toContain(`LATE-${index + 1}`);
    const invoices = await cluster.db
      .selectFrom('invoices')
      .select(['client_id', 'status_id'])
      .where('organization_id', '=', organizationId)
      .where('client_id', 'in', subscribers.map((s) => s.client))
      .orderBy('client_id')
      .execute();
    expect(invoices).toEqual(subscribers.map((s) => ({ client_id: s.client, status_id: 2 })));
    // What each instance did, from its log: together each unit once.
    const done = cluster.instances.flatMap((instance) => instance.output().split('\n').filter((line) => /^(payment reminders|recurring invoices): /.test(line)));
    expect(done.filter((line) => line.startsWith('payment reminders: '))).toHaveLength(2);
    expect(done.filter((line) => line.startsWith('recurring invoices: '))).toHaveLength(2);
    for (const instance of cluster.instances) expect(instance.output()).not.toMatch(/failed/);
  }, 120_000);
});
