import type { ReportFilter } from '@kwartier/api';
import { Hono } from 'hono';
import { mayCall } from '../../domain/roles.js';
import { checkBody, currentUser, route, storeOf, type AppContext, type AppEnv, type FieldProblem } from '../../http/context.js';
import { rangeProblem } from '../dashboard/rules.js';
import { organizationStore } from '../organization/store.js';
import { projectStore } from '../projects/store.js';
import { countsExpenses, countsHours, groupsProblem, reportMembers } from './rules.js';
import { reportEntriesShape, reportShape, withExpenseRows } from './shape.js';
import { reportStore, type ReportQuery } from './store.js';
import { serverToday } from '../../domain/today.js';

// Reports (`x-access: member`, reads sent as POST): an admin reports on every member of the
// organisation, a member only on their own time (their `user_ids` is ignored); only an admin gets
// revenue. The range follows the dashboard's rule (at most 366 days, 422 under `to`).

export const reportRoutes = new Hono<AppEnv>();

/**
 * The caller, whether they see revenue and everyone's time, and the store's query of the request.
 * `over_budget` is an admin's filter (a member sees no budgets): the projects over budget today.
 */
async function requestOf(c: AppContext, body: ReportFilter) {
  const user = currentUser(c);
  const isAdmin = mayCall(user, 'admin');
  const overBudget =
    isAdmin && body.over_budget !== undefined && body.over_budget !== null
      ? { over: body.over_budget, projectIds: await storeOf(c, projectStore).overBudget(user.organization_id, serverToday()) }
      : null;
  const query: ReportQuery = {
    organizationId: user.organization_id,
    from: body.from,
    to: body.to,
    userIds: reportMembers(isAdmin, user.id, body.user_ids),
    clientIds: body.client_ids ?? [],
    projectIds: body.project_ids ?? [],
    activityIds: body.activity_ids ?? [],
    billable: body.billable ?? null,
    invoiced: body.invoiced ?? null,
    overBudget,
    locale: c.get('locale'),
  };
  const { currency } = await storeOf(c, organizationStore).find(user.organization_id);
  return { user, isAdmin, query, currency, reports: storeOf(c, reportStore) };
}

/** The range's rule, under `to`. */
function rangeErrors(body: Partial<ReportFilter>): Record<string, FieldProblem> {
  const problem = body.from !== undefined && body.to !== undefined ? rangeProblem(body.from, body.to) : null;
  return problem ? { to: problem } : {};
}

// With the contract's schema, so one 422 names a wrong range and wrong groups together.
checkBody('/api/reports', 'post', (body) => {
  const groupProblem = body.group_by ? groupsProblem(body.group_by, body.type) : null;
  return { ...rangeErrors(body), ...(groupProblem ? { group_by: groupProblem } : {}) };
});
checkBody('/api/reports/entries', 'post', rangeErrors);

route(reportRoutes, '/api/reports', 'post', async (c, { body }) => {
  const { user, isAdmin, query, currency, reports } = await requestOf(c, body);
  const type = body.type ?? 'hours';
  const firstDay = body.group_by.includes('week') ? await reports.firstDayOfWeek(user.organization_id) : 1;
  const [hours, expenses] = await Promise.all([
    countsHours(type) ? reports.grouped(query, body.group_by, firstDay) : [],
    countsExpenses(type) ? reports.expensesGrouped(query, body.group_by, firstDay) : null,
  ]);
  const rows = expenses ? withExpenseRows(hours, expenses) : hours;
  return c.json(reportShape(rows, body.group_by, isAdmin, c.get('locale'), currency, expenses !== null), 200);
});

route(reportRoutes, '/api/reports/entries', 'post', async (c, { body }) => {
  const { isAdmin, query, currency, reports } = await requestOf(c, body);
  const page = body.page ?? 1;
  const perPage = body.per_page ?? 100;
  const [entries, sums] = await Promise.all([reports.entries(query, perPage, (page - 1) * perPage), reports.sums(query)]);
  return c.json(reportEntriesShape(entries, sums, page, perPage, isAdmin, currency), 200);
});
