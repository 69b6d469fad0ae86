import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  BaseRootRoute,
  BaseRoute,
  RouterCore,
  createNonReactiveMutableStore,
  createNonReactiveReadonlyStore,
  defaultParseSearch,
  type AnyRoute,
  type AnyRouter,
} from '@tanstack/router-core';
import type { MiddlewareHandler } from 'hono';
import { createApiClient, type PageAnswer } from '@kwartier/api';
import { PAGE_FRAME_ATTRIBUTE, localDate, pageDataOf, shellCalls, type AppRoute, type LoadCall, type PageFrame, type PageFrameInput, type RenderPageFrame } from '@kwartier/api/pages';
import type { Contract } from '../openapi/contract.js';
import type { AppEnv } from './context.js';
import { contentSecurityPolicy, styleHash } from './securityHeaders.js';

/**
 * True for a browser loading a page, as opposed to a call made by the app's script: a GET or
 * HEAD without the app's `X-Requested-With` that asks for HTML, or that accepts anything (curl,
 * a link checker: no Accept, or `*∕*`) for a path that does not name a file (no extension, not
 * under /assets), so a missing script or image still answers 404.
 */
export function isPageLoad(headers: { get(name: string): string | null }, method: string, path = '/'): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (headers.get('x-requested-with') === 'XMLHttpRequest') return false;
  const accept = (headers.get('accept') ?? '').trim();
  if (accept.includes('text/html')) return true;
  const acceptsAnything = accept === '' || /^\*\/\*\s*(;.*)?$/.test(accept);
  return acceptsAnything && !path.startsWith('/assets/') && !/\.[A-Za-z0-9]+$/.test(path);
}

/**
 * Files of the build that are not the app's to give out: source maps (they show the source, and
 * a build may leave them beside the files) and hidden files and folders (`.vite/manifest.json`,
 * dotfiles; `/.well-known/` excepted).
 */
function isPrivateFile(path: string): boolean {
  return /\.map$/i.test(path) || (/\/\./.test(path) && !path.startsWith('/.well-known/'));
}

const ENCODED_SIBLINGS = ['.br', '.gz', '.zst'];

/**
 * The sha256 hashes (`sha256-…`) of the inline `<style>` elements of index.html, for its
 * Content-Security-Policy; read again only when the file changes (a new build).
 */
function inlineStyleHashesOf(indexFile: string): () => string[] {
  let known: { stamp: string; hashes: string[] } | undefined;
  return () => {
    const stats = statSync(indexFile, { throwIfNoEntry: false });
    if (!stats) return [];
    const stamp = `${stats.mtimeMs}:${stats.size}`;
    if (known?.stamp !== stamp) {
      const html = readFileSync(indexFile, 'utf8');
      const hashes = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css]) => styleHash(css));
      known = { stamp, hashes };
    }
    return known.hashes;
  };
}

/**
 * Serves the built SPA from the same process as the API. Files of the build are served as they
 * are (a precompressed `<file>.br` / `.gz` beside one when the browser accepts that encoding);
 * any other page load gets index.html so the client-side router can draw the route.
 *
 * Some paths are both a page and a call (`/login`, `/register`, and GETs the contract marks
 * `x-page` such as `/invitation/{token}`): a page load gets index.html, the app's call
 * (X-Requested-With) goes on to the API. Other paths the contract answers with a GET itself
 * (`/logout`, `/logo/{uuid}`) and everything under `/api` are never the SPA's.
 */
/**
 * A signed-in page's start data (the answers it comes with), the language the page will speak
 * (the user's), and what its page frame is drawn from.
 */
export interface PageStart {
  answers: PageAnswer[];
  locale: string;
  frame: PageFrameInput;
}

export interface SinglePageAppOptions {
  /**
   * What a signed-in page needs first, for the request of a page load (its cookie); undefined
   * without a session. Put into the page (see {@link withBootstrap}), so the app draws the shell
   * without first asking for it.
   */
  bootstrap?: (request: Request, page: PageMatch | undefined) => Promise<PageStart | undefined>;
  /** Told when the build's page frame failed to draw a page (the page is sent without it). */
  onFrameError?: (error: unknown) => void;
}

/** The id of the `<script type="application/json">` element the start data travels in. */
export const BOOTSTRAP_ELEMENT_ID = 'kwartier-bootstrap';

