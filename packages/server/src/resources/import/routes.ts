import { createHash } from 'node:crypto';
import { audit } from '../../http/audit.js';
import { Hono } from 'hono';
import type { MessageId } from '../../domain/messages.js';
import { currentUser, HttpError, route, storeOf, validFile, ValidationFailure, type AppContext, type AppEnv } from '../../http/context.js';
import { activityStore } from '../activities/store.js';
import { approvalStore } from '../approval/store.js';
import { clientStore } from '../clients/store.js';
import { projectStore } from '../projects/store.js';
import { timeStore } from '../time/store.js';
import { nextProjectNumber } from '../projects/rules.js';
import { planBatch } from './batch.js';
import { parseExport, type ParsedExport } from './parse.js';
import { BATCH_ROWS, createdActivityName, groupsOf, joinNotes, nameOf, propose, selectedRows, type Groups, type ImportPlan } from './rules.js';
import { emptyNames, importShape, progressShape, type KeptSkip } from './shape.js';
import { importStore, type ImportRow } from './store.js';

// Importing time from the CSV exports of Toggl Track, Clockify and Harvest (`x-access: admin`).
// Upload keeps the file and answers its preview; start fixes the mapping and selection and
// creates the missing clients, projects and activities; continue imports the next batch of
// rows, each batch one request and so one transaction (http/idempotency.ts): a batch is written
// whole or not at all, a retried batch applies once, and the app shows `done` of `total`.

export const importRoutes = new Hono<AppEnv>();

/** Parsed files by checksum: every batch of one import reads the same file, parsed once per process (the last two kept). */
const parsedFiles = new Map<string, { parsed: ParsedExport; groups: Groups }>();

function parsedOf(row: Pick<ImportRow, 'checksum' | 'content'>): { parsed: ParsedExport; groups: Groups } {
  let found = parsedFiles.get(row.checksum);
  if (!found) {
    const parsed = parseExport(row.content);
    if (!parsed) throw new Error('a kept import no longer parses');
    found = { parsed, groups: groupsOf(parsed.rows) };
    if (parsedFiles.size >= 2) parsedFiles.delete(parsedFiles.keys().next().value!);
    parsedFiles.set(row.checksum, found);
  }
  return found;
}

/** The uploaded file's name (the multipart part's), as the validation read it into the body. */
function fileName(c: AppContext): string {
  const body = c.get('body') as { file?: unknown } | undefined;
  return (typeof body?.file === 'string' ? body.file : 'export.csv').slice(0, 255);
}

async function answerOf(c: AppContext, organizationId: number, id: number) {
  const store = storeOf(c, importStore);
  const row = await store.find(organizationId, id);
  const { parsed, groups } = parsedOf(row);
  const locale = c.get('locale');
  const catalogue = await store.catalogue(organizationId);
  return importShape(row, parsed, groups, propose(groups, catalogue, emptyNames(locale)), catalogue, locale);
}

route(importRoutes, '/api/imports', 'post', async (c) => {
  const { id: userId, organization_id: organizationId } = currentUser(c);
  const content = await validFile(c, 'file').text();
  const parsed = parseExport(content);
  if (!parsed) throw new ValidationFailure({ file: 'import.unknown_format' });
  if (parsed.rows.length + parsed.unreadable.length === 0) throw new ValidationFailure({ file: 'import.no_rows' });
  const checksum = createHash('sha256').update(content).digest('hex');
  const id = await storeOf(c, importStore).insert(organizationId, userId, { format: parsed.format, filename: fileName(c), checksum, content }, new Date());
  return c.json(await answerOf(c, organizationId, id), 201);
});

route(importRoutes, '/api/imports/{id}', 'get', async (c, { params }) => {
  return c.json(await answerOf(c, currentUser(c).organization_id, params.id), 200);
});

