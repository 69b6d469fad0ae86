import type { DashboardScope, TimeUnit } from '../schema';

/*
 * The search values of the pages whose first data the server sends with the page (see ./index.ts):
 * the route's `validateSearch` and `loaderDeps`, written once for the app's routes and the
 * server's prefetch. Kept apart from the pages' data calls: the app's entry carries every route's
 * search validation, the data calls travel only with a page's loader.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UNITS: readonly TimeUnit[] = ['week', 'month', 'year'];

/** A date as the API writes it (`YYYY-MM-DD`) in the time zone of whoever runs this: the browser's in the app. */
export function localDate(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** /time's search: `?week=` holds any day of the week shown (left out for this week). */
export interface TimeSearch {
  week?: string;
}

export function validateTimeSearch(search: Record<string, unknown>): TimeSearch {
  return { week: typeof search.week === 'string' && DATE.test(search.week) ? search.week : undefined };
}

export function timeDeps(search: TimeSearch): TimeSearch {
  return { week: search.week };
}

/** The dashboard's search: the period, the scope and the grouping. */
export interface DashboardSearch {
  /** The period's length; month by default. */
  unit?: TimeUnit;
  /** The first day of the period shown; the current period when left out. */
  from?: string;
  scope?: DashboardScope;
  group?: 'activity';
}

export function validateDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  return {
    unit: UNITS.includes(search.unit as TimeUnit) && search.unit !== 'month' ? (search.unit as TimeUnit) : undefined,
    from: typeof search.from === 'string' && DATE.test(search.from) ? search.from : undefined,
    scope: search.scope === 'team' ? 'team' : undefined,
    group: search.group === 'activity' ? 'activity' : undefined,
  };
}

/** What the dashboard's data depends on: the grouping is drawn from the same answers. */
export interface DashboardDeps {
  unit: TimeUnit;
  from: string | undefined;
  scope: DashboardScope;
}

export function dashboardDeps(search: DashboardSearch): DashboardDeps {
  return { unit: search.unit ?? 'month', from: search.from, scope: search.scope ?? 'me' };
}

/** The record id of a detail page's path (`/invoices/7`): a positive whole number, else undefined (the page is not found). */
export function recordIdOf(param: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;
}
