import type { TimeImportStart } from '@kwartier/api';
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import { activityStore } from '../resources/activities/store.js';
import { approvalStore } from '../resources/approval/store.js';
import { clientStore } from '../resources/clients/store.js';
import { batchScope, cellsToAdd, nextBatch, planBatch, progressAfter } from '../resources/import/batch.js';
import { parseExport } from '../resources/import/parse.js';
import { parsedOf } from '../resources/import/parsed.js';
import { createdActivityName, nameOf, propose, selectedRows, type ImportPlan } from '../resources/import/rules.js';
import { emptyNames, type KeptSkip } from '../resources/import/shape.js';
import { chosenMapping, creationsFor } from '../resources/import/start.js';
import { importStore, type ImportRow } from '../resources/import/store.js';
import { nextProjectNumber } from '../resources/projects/rules.js';
import { projectStore } from '../resources/projects/store.js';
import { timeStore } from '../resources/time/store.js';
import { recordBy, type Actor } from './actor.js';

// Importing time from the CSV exports of Toggl Track, Clockify and Harvest. Upload keeps the
// file (its preview is a read); start fixes the mapping and selection and creates the missing
// clients, projects and activities; continue imports the next batch of rows. Each is one
// transaction: a batch is written whole or not at all, and a retried batch applies once.

/** Keeps an uploaded export for its preview (422 under `file` when it is no export Kwartier reads, or holds no row). */
export async function uploadImport(db: Db, actor: Actor, file: { name: string; content: string }, now = new Date()): Promise<ImportRow> {
  const parsed = parseExport(file.content);
  if (!parsed) throw new ValidationFailure({ file: 'import.unknown_format' });
  if (parsed.rows.length + parsed.unreadable.length === 0) throw new ValidationFailure({ file: 'import.no_rows' });
  const checksum = createHash('sha256').update(file.content).digest('hex');
  const imports = importStore(db);
  const id = await imports.insert(actor.organizationId, actor.userId, { format: parsed.format, filename: file.name.slice(0, 255), checksum, content: file.content }, now);
  return imports.find(actor.organizationId, id);
}

/**
 * Starts an import in preview (409 once started): the body's mapping over the proposal (422 by
 * list for a key of another file, another organisation's id, an activity of the other billable
 * state, dates backwards, or a project to create for rows without a client). Creates what the
 * rows to import need — only for tasks with a row of a mapped person not imported before — and
 * keeps the plan; the audit entry names the file and the rows selected.
 */
