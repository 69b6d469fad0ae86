import { Hono } from 'hono';
import { translate } from '../../domain/messages.js';
import { currentUser, HttpError, route, storeOf, ValidationFailure, type AppEnv } from '../../http/context.js';
import { answerAfterCommit } from '../../http/idempotency.js';
import { changeInvoiceStatus } from '../../actions/invoices.js';
import { saveMailTemplates } from '../../actions/organization.js';
import { actorOf } from '../../http/actor.js';
import { invoiceAnswer } from '../invoices/answer.js';
import { CONCEPT, exchangeRateProblem, invoiceTotals, SENT, statusProblem } from '../invoices/rules.js';
import { organizationStore } from '../organization/store.js';
import { outstandingCents } from '../payments/rules.js';
import { invoiceStore } from '../invoices/store.js';
import { paymentStore } from '../payments/store.js';
import { sendInvoiceMail } from '../../actions/invoiceMails.js';
import { composeInvoiceMail, invoiceMailDraft } from './mail.js';
import { mailShape, templatesShape } from './shape.js';
import { invoiceMailStore } from './store.js';

// Invoices by mail (`x-access: admin`): the draft, sending, the log, the templates.
//
// Sending: the handler checks and builds the mail in the request's transaction, which changes
// nothing; after its commit the mail goes to the mail server and the answer waits for it
// (http/idempotency.ts answerAfterCommit). Only when the server accepted it does a concept
// become sent, in a transaction of its own together with the log entry; a refusal is logged and
// answered 424 with the invoice unchanged.

export const invoiceMailRoutes = new Hono<AppEnv>();

route(invoiceMailRoutes, '/api/invoices/{id}/mails/draft', 'get', async (c, { params, query }) => {
  const user = currentUser(c);
  const draft = await invoiceMailDraft(c.get('db'), c.get('config').appUrl, user.organization_id, params.id, query.kind ?? 'invoice', user.locale);
  return c.json(draft, 200);
});

route(invoiceMailRoutes, '/api/invoices/{id}/mails', 'get', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const invoice = await storeOf(c, invoiceStore).find(organizationId, params.id);
  const mails = await storeOf(c, invoiceMailStore).ofInvoice(organizationId, invoice.id);
  return c.json(mails.map(mailShape), 200);
});

route(invoiceMailRoutes, '/api/invoices/{id}/send', 'post', async (c, { params, body }) => {
  const user = currentUser(c);
  const organizationId = user.organization_id;
  const kind = body.kind ?? 'invoice';
  await storeOf(c, paymentStore).lockInvoice(organizationId, params.id);
  const invoice = await storeOf(c, invoiceStore).find(organizationId, params.id);
  // A concept is sent by this mail, so it must be one that can be sent (the status change's rule).
  const problem = kind === 'invoice' && invoice.status_id === CONCEPT ? statusProblem(CONCEPT, SENT, invoice.lines.length) : null;
  if (problem) throw new HttpError(409, problem);
  if (kind === 'invoice' && invoice.status_id === CONCEPT) {
    // Issued by this mail: in another currency than the organisation's only with its exchange rate.
    const own = (await storeOf(c, organizationStore).find(organizationId)).currency;
    const rateFault = exchangeRateProblem(invoice.currency, own, invoice.exchange_rate);
    if (rateFault) throw new ValidationFailure({ exchange_rate: rateFault }, { currency: invoice.currency, own });
  }
  // A reminder asks for what is still open: only a sent invoice that is not paid has that (a credit invoice owes nothing).
  const owed = outstandingCents(invoice.status_id, invoiceTotals(invoice.lines, invoice.currency).gross, BigInt(invoice.paid_cents));
  if (kind === 'reminder' && (invoice.status_id !== SENT || owed <= 0n)) throw new HttpError(409, 'invoicemails.reminder_not_sent');

  const request = {
    recipients: body.recipients,
    cc: body.cc ?? [],
    bcc: body.bcc ?? [],
    subject: body.subject,
    message: body.message,
    attach_pdf: body.attach_pdf ?? true,
    attach_ubl: body.attach_ubl ?? false,
    include_link: body.include_link ?? true,
  };
  const composed = await composeInvoiceMail(c.get('db'), c.get('config').appUrl, organizationId, invoice.id, request, user.locale);
  if ('ublProblems' in composed) throw new ValidationFailure({ attach_ubl: 'invoicemails.ubl_unavailable' }, { reason: composed.ublProblems.join(' ') });

  const mailer = c.get('mailer');
  const actor = actorOf(c);
  answerAfterCommit(c, async () => {
    // After the commit the request's handle is the database itself again.
    const root = c.get('db');
    const sent = await sendInvoiceMail(root, mailer, { actor, invoiceId: invoice.id, kind, composed }, async (trx) => {
      // Sent meanwhile by another request: nothing left to change.
      if (kind === 'invoice') await changeInvoiceStatus(trx, actor, invoice.id, SENT, { onlyFrom: CONCEPT });
    });
    if (sent.failure !== null) {
      return c.json({ message: translate(user.locale, 'invoicemails.refused', { reason: sent.failure }), mail: mailShape(sent.log) }, 424);
    }
    return c.json({ invoice: await invoiceAnswer(c, organizationId, invoice.id), mail: mailShape(sent.log) }, 200);
  });
  // Replaced by the effect's answer above.
  return c.body(null, 204);
});

route(invoiceMailRoutes, '/api/organization/get/mailtemplates', 'get', async (c) => {
  return c.json(templatesShape(await storeOf(c, invoiceMailStore).templates(currentUser(c).organization_id)), 200);
});

route(invoiceMailRoutes, '/api/organization/save/mailtemplates', 'post', async (c, { body }) => {
  const templates = body.templates.map((template) => ({ kind: template.kind ?? 'invoice', locale: template.locale ?? 'en', subject: template.subject, body: template.body }));
  return c.json(templatesShape(await saveMailTemplates(c.get('db'), actorOf(c), templates)), 200);
});
