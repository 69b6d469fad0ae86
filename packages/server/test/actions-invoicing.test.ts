import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/actions/actor.js';
import { createInvoice, deleteInvoice, updateInvoice } from '../src/actions/invoiceEditing.js';
import { addInvoiceLine, addTrackedTime, changeInvoiceLine, removeInvoiceLine } from '../src/actions/invoiceLines.js';
import { sendInvoiceMail } from '../src/actions/invoiceMails.js';
import { addPayment } from '../src/actions/invoices.js';
import { lockPeriod } from '../src/actions/locks.js';
import { claimReminderStep, settleReminderStep } from '../src/actions/reminders.js';
import { createSubscription, deleteSubscription, invoiceDuePeriods, invoiceSubscriptionNow, toggleSubscriptionActive, updateSubscription } from '../src/actions/subscriptions.js';
import { discardTimer, startTimer, stopTimer } from '../src/actions/timer.js';
import type { Db } from '../src/db/database.js';
import { ownTransaction } from '../src/db/transaction.js';
import { HttpError, ValidationFailure } from '../src/domain/failures.js';
import type { Mailer } from '../src/mail/mailer.js';
import { groupTrackedTime } from '../src/resources/invoices/rules.js';
import { invoiceStore } from '../src/resources/invoices/store.js';
import { subscriptionStore } from '../src/resources/subscriptions/store.js';
import { auditEntries, useActionWorld } from './support/actionWorld.js';

// The timer's and invoicing's state changes outside HTTP: each action called as a job would
// call it (a system actor, no person) or as a member or admin, in a transaction of its own on a
// fresh database: its rows, its exact audit entries, and nothing changed when it refuses. On
// PostgreSQL each action that holds a row first (the member, the organisation's numbering, the
// invoice) is shown to wait for it: with the row held elsewhere it gives up on the lock timeout.

let db: Db;
let organizationId: number;
let system: Actor;
let admin: Actor;
let member: Actor;
let clientId: number;
let contactId: number;
let activityId: number;

const at = new Date().toISOString();

useActionWorld('actions-invoicing', (world) => ({ db, organizationId, system, admin, member } = world), { memberRequestId: 'req-member' });

