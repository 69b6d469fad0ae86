import { parseDate } from '@internationalized/date';
import type { ApiClient } from '../client';
import type { Organization, Period, TimeUnit, TimerState, User } from '../schema';
import { dashboardDeps, recordIdOf, timeDeps, validateDashboardSearch, validateTimeSearch, type DashboardDeps, type TimeSearch } from './search';

/*
 * What a page's first data is — which calls, with which parameters, from the URL's path and
 * search — written once: the app's route loaders call these functions with the app's client, and
 * the server calls them (through `pageDataOf`) with a client that asks the app itself while it
 * serves the page, and sends the answers with it (PageAnswer). The app answers the very same
 * call from them once; app/test/pages.test.ts proves each route's loader makes exactly the calls
 * the server makes for its URL.
 */

export * from './search';
export * from './shell';

/** What a loader makes of a call: its data, or it throws (the app: its not-found or error screen). */
export type LoadCall = <T>(call: Promise<{ data?: T; error?: unknown; response: Response }>) => Promise<T>;

/** What a page's data calls are made with. */
export interface PageContext {
  api: ApiClient;
  load: LoadCall;
  /** Today in the time zone of whoever asks (the browser's in the app, the server's in the prefetch): {@link localDate}. */
  today: string;
  /** The signed-in user: some calls are an admin's only. */
  user: { admin: boolean };
}

/** /time: the week shown. */
export function timeData({ api, load, today }: PageContext, deps: TimeSearch) {
  return load(api.POST('/api/time', { body: { date: deps.week ?? today } }));
}

/** A day in the period before the one starting at `from` (`from` is a period's first day). */
function dayInPeriodBefore(from: string, unit: TimeUnit): string {
  const first = parseDate(from);
  return (unit === 'week' ? first.subtract({ weeks: 1 }) : unit === 'month' ? first.subtract({ days: 1 }) : first.subtract({ years: 1 })).toString();
}

/** /: the dashboard's period (the current one, or the one starting at `from`) and its totals. */
export async function dashboardData({ api, load, user }: PageContext, { unit, from, scope }: DashboardDeps) {
  // The period starting at `from`: the one after the period holding the day before it.
  const period: Period = from
    ? await load(api.POST('/api/period/next', { body: { date: dayInPeriodBefore(from, unit), timeunit: unit } }))
    : await load(api.POST('/api/period', { body: { timeunit: unit } }));
  const range = { from: period.from, to: period.to, scope };
  const [timeTotals, activityTotals, receivables, notes, firstSteps, projects] = await Promise.all([
    load(api.POST('/api/dashboard/timetotals', { body: range })),
    load(api.POST('/api/dashboard/activitytotals', { body: range })),
    // What the clients still owe: admins only (the call is theirs).
    user.admin ? load(api.GET('/api/dashboard/receivables')) : null,
    load(api.POST('/api/dashboard/notes', { body: range })),
    // What a new organisation has done of its first steps (the panel goes once all are done).
    load(api.GET('/api/dashboard/firststeps')),
    // The projects, for the budgeted ones' use: admins only (the call is theirs).
    user.admin ? load(api.GET('/api/projects')) : null,
  ]);
  return { period, timeTotals, activityTotals, receivables, notes, firstSteps, projects };
}

/** /invoices/{id}: the invoice, the mails sent about it and its history. */
export async function invoiceData({ api, load }: PageContext, id: number) {
  const path = { params: { path: { id } } };
  const [invoice, mails, history] = await Promise.all([
    load(api.GET('/api/invoices/{id}', path)),
    load(api.GET('/api/invoices/{id}/mails', path)),
    load(api.GET('/api/invoices/{id}/history', path)),
  ]);
  return { invoice, mails, history };
}

/**
 * /quotes/{id}: the quote, the clients and projects its dialogs choose from, and the invoice
 * number an accepted quote's invoice would get.
 */
