import type { AddressInfo } from 'node:net';
import type { Invoice } from '@kwartier/api';
import { SMTPServer } from 'smtp-server';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { convert } from 'xmlbuilder2';
import type { Browser } from './support/browser.js';
import type { Mailbox } from './support/mailbox.js';
import { startMailedServer } from './support/mailedServer.js';
import { signedInAdmin, uniqueEmail } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// Invoices by mail on the real server (SQLite, and PostgreSQL with TEST_DATABASE_URL):
// the server sends over SMTP to a real SMTP server in this test, and the received message is
// parsed with mailparser — recipients, subject in the invoice's language, the PDF's text, the
// e-invoice's figures, the print link. A refused mail leaves the invoice a concept and is logged
// as failed. Every answer is checked against openapi.yaml by the test browser.

let mailbox: Mailbox;
let server: TestServer;

let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ mailbox, server, close } = await startMailedServer());
});
afterAll(() => close?.());
beforeEach(() => mailbox.refuse(false));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed XML is walked by name
type X = Record<string, any>;
const parse = (xml: string): X => convert(xml, { format: 'object' }) as unknown as X;

const ORGANISATION = {
  name: 'De Vries Advies',
  address: 'Kerkstraat 2',
  zipcode: '3511 AA',
  city: 'Utrecht',
  country: 'Nederland',
  email: 'info@devriesadvies.nl',
  iban: 'NL91ABNA0417164300',
  vat: 'NL123456782B01',
  chamberofcommerce: '87654321',
};

interface Office {
  admin: Browser;
  client: number;
  contactEmail: string;
  invoice: Invoice;
  /** The invoice in its own language (Dutch), as the print page, the PDF and the mail write it. */
  printed: Invoice;
}

