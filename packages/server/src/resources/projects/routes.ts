import type { Project } from '@kwartier/api';
import { Hono } from 'hono';
import { createProject, deleteProject, toggleProjectActive, updateProject } from '../../actions/projects.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, route, storeOf, type AppContext, type AppEnv } from '../../http/context.js';
import { NO_USE } from './budget.js';
import { nextProjectNumber } from './rules.js';
import { projectShape } from './shape.js';
import { projectStore, type ProjectWithClient } from './store.js';
import { serverToday } from '../../domain/today.js';

// Projects are an admin screen (`x-access: admin`). Every call acts on the caller's organisation;
// the changes are actions/projects.ts (each in the audit trail, `project.*`). Each answer carries
// what the project's budget used in its current period (the server's day).

export const projectRoutes = new Hono<AppEnv>();

/** The projects as answered, each with its budget's use. */
async function answers(c: AppContext, rows: readonly ProjectWithClient[]): Promise<Project[]> {
  const day = serverToday();
  const budgeted = rows.filter((row) => row.budget_kind !== null).map((row) => row.id);
  const uses = await storeOf(c, projectStore).uses(currentUser(c).organization_id, budgeted, day.slice(0, 7));
  return rows.map((row) => projectShape(row, uses.get(row.id) ?? NO_USE, day));
}

const answer = async (c: AppContext, row: ProjectWithClient): Promise<Project> => (await answers(c, [row]))[0]!;

route(projectRoutes, '/api/projects', 'get', async (c) => {
  const projects = await storeOf(c, projectStore).list(currentUser(c).organization_id);
  return c.json(await answers(c, projects), 200);
});

route(projectRoutes, '/api/projects', 'post', async (c, { body }) => {
  return c.json(await answer(c, await createProject(c.get('db'), actorOf(c), body)), 201);
});

// Tagged `organization` in the contract, like the next invoice number; served here beside the
// projects it reads.
route(projectRoutes, '/api/organization/get/nextprojectnumber', 'get', async (c) => {
  const numbers = await storeOf(c, projectStore).numbersNewestFirst(currentUser(c).organization_id);
  return c.json({ projectnumber: nextProjectNumber(numbers) }, 200);
});

// Declared before `/api/projects/:id` for readability only: the method differs anyway.
route(projectRoutes, '/api/projects/toggle/active', 'post', async (c, { body }) => {
  return c.json(await answer(c, await toggleProjectActive(c.get('db'), actorOf(c), body.id)), 200);
});

route(projectRoutes, '/api/projects/{id}', 'get', async (c, { params }) => {
  return c.json(await answer(c, await storeOf(c, projectStore).find(currentUser(c).organization_id, params.id)), 200);
});

route(projectRoutes, '/api/projects/{id}', 'put', async (c, { params, body }) => {
  return c.json(await answer(c, await updateProject(c.get('db'), actorOf(c), params.id, body)), 200);
});

route(projectRoutes, '/api/projects/{id}', 'delete', async (c, { params }) => {
  await deleteProject(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});
