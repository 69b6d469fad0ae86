import type { TimeImportStart } from '@kwartier/api';
import type { MessageId } from '../../domain/messages.js';
import type { Catalogue, Groups, Proposal } from './rules.js';

// The pure part of starting an import: the admin's choices over the proposed mapping, and what
// has to be created for the rows to import (a client for a new project, a project for a new activity).

/** The mapping the admin chose: the proposal with the body's choices over it, or every problem by field. */
export function chosenMapping(body: TimeImportStart, proposal: Proposal, catalogue: Catalogue, groups: Groups): { mapping: Proposal; problems: Record<string, MessageId> } {
  const mapping: Proposal = { clients: new Map(proposal.clients), projects: new Map(proposal.projects), tasks: new Map(proposal.tasks), users: new Map(proposal.users) };
  // A key of another file or an id of another organisation is a 422 under its list.
  const problems: Record<string, MessageId> = {};
  const apply = <M extends { key: string }>(field: string, list: M[], target: Map<string, number | null>, idOf: (m: M) => number | null, known: (id: number) => boolean) => {
    for (const choice of list) {
      const id = idOf(choice);
      if (!target.has(choice.key) || (id !== null && !known(id))) problems[field] = 'validation.in';
      else target.set(choice.key, id);
    }
  };
  apply('clients', body.clients, mapping.clients, (m) => m.client_id, (id) => catalogue.clients.some((x) => x.id === id));
  apply('projects', body.projects, mapping.projects, (m) => m.project_id, (id) => catalogue.projects.some((x) => x.id === id));
  apply('tasks', body.tasks, mapping.tasks, (m) => m.activity_id, (id) => catalogue.activities.some((x) => x.id === id));
  // A task goes to an activity of its own billable state only: the row's flag decides its revenue.
  for (const choice of body.tasks) {
    const task = groups.tasks.find((g) => g.key === choice.key);
    const activity = choice.activity_id === null ? undefined : catalogue.activities.find((a) => a.id === choice.activity_id);
    if (task && activity && activity.billable !== task.billable && !problems.tasks) problems.tasks = 'import.billable_differs';
  }
  apply('users', body.users, mapping.users, (m) => m.user_id, (id) => catalogue.users.some((x) => x.id === id));
  const from = body.from ?? null;
  const to = body.to ?? null;
  if (from !== null && to !== null && to < from) problems.to = 'invoices.to_before_from';
  return { mapping, problems };
}

/** The source's clients, projects and tasks (by key, in the order they are first needed) a start creates. */
export interface Creations {
  clients: string[];
  projects: string[];
  tasks: string[];
}

/**
 * What to create so that each task in `needed` (a task with a row to import) has an activity: the
 * task's activity when it maps to none, its project when that maps to none, and the project's
 * client when that maps to none. Rows without a client never make one: a project of theirs to be
 * created needs a client chosen for them (`import.client_needed` under `clients`).
 */
export function creationsFor(groups: Groups, mapping: Proposal, needed: ReadonlySet<string>): Creations | { problem: MessageId } {
  const clientless = new Set(groups.clients.filter((g) => g.source.trim() === '').map((g) => g.key));
  const clients = new Set<string>();
  const projects = new Set<string>();
  const tasks: string[] = [];
  let clientNeeded = false;
  for (const task of groups.tasks) {
    if (!needed.has(task.key) || mapping.tasks.get(task.key) != null) continue;
    tasks.push(task.key);
    if (mapping.projects.get(task.projectKey) != null || projects.has(task.projectKey)) continue;
    projects.add(task.projectKey);
    const clientKey = groups.projects.find((g) => g.key === task.projectKey)!.clientKey;
    if (mapping.clients.get(clientKey) != null) continue;
    if (clientless.has(clientKey)) clientNeeded = true;
    else clients.add(clientKey);
  }
  return clientNeeded ? { problem: 'import.client_needed' } : { clients: [...clients], projects: [...projects], tasks };
}