route(importRoutes, '/api/imports/{id}/start', 'post', async (c, { params, body }) => {
  const organizationId = currentUser(c).organization_id;
  const store = storeOf(c, importStore);
  await store.lock(organizationId, params.id);
  const row = await store.find(organizationId, params.id);
  if (row.status !== 'preview') throw new HttpError(409, 'import.started');
  const { parsed, groups } = parsedOf(row);
  const catalogue = await store.catalogue(organizationId);
  const empty = emptyNames(c.get('locale'));
  const proposal = propose(groups, catalogue, empty);

  // The body's choices over the proposal; a key of another file or an id of another organisation is a 422.
  const problems: Record<string, MessageId> = {};
  const apply = <M extends { key: string }>(field: string, list: M[], target: Map<string, number | null>, idOf: (m: M) => number | null, known: (id: number) => boolean) => {
    for (const mapping of list) {
      const id = idOf(mapping);
      if (!target.has(mapping.key) || (id !== null && !known(id))) problems[field] = 'validation.in';
      else target.set(mapping.key, id);
    }
  };
  apply('clients', body.clients, proposal.clients, (m) => m.client_id, (id) => catalogue.clients.some((x) => x.id === id));
  apply('projects', body.projects, proposal.projects, (m) => m.project_id, (id) => catalogue.projects.some((x) => x.id === id));
  apply('tasks', body.tasks, proposal.tasks, (m) => m.activity_id, (id) => catalogue.activities.some((x) => x.id === id));
  // A task goes to an activity of its own billable state only: the row's flag decides its revenue.
  for (const mapping of body.tasks) {
    const task = groups.tasks.find((g) => g.key === mapping.key);
    const activity = mapping.activity_id === null ? undefined : catalogue.activities.find((a) => a.id === mapping.activity_id);
    if (task && activity && activity.billable !== task.billable && !problems.tasks) problems.tasks = 'import.billable_differs';
  }
  apply('users', body.users, proposal.users, (m) => m.user_id, (id) => catalogue.users.some((x) => x.id === id));
  const from = body.from ?? null;
  const to = body.to ?? null;
  if (from !== null && to !== null && to < from) problems.to = 'invoices.to_before_from';
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);

  const excluded = body.projects.filter((p) => !p.include).map((p) => p.key);
  const selected = selectedRows(parsed.rows, groups, { excluded, from, to });
  // Only tasks with a row to import get an activity (and a project and client): a row of a mapped person, not imported before.
  const mapped = selected.filter((index) => proposal.users.get(groups.userOf[index]) != null);
  const before = await store.importedBefore(organizationId, row.format, mapped.map((index) => parsed.rows[index].sourceId));
  const needed = new Set(mapped.filter((index) => !before.has(parsed.rows[index].sourceId)).map((index) => groups.taskOf[index]));
  // The rows without a client never make one: a project of theirs to be created needs a client chosen for them.
  const clientless = new Set(groups.clients.filter((g) => g.source.trim() === '').map((g) => g.key));
  for (const task of groups.tasks) {
    if (!needed.has(task.key) || proposal.tasks.get(task.key) != null) continue;
    const project = groups.projects.find((g) => g.key === task.projectKey)!;
    if (proposal.projects.get(project.key) == null && clientless.has(project.clientKey) && proposal.clients.get(project.clientKey) == null) problems.clients = 'import.client_needed';
  }
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);

  // Create what is missing, only for tasks with rows to import: a client for a new project, a project for a new activity.
  const now = new Date();
  const numbers = await storeOf(c, projectStore).numbersNewestFirst(organizationId);
  const clientIds = new Map(proposal.clients);
  const projectIds = new Map(proposal.projects);
  const created: NonNullable<ImportPlan['created']> = { clients: [], projects: [], activities: [] };
  const clientIdOf = async (key: string) => {
    let id = clientIds.get(key) ?? null;
    if (id === null) {
      const source = groups.clients.find((g) => g.key === key)!;
      // An imported client invoices in the organisation's language, as one created without a language does.
      id = (await storeOf(c, clientStore).insert(organizationId, { name: nameOf(source.source, empty.client), clientnumber: null, active: 1, invoice_language: 'organization' }, now)).id;
      clientIds.set(key, id);
      created.clients.push(id);
    }
    return id;
  };
  const projectIdOf = async (key: string) => {
    let id = projectIds.get(key) ?? null;
    if (id === null) {
      const source = groups.projects.find((g) => g.key === key)!;
      const number = nextProjectNumber(numbers);
      numbers.unshift(number);
      const fields = { client_id: await clientIdOf(source.clientKey), name: nameOf(source.source, empty.project), projectnumber: number, description: null, startdate: null, enddate: null, active: 1 as const };
      id = await storeOf(c, projectStore).insert(organizationId, fields, now);
      projectIds.set(key, id);
      created.projects.push(id);
    }
    return id;
  };
  const tasks: Record<string, number> = {};
  const activities = [...catalogue.activities];
  for (const task of groups.tasks) {
    if (!needed.has(task.key)) continue;
    let id = proposal.tasks.get(task.key) ?? null;
    if (id === null) {
      const projectId = await projectIdOf(task.projectKey);
      const name = createdActivityName(task, activities.filter((a) => a.project_id === projectId), empty);
      id = await storeOf(c, activityStore).insert(organizationId, { project_id: projectId, name, active: 1, billable: task.billable ? 1 : 0 }, now);
      activities.push({ id, project_id: projectId, name, billable: task.billable });
      created.activities.push(id);
    }
    tasks[task.key] = id;
  }
  const plan: ImportPlan = { tasks, users: Object.fromEntries(groups.users.map((u) => [u.key, proposal.users.get(u.key) ?? null])), excluded, from, to, created };
  await store.start(organizationId, params.id, JSON.stringify(plan), selected.length, now);
  await audit(c, 'import.started', { type: 'import', id: params.id }, { name: row.filename, count: selected.length });
  return c.json(progressShape(await store.find(organizationId, params.id), c.get('locale')), 200);
});