/** An organisation ready for e-invoices, a Dutch client whose contact has an address, a concept with lines. */
async function office(options: { lines?: boolean; number?: string } = {}): Promise<Office> {
  const { browser: admin } = await signedInAdmin(server);
  expect((await admin.post('/api/organization/save/details', ORGANISATION)).status).toBe(200);
  const created = await admin.post('/api/clients', { name: 'Bakkerij & Zn' });
  expect(created.status).toBe(201);
  const client = created.body.id as number;
  const saved = await admin.put(`/api/clients/${client}`, {
    name: 'Bakkerij & Zn',
    address: 'Dorpsweg 1',
    zipcode: '1234 AB',
    city: 'Ede',
    country: 'NL',
    chamberofcommerce: '12345678',
    invoice_language: 'nl',
  });
  expect(saved.status, saved.text).toBe(200);
  const contactEmail = uniqueEmail('piet');
  const contact = await admin.post('/api/contacts', { name: 'Piet Jansen', email: contactEmail, client_id: client });
  expect(contact.status).toBe(201);
  const number = options.number ?? `M-${Math.random().toString(36).slice(2, 8)}`;
  const invoice = await admin.post('/api/invoices', { invoicenumber: number, client_id: client, contact_id: contact.body.id, invoicedate: '2026-11-26', period: 'November 2026', buyer_reference: 'PO 4711' });
  expect(invoice.status, invoice.text).toBe(201);
  if (options.lines !== false) {
    for (const line of [
      { service: 'Advies', amount: '12.5', unitprice: '85', vat: '21' },
      { service: 'Boek', amount: '1', unitprice: '49.99', vat: '9' },
    ]) {
      const added = await admin.post('/api/invoicelines', { ...line, invoice_id: invoice.body.id });
      expect(added.status, added.text).toBe(201);
    }
  }
  const printed = (await admin.get(`/api/invoices/${invoice.body.uuid}/print`)).body as Invoice;
  return { admin, client, contactEmail, invoice: (await admin.get(`/api/invoices/${invoice.body.id}`)).body as Invoice, printed };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the draft', () => {
  it('fills in the contact’s address and the template in the invoice’s language, and says why no e-invoice', async () => {
    const o = await office();
    const draft = await o.admin.get(`/api/invoices/${o.invoice.id}/mails/draft`);
    expect(draft.status, draft.text).toBe(200);
    expect(draft.body).toMatchObject({
      kind: 'invoice',
      language: 'nl',
      recipients: [o.contactEmail],
      subject: `Factuur ${o.invoice.invoicenumber} van De Vries Advies`,
      pdf_filename: `${o.invoice.invoicenumber}.pdf`,
      ubl_filename: `${o.invoice.invoicenumber}.xml`,
      ubl_problems: [],
      link: `${server.url}/invoices/${o.invoice.uuid}/print`,
    });
    // Amount and due date as the Dutch PDF writes them.
    expect(draft.body.message).toContain('Beste Piet Jansen,');
    expect(draft.body.message).toContain(`factuur ${o.invoice.invoicenumber} van ${o.printed.formatted_total_gross}`);
    expect(draft.body.message).toContain('26-12-2026');

    // Without a buyer's reference no e-invoice: the reason, in the user's language.
    expect((await o.admin.put(`/api/invoices/${o.invoice.id}`, { buyer_reference: '' })).status).toBe(200);
    const missing = await o.admin.get(`/api/invoices/${o.invoice.id}/mails/draft`);
    expect(missing.body.ubl_problems).toHaveLength(1);
    expect(missing.body.ubl_problems[0]).toMatch(/reference/);

    const reminder = await o.admin.get(`/api/invoices/${o.invoice.id}/mails/draft?kind=reminder`);
    expect(reminder.body.subject).toBe(`Herinnering: factuur ${o.invoice.invoicenumber} van De Vries Advies`);
  });

  it('answers 422 for an unknown kind, in the user’s language', async () => {
    const o = await office();
    const unknown = await o.admin.get(`/api/invoices/${o.invoice.id}/mails/draft?kind=invoicex`);
    expect(unknown.status, unknown.text).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['kind']);
    expect(unknown.body.message).toMatch(/kind/i);
    const me = (await o.admin.get('/api/user')).body;
    expect((await o.admin.post('/api/user/updateprofile', { name: me.name, email: me.email, locale: 'nl' })).status).toBe(200);
    const dutch = await o.admin.get(`/api/invoices/${o.invoice.id}/mails/draft?kind=invoicex`);
    expect(dutch.status).toBe(422);
    expect(dutch.body.message).not.toBe(unknown.body.message);
    expect(dutch.body.errors.kind).toEqual([dutch.body.message]);
  });

  it('of a credit invoice is titled so, names the invoice it credits and asks no payment — its PDF and e-invoice too — in Dutch and English', async () => {
    const o = await office();
    expect((await o.admin.put(`/api/invoices/${o.invoice.id}`, { status_id: 2 })).status).toBe(200);
    const number = `MC-${Math.random().toString(36).slice(2, 8)}`;
    const credit = await o.admin.post('/api/invoices', { invoicenumber: number, invoicedate: '2026-11-30', period: 'November 2026', original_invoice_id: o.invoice.id, credit: true });
    expect(credit.status, credit.text).toBe(201);
    const draft = await o.admin.get(`/api/invoices/${credit.body.id}/mails/draft`);
    expect(draft.body.subject).toBe(`Creditfactuur ${number} van De Vries Advies`);
    expect(draft.body.message).toContain(`creditfactuur ${number} van`);
    expect(draft.body.message).toContain(`die factuur ${o.invoice.invoicenumber} van 26-11-2026 crediteert`);
    expect(draft.body.message).not.toMatch(/betalen vóór|uiterlijk/);

    const sent = await o.admin.post(`/api/invoices/${credit.body.id}/send`, { recipients: [o.contactEmail], subject: draft.body.subject, message: draft.body.message, attach_pdf: true, attach_ubl: true, include_link: false });
    expect(sent.status, sent.text).toBe(200);
    const mail = await mailbox.waitFor(o.contactEmail);
    expect(mail.subject).toBe(`Creditfactuur ${number} van De Vries Advies`);
    const [pdf, xml] = mail.parsed.attachments;
    const text = await pdfText(new Uint8Array(pdf.content));
    expect(text).toContain('Creditfactuur');
    expect(text).toContain(`Crediteert factuur ${o.invoice.invoicenumber} van 26-11-2026`);
    expect(text).not.toContain('Vervaldatum');
    const ubl = parse(xml.content.toString('utf8')).CreditNote;
    expect(ubl['cac:BillingReference']['cac:InvoiceDocumentReference']).toMatchObject({ 'cbc:ID': o.invoice.invoicenumber, 'cbc:IssueDate': '2026-11-26' });

    // The same words in English for an English client (a concept's language is its client's).
    expect((await o.admin.put(`/api/clients/${o.client}`, { name: 'Bakkerij & Zn', address: 'Dorpsweg 1', zipcode: '1234 AB', city: 'Ede', country: 'NL', chamberofcommerce: '12345678', invoice_language: 'en' })).status).toBe(200);
    const english = await o.admin.post('/api/invoices', { invoicenumber: `${number}-en`, invoicedate: '2026-11-30', period: 'November 2026', original_invoice_id: o.invoice.id, credit: true });
    const draftEn = await o.admin.get(`/api/invoices/${english.body.id}/mails/draft`);
    expect(draftEn.body.subject).toBe(`Credit invoice ${number}-en from De Vries Advies`);
    expect(draftEn.body.message).toContain(`which credits invoice ${o.invoice.invoicenumber} of 26/11/2026`);
  });

  it('answers 404 for another organisation’s invoice', async () => {
    const o = await office();
    const { browser: other } = await signedInAdmin(server);
    expect((await other.get(`/api/invoices/${o.invoice.id}/mails/draft`)).status).toBe(404);
    expect((await other.get(`/api/invoices/${o.invoice.id}/mails`)).status).toBe(404);
    const send = await other.post(`/api/invoices/${o.invoice.id}/send`, { recipients: ['a@example.org'], subject: 's', message: 'm' });
    expect(send.status).toBe(404);
  });
});

