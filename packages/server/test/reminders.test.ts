import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../src/jobs/runner.js';
import type { Browser } from './support/browser.js';
import type { Mailbox } from './support/mailbox.js';
import { startMailedServer } from './support/mailedServer.js';
import { signedInAdmin, uniqueEmail } from './support/people.js';
import { runCli } from './support/cli.js';
import type { TestServer } from './support/server.js';

// Payment reminders on the real server (SQLite, and PostgreSQL with
// TEST_DATABASE_URL): the daily job mails each due step of an unpaid sent invoice once — over
// SMTP to a real SMTP server in this test, in the invoice's language, with the PDF — logs it on
// the invoice, and stops when the invoice is paid; also when two processes run it at once.

let mailbox: Mailbox;
let server: TestServer;

let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ mailbox, server, close } = await startMailedServer());
});
afterAll(() => close?.());

const jobs = (day: string) => runDueJobs({ db: server.db, mailer: server.mailer, appUrl: server.config.appUrl }, day);
const remindersDone = async (day: string) => (await jobs(day)).find((report) => report.task === 'payment reminders')!;
/** A mail's text with Intl's no-break spaces as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const mailsTo = (address: string) => mailbox.received.filter((mail) => mail.to === address.toLowerCase());

interface Office {
  admin: Browser;
  organizationId: number;
  client: number;
  contact: number;
  email: string;
}

/** An organisation with reminders after 7, 14 and 30 days (term of payment 30 days), a client in `language` and its contact. */
async function office(language: 'en' | 'nl', options: { reminders?: boolean; email?: boolean } = {}): Promise<Office> {
  const { browser: admin, organizationId } = await signedInAdmin(server, 'Anna de Vries');
  expect((await admin.post('/api/organization/save/details', { name: 'De Vries Advies', email: 'info@devriesadvies.nl' })).status).toBe(200);
  const settings = await admin.post('/api/organization/save/update', { invoice_termofpayment: 30, invoice_reminders: options.reminders ?? true, invoice_reminder_days: [30, 7, 14] });
  expect(settings.status, settings.text).toBe(200);
  const client = await admin.post('/api/clients', { name: 'Bakkerij Jansen', invoice_language: language });
  expect(client.status, client.text).toBe(201);
  const email = uniqueEmail('piet');
  const contact = await admin.post('/api/contacts', { name: 'Piet Jansen', client_id: client.body.id, ...(options.email === false ? {} : { email }) });
  expect(contact.status, contact.text).toBe(201);
  return { admin, organizationId, client: client.body.id, contact: contact.body.id, email };
}

