import type { ProjectCreate, ProjectUpdate } from '@kwartier/api';
import type { Flag } from '../../db/schema.js';
import { sanitizeDescription } from '../../domain/html.js';
import type { MessageId } from '../../domain/messages.js';
import { budgetColumns, type StoredBudget } from './budget.js';

// Projects (admins only): a project belongs to a client of the organisation and holds the
// activities time is registered on.

/** The stored fields of a new project: active, for a client, with its budget if any; description and dates follow in the edit dialog. */
export function newProjectFields(input: ProjectCreate): NewProjectFields & StoredBudget {
  return {
    name: input.name,
    projectnumber: input.projectnumber,
    client_id: input.client_id,
    description: null,
    startdate: null,
    enddate: null,
    active: 1,
    ...budgetColumns(input.budget ?? null),
  };
}

/**
 * The stored fields after an edit: the description sanitised (null when it shows no text), dates
 * left out cleared (contract: "omitted dates are set to null"). The budget is set when the input
 * has one, removed by null and kept when left out. `active` is not among them: it changes only
 * through the toggle call.
 */
export function updatedProjectFields(input: ProjectUpdate): UpdatedProjectFields {
  return {
    name: input.name,
    projectnumber: input.projectnumber,
    client_id: input.client_id,
    description: sanitizeDescription(input.description),
    startdate: input.startdate ?? null,
    enddate: input.enddate ?? null,
    ...(input.budget === undefined ? {} : budgetColumns(input.budget)),
  };
}

/**
 * Why the client named in a body cannot carry the project (422 under `client_id`), or null. It
 * must be a client of the organisation (`client` is undefined for another organisation's or a
 * missing one). A new project needs an active client; an existing project may keep the inactive
 * client it already has (`currentClientId`), but not move to another inactive one.
 */
export function clientProblem(client: { id: number; active: Flag } | undefined, currentClientId?: number): MessageId | null {
  if (!client) return 'validation.in';
  if (client.active === 0 && client.id !== currentClientId) return 'projects.client_inactive';
  return null;
}

/**
 * What is wrong with an edit besides its client, by field: a description that is blank once
 * sanitised is missing (the contract requires one), and the end date may not lie before the start
 * date. Dates are `YYYY-MM-DD`, so comparing the text compares the days.
 */
export function updateProblems(fields: Pick<UpdatedProjectFields, 'description' | 'startdate' | 'enddate'>): Record<string, MessageId> {
  const problems: Record<string, MessageId> = {};
  if (fields.description === null) problems.description = 'validation.required';
  if (fields.startdate !== null && fields.enddate !== null && fields.enddate < fields.startdate) problems.enddate = 'projects.enddate_before_startdate';
  return problems;
}

/**
 * Why a project may not be deleted (409), or null. Delete is offered only while a project is
 * inactive; its activities and the members on them go with it, but registered time is billable
 * history and is never deleted along the way.
 */
export function projectDeleteProblem(project: { active: Flag }, hasTime: boolean, hasExpenses = false): MessageId | null {
  if (project.active === 1) return 'projects.delete_active';
  if (hasTime) return 'projects.delete_has_time';
  return hasExpenses ? 'projects.delete_has_expenses' : null;
}

export interface NewProjectFields {
  name: string;
  projectnumber: string;
  client_id: number;
  description: null;
  startdate: null;
  enddate: null;
  active: 1;
}

export interface UpdatedProjectFields extends Partial<StoredBudget> {
  name: string;
  projectnumber: string;
  client_id: number;
  description: string | null;
  startdate: string | null;
  enddate: string | null;
}

/**
 * The number a new project is offered: the next in the organisation's series. The series is the
 * one of the newest project whose number ends in digits (`P-2026-009`: prefix `P-2026-`); the next
 * is one more than the highest number with that prefix and digits only after it, padded with
 * zeros to the newest one's width (`P-2026-010`). So a series someone starts by hand (`P-2027-001`)
 * is followed from then on, and a gap is never filled. `1` when no project has a number ending in
 * digits. Only an offer: the user may type any number.
 */
export function nextProjectNumber(newestFirst: readonly string[]): string {
  const newest = newestFirst.map((number) => /^(.*?)(\d+)$/.exec(number)).find((match) => match !== null);
  if (!newest) return '1';
  const [, prefix = '', digits = ''] = newest;
  let highest = 0n;
  for (const number of newestFirst) {
    if (!number.startsWith(prefix)) continue;
    const sequence = number.slice(prefix.length);
    if (/^\d+$/.test(sequence) && BigInt(sequence) > highest) highest = BigInt(sequence);
  }
  return prefix + String(highest + 1n).padStart(digits.length, '0');
}