describe('sending', () => {
  it('mails the PDF, the e-invoice and the link, and only then marks the concept sent', async () => {
    const o = await office();
    const second = uniqueEmail('second');
    const cc = uniqueEmail('cc');
    const bcc = uniqueEmail('bcc');
    const draft = (await o.admin.get(`/api/invoices/${o.invoice.id}/mails/draft`)).body;
    const sent = await o.admin.post(
      `/api/invoices/${o.invoice.id}/send`,
      { recipients: [o.contactEmail, second], cc: [cc], bcc: [bcc], subject: draft.subject, message: draft.message, attach_pdf: true, attach_ubl: true, include_link: true },
      { headers: { 'idempotency-key': `send-${o.invoice.id}` } },
    );
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.invoice).toMatchObject({ id: o.invoice.id, status_id: 2, status: 'sent' });
    expect(sent.body.mail).toMatchObject({
      kind: 'invoice',
      to: [o.contactEmail, second],
      cc: [cc],
      bcc: [bcc],
      subject: draft.subject,
      attachments: [`${o.invoice.invoicenumber}.pdf`, `${o.invoice.invoicenumber}.xml`],
      status: 'delivered',
      error: null,
    });

    const mail = await mailbox.waitFor(o.contactEmail);
    expect(mail.subject).toBe(`Factuur ${o.invoice.invoicenumber} van De Vries Advies`);
    const addresses = (field: typeof mail.parsed.to) => [field ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
    expect(addresses(mail.parsed.to)).toEqual([o.contactEmail, second]);
    expect(addresses(mail.parsed.cc)).toEqual([cc]);
    // A blind copy is in no header.
    expect(mail.parsed.headerLines.map((h) => h.line).join('\n')).not.toContain(bcc);
    // From the organisation by name, at the server's sending address; answers go to the organisation.
    expect(mail.parsed.from?.value).toEqual([{ name: 'De Vries Advies', address: 'no-reply@kwartier.test' }]);
    expect(mail.parsed.replyTo?.value).toEqual([{ name: '', address: 'info@devriesadvies.nl' }]);
    expect(mail.text).toContain('Beste Piet Jansen,');
    expect(mail.text).toContain(`Bekijk de factuur online: ${server.url}/invoices/${o.invoice.uuid}/print`);
    expect(mail.html).toContain(`href="${server.url}/invoices/${o.invoice.uuid}/print"`);

    const [pdf, xml] = mail.parsed.attachments;
    expect(pdf).toMatchObject({ filename: `${o.invoice.invoicenumber}.pdf`, contentType: 'application/pdf' });
    const text = await pdfText(new Uint8Array(pdf.content));
    expect(text).toContain(o.invoice.invoicenumber);
    expect(text).toContain('Factuur');
    expect(xml).toMatchObject({ filename: `${o.invoice.invoicenumber}.xml`, contentType: 'application/xml' });
    const ubl = parse(xml.content.toString('utf8')).Invoice;
    expect(ubl['cbc:ID']).toBe(o.invoice.invoicenumber);
    expect(ubl['cbc:BuyerReference']).toBe('PO 4711');
    expect(ubl['cac:LegalMonetaryTotal']['cbc:TaxExclusiveAmount']['#']).toBe(o.invoice.total_net);
    expect(ubl['cac:LegalMonetaryTotal']['cbc:PayableAmount']['#']).toBe(o.invoice.total_gross);

    // Issued as the status change issues it: no longer editable.
    expect((await o.admin.put(`/api/invoices/${o.invoice.id}`, { period: 'changed' })).status).toBe(409);
    // The log lists it.
    const log = await o.admin.get(`/api/invoices/${o.invoice.id}/mails`);
    expect(log.status).toBe(200);
    expect(log.body).toEqual([sent.body.mail]);
    expect(log.body[0].sender_name).toBe('Anna de Vries');

    // The same key again: the same answer, no second mail.
    const replay = await o.admin.post(
      `/api/invoices/${o.invoice.id}/send`,
      { recipients: [o.contactEmail, second], cc: [cc], bcc: [bcc], subject: draft.subject, message: draft.message, attach_pdf: true, attach_ubl: true, include_link: true },
      { headers: { 'idempotency-key': `send-${o.invoice.id}` } },
    );
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(sent.body);
    await server.mailer.idle();
    expect(mailbox.received.filter((m) => m.to === o.contactEmail)).toHaveLength(1);
  });

  it('sends a sent invoice again without changing it, without attachments or link when switched off', async () => {
    const o = await office();
    expect((await o.admin.put(`/api/invoices/${o.invoice.id}`, { status_id: 2 })).status).toBe(200);
    const again = await o.admin.post(`/api/invoices/${o.invoice.id}/send`, {
      recipients: [o.contactEmail],
      subject: 'Nogmaals {number}',
      message: 'Zie {number}: {amount}',
      attach_pdf: false,
      attach_ubl: false,
      include_link: false,
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body.invoice.status_id).toBe(2);
    expect(again.body.mail.attachments).toEqual([]);
    const mail = await mailbox.waitFor(o.contactEmail);
    // Placeholders typed in the dialog are filled in too.
    expect(mail.subject).toBe(`Nogmaals ${o.invoice.invoicenumber}`);
    expect(mail.text).toContain(`Zie ${o.invoice.invoicenumber}: ${o.printed.formatted_total_gross}`);
    expect(mail.text).not.toContain('/print');
    expect(mail.parsed.attachments).toEqual([]);
  });

  it('leaves the invoice a concept when the mail server refuses the mail, and logs it as failed', async () => {
    const o = await office();
    mailbox.refuse(true);
    const refused = await o.admin.post(`/api/invoices/${o.invoice.id}/send`, { recipients: [o.contactEmail], subject: 'Factuur', message: 'Hierbij.' });
    expect(refused.status, refused.text).toBe(424);
    expect(refused.body.message).toMatch(/^The mail could not be sent, so the invoice is unchanged\. The mail server answered: .*451/);
    expect(refused.body.mail).toMatchObject({ status: 'failed', to: [o.contactEmail], attachments: [`${o.invoice.invoicenumber}.pdf`] });
    expect(refused.body.mail.error).toContain('451');
    const after = await o.admin.get(`/api/invoices/${o.invoice.id}`);
    // Exactly as it was.
    expect(after.body).toEqual(o.invoice);
    const log = await o.admin.get(`/api/invoices/${o.invoice.id}/mails`);
    expect(log.body.map((m: { status: string }) => m.status)).toEqual(['failed']);

    // Accepted the next time: sent, and both mails in the log, newest first.
    mailbox.refuse(false);
    const sent = await o.admin.post(`/api/invoices/${o.invoice.id}/send`, { recipients: [o.contactEmail], subject: 'Factuur', message: 'Hierbij.' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.invoice.status_id).toBe(2);
    const both = await o.admin.get(`/api/invoices/${o.invoice.id}/mails`);
    expect(both.body.map((m: { status: string }) => m.status)).toEqual(['delivered', 'failed']);
    // The invoice's history: the refusal, then the delivery and the status it made, by the sender.
    const history = await o.admin.get(`/api/invoices/${o.invoice.id}/history`);
    expect(history.status, history.text).toBe(200);
    const mails = (history.body as { kind: string; user_name: string | null; details: Record<string, unknown> }[]).filter((entry) => entry.kind.startsWith('invoice.mail') || entry.kind === 'invoice.status');
    expect(mails.map(({ kind, user_name, details }) => ({ kind, user_name, details }))).toEqual([
      { kind: 'invoice.mail_sent', user_name: 'Anna de Vries', details: { mail: 'invoice', email: o.contactEmail } },
      { kind: 'invoice.status', user_name: 'Anna de Vries', details: { number: o.invoice.invoicenumber, from: 'concept', to: 'sent' } },
      { kind: 'invoice.mail_failed', user_name: 'Anna de Vries', details: { mail: 'invoice', email: o.contactEmail } },
    ]);
  });

  it('says so when the mail server cannot be reached', async () => {
    const unreachable = await startTestServer({ config: { smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'Kwartier <no-reply@kwartier.test>' } });
    try {
      const { browser: admin } = await signedInAdmin(unreachable);
      const client = await admin.post('/api/clients', { name: 'Klant' });
      const invoice = await admin.post('/api/invoices', { invoicenumber: 'U-1', client_id: client.body.id, contact_id: (await admin.post('/api/contacts', { name: 'K', client_id: client.body.id })).body.id, invoicedate: '2026-11-26', period: 'November' });
      await admin.post('/api/invoicelines', { service: 'Werk', amount: '1', unitprice: '10', vat: '21', invoice_id: invoice.body.id });
      const answer = await admin.post(`/api/invoices/${invoice.body.id}/send`, { recipients: ['k@example.org'], subject: 'Invoice', message: 'Here.' });
      expect(answer.status, answer.text).toBe(424);
      expect(answer.body.message).toMatch(/ECONNREFUSED|connect/i);
      expect((await admin.get(`/api/invoices/${invoice.body.id}`)).body.status_id).toBe(1);
    } finally {
      await unreachable.close();
    }
  });

  it('answers a repeat of the key "in progress" while the mail server is still answering, and the final answer after', async () => {
    // A mail server that holds every message until released.
    let arrived!: () => void;
    const arriving = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => {
          arrived();
          void released.then(() => callback());
        });
      },
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', () => resolve()));
    const slowServer = await startTestServer({ config: { smtpUrl: `smtp://127.0.0.1:${(slow.server.address() as AddressInfo).port}`, mailFrom: 'Kwartier <no-reply@kwartier.test>' } });
    try {
      const { browser: admin } = await signedInAdmin(slowServer);
      const client = await admin.post('/api/clients', { name: 'Klant' });
      const contact = await admin.post('/api/contacts', { name: 'K', client_id: client.body.id });
      const invoice = await admin.post('/api/invoices', { invoicenumber: 'S-1', client_id: client.body.id, contact_id: contact.body.id, invoicedate: '2026-11-26', period: 'November' });
      await admin.post('/api/invoicelines', { service: 'Werk', amount: '1', unitprice: '10', vat: '21', invoice_id: invoice.body.id });
      const body = { recipients: ['k@example.org'], subject: 'Invoice', message: 'Here.' };
      const options = { headers: { 'idempotency-key': 'slow-send' } };
      const first = admin.post(`/api/invoices/${invoice.body.id}/send`, body, options);
      await arriving;
      const repeat = await admin.post(`/api/invoices/${invoice.body.id}/send`, body, options);
      expect(repeat.status).toBe(409);
      expect((await admin.get(`/api/invoices/${invoice.body.id}`)).body.status_id).toBe(1);
      release();
      const answer = await first;
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.invoice.status_id).toBe(2);
      const replay = await admin.post(`/api/invoices/${invoice.body.id}/send`, body, options);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body).toEqual(answer.body);
    } finally {
      release();
      await slowServer.close();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it('refuses bad addresses, an e-invoice that cannot be made and a concept without lines, mailing nothing', async () => {
    const o = await office();
    const before = mailbox.received.length;
    const bad = await o.admin.post(`/api/invoices/${o.invoice.id}/send`, { recipients: [o.contactEmail, 'not an address'], cc: ['also wrong'], subject: 'S', message: 'M' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['cc.0', 'recipients.1']);
    expect(bad.body.errors['recipients.1']).toEqual(['The to field must be a valid email address.']);
    const none = await o.admin.post(`/api/invoices/${o.invoice.id}/send`, { recipients: [], subject: '', message: 'M' });
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors).sort()).toEqual(['recipients', 'subject']);

    expect((await o.admin.put(`/api/invoices/${o.invoice.id}`, { buyer_reference: '' })).status).toBe(200);
    const noUbl = await o.admin.post(`/api/invoices/${o.invoice.id}/send`, { recipients: [o.contactEmail], subject: 'S', message: 'M', attach_ubl: true });
    expect(noUbl.status).toBe(422);
    expect(Object.keys(noUbl.body.errors)).toEqual(['attach_ubl']);
    expect(noUbl.body.errors.attach_ubl[0]).toMatch(/^The e-invoice cannot be attached: .*reference/);

    const empty = await office({ lines: false });
    const nothing = await empty.admin.post(`/api/invoices/${empty.invoice.id}/send`, { recipients: [empty.contactEmail], subject: 'S', message: 'M' });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('An invoice without lines cannot be sent. Add a line or tracked time first.');

    await server.mailer.idle();
    expect(mailbox.received.length).toBe(before);
    expect((await o.admin.get(`/api/invoices/${o.invoice.id}/mails`)).body).toEqual([]);
    expect((await o.admin.get(`/api/invoices/${o.invoice.id}`)).body.status_id).toBe(1);
  });
});