let numbers = 0;
/** A sent invoice of 2026-03-01 (due 2026-03-31): 10 × € 100 at 21 % = € 1,210.00. */
async function sentInvoice(o: Office): Promise<{ id: number; invoicenumber: string }> {
  const invoicenumber = `R-${++numbers}-${Math.random().toString(36).slice(2, 6)}`;
  const created = await o.admin.post('/api/invoices', { invoicenumber, client_id: o.client, contact_id: o.contact, invoicedate: '2026-03-01', period: 'March 2026' });
  expect(created.status, created.text).toBe(201);
  expect((await o.admin.post('/api/invoicelines', { service: 'Advies', amount: '10', unitprice: '100', vat: '21', invoice_id: created.body.id })).status).toBe(201);
  expect((await o.admin.put(`/api/invoices/${created.body.id}`, { status_id: 2 })).status).toBe(200);
  return { id: created.body.id, invoicenumber };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the daily reminder job', () => {
  it('mails each step once on its day, in the invoice’s language with the PDF and the link, logs it, and stops when the invoice is paid', async () => {
    const o = await office('nl');
    const invoice = await sentInvoice(o);

    // Due 2026-03-31: nothing before 7 days past it.
    await jobs('2026-03-31');
    await jobs('2026-04-06');
    expect(mailsTo(o.email)).toHaveLength(0);

    const first = await remindersDone('2026-04-07');
    expect(first.error).toBeUndefined();
    expect(first.done).toEqual([expect.stringMatching(new RegExp(`invoice ${invoice.invoicenumber} .*7 days after 2026-03-31: sent to ${o.email}`))]);
    const [mail] = mailsTo(o.email);
    expect(mail.subject).toBe(`Herinnering: factuur ${invoice.invoicenumber} van De Vries Advies`);
    expect(mail.text).toContain('Beste Piet Jansen');
    expect(plain(mail.text)).toContain('er staat nog € 1.210,00 open');
    expect(mail.text).toContain('31-03-2026');
    expect(mail.links.some((link) => link.startsWith(`${server.config.appUrl}/invoices/`) && link.endsWith('/print'))).toBe(true);
    expect(mail.parsed.attachments.map((file) => file.filename)).toEqual([`${invoice.invoicenumber}.pdf`]);
    const pdf = await pdfText(mail.parsed.attachments[0].content);
    expect(pdf).toContain(invoice.invoicenumber);
    expect(plain(pdf)).toContain('€ 1.210,00');
    expect(mail.parsed.replyTo?.value[0]?.address).toBe('info@devriesadvies.nl');
    expect(mail.parsed.from?.value).toEqual([{ name: 'De Vries Advies', address: 'no-reply@kwartier.test' }]);

    // The same day again, later days before the next step, two runs at once: nothing more.
    await jobs('2026-04-07');
    await Promise.all([jobs('2026-04-10'), jobs('2026-04-10')]);
    expect(mailsTo(o.email)).toHaveLength(1);

    const log = await o.admin.get(`/api/invoices/${invoice.id}/mails`);
    expect(log.status).toBe(200);
    expect(log.body).toEqual([expect.objectContaining({ kind: 'reminder', to: [o.email], subject: mail.subject, attachments: [`${invoice.invoicenumber}.pdf`], status: 'delivered' })]);

    // A partial payment: the next step still goes, with what is left.
    expect((await o.admin.post(`/api/invoices/${invoice.id}/payments`, { method: 'bank_transfer', paid_on: '2026-04-08', amount: '1000.00' })).status).toBe(201);
    await jobs('2026-04-14');
    expect(mailsTo(o.email)).toHaveLength(2);
    expect(plain(mailsTo(o.email)[1].text)).toContain('er staat nog € 210,00 open');

    // Paid in full: no reminder on day 30.
    expect((await o.admin.post(`/api/invoices/${invoice.id}/payments`, { method: 'bank_transfer', paid_on: '2026-04-20', amount: '210.00' })).status).toBe(201);
    await jobs('2026-04-30');
    await jobs('2026-05-30');
    expect(mailsTo(o.email)).toHaveLength(2);
    expect((await o.admin.get(`/api/invoices/${invoice.id}/mails`)).body).toHaveLength(2);
  });

  it('sends only the latest step after days without a run, not the missed ones', async () => {
    const o = await office('en');
    const invoice = await sentInvoice(o);
    await jobs('2026-04-25'); // 25 days past due: steps 7 and 14 have passed, 14 goes
    expect(mailsTo(o.email).map((mail) => mail.subject)).toEqual([`Reminder: invoice ${invoice.invoicenumber} from De Vries Advies`]);
    expect(plain(mailsTo(o.email)[0].text)).toContain('€1,210.00 is still open');
    await jobs('2026-04-26');
    await jobs('2026-04-30'); // step 30
    expect(mailsTo(o.email)).toHaveLength(2);
  });

  it('sends nothing for an organisation with reminders off, a concept, a paid invoice or a credit invoice', async () => {
    const off = await office('en', { reminders: false });
    await sentInvoice(off);
    const on = await office('en');
    const concept = await on.admin.post('/api/invoices', { invoicenumber: `C-${++numbers}`, client_id: on.client, contact_id: on.contact, invoicedate: '2026-03-01', period: 'March 2026' });
    expect((await on.admin.post('/api/invoicelines', { service: 'Advies', amount: '1', unitprice: '100', vat: '21', invoice_id: concept.body.id })).status).toBe(201);
    const paid = await sentInvoice(on);
    expect((await on.admin.put(`/api/invoices/${paid.id}`, { status_id: 3, paid_on: '2026-03-15' })).status).toBe(200);
    // A credit invoice, sent, of a paid invoice: it owes nothing itself (it is to be paid back) and has no due date.
    const corrected = await sentInvoice(on);
    expect((await on.admin.put(`/api/invoices/${corrected.id}`, { status_id: 3, paid_on: '2026-03-01' })).status).toBe(200);
    const credit = await on.admin.post('/api/invoices', { invoicenumber: `K-${++numbers}`, invoicedate: '2026-03-01', period: 'March 2026', original_invoice_id: corrected.id, credit: true });
    expect(credit.status, credit.text).toBe(201);
    expect((await on.admin.put(`/api/invoices/${credit.body.id}`, { status_id: 2 })).status).toBe(200);
    expect((await on.admin.get(`/api/invoices/${credit.body.id}`)).body).toMatchObject({ status_id: 2, duedate: null, total_outstanding: expect.stringMatching(/^-/) });
    await jobs('2026-04-07');
    expect(mailsTo(off.email)).toHaveLength(0);
    expect(mailsTo(on.email)).toHaveLength(0);
  });

  it('keeps a step it could not send as failed — no address, or a refusing mail server — and does not try it again', async () => {
    const nobody = await office('en', { email: false });
    const invoice = await sentInvoice(nobody);
    const report = await remindersDone('2026-04-07');
    expect(report.done).toContainEqual(expect.stringMatching(new RegExp(`invoice ${invoice.invoicenumber} .*not sent, the invoice has no contact with an email address`)));

    const refused = await office('en');
    const refusedInvoice = await sentInvoice(refused);
    mailbox.refuse(true);
    try {
      const failed = await remindersDone('2026-04-07');
      expect(failed.done).toContainEqual(expect.stringMatching(new RegExp(`invoice ${refusedInvoice.invoicenumber} .*failed:`)));
    } finally {
      mailbox.refuse(false);
    }
    expect((await refused.admin.get(`/api/invoices/${refusedInvoice.id}/mails`)).body).toEqual([expect.objectContaining({ kind: 'reminder', status: 'failed' })]);
    await jobs('2026-04-08');
    expect(mailsTo(refused.email)).toHaveLength(0);
    const claims = await server.db.selectFrom('invoice_reminders').select(['step_days', 'failed_at']).where('invoice_id', 'in', [invoice.id, refusedInvoice.id]).execute();
    expect(claims.map((claim) => [claim.step_days, claim.failed_at !== null])).toEqual([
      [7, true],
      [7, true],
    ]);
  });

  it('mails no link without APP_URL: the command leaves the step for a run that has it, whose links start with it', async () => {
    const o = await office('en');
    const invoice = await sentInvoice(o);
    const without = await runCli(server, ['run-due-jobs', '2026-04-07'], { SMTP_URL: mailbox.smtpUrl, APP_URL: '' });
    expect(without.code, without.output).toBe(1);
    expect(without.output).toMatch(new RegExp(`payment reminders: failed: invoice ${invoice.invoicenumber} .*: not sent: APP_URL is not set`));
    expect(mailsTo(o.email)).toHaveLength(0);
    expect((await o.admin.get(`/api/invoices/${invoice.id}/mails`)).body).toEqual([]);

    const elsewhere = 'https://uren.example.test/kwartier';
    const withAddress = await runCli(server, ['run-due-jobs', '2026-04-07'], { SMTP_URL: mailbox.smtpUrl, APP_URL: elsewhere });
    expect(withAddress.code, withAddress.output).toBe(0);
    expect(withAddress.output).toContain(`sent to ${o.email}`);
    const [mail] = mailsTo(o.email);
    expect(mail.links).toEqual([`${elsewhere}/invoices/${(await o.admin.get(`/api/invoices/${invoice.id}`)).body.uuid}/print`]);
    expect(mail.text).not.toContain('localhost');
  }, 120_000);

  // Two processes started through tsx, which compiles the CLI's sources as they start: together
  // close to the default 20 s on a fresh clone under load.
  it('sends a step once when two processes run the job at the same moment', async () => {
    if (server.dialect === 'sqlite' && !process.env.TEST_DATABASE_URL) {
      console.log('reminders.test: the PostgreSQL run of this test is skipped (TEST_DATABASE_URL is not set); it runs here on SQLite');
    }
    const o = await office('en');
    const invoices = [await sentInvoice(o), await sentInvoice(o), await sentInvoice(o)];
    const runJobs = () => runCli(server, ['run-due-jobs', '2026-04-07'], { SMTP_URL: mailbox.smtpUrl, APP_URL: server.config.appUrl });
    const results = await Promise.all([runJobs(), runJobs()]);
    for (const result of results) expect(result.code, result.output).toBe(0);
    const sent = results.flatMap((result) => result.output.match(new RegExp(`sent to ${o.email}`, 'g')) ?? []);
    expect(sent).toHaveLength(3);
    expect(mailsTo(o.email)).toHaveLength(3);
    expect(new Set(mailsTo(o.email).map((mail) => mail.subject)).size).toBe(3);
    for (const invoice of invoices) expect((await o.admin.get(`/api/invoices/${invoice.id}/mails`)).body).toHaveLength(1);
  }, 60_000);
});

