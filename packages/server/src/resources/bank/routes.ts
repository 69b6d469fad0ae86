import { Hono } from 'hono';
import { confirmBankEntry, importStatement, skipBankEntry } from '../../actions/bank.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, route, validFile, type AppEnv } from '../../http/context.js';
import { bankEntriesAnswer, bankEntryAnswer, openInvoicesAnswer } from './answer.js';

// Bank statements (`x-access: admin`): upload (the incoming payments kept once), the entries
// with a proposed match, the invoices still owing to match by hand, confirm (payments) and skip. Each write is one action in the request's
// transaction (http/idempotency.ts).

export const bankRoutes = new Hono<AppEnv>();

route(bankRoutes, '/api/bank/statements', 'post', async (c) => {
  const text = await validFile(c, 'file').text();
  return c.json(await importStatement(c.get('db'), actorOf(c), text), 201);
});

route(bankRoutes, '/api/bank/entries', 'get', async (c, { query }) => {
  return c.json(await bankEntriesAnswer(c.get('db'), currentUser(c).organization_id, query.status ?? 'open'), 200);
});

route(bankRoutes, '/api/bank/open-invoices', 'get', async (c) => {
  return c.json(await openInvoicesAnswer(c.get('db'), currentUser(c).organization_id), 200);
});

route(bankRoutes, '/api/bank/entries/{id}/confirm', 'post', async (c, { params, body }) => {
  await confirmBankEntry(c.get('db'), actorOf(c), params.id, body.allocations);
  return c.json(await bankEntryAnswer(c.get('db'), currentUser(c).organization_id, params.id), 200);
});

route(bankRoutes, '/api/bank/entries/{id}/skip', 'post', async (c, { params }) => {
  await skipBankEntry(c.get('db'), actorOf(c), params.id);
  return c.json(await bankEntryAnswer(c.get('db'), currentUser(c).organization_id, params.id), 200);
});