/**
 * index.html with the signed-in caller's start data as a JSON data block at the end of <head>.
 * A data block is never run (no Content-Security-Policy exception needed); `<` is escaped, so no
 * text inside it (a name typed by a user) can close the element.
 */
export function withBootstrap(html: string, json: string): string {
  const safe = json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  const block = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${safe}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : block + html;
}


/** The page a URL path draws: its route, its path parameters and the layouts around it (outermost first). */
export interface PageMatch {
  route: AppRoute;
  params: Record<string, string>;
  layouts: AppRoute[];
}

/**
 * A router of the app's routes without their code (TanStack Router's core, the app's router's
 * own matching): which route draws a path, with which parameters, inside which layouts.
 */
export function appRouter(routes: readonly AppRoute[]): (path: string) => PageMatch | undefined {
  const root = new BaseRootRoute();
  const made = new Map<string, AnyRoute>();
  const routeOf = (entry: AppRoute): AnyRoute => {
    const known = made.get(entry.id);
    if (known) return known;
    const around = entry.parent ? routes.find((other) => other.id === entry.parent) : undefined;
    const parent = around ? routeOf(around) : root;
    // As src/routeTree.gen.ts makes each route: created under its parent, then given its id and path.
    const route = (new BaseRoute({ getParentRoute: () => parent } as never) as unknown as AnyRoute).update(entry.options as never) as AnyRoute;
    made.set(entry.id, route);
    return route;
  };
  routes.forEach(routeOf);
  const children = new Map<AnyRoute, AnyRoute[]>();
  for (const entry of routes) {
    const route = made.get(entry.id)!;
    const parent = route.options.getParentRoute!() as AnyRoute;
    children.set(parent, [...(children.get(parent) ?? []), route]);
  }
  for (const [parent, inside] of children) parent.addChildren(inside);
  // Nothing here renders or subscribes: the router's plain stores.
  const stores = () => ({ createMutableStore: createNonReactiveMutableStore, createReadonlyStore: createNonReactiveReadonlyStore, batch: (fn: () => void) => fn() });
  const router = new RouterCore({ routeTree: root, isServer: true } as never, stores as never) as unknown as AnyRouter;
  const byId = new Map(routes.map((entry) => [entry.id, entry]));
  return (path) => {
    const [branch, params, found] = router.getMatchedRoutes(path);
    const route = found && byId.get(found.id);
    if (!route || route.layout) return undefined;
    const layouts = branch.flatMap((matched) => (matched !== found && byId.has(matched.id) ? [byId.get(matched.id)!] : []));
    return { route, params: params as Record<string, string>, layouts };
  };
}

/** A JSON file of the build, read again only when it changes (a new build); undefined while there is none. */
function buildFile<T>(file: string, make: (json: unknown) => T): () => T | undefined {
  let known: { stamp: string; value: T } | undefined;
  return () => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return undefined;
    const stamp = `${stats.mtimeMs}:${stats.size}`;
    if (known?.stamp !== stamp) known = { stamp, value: make(JSON.parse(readFileSync(file, 'utf8'))) };
    return known.value;
  };
}

/** The page of a path among the app's routes, from its build (`.vite/routes.json`); none before the app is built. */
export function appPagesOf(routesFile: string): (path: string) => PageMatch | undefined {
  const read = buildFile(routesFile, (json) => appRouter(json as AppRoute[]));
  return (path) => read()?.(path);
}

/**
 * The start data of a signed-in page, asked of the API itself (`call`: the app's own `request`)
 * with the page load's cookie, so it is exactly what the app would fetch: the answers of the
 * shell's calls (the user, their organisation, the member's timer) and of the page's first data
 * calls that were a 200 — made by the very functions the app makes them with
 * (`@kwartier/api/pages`: `shellCalls`, and the page's route loader for its path parameters and
 * search, parsed as the app's router parses it). Undefined when the user or the organisation is
 * not answered (no session, a member of nothing).
 * The app uses an answer only for the very same call (method, path and body), once; a call that
 * differs (a browser in another time zone than the server's near midnight) is simply made.
 */