describe('a reminder by hand', () => {
  it('goes for a sent invoice that is not paid (logged as a reminder), not for a concept or a paid one, in the caller’s language', async () => {
    const o = await office('en');
    const invoice = await sentInvoice(o);
    const draft = await o.admin.get(`/api/invoices/${invoice.id}/mails/draft?kind=reminder`);
    expect(draft.status, draft.text).toBe(200);
    const sent = await o.admin.post(`/api/invoices/${invoice.id}/send`, { kind: 'reminder', recipients: draft.body.recipients, subject: draft.body.subject, message: draft.body.message });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.mail).toMatchObject({ kind: 'reminder', status: 'delivered', to: [o.email] });
    expect(sent.body.invoice).toMatchObject({ status_id: 2 });
    expect(mailsTo(o.email).map((mail) => mail.subject)).toEqual([`Reminder: invoice ${invoice.invoicenumber} from De Vries Advies`]);

    const concept = await o.admin.post('/api/invoices', { invoicenumber: `H-${++numbers}`, client_id: o.client, contact_id: o.contact, invoicedate: '2026-03-01', period: 'March 2026' });
    const onConcept = await o.admin.post(`/api/invoices/${concept.body.id}/send`, { kind: 'reminder', recipients: [o.email], subject: 's', message: 'm' });
    expect(onConcept.status).toBe(409);
    expect(onConcept.body).toEqual({ message: 'A payment reminder is only for a sent invoice that is not paid yet.' });
    expect((await o.admin.put(`/api/invoices/${invoice.id}`, { status_id: 3, paid_on: '2026-04-01' })).status).toBe(200);
    expect((await o.admin.post('/api/user/updateprofile', { name: 'Anna de Vries', email: (await o.admin.get('/api/user')).body.email, locale: 'nl' })).status).toBe(200);
    const onPaid = await o.admin.post(`/api/invoices/${invoice.id}/send`, { kind: 'reminder', recipients: [o.email], subject: 's', message: 'm' });
    expect(onPaid.status).toBe(409);
    expect(onPaid.body).toEqual({ message: 'Een betalingsherinnering is er alleen voor een verstuurde factuur die nog niet betaald is.' });
    const credit = await o.admin.post('/api/invoices', { invoicenumber: `HK-${++numbers}`, invoicedate: '2026-03-01', period: 'March 2026', original_invoice_id: invoice.id, credit: true });
    expect((await o.admin.put(`/api/invoices/${credit.body.id}`, { status_id: 2 })).status).toBe(200);
    expect((await o.admin.post(`/api/invoices/${credit.body.id}/send`, { kind: 'reminder', recipients: [o.email], subject: 's', message: 'm' })).status).toBe(409);
    expect(mailsTo(o.email)).toHaveLength(1);
    expect((await o.admin.get(`/api/invoices/${invoice.id}/mails`)).body).toHaveLength(1);
  });
});