export async function startImport(db: Db, actor: Actor, importId: number, body: TimeImportStart, now = new Date()): Promise<ImportRow> {
  const organizationId = actor.organizationId;
  const imports = importStore(db);
  await imports.lock(organizationId, importId);
  const row = await imports.find(organizationId, importId);
  if (row.status !== 'preview') throw new HttpError(409, 'import.started');
  const { parsed, groups } = parsedOf(row);
  const catalogue = await imports.catalogue(organizationId);
  const empty = emptyNames(actor.locale);
  const { mapping, problems } = chosenMapping(body, propose(groups, catalogue, empty), catalogue, groups);
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);

  const excluded = body.projects.filter((p) => !p.include).map((p) => p.key);
  const from = body.from ?? null;
  const to = body.to ?? null;
  const selected = selectedRows(parsed.rows, groups, { excluded, from, to });
  // Only tasks with a row to import get an activity (and a project and client): a row of a mapped person, not imported before.
  const mapped = selected.filter((index) => mapping.users.get(groups.userOf[index]) != null);
  const before = await imports.importedBefore(organizationId, row.format, mapped.map((index) => parsed.rows[index].sourceId));
  const needed = new Set(mapped.filter((index) => !before.has(parsed.rows[index].sourceId)).map((index) => groups.taskOf[index]));
  const creations = creationsFor(groups, mapping, needed);
  if ('problem' in creations) throw new ValidationFailure({ clients: creations.problem });

  const created: NonNullable<ImportPlan['created']> = { clients: [], projects: [], activities: [] };
  for (const key of creations.clients) {
    const source = groups.clients.find((g) => g.key === key)!;
    // An imported client invoices in the organisation's language, as one created without a language does.
    const client = await clientStore(db).insert(organizationId, { name: nameOf(source.source, empty.client), clientnumber: null, active: 1, invoice_language: 'organization', currency: 'organization' }, now);
    mapping.clients.set(key, client.id);
    created.clients.push(client.id);
  }
  const numbers = await projectStore(db).numbersNewestFirst(organizationId);
  for (const key of creations.projects) {
    const source = groups.projects.find((g) => g.key === key)!;
    const number = nextProjectNumber(numbers);
    numbers.unshift(number);
    const fields = { client_id: mapping.clients.get(source.clientKey)!, name: nameOf(source.source, empty.project), projectnumber: number, description: null, startdate: null, enddate: null, active: 1 as const };
    const id = await projectStore(db).insert(organizationId, fields, now);
    mapping.projects.set(key, id);
    created.projects.push(id);
  }
  const activities = [...catalogue.activities];
  for (const key of creations.tasks) {
    const task = groups.tasks.find((g) => g.key === key)!;
    const projectId = mapping.projects.get(task.projectKey)!;
    const name = createdActivityName(task, activities.filter((a) => a.project_id === projectId), empty);
    const id = await activityStore(db).insert(organizationId, { project_id: projectId, name, active: 1, billable: task.billable ? 1 : 0 }, now);
    activities.push({ id, project_id: projectId, name, billable: task.billable });
    mapping.tasks.set(key, id);
    created.activities.push(id);
  }
  const tasks = Object.fromEntries(groups.tasks.filter((task) => needed.has(task.key)).map((task) => [task.key, mapping.tasks.get(task.key)!]));
  const plan: ImportPlan = { tasks, users: Object.fromEntries(groups.users.map((u) => [u.key, mapping.users.get(u.key) ?? null])), excluded, from, to, created };
  await imports.start(organizationId, importId, JSON.stringify(plan), selected.length, now);
  await recordBy(db, actor, 'import.started', { type: 'import', id: importId }, { name: row.filename, count: selected.length }, now);
  return imports.find(organizationId, importId);
}

/**
 * Imports the next batch of a started import (409 before it is started; a finished import is
 * answered as it is): each row to its member's cell (putting the member on the activity at the
 * row's rate when not on it yet), or skipped with its reason. When the last batch is done, what
 * the start created that holds nothing after all is removed.
 */
export async function continueImport(db: Db, actor: Actor, importId: number, now = new Date()): Promise<ImportRow> {
  const organizationId = actor.organizationId;
  const imports = importStore(db);
  await imports.lockImports(organizationId);
  await imports.lock(organizationId, importId);
  const row = await imports.find(organizationId, importId);
  if (row.status === 'preview' || row.plan === null) throw new HttpError(409, 'import.not_started');
  if (row.status === 'done') return row;

  const plan = JSON.parse(row.plan) as ImportPlan;
  const { parsed, groups } = parsedOf(row);
  const batch = nextBatch(parsed.rows, groups, plan, row.done);
  const before = await imports.importedBefore(organizationId, row.format, batch.map((index) => parsed.rows[index].sourceId));
  const fresh = batch.filter((index) => !before.has(parsed.rows[index].sourceId));
  const { userIds, activityIds, days } = batchScope(parsed.rows, fresh, plan, groups);
  await imports.lockMembers(userIds);
  const facts = new Map((await imports.activityFacts(organizationId, activityIds)).map((fact) => [fact.id, fact]));
  const registered = days === null ? [] : await imports.cells(organizationId, userIds, days.from, days.to);
  const holds = days === null ? null : await approvalStore(db).holdsBetween(organizationId, userIds, days.from, days.to);
  const planned = planBatch({ rows: parsed.rows, fresh, plan, groups, facts, registered, holds, skipped: JSON.parse(row.skipped) as KeptSkip[], skippedcount: row.skippedcount });

  const rates = await activityStore(db).ensureMembers(organizationId, planned.members, now);
  await timeStore(db).addToCells(organizationId, cellsToAdd(planned.cells, rates), now);
  await imports.recordRows(organizationId, row.id, row.format, planned.recorded, now);
  const progress = progressAfter(row, { rows: batch.length, fresh: fresh.length }, planned);
  if (progress.status === 'done' && plan.created) await imports.removeUnused(organizationId, plan.created);
  await imports.progress(organizationId, row.id, progress, now);
  return imports.find(organizationId, row.id);
}
