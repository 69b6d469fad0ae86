import { Hono } from 'hono';
import { activeWord, changedFields } from '../../domain/audit.js';
import { flipped } from '../../domain/flags.js';
import type { MessageId } from '../../domain/messages.js';
import { audit } from '../../http/audit.js';
import { currentUser, HttpError, route, storeOf, ValidationFailure, type AppEnv } from '../../http/context.js';
import { clientProblem, newProjectFields, nextProjectNumber, projectDeleteProblem, updatedProjectFields, updateProblems } from './rules.js';
import { projectShape } from './shape.js';
import { projectStore } from './store.js';

// Projects are an admin screen (`x-access: admin`). Every call acts on the caller's organisation;
// every change is in the audit trail, about the project (`project.*`).

export const projectRoutes = new Hono<AppEnv>();

route(projectRoutes, '/api/projects', 'get', async (c) => {
  const projects = await storeOf(c, projectStore).list(currentUser(c).organization_id);
  return c.json(projects.map(projectShape), 200);
});

route(projectRoutes, '/api/projects', 'post', async (c, { body }) => {
  const organizationId = currentUser(c).organization_id;
  const projects = storeOf(c, projectStore);
  const problem = clientProblem(await projects.client(organizationId, body.client_id));
  if (problem) throw new ValidationFailure({ client_id: problem });
  const fields = newProjectFields(body);
  const id = await projects.insert(organizationId, fields, new Date());
  await audit(c, 'project.created', { type: 'project', id }, { name: fields.name });
  return c.json(projectShape(await projects.find(organizationId, id)), 201);
});

// Tagged `organization` in the contract, like the next invoice number; served here beside the
// projects it reads.
route(projectRoutes, '/api/organization/get/nextprojectnumber', 'get', async (c) => {
  const numbers = await storeOf(c, projectStore).numbersNewestFirst(currentUser(c).organization_id);
  return c.json({ projectnumber: nextProjectNumber(numbers) }, 200);
});

// Declared before `/api/projects/:id` for readability only: the method differs anyway.
route(projectRoutes, '/api/projects/toggle/active', 'post', async (c, { body }) => {
  const organizationId = currentUser(c).organization_id;
  const projects = storeOf(c, projectStore);
  const project = await projects.find(organizationId, body.id);
  await projects.update(organizationId, body.id, { active: flipped(project.active) });
  await audit(c, 'project.active', { type: 'project', id: project.id }, { name: project.name, from: activeWord(project.active), to: activeWord(flipped(project.active)) });
  return c.json(projectShape(await projects.find(organizationId, body.id)), 200);
});

route(projectRoutes, '/api/projects/{id}', 'get', async (c, { params }) => {
  return c.json(projectShape(await storeOf(c, projectStore).find(currentUser(c).organization_id, params.id)), 200);
});

route(projectRoutes, '/api/projects/{id}', 'put', async (c, { params, body }) => {
  const organizationId = currentUser(c).organization_id;
  const projects = storeOf(c, projectStore);
  const project = await projects.find(organizationId, params.id);
  const fields = updatedProjectFields(body);
  const problem = clientProblem(await projects.client(organizationId, body.client_id), project.client_id);
  // In the order of the form: client, description, dates.
  const problems: Record<string, MessageId> = { ...(problem ? { client_id: problem } : {}), ...updateProblems(fields) };
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
  await projects.update(organizationId, params.id, fields);
  const changed = changedFields(project, fields);
  if (changed.length > 0) await audit(c, 'project.details', { type: 'project', id: project.id }, { name: fields.name, fields: changed });
  return c.json(projectShape(await projects.find(organizationId, params.id)), 200);
});

route(projectRoutes, '/api/projects/{id}', 'delete', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const projects = storeOf(c, projectStore);
  const project = await projects.find(organizationId, params.id);
  const problem = projectDeleteProblem(project, project.active === 0 && (await projects.hasTime(organizationId, params.id)));
  if (problem) throw new HttpError(409, problem);
  // Its activities and the members on them go with it (foreign key cascade).
  await projects.delete(organizationId, params.id);
  await audit(c, 'project.deleted', { type: 'project', id: project.id }, { name: project.name });
  return c.body(null, 204);
});
