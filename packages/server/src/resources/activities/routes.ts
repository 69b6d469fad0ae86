import { Hono } from 'hono';
import { attachMember, changeMemberRate, createActivity, deleteActivity, detachMember, toggleActivityActive, updateActivity } from '../../actions/activities.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, HttpError, route, storeOf, type AppEnv } from '../../http/context.js';
import { activityShape } from './shape.js';
import { activityStore } from './store.js';

// A project's activities and the team members on them with their hourly rates, on the project
// screen (`x-access: admin`). Every call acts on the caller's organisation; every write answers
// the activity as it is afterwards. The changes are actions/activities.ts (a member's rate set or
// changed is in the audit trail, `rate.*`).

export const activityRoutes = new Hono<AppEnv>();

route(activityRoutes, '/api/activities/project/{id}', 'get', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const activities = storeOf(c, activityStore);
  if (!(await activities.hasProject(organizationId, params.id))) throw new HttpError(404, 'http.not_found');
  return c.json((await activities.listOfProject(organizationId, params.id)).map(activityShape), 200);
});

route(activityRoutes, '/api/activities', 'post', async (c, { body }) => {
  return c.json(activityShape(await createActivity(c.get('db'), actorOf(c), body)), 201);
});

// Declared before `/api/activities/:id` for readability only: the method differs anyway.
route(activityRoutes, '/api/activities/toggle/active', 'post', async (c, { body }) => {
  return c.json(activityShape(await toggleActivityActive(c.get('db'), actorOf(c), body.id)), 200);
});

route(activityRoutes, '/api/activities/{id}', 'put', async (c, { params, body }) => {
  return c.json(activityShape(await updateActivity(c.get('db'), actorOf(c), params.id, body)), 200);
});

route(activityRoutes, '/api/activities/{id}', 'delete', async (c, { params }) => {
  await deleteActivity(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});

route(activityRoutes, '/api/activities/{id}/attachuser', 'post', async (c, { params, body }) => {
  return c.json(activityShape(await attachMember(c.get('db'), actorOf(c), params.id, body)), 200);
});

route(activityRoutes, '/api/activities/{id}/updateuser', 'post', async (c, { params, body }) => {
  return c.json(activityShape(await changeMemberRate(c.get('db'), actorOf(c), params.id, body)), 200);
});

route(activityRoutes, '/api/activities/{pivotid}/detachuser', 'post', async (c, { params }) => {
  return c.json(activityShape(await detachMember(c.get('db'), actorOf(c), params.pivotid)), 200);
});
