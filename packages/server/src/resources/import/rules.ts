import type { Bookability, DayHold } from '../time/rules.js';
import { overfullDay, readOnlyReason } from '../time/rules.js';
import type { SourceRow } from './parse.js';

// The pure rules of an import: the source's clients, projects, tasks and people as groups with
// keys, the proposed mapping to Kwartier's records by name, the rows a plan selects, and why a
// row cannot be imported.

/** The reasons a row is not imported (the contract's TimeImportRowReason). */
export type RowReason =
  | 'unreadable_date'
  | 'unreadable_duration'
  | 'no_time'
  | 'unknown_member'
  | 'day_full'
  | 'invoiced_mixed'
  | NonNullable<ReturnType<typeof readOnlyReason>>;

export interface GroupClient {
  key: string;
  source: string;
  rows: number;
}
export interface GroupProject {
  key: string;
  clientKey: string;
  source: string;
  rows: number;
  minutes: number;
  firstdate: string;
  lastdate: string;
}
export interface GroupTask {
  key: string;
  projectKey: string;
  source: string;
  rows: number;
  billable: boolean;
}
export interface GroupUser {
  key: string;
  name: string;
  email: string | null;
  rows: number;
}

/** The distinct clients, projects, tasks and people of the rows, keyed in order of appearance, and each row's task and person. */
export interface Groups {
  clients: GroupClient[];
  projects: GroupProject[];
  tasks: GroupTask[];
  users: GroupUser[];
  /** Per row (same index): its task's key, its project's key and its person's key. */
  taskOf: string[];
  projectOf: string[];
  userOf: string[];
}

export function groupsOf(rows: readonly SourceRow[]): Groups {
  const clients = new Map<string, GroupClient>();
  const projects = new Map<string, GroupProject>();
  const tasks = new Map<string, GroupTask>();
  const users = new Map<string, GroupUser>();
  const taskOf: string[] = [];
  const projectOf: string[] = [];
  const userOf: string[] = [];
  for (const row of rows) {
    let client = clients.get(row.client);
    if (!client) clients.set(row.client, (client = { key: `c${clients.size + 1}`, source: row.client, rows: 0 }));
    client.rows++;
    const projectId = `${client.key}\u0000${row.project}`;
    let project = projects.get(projectId);
    if (!project) {
      project = { key: `p${projects.size + 1}`, clientKey: client.key, source: row.project, rows: 0, minutes: 0, firstdate: row.date, lastdate: row.date };
      projects.set(projectId, project);
    }
    project.rows++;
    project.minutes += row.minutes;
    if (row.date < project.firstdate) project.firstdate = row.date;
    if (row.date > project.lastdate) project.lastdate = row.date;
    // A task's rows of either billable state are two groups: each goes to an activity of its own state, so
    // a row's flag decides its revenue, never an activity another file created (a row that does not say is billable).
    const billable = row.billable !== false;
    const taskId = `${project.key}\u0000${row.task}\u0000${billable}`;
    let task = tasks.get(taskId);
    if (!task) tasks.set(taskId, (task = { key: `t${tasks.size + 1}`, projectKey: project.key, source: row.task, rows: 0, billable }));
    task.rows++;
    let user = users.get(row.userKey);
    if (!user) users.set(row.userKey, (user = { key: `u${users.size + 1}`, name: row.userName, email: row.email, rows: 0 }));
    user.rows++;
    taskOf.push(task.key);
    projectOf.push(project.key);
    userOf.push(user.key);
  }
  return {
    clients: [...clients.values()],
    projects: [...projects.values()],
    tasks: [...tasks.values()],
    users: [...users.values()],
    taskOf,
    projectOf,
    userOf,
  };
}

/** The organisation's records a mapping may name. */
export interface Catalogue {
  clients: { id: number; name: string }[];
  projects: { id: number; client_id: number; name: string }[];
  activities: { id: number; project_id: number; name: string; billable: boolean }[];
  users: { id: number; name: string; email: string }[];
}