export async function apiBootstrap(
  call: (path: string, init: RequestInit) => Promise<Response>,
  request: Request,
  page?: PageMatch,
): Promise<PageStart | undefined> {
  const cookie = request.headers.get('cookie');
  if (!cookie) return undefined;
  const headers: Record<string, string> = { cookie, accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const language = request.headers.get('accept-language');
  if (language) headers['accept-language'] = language;
  const answers: PageAnswer[] = [];
  const recorder = recordingFetch(call, headers, answers);
  const api = createApiClient({ baseUrl: INNER_ORIGIN, fetch: recorder.fetch, maxRetries: 0 });
  const userCall = shellCalls.user(api);
  const pageData = page && pageDataOf(page.route.id);
  const url = new URL(request.url);
  const today = localDate(new Date());
  const search = defaultParseSearch(url.search);
  // A call that is not a 200 (not an admin, no such invoice) ends the page's data: the rest is left to the app.
  const pageCalls = pageData
    ? userCall.then(({ data: user }) => user && pageData.data({ api, load: loadOrThrow, today, user }, page.params, search)).catch(() => undefined)
    : undefined;
  const [user, organization, timer, data] = await Promise.all([userCall, shellCalls.organization(api), shellCalls.timer(api), pageCalls]);
  await recorder.settled();
  if (!user.data || !organization.data) return undefined;
  const frame: PageFrameInput = {
    routeId: page?.route.id ?? '',
    layoutIds: page?.layouts.map((layout) => layout.id) ?? [],
    pathname: url.pathname,
    search,
    today,
    user: user.data,
    organization: organization.data,
    timer: timer.data,
    data: data ?? undefined,
  };
  return { answers, locale: user.data.locale, frame };
}

/** The origin the page's calls are addressed to: only their path and search reach `call`. */
const INNER_ORIGIN = 'http://kwartier.internal';

/** A loader's way with a call for the prefetch: its data when it was a 200, else it throws. */
const loadOrThrow: LoadCall = async (pending) => {
  const { data, response } = await pending;
  if (response.status !== 200 || data === undefined) throw new Error(`${response.status}`);
  return data;
};

/**
 * A fetch for the typed client that asks `call` (with the page load's headers) and keeps every
 * 200 as a PageAnswer, as the app's `withPageAnswers` will look it up: method, path with its
 * search, JSON body.
 */
function recordingFetch(call: (path: string, init: RequestInit) => Promise<Response>, headers: Record<string, string>, answers: PageAnswer[]) {
  const pending = new Set<Promise<unknown>>();
  const fetch = (request: Request): Promise<Response> => {
    const work = (async () => {
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      const method = request.method as PageAnswer['method'];
      const text = method === 'GET' ? '' : await request.text();
      const init: RequestInit = text === '' ? { method, headers } : { method, headers: { ...headers, 'content-type': 'application/json' }, body: text };
      const response = await call(path, init);
      if (response.status === 200) {
        const data: unknown = await response.clone().json();
        answers.push(text === '' ? { method, path, data } : { method, path, body: JSON.parse(text) as unknown, data });
      }
      return response;
    })();
    pending.add(work);
    return work;
  };
  // Every call made, also those a failed one left running, is answered before the page is sent.
  const settled = async () => {
    while (pending.size > 0) {
      const current = [...pending];
      await Promise.allSettled(current);
      current.forEach((work) => pending.delete(work));
    }
  };
  return { fetch, settled };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * A language's catalogue in the build's manifest: the library's (`…/ui/src/i18n/catalogue/nl.json`)
 * or the app's (`src/i18n/nl.json`), and the rest of both (`src/i18n/nl.json?rest`, the words
 * /login does not need), which every signed-in page's guard awaits before the shell renders.
 */
const CATALOGUE_CHUNK = /^(?:.*\/packages\/ui\/src\/i18n\/catalogue|src\/i18n)\/([a-z]{2}(?:-[A-Z]{2})?)\.json(?:\?rest)?$/;

/**
 * The chunks a page load of `path` will import (besides the entry, which index.html names): the
 * code-split component and loader of the page's route and of the layouts around it (from the
 * build's route list, {@link appRouter}), with everything they import, read from the build's
 * manifest (`.vite/manifest.json`), and the catalogues of the page's language (the user's), which
 * the app awaits before it draws. Sent as `modulepreload` links, they download with the entry
 * instead of after it has run.
 */
export function pageChunksOf(
  manifestFile: string,
  pageOf: (path: string) => PageMatch | undefined,
): (path: string, locale?: string) => { scripts: string[]; styles: string[] } {
  const read = buildFile(manifestFile, (json) => {
    const manifest = json as Record<string, ManifestChunk>;
    const byFile = new Map<string, string[]>();
    const catalogues = new Map<string, string[]>();
    for (const key of Object.keys(manifest)) {
      const match = key.match(/^(.+\.tsx)\?tsr-split=/);
      if (match) byFile.set(match[1]!, [...(byFile.get(match[1]!) ?? []), key]);
      const catalogue = key.match(CATALOGUE_CHUNK);
      if (catalogue) catalogues.set(catalogue[1]!, [...(catalogues.get(catalogue[1]!) ?? []), key]);
    }
    const entry = new Set<string>();
    const addEntry = (key: string) => {
      if (entry.has(key) || !manifest[key]) return;
      entry.add(key);
      manifest[key]!.imports?.forEach(addEntry);
    };
    addEntry('index.html');
    return { manifest, byFile, catalogues, entry };
  });
  return (path, locale) => {
    const current = read();
    const page = pageOf(path);
    if (!current || !page) return { scripts: [], styles: [] };
    const scripts: string[] = [];
    const styles: string[] = [];
    const seen = new Set<string>();
    const add = (key: string) => {
      if (seen.has(key) || current.entry.has(key)) return;
      seen.add(key);
      const chunk = current.manifest[key];
      if (!chunk) return;
      scripts.push(`/${chunk.file}`);
      chunk.css?.forEach((css) => styles.includes(`/${css}`) || styles.push(`/${css}`));
      chunk.imports?.forEach(add);
    };
    for (const route of [...page.layouts, page.route]) current.byFile.get(route.file)?.forEach(add);
    if (locale !== undefined) current.catalogues.get(locale)?.forEach(add);
    return { scripts, styles };
  };
}

/** `<link>` elements that start a page's chunks and stylesheets with the entry. */
export function preloadLinks({ scripts, styles }: { scripts: string[]; styles: string[] }): string {
  return [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join('');
}

/**
 * The build's page frame (`dist/.ssr/frame.js`, app/src/frame/render.tsx): the function that draws
 * a signed-in page's first paint from its start data; imported again when the file changes (a new
 * build), undefined while there is none.
 */
export function pageFrameOf(file: string): () => Promise<RenderPageFrame | undefined> {
  let known: { stamp: string; render: Promise<RenderPageFrame | undefined> } | undefined;
  return async () => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return undefined;
    const stamp = `${stats.mtimeMs}:${stats.size}`;
    if (known?.stamp !== stamp) {
      const url = `${pathToFileURL(file).href}?build=${encodeURIComponent(stamp)}`;
      known = { stamp, render: import(url).then((module: { renderPageFrame?: RenderPageFrame }) => module.renderPageFrame) };
    }
    return known.render;
  };
}

/**
 * index.html with a page frame: its HTML inside `#root`, marked, `inert` and hidden from assistive
 * technology (nothing in it works before the app has drawn the page), and the organisation's theme
 * as an inline `<style>` (whose hash the page's Content-Security-Policy names). Undefined when
 * index.html has no empty `#root`.
 */
export function withPageFrame(html: string, frame: PageFrame): string | undefined {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) return undefined;
  const framed = html.replace(root, () => `<div id="root"><div ${PAGE_FRAME_ATTRIBUTE} inert aria-hidden="true">${frame.html}</div></div>`);
  return frame.css ? framed.replace('</head>', () => `<style>${frame.css}</style></head>`) : framed;
}

