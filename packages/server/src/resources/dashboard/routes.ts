import { Hono } from 'hono';
import { currentUser, route, storeOf, ValidationFailure, type AppContext, type AppEnv } from '../../http/context.js';
import { mayCall } from '../../domain/roles.js';
import { membersPerDay, minutesPerDay, rangeProblem, startDate } from './rules.js';
import { activityTotalsShape, notesShape } from './shape.js';
import { dashboardStore } from './store.js';
import { billedPerCurrency } from '../expenses/rules.js';
import { expenseStore } from '../expenses/store.js';
import { receivablesShape } from '../invoices/shape.js';
import { invoiceStore } from '../invoices/store.js';
import { organizationStore } from '../organization/store.js';
import { serverToday } from '../../domain/today.js';

// The dashboard (`x-access: member`): the caller's own time (`me`) or that of every member of
// their organisation (`team`, active or not, admins included) in a range of at most 366 days.
// Any member may see the team's time; only an admin (a super admin is one) gets revenue, and
// what the range's billable expenses bill beside it.

export const dashboardRoutes = new Hono<AppEnv>();

/** The caller, the store and the checked range of the request. */
function requestOf(c: AppContext, body: { from: string; to: string }) {
  const problem = rangeProblem(body.from, body.to);
  if (problem) throw new ValidationFailure({ to: problem.id }, problem.params);
  const user = currentUser(c);
  return { user, dashboard: storeOf(c, dashboardStore) };
}

route(dashboardRoutes, '/api/dashboard/timetotals', 'post', async (c, { body }) => {
  const { user, dashboard } = requestOf(c, body);
  const days = await dashboard.dayTotals(body.scope, user.organization_id, user.id, body.from, body.to);
  const answer = { timetotals: minutesPerDay(body.from, body.to, days), startdate: startDate(body.from) };
  if (body.scope === 'me') return c.json(answer, 200);
  const members = membersPerDay(body.from, body.to, await dashboard.memberDayTotals(user.organization_id, body.from, body.to, c.get('locale')));
  return c.json({ ...answer, members }, 200);
});

route(dashboardRoutes, '/api/dashboard/activitytotals', 'post', async (c, { body }) => {
  const { user, dashboard } = requestOf(c, body);
  const totals = await dashboard.activityTotals(body.scope, user.organization_id, user.id, body.from, body.to, c.get('locale'));
  const expenses = mayCall(user, 'admin')
    ? billedPerCurrency(await storeOf(c, expenseStore).billable(user.organization_id, body.scope === 'me' ? user.id : null, body.from, body.to))
    : null;
  const { currency } = await storeOf(c, organizationStore).find(user.organization_id);
  return c.json(activityTotalsShape(totals, body.scope, expenses, currency), 200);
});

route(dashboardRoutes, '/api/dashboard/notes', 'post', async (c, { body }) => {
  const { user, dashboard } = requestOf(c, body);
  // Colleagues' notes are for admins, as in reports, unless the organisation lets members see them.
  const colleagues = body.scope === 'team' && (mayCall(user, 'admin') || (await storeOf(c, organizationStore).find(user.organization_id)).member_team_notes === 1);
  const notes = await dashboard.notes(body.scope, user.organization_id, user.id, body.from, body.to, c.get('locale'), colleagues);
  return c.json(notesShape(notes, body.scope), 200);
});

// The first steps of a new organisation (`x-access: member`): an admin's time is anyone's.
route(dashboardRoutes, '/api/dashboard/firststeps', 'get', async (c) => {
  const user = currentUser(c);
  return c.json(await storeOf(c, dashboardStore).firstSteps(user.organization_id, user.id, mayCall(user, 'admin')), 200);
});

// What the organisation's clients still owe (`x-access: admin`): its sent invoices of every year.
route(dashboardRoutes, '/api/dashboard/receivables', 'get', async (c) => {
  const user = currentUser(c);
  const invoices = await storeOf(c, invoiceStore).sent(user.organization_id);
  const organization = await storeOf(c, organizationStore).find(user.organization_id);
  // Overdue by the server's date, as the invoice list decides it.
  return c.json(receivablesShape(invoices, organization, serverToday(), user.locale), 200);
});