/** Names for rows without a client, project or task, in the caller's language. */
export interface EmptyNames {
  client: string;
  project: string;
  task: string;
  /** Added to the name of an activity created for a task's billable or not billable rows when an activity of the other state has the name. */
  billableSuffix: string;
  notBillableSuffix: string;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The name a created record takes: the source's, or the empty name. */
export function nameOf(source: string, empty: string): string {
  return (source.trim() || empty).slice(0, 255);
}

export interface Proposal {
  clients: Map<string, number | null>;
  projects: Map<string, number | null>;
  tasks: Map<string, number | null>;
  users: Map<string, number | null>;
}

/**
 * The proposed mapping: a client of the same name (case and surrounding spaces aside), a
 * project of that name of the proposed client (of any client for the rows without one), an
 * activity of that name (or that name with the suffix of its state) and of the task's billable
 * state of the proposed project; a person by e-mail address, else by name. null: none fits
 * (create one; for the rows without a client: the admin picks one; for a person: skip their
 * rows unless mapped). Rows without a client are never proposed a client.
 */
export function propose(groups: Groups, catalogue: Catalogue, empty: EmptyNames): Proposal {
  const clients = new Map(
    groups.clients.map((g) => [g.key, g.source.trim() === '' ? null : (catalogue.clients.find((c) => same(c.name, nameOf(g.source, empty.client)))?.id ?? null)]),
  );
  const clientless = new Set(groups.clients.filter((g) => g.source.trim() === '').map((g) => g.key));
  const projects = new Map(
    groups.projects.map((g) => {
      const clientId = clients.get(g.clientKey);
      const name = nameOf(g.source, empty.project);
      const found =
        clientId != null
          ? catalogue.projects.find((p) => p.client_id === clientId && same(p.name, name))
          : clientless.has(g.clientKey)
            ? catalogue.projects.find((p) => same(p.name, name))
            : undefined;
      return [g.key, found?.id ?? null];
    }),
  );
  const tasks = new Map(
    groups.tasks.map((g) => {
      const projectId = projects.get(g.projectKey);
      const name = nameOf(g.source, empty.task);
      const names = [name, `${name}${g.billable ? empty.billableSuffix : empty.notBillableSuffix}`];
      const found = projectId == null ? undefined : catalogue.activities.find((a) => a.project_id === projectId && a.billable === g.billable && names.some((n) => same(a.name, n)));
      return [g.key, found?.id ?? null];
    }),
  );
  const users = new Map(
    groups.users.map((g) => {
      const found = (g.email ? catalogue.users.find((u) => same(u.email, g.email!)) : undefined) ?? catalogue.users.find((u) => u.name !== '' && same(u.name, g.name));
      return [g.key, found?.id ?? null];
    }),
  );
  return { clients, projects, tasks, users };
}

/**
 * The name of an activity created for a task: the source's, or with the suffix of its billable
 * state when an activity of the project (or one created before it) of the other state has that name.
 */
export function createdActivityName(task: Pick<GroupTask, 'source' | 'billable'>, siblings: readonly { name: string; billable: boolean }[], empty: EmptyNames): string {
  const name = nameOf(task.source, empty.task);
  const taken = siblings.some((a) => a.billable !== task.billable && same(a.name, name));
  return taken ? `${name}${task.billable ? empty.billableSuffix : empty.notBillableSuffix}`.slice(0, 255) : name;
}

/** What `start` fixed, kept with the import (JSON). */
export interface ImportPlan {
  /** Task key → the activity its rows go to (tasks of included projects only). */
  tasks: Record<string, number>;
  /** Person key → member, or null (rows skipped: unknown_member). */
  users: Record<string, number | null>;
  /** Project keys not imported. */
  excluded: string[];
  from: string | null;
  to: string | null;
  /** What `start` created, removed when done if it holds nothing after all (absent in plans of before). */
  created?: { clients: number[]; projects: number[]; activities: number[] };
}

/** The indexes of the rows a plan imports, in file order: of an included project, within the dates. */
export function selectedRows(rows: readonly SourceRow[], groups: Groups, selection: Pick<ImportPlan, 'excluded' | 'from' | 'to'>): number[] {
  const excluded = new Set(selection.excluded);
  const selected: number[] = [];
  rows.forEach((row, index) => {
    if (excluded.has(groups.projectOf[index])) return;
    if (selection.from !== null && row.date < selection.from) return;
    if (selection.to !== null && row.date > selection.to) return;
    selected.push(index);
  });
  return selected;
}

/** Rows of one batch (`continue`): the largest number handled in one transaction. */
export const BATCH_ROWS = 2500;

/** The skipped rows kept with an import and answered (the first this many). */
export const SKIPPED_KEPT = 1000;

/**
 * Why a row cannot be imported, or null: its person maps to no member, it holds no whole
 * minute, its day is read-only for the activity (the time sheet's rule; the member is put on
 * the activity by the import, so `not_on_activity` does not arise), or the member's day — with
 * what is registered and what this import added before it — would pass 24:00.
 */
export function rowProblem(row: {
  userId: number | null;
  minutes: number;
  date: string;
  activity: Omit<Bookability, 'member'>;
  /** What holds the member's day: a locked period, or their submitted or approved week (resources/approval). */
  hold?: DayHold;
  dayMinutes: number;
}): RowReason | null {
  if (row.userId === null) return 'unknown_member';
  if (row.minutes <= 0) return 'no_time';
  // Hours invoiced that day do not stop more: they go beside them (migration 0030).
  const readOnly = readOnlyReason({ ...row.activity, member: true }, row.date, false, row.hold ?? null);
  if (readOnly) return readOnly;
  return overfullDay(row.dayMinutes, row.minutes) ? 'day_full' : null;
}

/** Notes of several rows in one cell: the entry's note (if any) and each new one on a line of its own, empty ones left out. */
export function joinNotes(existing: string | null, added: readonly string[]): string | null {
  const notes = [existing ?? '', ...added].map((note) => note.trim()).filter((note) => note !== '');
  return notes.length === 0 ? null : notes.join('\n');
}