route(importRoutes, '/api/imports/{id}/continue', 'post', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const locale = c.get('locale');
  const store = storeOf(c, importStore);
  await store.lockImports(organizationId);
  await store.lock(organizationId, params.id);
  const row = await store.find(organizationId, params.id);
  if (row.status === 'preview' || row.plan === null) throw new HttpError(409, 'import.not_started');
  if (row.status === 'done') return c.json(progressShape(row, locale), 200);

  const plan = JSON.parse(row.plan) as ImportPlan;
  const { parsed, groups } = parsedOf(row);
  const batch = selectedRows(parsed.rows, groups, plan).slice(row.done, row.done + BATCH_ROWS);
  const before = await store.importedBefore(organizationId, row.format, batch.map((index) => parsed.rows[index].sourceId));
  const fresh = batch.filter((index) => !before.has(parsed.rows[index].sourceId));

  const userIds = [...new Set(fresh.map((index) => plan.users[groups.userOf[index]]).filter((id): id is number => id != null))];
  const activityIds = [...new Set(fresh.map((index) => plan.tasks[groups.taskOf[index]]))];
  await store.lockMembers(userIds);
  const facts = new Map((await store.activityFacts(organizationId, activityIds)).map((fact) => [fact.id, fact]));
  const dates = fresh.map((index) => parsed.rows[index].date).sort();
  const registered = dates.length === 0 ? [] : await store.cells(organizationId, userIds, dates[0], dates[dates.length - 1]);
  const holds = dates.length === 0 ? null : await storeOf(c, approvalStore).holdsBetween(organizationId, userIds, dates[0], dates[dates.length - 1]);
  const batchPlan = planBatch({ rows: parsed.rows, fresh, plan, groups, facts, registered, holds, skipped: JSON.parse(row.skipped) as KeptSkip[], skippedcount: row.skippedcount });
  const { recorded, skipped, skippedcount } = batchPlan;

  const now = new Date();
  const rates = await storeOf(c, activityStore).ensureMembers(organizationId, batchPlan.members, now);
  await storeOf(c, timeStore).addToCells(
    organizationId,
    batchPlan.cells.map(({ cell, notes }) => ({ ...cell, note: joinNotes(null, notes), rate_cents: rates.get(`${cell.activity_id} ${cell.user_id}`) ?? 0 })),
    now,
  );
  await store.recordRows(organizationId, row.id, row.format, recorded, now);
  const done = row.done + batch.length;
  if (done >= row.total && plan.created) await store.removeUnused(organizationId, plan.created);
  await store.progress(
    organizationId,
    row.id,
    {
      status: done >= row.total ? 'done' : 'running',
      done,
      imported: row.imported + recorded.length,
      alreadyimported: row.alreadyimported + (batch.length - fresh.length),
      skippedcount,
      skipped: JSON.stringify(skipped),
    },
    now,
  );
  return c.json(progressShape(await store.find(organizationId, row.id), locale), 200);
});
