import { contractLimits, schemaEnums, type ReportEntriesRequest, type ReportGroup, type ReportRequest, type ReportType } from '@kwartier/api';

// A report's state, as the app keeps it in the URL (`/reports?from=…&to=…&group=member,project`):
// what the Reports screen shows, the calls it makes and the presets of its date range. Pure, so
// the app's route validates its search params with `parseReportSearch` and the screen's callbacks
// return the next state. Nothing here needs more than the language itself: the app's route runs it
// in the entry chunk (its search validation); the presets are reportPresets.ts.

/** The groups a report may have, in the contract's order (a test compares them with the contract's). */
export const REPORT_GROUPS: readonly ReportGroup[] = schemaEnums.ReportGroup;

/** A yes/no filter: only the yes, only the no, or left out (both). */
export type ReportFlag = 'yes' | 'no';

/** The summary (grouped) or the entries with their notes. */
export type ReportView = 'summary' | 'detail';

/** Everything a report shows. Ids are those of the contract's records; a filter left out does not filter. */
export interface ReportState {
  from: string;
  to: string;
  /** What it counts: left out, hours (the contract's default); with expenses, never grouped by activity and only the summary. */
  type?: Exclude<ReportType, 'hours'>;
  /** One or two groups, different, at most one of day, week and month. */
  groups: ReportGroup[];
  view: ReportView;
  /** Page of the detailed view, from 1. */
  page: number;
  client?: number;
  project?: number;
  activity?: number;
  member?: number;
  billable?: ReportFlag;
  invoiced?: ReportFlag;
}

/** The entries on one page of the detailed view. */
export const ENTRIES_PER_PAGE = 100;

/** The groups that are periods: at most one of them in a report. */
export const PERIOD_GROUPS: ReadonlySet<ReportGroup> = new Set<ReportGroup>(['day', 'week', 'month']);

const DAY_MS = 86_400_000;

// Dates here are counted with Date.UTC, not @internationalized/date: this module is part of the
// app's entry (the reports route's search validation runs before any page chunk), where the
// library would add ~5 kB gzip to every page, /login included.

/** A `YYYY-MM-DD` date as UTC milliseconds, or NaN when it is no real date. */
function utcOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, day);
  const back = new Date(utc);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? utc : NaN;
}

/** The month holding `today` (`YYYY-MM-DD`), first to last day. */
export function monthOf(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 8);
  return { from: `${prefix}01`, to: `${prefix}${String(last).padStart(2, '0')}` };
}

/** Whether `groups` is a report's valid grouping (see {@link ReportState.groups}) of a report of `type`. */
export function validGroups(groups: readonly ReportGroup[], type: ReportType = 'hours'): boolean {
  return (
    groups.length >= 1 &&
    groups.length <= 2 &&
    new Set(groups).size === groups.length &&
    groups.filter((group) => PERIOD_GROUPS.has(group)).length <= 1 &&
    groups.every((group) => groupsOf(type).includes(group))
  );
}

/** The groups a report of `type` may have: no activity when it counts expenses, a category only for expenses alone. */
export function groupsOf(type: ReportType): readonly ReportGroup[] {
  return REPORT_GROUPS.filter((group) => !(group === 'activity' && type !== 'hours') && !(group === 'category' && type !== 'expenses'));
}

/**
 * A state counting `type`: without the activity group when it counts expenses (member and project
 * when nothing else is left), and the summary for expenses alone (the entries are time).
 */
export function withType(state: ReportState, type: ReportType): ReportState {
  const kept = state.groups.filter((group) => groupsOf(type).includes(group));
  const groups = kept.length > 0 ? kept : (['member', 'project'] as ReportGroup[]);
  const next = withChange(state, { groups, view: type === 'expenses' ? 'summary' : state.view });
  if (type === 'hours') delete next.type;
  else next.type = type;
  return next;
}

/** The longest range a report answers (the contract's `x-limits`): 366 days. */
export const MAX_REPORT_DAYS: number = contractLimits.maxRangeDays;

/** Whether `from`–`to` is a range the server answers: `to` not before `from`, at most 366 days. */
export function validRange(from: string, to: string): boolean {
  const days = Math.round((utcOf(to) - utcOf(from)) / DAY_MS) + 1;
  return days >= 1 && days <= MAX_REPORT_DAYS;
}

