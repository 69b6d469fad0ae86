import { Hono } from 'hono';
import { flipped } from '../../domain/flags.js';
import { formatCents } from '../../domain/money.js';
import { audit } from '../../http/audit.js';
import { currentUser, HttpError, route, storeOf, ValidationFailure, type AppEnv } from '../../http/context.js';
import { activityDeleteProblem, attachProblem, memberRequest, newActivityFields } from './rules.js';
import { activityShape } from './shape.js';
import { activityStore } from './store.js';

// A project's activities and the team members on them with their hourly rates, on the project
// screen (`x-access: admin`). Every call acts on the caller's organisation; every write answers
// the activity as it is afterwards. A member's rate set or changed is in the audit trail (`rate.*`,
// about the activity, naming the member).

export const activityRoutes = new Hono<AppEnv>();

route(activityRoutes, '/api/activities/project/{id}', 'get', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const activities = storeOf(c, activityStore);
  if (!(await activities.hasProject(organizationId, params.id))) throw new HttpError(404, 'http.not_found');
  return c.json((await activities.listOfProject(organizationId, params.id)).map(activityShape), 200);
});

route(activityRoutes, '/api/activities', 'post', async (c, { body }) => {
  const organizationId = currentUser(c).organization_id;
  const activities = storeOf(c, activityStore);
  if (!(await activities.hasProject(organizationId, body.project_id))) throw new ValidationFailure({ project_id: 'validation.in' });
  const id = await activities.insert(organizationId, newActivityFields(body), new Date());
  return c.json(activityShape(await activities.find(organizationId, id)), 201);
});

// Declared before `/api/activities/:id` for readability only: the method differs anyway.
route(activityRoutes, '/api/activities/toggle/active', 'post', async (c, { body }) => {
  const organizationId = currentUser(c).organization_id;
  const activities = storeOf(c, activityStore);
  const activity = await activities.find(organizationId, body.id);
  await activities.update(organizationId, body.id, { active: flipped(activity.active) });
  return c.json(activityShape(await activities.find(organizationId, body.id)), 200);
});

route(activityRoutes, '/api/activities/{id}', 'put', async (c, { params, body }) => {
  const organizationId = currentUser(c).organization_id;
  const activities = storeOf(c, activityStore);
  await activities.find(organizationId, params.id);
  await activities.update(organizationId, params.id, body.billable === undefined ? { name: body.name } : { name: body.name, billable: body.billable ? 1 : 0 });
  return c.json(activityShape(await activities.find(organizationId, params.id)), 200);
});

route(activityRoutes, '/api/activities/{id}', 'delete', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const activities = storeOf(c, activityStore);
  const activity = await activities.find(organizationId, params.id);
  const problem = activityDeleteProblem(activity, activity.active === 0 && (await activities.hasTime(organizationId, params.id)));
  if (problem) throw new HttpError(409, problem);
  // The members on it go with it (foreign key cascade).
  await activities.delete(organizationId, params.id);
  return c.body(null, 204);
});

route(activityRoutes, '/api/activities/{id}/attachuser', 'post', async (c, { params, body }) => {
  const organizationId = currentUser(c).organization_id;
  const activities = storeOf(c, activityStore);
  await activities.find(organizationId, params.id);
  const member = await activities.candidate(organizationId, body.teammember_id);
  const onIt = member !== undefined && (await activities.link(organizationId, params.id, body.teammember_id)) !== undefined;
  const checked = memberRequest(params.id, body, attachProblem(member, onIt));
  if ('errors' in checked) throw new ValidationFailure(checked.errors, checked.params);
  await activities.attach(organizationId, params.id, body.teammember_id, checked.cents, new Date());
  await audit(c, 'rate.set', { type: 'activity', id: params.id }, { name: member?.name ?? member?.email, amount: formatCents(checked.cents) });
  return c.json(activityShape(await activities.find(organizationId, params.id)), 200);
});

route(activityRoutes, '/api/activities/{id}/updateuser', 'post', async (c, { params, body }) => {
  const organizationId = currentUser(c).organization_id;
  const activities = storeOf(c, activityStore);
  await activities.find(organizationId, params.id);
  const link = await activities.link(organizationId, params.id, body.teammember_id);
  const checked = memberRequest(params.id, body, link ? null : 'activities.member_not_on');
  if ('errors' in checked) throw new ValidationFailure(checked.errors, checked.params);
  await activities.setRate(organizationId, params.id, body.teammember_id, checked.cents);
  if (link && link.rate_cents !== checked.cents) {
    const member = await activities.candidate(organizationId, body.teammember_id);
    await audit(c, 'rate.changed', { type: 'activity', id: params.id }, { name: member?.name ?? member?.email, from: formatCents(link.rate_cents), to: formatCents(checked.cents) });
  }
  return c.json(activityShape(await activities.find(organizationId, params.id)), 200);
});

route(activityRoutes, '/api/activities/{pivotid}/detachuser', 'post', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const activities = storeOf(c, activityStore);
  const link = await activities.findLink(organizationId, params.pivotid);
  await activities.detach(organizationId, link.id);
  return c.json(activityShape(await activities.find(organizationId, link.activity_id)), 200);
});