describe('the templates', () => {
  it('answers the built-in ones, saves the organisation’s own and uses them in the invoice’s language', async () => {
    const o = await office();
    const builtIn = await o.admin.get('/api/organization/get/mailtemplates');
    expect(builtIn.status).toBe(200);
    expect(builtIn.body.templates.map((t: { kind: string; locale: string; customized: boolean }) => `${t.kind}:${t.locale}:${t.customized}`)).toEqual([
      'invoice:en:false',
      'invoice:nl:false',
      'reminder:en:false',
      'reminder:nl:false',
    ]);
    expect(builtIn.body.placeholders).toEqual(['number', 'amount', 'outstanding', 'duedate', 'organization', 'contact', 'client']);

    const saved = await o.admin.post('/api/organization/save/mailtemplates', {
      templates: [
        { kind: 'invoice', locale: 'nl', subject: 'Rekening {number} — {client}', body: 'Hoi {contact}, het bedrag is {amount}, uiterlijk {duedate}.' },
        { kind: 'invoice', locale: 'en', subject: 'Bill {number}', body: 'Hi {contact}' },
      ],
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.templates.find((t: { kind: string; locale: string }) => t.kind === 'invoice' && t.locale === 'nl')).toMatchObject({ subject: 'Rekening {number} — {client}', customized: true });
    // Saved again: replaced, not added.
    expect((await o.admin.post('/api/organization/save/mailtemplates', { templates: [{ kind: 'invoice', locale: 'nl', subject: 'Rekening {number} — {client}', body: 'Hoi {contact}, het bedrag is {amount}, uiterlijk {duedate}. {onbekend}' }] })).status).toBe(200);

    const draft = await o.admin.get(`/api/invoices/${o.invoice.id}/mails/draft`);
    expect(draft.body.subject).toBe(`Rekening ${o.invoice.invoicenumber} — Bakkerij & Zn`);
    expect(draft.body.message).toBe(`Hoi Piet Jansen, het bedrag is ${o.printed.formatted_total_gross}, uiterlijk 26-12-2026. {onbekend}`);

    const twice = await o.admin.post('/api/organization/save/mailtemplates', {
      templates: [
        { kind: 'reminder', locale: 'en', subject: 'A', body: 'B' },
        { kind: 'reminder', locale: 'en', subject: 'C', body: 'D' },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ 'templates.1': ['Each kind of mail and language can be given once.'] });
    const tooLong = await o.admin.post('/api/organization/save/mailtemplates', { templates: [{ kind: 'reminder', locale: 'en', subject: 'x'.repeat(256), body: '' }] });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.errors).sort()).toEqual(['templates.0.body', 'templates.0.subject']);
    // Nothing of a refused save is stored.
    const after = await o.admin.get('/api/organization/get/mailtemplates');
    expect(after.body.templates.filter((t: { customized: boolean }) => t.customized)).toHaveLength(2);

    // Another organisation still has the built-in ones.
    const { browser: other } = await signedInAdmin(server);
    expect((await other.get('/api/organization/get/mailtemplates')).body.templates.every((t: { customized: boolean }) => !t.customized)).toBe(true);
  });
});