/**
 * Why `from`–`to` is no range the server answers (`to` before `from`, or more than
 * {@link MAX_REPORT_DAYS} days), or null when it is one.
 */
export function rangeProblem(from: string, to: string): 'toBeforeFrom' | 'rangeTooLong' | null {
  if (validRange(from, to)) return null;
  return to < from ? 'toBeforeFrom' : 'rangeTooLong';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: unknown): value is string => typeof value === 'string' && DATE.test(value) && !Number.isNaN(utcOf(value));

const positiveId = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};
const flag = (value: unknown): ReportFlag | undefined => (value === 'yes' || value === 'no' ? value : undefined);

/**
 * The report's state from the URL's search params (as TanStack Router parses them: strings,
 * numbers): anything missing or invalid falls back — the range to this month of `today`, the
 * groups to member and project, the view to the summary, the page to 1. A range the link names
 * with two real dates stays as written, also one the server refuses (`to` before `from`, too
 * long): the screen says what is wrong with it (see {@link rangeProblem}) instead of showing
 * another period.
 */
export function parseReportSearch(search: Record<string, unknown>, today: string): ReportState {
  const month = monthOf(today);
  let from = isDate(search.from) ? search.from : month.from;
  let to = isDate(search.to) ? search.to : month.to;
  if (!(isDate(search.from) && isDate(search.to)) && !validRange(from, to)) ({ from, to } = month);
  const asked = typeof search.group === 'string' ? search.group.split(',') : [];
  const groups = asked.filter((group): group is ReportGroup => (REPORT_GROUPS as readonly string[]).includes(group));
  const type = search.type === 'expenses' || search.type === 'both' ? search.type : undefined;
  const state: ReportState = {
    from,
    to,
    ...(type ? { type } : {}),
    groups: groups.length === asked.length && validGroups(groups, type) ? groups : ['member', 'project'],
    view: search.view === 'detail' && type !== 'expenses' ? 'detail' : 'summary',
    page: positiveId(search.page) ?? 1,
  };
  for (const key of ['client', 'project', 'activity', 'member'] as const) {
    const id = positiveId(search[key]);
    if (id !== undefined) state[key] = id;
  }
  for (const key of ['billable', 'invoiced'] as const) {
    const value = flag(search[key]);
    if (value !== undefined) state[key] = value;
  }
  return state;
}

/** The search params of a state, leaving out what is the default (summary, page 1, no filter). */
export function reportSearch(state: ReportState): Record<string, string | number> {
  const search: Record<string, string | number> = { from: state.from, to: state.to, group: state.groups.join(',') };
  if (state.type) search.type = state.type;
  if (state.view === 'detail') search.view = 'detail';
  if (state.view === 'detail' && state.page > 1) search.page = state.page;
  for (const key of ['client', 'project', 'activity', 'member', 'billable', 'invoiced'] as const) {
    const value = state[key];
    if (value !== undefined) search[key] = value;
  }
  return search;
}

const flagValue = (value: ReportFlag | undefined) => (value === undefined ? null : value === 'yes');
const ids = (id: number | undefined) => (id === undefined ? undefined : [id]);

/** The range and filters of a state as the contract's ReportFilter. */
function filterOf(state: ReportState) {
  return {
    from: state.from,
    to: state.to,
    client_ids: ids(state.client),
    project_ids: ids(state.project),
    activity_ids: ids(state.activity),
    user_ids: ids(state.member),
    billable: flagValue(state.billable),
    invoiced: flagValue(state.invoiced),
  };
}

/** The body of `POST /api/reports` for a state. */
export function reportRequest(state: ReportState): ReportRequest {
  return { ...filterOf(state), group_by: state.groups, ...(state.type ? { type: state.type } : {}) };
}

/** The body of `POST /api/reports/entries` for a state's page (or any other page, e.g. for an export). */
export function reportEntriesRequest(state: ReportState, page = state.page, perPage = ENTRIES_PER_PAGE): ReportEntriesRequest {
  return { ...filterOf(state), page, per_page: perPage };
}

/** A state with a change that moves the report elsewhere: the detailed view goes back to its first page. */
export function withChange(state: ReportState, change: Partial<ReportState>): ReportState {
  return { ...state, page: 1, ...change };
}
