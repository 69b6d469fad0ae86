import { Hono } from 'hono';
import { auditRange } from '../../domain/audit.js';
import { currentUser, route, storeOf, type AppEnv } from '../../http/context.js';
import { auditStore } from '../../stores/audit.js';
import { invoiceStore } from '../invoices/store.js';
import { auditEntryShape } from './shape.js';

// The audit trail (`x-access: admin`): read only — no route changes or removes
// an entry. Entries are written where the changes happen (http/audit.ts `audit`).

export const auditRoutes = new Hono<AppEnv>();

route(auditRoutes, '/api/audit', 'get', async (c, { query }) => {
  const user = currentUser(c);
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 50;
  const { rows, total } = await storeOf(c, auditStore).page(
    user.organization_id,
    { userId: query.user_id, kind: query.kind, ...auditRange(query.from, query.to) },
    page,
    perPage,
  );
  return c.json({ entries: rows.map(auditEntryShape), page, per_page: perPage, total_count: total }, 200);
});

route(auditRoutes, '/api/invoices/{id}/history', 'get', async (c, { params }) => {
  const user = currentUser(c);
  // Another organisation's (or a deleted) invoice is 404, like a missing one.
  await storeOf(c, invoiceStore).find(user.organization_id, params.id);
  const rows = await storeOf(c, auditStore).about(user.organization_id, 'invoice', params.id);
  return c.json(rows.map(auditEntryShape), 200);
});
