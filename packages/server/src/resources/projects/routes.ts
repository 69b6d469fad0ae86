import { Hono } from 'hono';
import { flipped } from '../../domain/flags.js';
import type { MessageId } from '../../domain/messages.js';
import { currentUser, HttpError, input, storeOf, ValidationFailure, type AppEnv } from '../../http/context.js';
import { clientProblem, newProjectFields, projectDeleteProblem, updatedProjectFields, updateProblems } from './rules.js';
import { projectShape } from './shape.js';
import { projectStore } from './store.js';

// Projects are an admin screen (`x-access: admin`). Every call acts on the caller's organisation.

export const projectRoutes = new Hono<AppEnv>();

projectRoutes.get('/api/projects', async (c) => {
  const projects = await storeOf(c, projectStore).list(currentUser(c).organization_id);
  return c.json(projects.map(projectShape), 200);
});

projectRoutes.post('/api/projects', async (c) => {
  const { body } = input(c, '/api/projects', 'post');
  const organizationId = currentUser(c).organization_id;
  const projects = storeOf(c, projectStore);
  const problem = clientProblem(await projects.client(organizationId, body.client_id));
  if (problem) throw new ValidationFailure({ client_id: problem });
  const id = await projects.insert(organizationId, newProjectFields(body), new Date());
  return c.json(projectShape(await projects.find(organizationId, id)), 201);
});

// Declared before `/api/projects/:id` for readability only: the method differs anyway.
projectRoutes.post('/api/projects/toggle/active', async (c) => {
  const { body } = input(c, '/api/projects/toggle/active', 'post');
  const organizationId = currentUser(c).organization_id;
  const projects = storeOf(c, projectStore);
  const project = await projects.find(organizationId, body.id);
  await projects.update(organizationId, body.id, { active: flipped(project.active) });
  return c.json(projectShape(await projects.find(organizationId, body.id)), 200);
});

projectRoutes.get('/api/projects/:id', async (c) => {
  const { params } = input(c, '/api/projects/{id}', 'get');
  return c.json(projectShape(await storeOf(c, projectStore).find(currentUser(c).organization_id, params.id)), 200);
});

projectRoutes.put('/api/projects/:id', async (c) => {
  const { params, body } = input(c, '/api/projects/{id}', 'put');
  const organizationId = currentUser(c).organization_id;
  const projects = storeOf(c, projectStore);
  const project = await projects.find(organizationId, params.id);
  const fields = updatedProjectFields(body);
  const problem = clientProblem(await projects.client(organizationId, body.client_id), project.client_id);
  // In the order of the form: client, description, dates.
  const problems: Record<string, MessageId> = { ...(problem ? { client_id: problem } : {}), ...updateProblems(fields) };
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
  await projects.update(organizationId, params.id, fields);
  return c.json(projectShape(await projects.find(organizationId, params.id)), 200);
});

projectRoutes.delete('/api/projects/:id', async (c) => {
  const { params } = input(c, '/api/projects/{id}', 'delete');
  const organizationId = currentUser(c).organization_id;
  const projects = storeOf(c, projectStore);
  const project = await projects.find(organizationId, params.id);
  const problem = projectDeleteProblem(project, project.active === 0 && (await projects.hasTime(organizationId, params.id)));
  if (problem) throw new HttpError(409, problem);
  // Its activities and the members on them go with it (foreign key cascade).
  await projects.delete(organizationId, params.id);
  return c.body(null, 204);
});
