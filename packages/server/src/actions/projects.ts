import type { ProjectCreate, ProjectUpdate } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { changedFields } from '../domain/audit.js';
import { amountProblem } from '../domain/currencies.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import type { MessageId } from '../domain/messages.js';
import { budgetProblems } from '../resources/projects/budget.js';
import { clientProblem, newProjectFields, projectDeleteProblem, updatedProjectFields, updateProblems } from '../resources/projects/rules.js';
import { projectStore, type ProjectWithClient } from '../resources/projects/store.js';
import { recordBy, type Actor } from './actor.js';
import { toggledActive } from './catalogue.js';

// The actor's projects: each belongs to a client of the organisation and holds the activities
// time is registered on. Every change is in the audit trail, about the project (`project.*`).
// Another organisation's project is 404, its client in a body 422 under `client_id`.

/** The audit trail's subject for a project. */
const projectSubject = (id: number) => ({ type: 'project' as const, id });

/**
 * A new project, active, for an active client of the organisation (422 under `client_id`
 * otherwise), with its budget if the input has one (422 under `budget.amount` for an amount of zero).
 */
export async function createProject(db: Db, actor: Actor, input: ProjectCreate, now = new Date()): Promise<ProjectWithClient> {
  const projects = projectStore(db);
  const client = await projects.client(actor.organizationId, input.client_id);
  const problem = clientProblem(client);
  const problems: Record<string, MessageId> = { ...(problem ? { client_id: problem } : {}), ...budgetProblems(input.budget) };
  const decimals = budgetDecimals(input.budget, client, problems);
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems, decimals);
  const fields = newProjectFields(input);
  const id = await projects.insert(actor.organizationId, fields, now);
  await recordBy(db, actor, 'project.created', projectSubject(id), { name: fields.name }, now);
  return projects.find(actor.organizationId, id);
}

/**
 * A budget of money is in the client's currency: no more decimals than it takes (none for JPY),
 * else a problem under `budget.amount` (added to `problems`); answers the message's values.
 */
function budgetDecimals(budget: ProjectCreate['budget'], client: { currency: string } | undefined, problems: Record<string, MessageId>): Record<string, string | number> {
  if (budget?.kind !== 'money' || !client || problems['budget.amount']) return {};
  const decimals = amountProblem(budget.amount, client.currency);
  if (!decimals) return {};
  problems['budget.amount'] = decimals.id;
  return decimals.params;
}

/** Flips a project's `active` flag; answers the project as it is now. */
export async function toggleProjectActive(db: Db, actor: Actor, projectId: number): Promise<ProjectWithClient> {
  const projects = projectStore(db);
  const project = await projects.find(actor.organizationId, projectId);
  const { active, details } = toggledActive(project);
  await projects.update(actor.organizationId, projectId, { active });
  await recordBy(db, actor, 'project.active', projectSubject(project.id), details);
  return projects.find(actor.organizationId, projectId);
}

/**
 * Saves the details as the edit dialog sends them all (dates left out are cleared; a budget left
 * out is kept, null removes it). Every problem at once, in the order of the form: client,
 * description, dates, budget. An audit entry only when a field differs.
 */
export async function updateProject(db: Db, actor: Actor, projectId: number, input: ProjectUpdate): Promise<ProjectWithClient> {
  const projects = projectStore(db);
  const project = await projects.find(actor.organizationId, projectId);
  const fields = updatedProjectFields(input);
  const client = await projects.client(actor.organizationId, input.client_id);
  const problem = clientProblem(client, project.client_id);
  const problems: Record<string, MessageId> = { ...(problem ? { client_id: problem } : {}), ...updateProblems(fields), ...budgetProblems(input.budget) };
  const decimals = budgetDecimals(input.budget, client, problems);
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems, decimals);
  await projects.update(actor.organizationId, projectId, fields);
  // The budget's columns are one field in the trail: `budget`.
  const changed = [...new Set(changedFields(project, fields).map((field) => (field.startsWith('budget_') ? 'budget' : field)))].sort();
  if (changed.length > 0) await recordBy(db, actor, 'project.details', projectSubject(project.id), { name: fields.name, fields: changed });
  return projects.find(actor.organizationId, projectId);
}

/** Deletes an inactive project without registered time or expenses, with its activities and the members on them (409 otherwise). */
export async function deleteProject(db: Db, actor: Actor, projectId: number): Promise<void> {
  const projects = projectStore(db);
  const project = await projects.find(actor.organizationId, projectId);
  const inactive = project.active === 0;
  const problem = projectDeleteProblem(
    project,
    inactive && (await projects.hasTime(actor.organizationId, projectId)),
    inactive && (await projects.hasExpenses(actor.organizationId, projectId)),
  );
  if (problem) throw new HttpError(409, problem);
  // Its activities and the members on them go with it (foreign key cascade).
  await projects.delete(actor.organizationId, projectId);
  await recordBy(db, actor, 'project.deleted', projectSubject(project.id), { name: project.name });
}
