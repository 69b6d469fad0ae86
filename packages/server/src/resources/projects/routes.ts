import { Hono } from 'hono';
import { createProject, deleteProject, toggleProjectActive, updateProject } from '../../actions/projects.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, route, storeOf, type AppEnv } from '../../http/context.js';
import { nextProjectNumber } from './rules.js';
import { projectShape } from './shape.js';
import { projectStore } from './store.js';

// Projects are an admin screen (`x-access: admin`). Every call acts on the caller's organisation;
// the changes are actions/projects.ts (each in the audit trail, `project.*`).

export const projectRoutes = new Hono<AppEnv>();

route(projectRoutes, '/api/projects', 'get', async (c) => {
  const projects = await storeOf(c, projectStore).list(currentUser(c).organization_id);
  return c.json(projects.map(projectShape), 200);
});

route(projectRoutes, '/api/projects', 'post', async (c, { body }) => {
  return c.json(projectShape(await createProject(c.get('db'), actorOf(c), body)), 201);
});

// Tagged `organization` in the contract, like the next invoice number; served here beside the
// projects it reads.
route(projectRoutes, '/api/organization/get/nextprojectnumber', 'get', async (c) => {
  const numbers = await storeOf(c, projectStore).numbersNewestFirst(currentUser(c).organization_id);
  return c.json({ projectnumber: nextProjectNumber(numbers) }, 200);
});

// Declared before `/api/projects/:id` for readability only: the method differs anyway.
route(projectRoutes, '/api/projects/toggle/active', 'post', async (c, { body }) => {
  return c.json(projectShape(await toggleProjectActive(c.get('db'), actorOf(c), body.id)), 200);
});

route(projectRoutes, '/api/projects/{id}', 'get', async (c, { params }) => {
  return c.json(projectShape(await storeOf(c, projectStore).find(currentUser(c).organization_id, params.id)), 200);
});

route(projectRoutes, '/api/projects/{id}', 'put', async (c, { params, body }) => {
  return c.json(projectShape(await updateProject(c.get('db'), actorOf(c), params.id, body)), 200);
});

route(projectRoutes, '/api/projects/{id}', 'delete', async (c, { params }) => {
  await deleteProject(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});