export async function quoteData({ api, load }: PageContext, id: number) {
  const [quote, clients, projects, next] = await Promise.all([
    load(api.GET('/api/quotes/{id}', { params: { path: { id } } })),
    load(api.GET('/api/clients')),
    load(api.GET('/api/projects')),
    load(api.GET('/api/organization/get/nextinvoicenumber')),
  ]);
  return { quote, clients, projects, nextInvoiceNumber: next.invoicenumber };
}

/**
 * One route of the app as the router's generator sees it: what the app build writes to
 * `dist/.vite/routes.json` (app/build/routeList.ts) and the server reads to know which page a URL
 * is (packages/server/src/http/spa.ts), so the server needs no rules of its own for route files.
 */
export interface AppRoute {
  /** The route's id (`/_authenticated/_admin/invoices/$id`), as in the app's route tree. */
  id: string;
  /** The URL pattern it draws (`/invoices/$id`): `$name` a parameter, a final `$` the rest of the path. */
  path: string;
  /** The options the route tree gives the route (`id`, and `path` unless it is a layout without one). */
  options: { id: string; path?: string };
  /** Its module as the build's manifest names it (`src/routes/_authenticated/_admin/invoices/$id.tsx`). */
  file: string;
  /** The id of the route around it (a layout), if any besides the root. */
  parent?: string;
  /** True for a layout: a route with routes inside it, never a page itself. */
  layout: boolean;
}

export interface PageData {
  /** The route's id in the app's route tree (`app/src/routeTree.gen.ts`). */
  routeId: string;
  /**
   * Asks for the page's data, given the route's path parameters and the URL's search (as the
   * router parses it): what the route's loader returns, undefined for a path parameter that names nothing.
   */
  data(context: PageContext, params: Record<string, string>, search: Record<string, unknown>): Promise<unknown>;
}

/** The pages whose first data comes with the page, by route id. */
export const PAGE_DATA: readonly PageData[] = [
  { routeId: '/_authenticated/time', data: (context, _params, search) => timeData(context, timeDeps(validateTimeSearch(search))) },
  { routeId: '/_authenticated/', data: (context, _params, search) => dashboardData(context, dashboardDeps(validateDashboardSearch(search))) },
  {
    routeId: '/_authenticated/_admin/invoices/$id',
    data: async (context, params) => {
      const id = recordIdOf(params.id ?? '');
      return id === undefined ? undefined : invoiceData(context, id);
    },
  },
  {
    routeId: '/_authenticated/_admin/quotes/$id',
    data: async (context, params) => {
      const id = recordIdOf(params.id ?? '');
      return id === undefined ? undefined : quoteData(context, id);
    },
  },
];

/** The page data of a route, if the server sends it with the page. */
export function pageDataOf(routeId: string): PageData | undefined {
  return PAGE_DATA.find((page) => page.routeId === routeId);
}

/**
 * What the server knows of a signed-in page load when it sends the page: the input of the app's
 * page frame (`app/src/frame/render.tsx`, built for the server), the first paint drawn before the
 * app's script has arrived. Every value is the caller's own, read with the page load's cookie.
 */
export interface PageFrameInput {
  /** The page's route id, and the layouts around it (outermost first). */
  routeId: string;
  layoutIds: readonly string[];
  /** The URL's path, as the shell marks its current link. */
  pathname: string;
  /** The URL's search, as the router parses it. */
  search: Record<string, unknown>;
  /** Today in the server's time zone (the page's `today` until the app draws it in the browser's). */
  today: string;
  /** The shell's answers: the signed-in user and their organisation. */
  user: User;
  organization: Organization;
  /** The member's timer, as the shell's bar shows it (when the server answered it). */
  timer?: TimerState;
  /** The page's first data as its route loader returns it ({@link PageData}); undefined for a page without. */
  data: unknown;
}

/** A drawn page frame: the `#root` element's HTML, and the organisation's theme as a style rule (CSS). */
export interface PageFrame {
  html: string;
  css: string;
}

/** Draws the app's page frame; undefined for a page it does not draw (not inside the signed-in shell). */
export type RenderPageFrame = (input: PageFrameInput) => Promise<PageFrame | undefined>;
