import { Hono } from 'hono';
import { answerQuote, budgetFromQuote, checkQuoteMailable, createQuote, deleteQuote, invoiceQuote, markQuoteSent, quoteMailed, updateQuote } from '../../actions/quotes.js';
import { ownTransaction } from '../../db/transaction.js';
import { translate } from '../../domain/messages.js';
import { answerAfterCommit } from '../../http/idempotency.js';
import { refusalReason } from '../invoicemails/rules.js';
import { composeQuoteMail } from './mail.js';
import { actorOf, visitorOf } from '../../http/actor.js';
import { currentUser, route, storeOf, type AppContext, type AppEnv } from '../../http/context.js';
import { serverToday } from '../../domain/today.js';
import { invoiceAnswer } from '../invoices/answer.js';
import { documentPdfAnswer } from '../invoices/pdfRoute.js';
import { organizationStore } from '../organization/store.js';
import { quoteDocument } from './pdf.js';
import { quoteShape } from './shape.js';
import { quoteStore, type QuoteRecord } from './store.js';

// Quotes (`x-access: admin`) and the public link by uuid (no session), where the client answers.
// The changes are actions (actions/quotes.ts), each in the request's transaction.

export const quoteRoutes = new Hono<AppEnv>();

/** The quote as an admin's answer: in the user's language. */
async function quoteAnswer(c: AppContext, id: number) {
  const { organization_id, locale } = currentUser(c);
  const quote = await storeOf(c, quoteStore).find(organization_id, id);
  return quoteShape(quote, await storeOf(c, organizationStore).find(organization_id), serverToday(), locale);
}

/** The quote on its public link: in its own language, whoever asks. */
async function publicAnswer(c: AppContext, quote: QuoteRecord) {
  return quoteShape(quote, await storeOf(c, organizationStore).find(quote.organization_id), serverToday());
}

route(quoteRoutes, '/api/quotes', 'get', async (c) => {
  const { organization_id, locale } = currentUser(c);
  const organization = await storeOf(c, organizationStore).find(organization_id);
  const today = serverToday();
  const quotes = await storeOf(c, quoteStore).all(organization_id);
  return c.json({ quotes: quotes.map((quote) => quoteShape(quote, organization, today, locale)) }, 200);
});

route(quoteRoutes, '/api/quotes', 'post', async (c, { body }) => {
  const id = await createQuote(c.get('db'), actorOf(c), body);
  return c.json(await quoteAnswer(c, id), 201);
});

route(quoteRoutes, '/api/quotes/{id}', 'get', async (c, { params }) => {
  return c.json(await quoteAnswer(c, params.id), 200);
});

route(quoteRoutes, '/api/quotes/{id}', 'put', async (c, { params, body }) => {
  await updateQuote(c.get('db'), actorOf(c), params.id, body);
  return c.json(await quoteAnswer(c, params.id), 200);
});

route(quoteRoutes, '/api/quotes/{id}', 'delete', async (c, { params }) => {
  await deleteQuote(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});

route(quoteRoutes, '/api/quotes/{id}/sent', 'post', async (c, { params }) => {
  await markQuoteSent(c.get('db'), actorOf(c), params.id);
  return c.json(await quoteAnswer(c, params.id), 200);
});

// The mail goes out after the commit (the quote held until then has been checked); once the mail
// server accepted it the quote is sent, in a transaction of its own. Refused: 424, nothing changed.
route(quoteRoutes, '/api/quotes/{id}/send', 'post', async (c, { params, body }) => {
  const actor = actorOf(c);
  const quote = await checkQuoteMailable(c.get('db'), actor, params.id, serverToday());
  const mail = await composeQuoteMail(c.get('db'), c.get('config').appUrl, actor.organizationId, quote.id, body);
  const mailer = c.get('mailer');
  answerAfterCommit(c, async () => {
    try {
      await mailer.send(mail);
    } catch (error) {
      console.error(`mail of quote ${quote.id} to ${body.recipients.join(', ')} failed:`, error);
      return c.json({ message: translate(actor.locale, 'quotes.refused', { reason: refusalReason(error) }) }, 424);
    }
    // After the commit the request's handle is the database itself again.
    await ownTransaction(c.get('db'), (trx) => quoteMailed(trx, actor, quote.id, body.recipients));
    return c.json(await quoteAnswer(c, quote.id), 200);
  });
  // Replaced by the effect's answer above.
  return c.body(null, 204);
});

route(quoteRoutes, '/api/quotes/{id}/invoice', 'post', async (c, { params, body }) => {
  const invoiceId = await invoiceQuote(c.get('db'), actorOf(c), params.id, body);
  return c.json(await invoiceAnswer(c, currentUser(c).organization_id, invoiceId), 201);
});

route(quoteRoutes, '/api/quotes/{id}/budget', 'post', async (c, { params, body }) => {
  await budgetFromQuote(c.get('db'), actorOf(c), params.id, body);
  return c.json(await quoteAnswer(c, params.id), 200);
});

route(quoteRoutes, '/api/public/quotes/{uuid}', 'get', async (c, { params }) => {
  return c.json(await publicAnswer(c, await storeOf(c, quoteStore).byUuid(params.uuid)), 200);
});

route(quoteRoutes, '/api/public/quotes/{uuid}/accept', 'post', async (c, { params, body }) => {
  return c.json(await publicAnswer(c, await answerQuote(c.get('db'), visitorOf(c), params.uuid, true, body, serverToday())), 200);
});

route(quoteRoutes, '/api/public/quotes/{uuid}/decline', 'post', async (c, { params, body }) => {
  return c.json(await publicAnswer(c, await answerQuote(c.get('db'), visitorOf(c), params.uuid, false, body, serverToday())), 200);
});

// The PDF of the quote, from the same answer as the public link (invoices/pdf.ts draws it): a page load, in the quote's language.
route(quoteRoutes, '/quotes/{id}/pdf', 'get', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const organization = await storeOf(c, organizationStore).find(organizationId);
  const quote = quoteShape(await storeOf(c, quoteStore).find(organizationId, params.id), organization, serverToday());
  return documentPdfAnswer(c, quoteDocument(quote), organization);
});

// The same for whoever has the public link (not for a concept).
route(quoteRoutes, '/quote/{uuid}/pdf', 'get', async (c, { params }) => {
  const record = await storeOf(c, quoteStore).byUuid(params.uuid);
  const organization = await storeOf(c, organizationStore).find(record.organization_id);
  return documentPdfAnswer(c, quoteDocument(quoteShape(record, organization, serverToday())), organization);
});