beforeAll(async () => {
  ({ id: clientId } = await db.insertInto('clients').values({ organization_id: organizationId, name: 'Client', active: 1, created_at: at }).returning('id').executeTakeFirstOrThrow());
  ({ id: contactId } = await db
    .insertInto('contacts')
    .values({ organization_id: organizationId, client_id: clientId, name: 'Piet', email: 'piet@example.org', created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow());
  const { id: projectId } = await db
    .insertInto('projects')
    .values({ organization_id: organizationId, client_id: clientId, name: 'Website', projectnumber: 'P-1', active: 1, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  ({ id: activityId } = await db.insertInto('activities').values({ organization_id: organizationId, project_id: projectId, name: 'Design', active: 1, created_at: at }).returning('id').executeTakeFirstOrThrow());
  await db.insertInto('activity_user').values({ organization_id: organizationId, activity_id: activityId, user_id: member.userId!, rate_cents: 8000, created_at: at }).execute();
});

/** The organisation's audit entries of `kind`, oldest first. */
const entries = (kind: string) => auditEntries(db, organizationId, kind);
/** An audit entry about an invoice as `entries` reads it. */
const aboutInvoice = (actor: Actor, invoiceId: number, details: object) => ({
  user_id: actor.userId,
  subject_type: 'invoice',
  subject_id: invoiceId,
  details: JSON.stringify(details),
  request_id: actor.requestId,
});
/** Every audit entry of the organisation, to show a refusal recorded nothing. */
const auditCount = async () => (await db.selectFrom('audit_entries').select('id').where('organization_id', '=', organizationId).execute()).length;
const run = <T>(work: (trx: Db) => Promise<T>) => ownTransaction(db, work);

/**
 * PostgreSQL: `action` waits for the row `hold` holds in another transaction (`for no key
 * update`, which leaves plain references to the row free), and so gives up on a short lock
 * timeout instead of going on without it. Nothing of it stays (its transaction rolls back).
 */
async function expectWaitsFor(hold: (trx: Db) => Promise<unknown>, action: (trx: Db) => Promise<unknown>): Promise<void> {
  const holder = await db.startTransaction().execute();
  try {
    await hold(holder);
    await expect(
      run(async (trx) => {
        await sql`set local lock_timeout = '400ms'`.execute(trx);
        await action(trx);
      }),
    ).rejects.toMatchObject({ code: '55P03' });
  } finally {
    await holder.rollback().execute();
  }
}
const holdRow = (table: 'users' | 'organizations' | 'invoices', id: number) => (trx: Db) => trx.selectFrom(table).select('id').where('id', '=', id).forNoKeyUpdate().execute();

describe('the timer as actions', () => {
  const timer = () => db.selectFrom('timers').select(['activity_id', 'note', 'started_at', 'stopped_at', 'refusal_message']).where('user_id', '=', member.userId!).executeTakeFirst();
  const cells = () => db.selectFrom('time_entries').select(['date', 'minutes', 'note']).where('user_id', '=', member.userId!).orderBy('date').execute();

  it('starts, stops into the time sheet and discards a member’s own timer; a refused start changes nothing', async () => {
    const started = new Date('2026-05-04T08:00:00Z');
    expect(await run((trx) => startTimer(trx, member, { activity_id: activityId, time_zone: 'Europe/Amsterdam', note: ' Sketches ' }, started))).toEqual([]);
    expect(await timer()).toEqual({ activity_id: activityId, note: 'Sketches', started_at: started.toISOString(), stopped_at: null, refusal_message: null });

    // An unknown time zone or an activity the member is not on: refused, the running timer goes on.
    await expect(run((trx) => startTimer(trx, member, { activity_id: activityId, time_zone: 'Mars/Olympus' }))).rejects.toMatchObject({ errors: { time_zone: 'timer.time_zone' } });
    await expect(run((trx) => startTimer(trx, member, { activity_id: activityId + 1000, time_zone: 'UTC' }))).rejects.toBeInstanceOf(ValidationFailure);
    expect((await timer())?.started_at).toBe(started.toISOString());

    const saved = await run((trx) => stopTimer(trx, member, undefined, new Date('2026-05-04T09:30:00Z')));
    expect(saved).toEqual([{ date: '2026-05-04', activity_id: activityId, minutes: 90 }]);
    expect(await timer()).toBeUndefined();
    expect(await cells()).toEqual([{ date: '2026-05-04', minutes: 90, note: 'Sketches' }]);
    await expect(run((trx) => stopTimer(trx, member, undefined))).rejects.toMatchObject({ errors: { timer: 'timer.none' } });

    // Stopped on a locked day: kept stopped with the reason, nothing saved.
    await run((trx) => lockPeriod(trx, system, { start_date: '2026-05-06', end_date: '2026-05-06' }));
    await run((trx) => startTimer(trx, member, { activity_id: activityId, time_zone: 'UTC' }, new Date('2026-05-05T22:00:00Z')));
    // The refusal is meant to stay (a request's 422 commits): here the transaction commits it too.
    const refusal = await run((trx) => stopTimer(trx, member, undefined, new Date('2026-05-06T01:00:00Z')).catch((error: unknown) => error));
    expect(refusal).toMatchObject({ errors: { timer: 'timer.day_readonly' } });
    expect(await timer()).toMatchObject({ stopped_at: '2026-05-06T01:00:00.000Z', refusal_message: 'timer.day_readonly' });
    expect(await cells()).toEqual([{ date: '2026-05-04', minutes: 90, note: 'Sketches' }]);
    await run((trx) => discardTimer(trx, member));
    expect(await timer()).toBeUndefined();

    // A job has no timer of its own.
    await expect(run((trx) => startTimer(trx, system, { activity_id: activityId, time_zone: 'UTC' }))).rejects.toThrow();
  });

  it.runIf(process.env.KWARTIER_TEST_DIALECT === 'postgres')('holds the member first (PostgreSQL)', async () => {
    const start = (trx: Db) => startTimer(trx, member, { activity_id: activityId, time_zone: 'UTC' }, new Date('2026-05-11T08:00:00Z'));
    await expectWaitsFor(holdRow('users', member.userId!), start);
    await run(start);
    await expectWaitsFor(holdRow('users', member.userId!), (trx) => stopTimer(trx, member, undefined, new Date('2026-05-11T09:00:00Z')));
    await expectWaitsFor(holdRow('users', member.userId!), (trx) => discardTimer(trx, member));
    await run((trx) => discardTimer(trx, member));
  });
});

describe('invoice editing as actions', () => {
  const line = (invoice_id: number, unitprice = '100.00') => ({ invoice_id, service: 'Design', amount: '2', unitprice, vat: '21' });

  it('creates, changes and deletes a concept by the admin and by a job, each with its entry; refusals change nothing', async () => {
    const id = await run((trx) => createInvoice(trx, admin, { ...body('2026-001'), buyer_reference: ' PO-7 ' }));
    expect(await db.selectFrom('invoices').select(['invoicenumber', 'client_id', 'contact_id', 'status_id', 'buyer_reference']).where('id', '=', id).executeTakeFirst()).toEqual({
      invoicenumber: '2026-001',
      client_id: clientId,
      contact_id: contactId,
      status_id: 1,
      buyer_reference: 'PO-7',
    });
    expect(await entries('invoice.created')).toEqual([aboutInvoice(admin, id, { number: '2026-001' })]);

    const before = await auditCount();
    // A taken number, an unknown client, a credit without an original: refused at once, nothing stored.
    await expect(run((trx) => createInvoice(trx, system, { ...body('2026-001'), client_id: clientId + 1000, credit: true }))).rejects.toMatchObject({
      errors: { invoicenumber: 'invoices.number_taken', client_id: 'validation.in', credit: 'invoices.credit_needs_original' },
      params: { number: '2026-001', next: '0001' },
    });
    await expect(run((trx) => updateInvoice(trx, system, id, { invoicenumber: '2026-001', contact_id: contactId + 1000 }, '2026-06-02'))).rejects.toMatchObject({
      errors: { contact_id: 'validation.in' },
    });
    await expect(run((trx) => updateInvoice(trx, system, id, { status_id: 2 }, '2026-06-02'))).rejects.toMatchObject({ errors: { status_id: 'invoices.no_lines' } });
    expect(await auditCount()).toBe(before);
    expect((await invoiceStore(db).find(organizationId, id)).status_id).toBe(1);

    await run((trx) => updateInvoice(trx, system, id, { period: 'Juni 2026', invoicedate: '2026-06-01' }, '2026-06-02'));
    expect(await entries('invoice.details')).toEqual([aboutInvoice(system, id, { number: '2026-001', fields: ['period'] })]);

    // A copy by a job: the original's client and lines, counted in its entry.
    await run((trx) => addInvoiceLine(trx, admin, line(id)));
    const copy = await run((trx) => createInvoice(trx, system, { invoicenumber: '2026-002', original_invoice_id: id, invoicedate: '2026-06-03', period: 'June', credit: true }));
    expect((await invoiceStore(db).find(organizationId, copy)).lines.map((row) => [row.amount, row.unitprice_cents])).toEqual([[-200, 10000]]);
    expect((await entries('invoice.created')).at(-1)).toEqual(aboutInvoice(system, copy, { number: '2026-002', count: 1 }));

    await run((trx) => deleteInvoice(trx, admin, copy));
    expect(await invoiceStore(db).get(organizationId, copy)).toBeUndefined();
    expect(await entries('invoice.deleted')).toEqual([aboutInvoice(admin, copy, { number: '2026-002' })]);

    // Sent: its details, its lines and the invoice itself stay as they are.
    await run((trx) => updateInvoice(trx, admin, id, { status_id: 2 }, '2026-06-02'));
    const sentCount = await auditCount();
    await expect(run((trx) => updateInvoice(trx, admin, id, { period: 'July' }, '2026-06-02'))).rejects.toMatchObject({ status: 409, messageId: 'invoices.not_concept' });
    await expect(run((trx) => deleteInvoice(trx, admin, id))).rejects.toMatchObject({ status: 409 });
    await expect(run((trx) => addInvoiceLine(trx, admin, line(id)))).rejects.toMatchObject({ status: 409 });
    expect(await auditCount()).toBe(sentCount);
    expect((await entries('invoice.status')).at(-1)).toEqual(aboutInvoice(admin, id, { number: '2026-001', from: 'concept', to: 'sent' }));
  });

  it('adds, changes and removes lines with their entries; a refused line stores nothing', async () => {
    const id = await run((trx) => createInvoice(trx, admin, body('2026-010')));
    const added = await run((trx) => addInvoiceLine(trx, admin, line(id)));
    expect(added).toMatchObject({ invoice_id: id, service: 'Design', amount: 200, unitprice_cents: 10000, vat: 2100 });
    const changed = await run((trx) => changeInvoiceLine(trx, system, added.id, { ...line(id), service: 'Drawing', vat: '9' }));
    expect(changed).toMatchObject({ id: added.id, service: 'Drawing', vat: 900, language: 'en' });

    const before = await auditCount();
    await expect(run((trx) => addInvoiceLine(trx, admin, line(id + 1000)))).rejects.toMatchObject({ errors: { invoice_id: 'validation.in' } });
    await expect(run((trx) => addInvoiceLine(trx, admin, { ...line(id), vat_category: 'Z' }))).rejects.toMatchObject({ errors: { vat_category: 'invoices.vat_category_zero_rate' } });
    await expect(run((trx) => addInvoiceLine(trx, admin, line(id, '-5000.00')))).rejects.toMatchObject({ errors: { unitprice: expect.any(String) } });
    await expect(run((trx) => changeInvoiceLine(trx, admin, added.id + 1000, line(id)))).rejects.toMatchObject({ status: 404 });
    expect(await auditCount()).toBe(before);
    expect((await invoiceStore(db).find(organizationId, id)).lines.map((row) => row.service)).toEqual(['Drawing']);

    await run((trx) => removeInvoiceLine(trx, admin, added.id));
    expect((await invoiceStore(db).find(organizationId, id)).lines).toEqual([]);
    const lineEntries = (kind: string) => entries(kind).then((rows) => rows.filter((row) => row.subject_id === id));
    expect(await lineEntries('invoice.line_added')).toEqual([aboutInvoice(admin, id, { number: '2026-010', line_id: added.id })]);
    expect(await lineEntries('invoice.line_changed')).toEqual([aboutInvoice(system, id, { number: '2026-010', line_id: added.id, fields: ['service', 'vat'] })]);
    expect(await lineEntries('invoice.line_removed')).toEqual([aboutInvoice(admin, id, { number: '2026-010', line_id: added.id })]);
  });

  it('adds tracked time as lines linked to their entries, once; a key gone meanwhile adds nothing', async () => {
    await db
      .insertInto('time_entries')
      .values({ organization_id: organizationId, user_id: member.userId!, activity_id: activityId, date: '2026-07-02', minutes: 120, rate_cents: 8000, created_at: at, updated_at: at })
      .execute();
    const id = await run((trx) => createInvoice(trx, admin, { ...body('2026-020'), invoicedate: '2026-07-31', period: 'July 2026' }));
    const entriesOfJuly = await invoiceStore(db).uninvoicedEntries(organizationId, clientId, '2026-07-01', '2026-07-31', false, false, false);
    const [group] = groupTrackedTime(entriesOfJuly, 'activity', 'en');
    const asked = { from: '2026-07-01', to: '2026-07-31', group: 'activity' as const, vat: '21' };

    const before = await auditCount();
    await expect(run((trx) => addTrackedTime(trx, admin, id, { ...asked, keys: [group.key, 'gone'] }))).rejects.toMatchObject({ errors: { keys: 'invoices.tracked_time_gone' } });
    expect(await auditCount()).toBe(before);
    expect((await invoiceStore(db).find(organizationId, id)).lines).toEqual([]);

    await run((trx) => addTrackedTime(trx, system, id, { ...asked, keys: [group.key] }));
    const [added] = (await invoiceStore(db).find(organizationId, id)).lines;
    expect(added).toMatchObject({ amount: 200, unitprice_cents: 8000, vat: 2100 });
    expect(await db.selectFrom('time_entries').select('invoice_line_id').where('date', '=', '2026-07-02').execute()).toEqual([{ invoice_line_id: added.id }]);
    expect((await entries('invoice.line_added')).filter((row) => row.subject_id === id)).toEqual([aboutInvoice(system, id, { number: '2026-020', line_id: added.id })]);
    // Billed now: the same key again is gone.
    await expect(run((trx) => addTrackedTime(trx, system, id, { ...asked, keys: [group.key] }))).rejects.toBeInstanceOf(ValidationFailure);
  });

  it.runIf(process.env.KWARTIER_TEST_DIALECT === 'postgres')('holds the numbering and the invoice first (PostgreSQL)', async () => {
    await expectWaitsFor(holdRow('organizations', organizationId), (trx) => createInvoice(trx, admin, body('2026-030')));
    const id = await run((trx) => createInvoice(trx, admin, body('2026-031')));
    await expectWaitsFor(holdRow('invoices', id), (trx) => addInvoiceLine(trx, admin, line(id)));
    const added = await run((trx) => addInvoiceLine(trx, admin, line(id)));
    await expectWaitsFor(holdRow('invoices', id), (trx) => changeInvoiceLine(trx, admin, added.id, { ...line(id), service: 'Other' }));
    await expectWaitsFor(holdRow('invoices', id), (trx) => removeInvoiceLine(trx, admin, added.id));
    await expectWaitsFor(holdRow('invoices', id), (trx) => addTrackedTime(trx, admin, id, { from: '2026-06-01', to: '2026-06-30', group: 'activity', keys: [], vat: '21' }));
    await run((trx) => updateInvoice(trx, admin, id, { status_id: 2 }, '2026-06-02'));
    await expectWaitsFor(holdRow('invoices', id), (trx) => addPayment(trx, admin, id, { paid_on: '2026-06-03', amount: '1.00', method: 'cash', note: null }));
  });
});

describe('subscriptions and their invoices as actions', () => {
  it('creates, changes, toggles and deletes a subscription; “Create now” and the job’s invoice are recorded by whoever made them', async () => {
    const { id: serviceId } = await db.insertInto('services').values({ organization_id: organizationId, name: 'Hosting', active: 1, created_at: at }).returning('id').executeTakeFirstOrThrow();
    const subscription = await run((trx) => createSubscription(trx, admin, { client_id: clientId, service_id: serviceId, price: '10.00', period: 'month' }, '2026-08-01'));
    expect(subscription).toMatchObject({ client_id: clientId, service_id: serviceId, price_cents: 1000, startdate: '2026-08-01', active: 1 });
    /** An entry about the subscription by `actor`, named "service — client". */
    const aboutSubscription = (actor: Actor, details: object) => ({
      user_id: actor.userId,
      subject_type: 'subscription',
      subject_id: subscription.id,
      details: JSON.stringify({ name: 'Hosting — Client', ...details }),
      request_id: actor.requestId,
    });
    expect(await entries('subscription.created')).toEqual([aboutSubscription(admin, { amount: '10.00', start: '2026-08-01' })]);
    const before = await auditCount();
    await expect(run((trx) => createSubscription(trx, admin, { client_id: clientId + 1000, service_id: serviceId }, '2026-08-01'))).rejects.toMatchObject({ errors: { client_id: 'validation.in' } });
    await expect(run((trx) => updateSubscription(trx, admin, subscription.id, { enddate: '2026-01-01' }))).rejects.toMatchObject({ errors: { enddate: 'projects.enddate_before_startdate' } });
    expect(await auditCount()).toBe(before);
    expect(await run((trx) => updateSubscription(trx, system, subscription.id, { price: '12.50' }))).toMatchObject({ price_cents: 1250, enddate: null });
    // The same values again: nothing changed, nothing recorded.
    await run((trx) => updateSubscription(trx, admin, subscription.id, { price: '12.50', period: 'month' }));
    expect(await entries('subscription.changed')).toEqual([aboutSubscription(system, { fields: ['price_cents'] })]);
    await expect(run((trx) => deleteSubscription(trx, admin, subscription.id))).rejects.toMatchObject({ status: 409, messageId: 'subscriptions.delete_active' });
    expect(await entries('subscription.deleted')).toEqual([]);

    const now = await run((trx) => invoiceSubscriptionNow(trx, admin, subscription.id, '2026-08-15'));
    if (!('made' in now)) throw new Error('expected an invoice');
    expect(now).toMatchObject({ periodStart: '2026-08-01', made: { subscription_ids: [subscription.id], period: 'August 2026' } });
    expect((await entries('invoice.created')).at(-1)).toEqual(aboutInvoice(admin, now.made.invoice_id, { number: now.made.invoicenumber }));
    const count = await auditCount();
    expect(await run((trx) => invoiceSubscriptionNow(trx, admin, subscription.id, '2026-08-20'))).toEqual({ invoicedAlready: { period: 'August 2026', number: now.made.invoicenumber } });
    expect(await auditCount()).toBe(count);

    // The job's way: the next period, by no person.
    const fields = await subscriptionStore(db).find(organizationId, subscription.id);
    const made = await run((trx) => invoiceDuePeriods(trx, system, clientId, [{ subscription: fields, periodStart: '2026-09-01' }], '2026-09-01', new Date()));
    expect(made).toMatchObject({ subscription_ids: [subscription.id], period: 'September 2026' });
    const invoice = await invoiceStore(db).find(organizationId, made!.invoice_id);
    expect(invoice).toMatchObject({ contact_id: contactId, invoicedate: '2026-09-01', status_id: 1 });
    expect(invoice.lines.map((row) => [row.service, row.amount, row.unitprice_cents, row.period_start, row.period_end])).toEqual([['Hosting — September 2026', 100, 1250, '2026-09-01', '2026-09-30']]);
    expect((await entries('invoice.created')).at(-1)).toEqual(aboutInvoice(system, made!.invoice_id, { number: made!.invoicenumber }));
    // Claimed already: nothing made, nothing recorded.
    expect(await run((trx) => invoiceDuePeriods(trx, system, clientId, [{ subscription: fields, periodStart: '2026-09-01' }], '2026-09-01', new Date()))).toBeNull();
    expect(await auditCount()).toBe(count + 1);

    expect((await run((trx) => toggleSubscriptionActive(trx, admin, subscription.id))).active).toBe(0);
    expect((await entries('subscription.changed')).at(-1)).toEqual(aboutSubscription(admin, { from: 'active', to: 'inactive' }));
    await run((trx) => deleteSubscription(trx, admin, subscription.id));
    await expect(subscriptionStore(db).find(organizationId, subscription.id)).rejects.toBeInstanceOf(HttpError);
    expect(await entries('subscription.deleted')).toEqual([aboutSubscription(admin, {})]);
  });

  it.runIf(process.env.KWARTIER_TEST_DIALECT === 'postgres')('holds the numbering for the job’s invoice (PostgreSQL)', async () => {
    const { id: serviceId } = await db.insertInto('services').values({ organization_id: organizationId, name: 'Support', active: 1, created_at: at }).returning('id').executeTakeFirstOrThrow();
    const subscription = await run((trx) => createSubscription(trx, admin, { client_id: clientId, service_id: serviceId, price: '5.00' }, '2026-10-01'));
    await expectWaitsFor(holdRow('organizations', organizationId), (trx) => invoiceDuePeriods(trx, system, clientId, [{ subscription, periodStart: '2026-10-01' }], '2026-10-01', new Date()));
  });
});

describe('payment reminders and invoice mails as actions', () => {
  it('claims a reminder step once, settles it, and logs a mail with its entry by the job', async () => {
    const id = await run((trx) => createInvoice(trx, admin, body('2026-040')));
    const step = () => db.selectFrom('invoice_reminders').select(['step_days', 'invoice_mail_id', 'failed_at']).where('invoice_id', '=', id).execute();
    expect(await run((trx) => claimReminderStep(trx, system, id, 7, new Date()))).toBe(true);
    expect(await run((trx) => claimReminderStep(trx, system, id, 7, new Date()))).toBe(false);

    const sentMails: unknown[] = [];
    const mailer = { send: async (mail: unknown) => void sentMails.push(mail) } as unknown as Mailer;
    const composed = { mail: { to: ['piet@example.org'], subject: 'Reminder', text: 'Please pay', html: '<p>Please pay</p>', attachments: [] }, attachments: ['invoice.pdf'] };
    const sent = await sendInvoiceMail(db, mailer, { actor: system, invoiceId: id, kind: 'reminder', composed });
    expect(sent.failure).toBeNull();
    expect(sentMails).toHaveLength(1);
    expect(sent.log).toMatchObject({ invoice_id: id, kind: 'reminder', sender_id: null, status: 'delivered' });
    await run((trx) => settleReminderStep(trx, system, id, 7, { invoiceMailId: sent.log.id, failedAt: null }));
    expect(await step()).toEqual([{ step_days: 7, invoice_mail_id: sent.log.id, failed_at: null }]);
    expect(await entries('invoice.mail_sent')).toEqual([aboutInvoice(system, id, { mail: 'reminder', email: 'piet@example.org' })]);

    // Refused by the mail server: logged as failed, by the admin who sent it.
    const refusing = { send: async () => Promise.reject(new Error('550 mailbox unavailable')) } as unknown as Mailer;
    const failed = await sendInvoiceMail(db, refusing, { actor: admin, invoiceId: id, kind: 'invoice', composed });
    expect(failed.failure).toContain('550');
    expect(failed.log).toMatchObject({ sender_id: admin.userId, status: 'failed' });
    expect(await entries('invoice.mail_failed')).toEqual([aboutInvoice(admin, id, { mail: 'invoice', email: 'piet@example.org' })]);
  });
});

/** A concept's body as createInvoice takes it (for the reminders' invoice above). */
function body(invoicenumber: string) {
  return { invoicenumber, client_id: clientId, contact_id: contactId, invoicedate: '2026-06-01', period: 'June 2026', credit: false };
}