export function singlePageApp(staticDir: string, contract: Contract, options: SinglePageAppOptions = {}): MiddlewareHandler<AppEnv> {
  const pageOf = appPagesOf(join(staticDir, '.vite', 'routes.json'));
  const pageChunks = pageChunksOf(join(staticDir, '.vite', 'manifest.json'), pageOf);
  const pageFrame = pageFrameOf(join(staticDir, '.ssr', 'frame.js'));
  /** The page frame of a page load, or undefined (none built, a page it does not draw, or it failed: the page goes without). */
  const frameOf = async (input: PageFrameInput) => {
    try {
      return await (await pageFrame())?.(input);
    } catch (error) {
      options.onFrameError?.(error);
      return undefined;
    }
  };
  const indexFile = join(staticDir, 'index.html');
  const assetsDir = join(staticDir, 'assets');
  const inlineStyleHashes = inlineStyleHashesOf(indexFile);
  let indexText: { stamp: string; html: string } | undefined;
  /** index.html's text, read again only when the file changes (a new build). */
  const indexHtml = () => {
    const stats = statSync(indexFile);
    const stamp = `${stats.mtimeMs}:${stats.size}`;
    if (indexText?.stamp !== stamp) indexText = { stamp, html: readFileSync(indexFile, 'utf8') };
    return indexText.html;
  };
  /**
   * Answers that depend on Accept-Encoding say so, also when they are the plain file (serveStatic
   * itself adds Vary only when it picks an encoded one).
   */
  const varyByEncoding = (path: string, c: Parameters<MiddlewareHandler<AppEnv>>[0]) => {
    if (/\.(br|gz|zst)$/.test(path)) return;
    if (ENCODED_SIBLINGS.some((ending) => existsSync(path + ending))) c.header('Vary', 'Accept-Encoding', { append: true });
  };
  // Created once the build exists: in development the server may start before `pnpm build`.
  let files: MiddlewareHandler<AppEnv> | undefined;
  const fileServer = () =>
    (files ??= existsSync(staticDir)
      ? serveStatic<AppEnv>({
          root: staticDir,
          precompressed: true,
          onFound: (path, c) => {
            // Vite puts a content hash in every asset name, so those never change. Anything else
            // (index.html above all) is revalidated, or browsers keep an old build after a deploy.
            c.header('Cache-Control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
            varyByEncoding(path, c);
            if (path.startsWith(indexFile)) c.header('Content-Security-Policy', contentSecurityPolicy(inlineStyleHashes()));
          },
        })
      : undefined);
  let index: MiddlewareHandler<AppEnv> | undefined;
  const indexServer = () =>
    (index ??= serveStatic<AppEnv>({
      root: staticDir,
      path: 'index.html',
      precompressed: true,
      onFound: (path, c) => {
        c.header('Cache-Control', 'no-cache');
        varyByEncoding(path, c);
        c.header('Content-Security-Policy', contentSecurityPolicy(inlineStyleHashes()));
      },
    }));
  const nothing = async () => {};

  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/')) return next();
    if (isPrivateFile(path)) return c.notFound();
    const pageLoad = isPageLoad(c.req.raw.headers, method, path);
    if (contract.servesGet(path) && !(pageLoad && contract.isAlsoPage(path))) return next();
    // The app's own calls never fetch files: let them reach the API (JSON 405 or 404).
    if (!pageLoad && c.req.header('x-requested-with') === 'XMLHttpRequest') return next();

    // The root is a page (the dashboard), not the file index.html: a page load of it gets the start data too.
    const served = pageLoad && path === '/' ? undefined : await fileServer()?.(c, nothing);
    if (served) return served;
    if (!pageLoad) return next();
    if (!existsSync(indexFile)) {
      return c.text(`The web app is not built: no ${indexFile}. Run \`pnpm build\` (or set STATIC_DIR).`, 404);
    }
    const bootstrap = method === 'GET' ? await options.bootstrap?.(c.req.raw, pageOf(path)) : undefined;
    if (bootstrap) {
      // This page is the caller's own: never stored, so no other sign-in on this browser gets it.
      c.header('Cache-Control', 'no-store');
      const frame = await frameOf(bootstrap.frame);
      const framed = frame && withPageFrame(indexHtml(), frame);
      c.header('Content-Security-Policy', contentSecurityPolicy(framed && frame.css ? [...inlineStyleHashes(), styleHash(frame.css)] : inlineStyleHashes()));
      // With a frame the page paints before the app's script is there: no script download may
      // stand before that paint, so the page's chunks are not preload links but a list in the
      // start data, which the entry preloads as it starts (app/src/main.tsx).
      const chunks = pageChunks(path, bootstrap.locale);
      const html = framed
        ? withBootstrap(framed, JSON.stringify({ answers: bootstrap.answers, preload: chunks.scripts }))
        : withBootstrap(indexHtml(), JSON.stringify({ answers: bootstrap.answers })).replace('</head>', () => `${preloadLinks(chunks)}</head>`);
      return c.html(html);
    }
    return (await indexServer()(c, nothing)) ?? next();
  };
}