describe('recurring invoices sent at once', () => {
  it('mails each invoice the job makes when the organisation asks for it — then it is sent — and leaves it a concept otherwise', async () => {
    const o = await office('nl');
    const service = await o.admin.post('/api/services', { name: 'Onderhoud' });
    expect(service.status).toBe(201);
    const subscribed = await o.admin.post('/api/subscriptions', { client_id: o.client, service_id: service.body.id, price: '40.00', period: 'month', startdate: '2026-01-01' });
    expect(subscribed.status, subscribed.text).toBe(201);
    expect((await o.admin.post('/api/organization/save/update', { invoice_recurring_send: true })).body).toMatchObject({ invoice_recurring_send: true });

    const report = (await jobs('2031-02-01')).find((r) => r.task === 'recurring invoices')!;
    expect(report.done).toContainEqual(expect.stringMatching(new RegExp(`Bakkerij Jansen.*; mailed to ${o.email}`)));
    const [mail] = mailsTo(o.email);
    expect(mail.subject).toMatch(/^Factuur \S+ van De Vries Advies$/);
    expect(plain(mail.text)).toContain('€ 48,40');
    expect(mail.parsed.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    const id = (await server.db.selectFrom('invoices').select('id').where('organization_id', '=', o.organizationId).where('invoicedate', '=', '2031-02-01').executeTakeFirstOrThrow()).id;
    const sent = await o.admin.get(`/api/invoices/${id}`);
    expect(sent.body).toMatchObject({ status_id: 2, invoicedate: '2031-02-01' });
    expect((await o.admin.get(`/api/invoices/${id}/mails`)).body).toEqual([expect.objectContaining({ kind: 'invoice', status: 'delivered', to: [o.email] })]);
    // Issued: no longer a concept to change.
    expect((await o.admin.put(`/api/invoices/${id}`, { period: 'anders' })).status).toBe(409);

    // Off: the next month's invoice is made and stays a concept, unmailed.
    expect((await o.admin.post('/api/organization/save/update', { invoice_recurring_send: false })).status).toBe(200);
    await jobs('2031-03-01');
    expect(mailsTo(o.email)).toHaveLength(1);
    const march = await server.db.selectFrom('invoices').select('status_id').where('organization_id', '=', o.organizationId).where('invoicedate', '=', '2031-03-01').executeTakeFirstOrThrow();
    expect(march.status_id).toBe(1);
  });
});


describe('one invoice lifecycle', () => {
  it('makes the same sent invoice, audit entry and issued details by the status change, the send call and the recurring job', async () => {
    const o = await office('en');
    const userId = (await o.admin.get('/api/user')).body.id as number;
    const byPut = await sentInvoice(o);
    const mailed = await o.admin.post('/api/invoices', { invoicenumber: `S-${++numbers}`, client_id: o.client, contact_id: o.contact, invoicedate: '2026-03-01', period: 'March 2026' });
    expect((await o.admin.post('/api/invoicelines', { service: 'Advies', amount: '10', unitprice: '100', vat: '21', invoice_id: mailed.body.id })).status).toBe(201);
    const send = await o.admin.post(`/api/invoices/${mailed.body.id}/send`, { recipients: [o.email], subject: 's', message: 'm', attach_pdf: false });
    expect(send.status, send.text).toBe(200);
    const service = await o.admin.post('/api/services', { name: 'Advies' });
    expect((await o.admin.post('/api/subscriptions', { client_id: o.client, service_id: service.body.id, price: '100.00', period: 'month', startdate: '2026-01-01' })).status).toBe(201);
    expect((await o.admin.post('/api/organization/save/update', { invoice_recurring_send: true })).status).toBe(200);
    await jobs('2032-05-01');
    const byJob = await server.db.selectFrom('invoices').select(['id', 'invoicenumber']).where('organization_id', '=', o.organizationId).where('invoicedate', '=', '2032-05-01').executeTakeFirstOrThrow();

    const outcome = async (invoice: { id: number; invoicenumber: string }) => {
      const row = await server.db.selectFrom('invoices').select(['status_id', 'issued', 'paid_on']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
      const entries = await server.db
        .selectFrom('audit_entries')
        .select(['user_id', 'details'])
        .where('organization_id', '=', o.organizationId)
        .where('subject_type', '=', 'invoice')
        .where('subject_id', '=', invoice.id)
        .where('kind', '=', 'invoice.status')
        .execute();
      return { status: row.status_id, paid_on: row.paid_on, issued: row.issued === null ? null : JSON.parse(row.issued), statusEntries: entries.map((entry) => ({ user_id: entry.user_id, details: JSON.parse(entry.details ?? 'null') })) };
    };
    const put = await outcome(byPut);
    expect(put.status).toBe(2);
    expect(put.issued).toMatchObject({ organisation: { name: 'De Vries Advies' }, client: { name: 'Bakkerij Jansen' }, termofpayment: 30, language: 'en' });
    expect(put.statusEntries).toEqual([{ user_id: userId, details: { number: byPut.invoicenumber, from: 'concept', to: 'sent' } }]);
    expect(await outcome({ id: mailed.body.id, invoicenumber: mailed.body.invoicenumber })).toEqual({ ...put, statusEntries: [{ user_id: userId, details: { number: mailed.body.invoicenumber, from: 'concept', to: 'sent' } }] });
    // By the job: no person.
    expect(await outcome(byJob)).toEqual({ ...put, statusEntries: [{ user_id: null, details: { number: byJob.invoicenumber, from: 'concept', to: 'sent' } }] });
  });
});
