import { Hono } from 'hono';
import { createExpense, createExpenseCategory, deleteExpense, deleteExpenseCategory, removeExpenseReceipt, renameExpenseCategory, saveExpenseReceipt, updateExpense, type ExpenseReach } from '../../actions/expenses.js';
import { mayCall } from '../../domain/roles.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, HttpError, route, storeOf, validFile, type AppContext, type AppEnv } from '../../http/context.js';
import { addExpensesToInvoice, openExpensesOf } from '../../actions/invoiceExpenses.js';
import { invoiceAnswer } from '../invoices/answer.js';
import { invoiceExpenseShape, expenseShape } from './shape.js';
import { expenseStore } from './store.js';

// Expenses (`x-access: member`): a member's own, an admin's reach is the organisation's. The
// changes are actions (actions/expenses.ts); these routes parse, call and answer.

export const expenseRoutes = new Hono<AppEnv>();

function reachOf(c: AppContext): ExpenseReach {
  return { admin: mayCall(currentUser(c), 'admin') };
}

/** The member the caller is limited to; null for an admin. */
function ownOnly(c: AppContext): number | null {
  return reachOf(c).admin ? null : currentUser(c).id;
}

route(expenseRoutes, '/api/expenses', 'get', async (c, { query }) => {
  const user = currentUser(c);
  const expenses = storeOf(c, expenseStore);
  const userId = ownOnly(c);
  const [list, projects, categories] = [
    await expenses.list(user.organization_id, { userId, from: query.from, to: query.to }),
    await expenses.choosableProjects(user.organization_id, userId),
    await expenses.categories(user.organization_id),
  ];
  return c.json({ expenses: list.map(expenseShape), projects, categories }, 200);
});

route(expenseRoutes, '/api/expenses', 'post', async (c, { body }) => {
  return c.json(expenseShape(await createExpense(c.get('db'), actorOf(c), body, reachOf(c))), 201);
});

route(expenseRoutes, '/api/expenses/{id}', 'get', async (c, { params }) => {
  return c.json(expenseShape(await storeOf(c, expenseStore).find(currentUser(c).organization_id, params.id, ownOnly(c))), 200);
});

route(expenseRoutes, '/api/expenses/{id}', 'put', async (c, { params, body }) => {
  return c.json(expenseShape(await updateExpense(c.get('db'), actorOf(c), params.id, body, reachOf(c))), 200);
});

route(expenseRoutes, '/api/expenses/{id}', 'delete', async (c, { params }) => {
  await deleteExpense(c.get('db'), actorOf(c), params.id, reachOf(c));
  return c.body(null, 204);
});

/** PDF or image by content; its size was checked against the contract's `x-max-bytes` already (413). */
route(expenseRoutes, '/api/expenses/{id}/receipt', 'post', async (c, { params }) => {
  const file = validFile(c, 'receipt');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = file instanceof File ? file.name : undefined;
  return c.json(expenseShape(await saveExpenseReceipt(c.get('db'), actorOf(c), params.id, { bytes, name }, reachOf(c))), 200);
});

route(expenseRoutes, '/api/expenses/{id}/receipt', 'delete', async (c, { params }) => {
  return c.json(expenseShape(await removeExpenseReceipt(c.get('db'), actorOf(c), params.id, reachOf(c))), 200);
});

route(expenseRoutes, '/api/expenses/{id}/receipt', 'get', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const expenses = storeOf(c, expenseStore);
  await expenses.find(organizationId, params.id, ownOnly(c));
  const receipt = await expenses.receipt(organizationId, params.id);
  if (!receipt) throw new HttpError(404, 'http.not_found');
  c.header('Content-Type', receipt.mime);
  // The type was told by the content at upload; browsers must not guess another, nor show it inline.
  c.header('X-Content-Type-Options', 'nosniff');
  // An ASCII name for old clients, the exact one (RFC 5987) for the rest.
  const ascii = receipt.name.replace(/[^\x20-\x7e]/g, '_');
  c.header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(receipt.name)}`);
  c.header('Cache-Control', 'private, no-store');
  return c.body(new Uint8Array(receipt.bytes), 200);
});

route(expenseRoutes, '/api/expensecategories', 'get', async (c) => {
  return c.json(await storeOf(c, expenseStore).categoryUses(currentUser(c).organization_id), 200);
});

route(expenseRoutes, '/api/expensecategories', 'post', async (c, { body }) => {
  return c.json(await createExpenseCategory(c.get('db'), actorOf(c), body.name), 201);
});

route(expenseRoutes, '/api/expensecategories/{id}', 'put', async (c, { params, body }) => {
  return c.json(await renameExpenseCategory(c.get('db'), actorOf(c), params.id, body.name), 200);
});

route(expenseRoutes, '/api/expensecategories/{id}', 'delete', async (c, { params }) => {
  await deleteExpenseCategory(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});

// An invoice's billable expenses (`x-access: admin`): served here beside the expenses they read;
// the lines are the invoice's (actions/invoiceExpenses.ts).
route(expenseRoutes, '/api/invoices/{id}/expenses', 'get', async (c, { params }) => {
  const expenses = await openExpensesOf(c.get('db'), actorOf(c), params.id);
  return c.json({ expenses: expenses.map(invoiceExpenseShape) }, 200);
});

route(expenseRoutes, '/api/invoices/{id}/expenses', 'post', async (c, { params, body }) => {
  await addExpensesToInvoice(c.get('db'), actorOf(c), params.id, body.expense_ids, body.group);
  return c.json(await invoiceAnswer(c, currentUser(c).organization_id, params.id), 201);
});
