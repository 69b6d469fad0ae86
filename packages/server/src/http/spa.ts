import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import type { PageAnswer } from '@kwartier/api';
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
export interface SinglePageAppOptions {
  /**
   * What a signed-in page needs first, as JSON text, for the request of a page load (its cookie);
   * undefined without a session. Put into the page (see {@link withBootstrap}), so the app draws
   * the shell without first asking for it.
   */
  bootstrap?: (request: Request) => Promise<string | undefined>;
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


type Call = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>;

/** Today as the API writes dates, in the server's time zone (the app asks with the browser's; see pageCalls). */
function serverToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The first data of the pages opened every day, asked the way their route loaders ask for it
 * (app/src/routes: time.tsx, index.tsx, invoices/$id.tsx), so the answer travels with the page
 * instead of one round trip after its code. The app uses an answer only for the very same call
 * (method, path and body), once; a call that differs (a browser in another time zone than the
 * server's near midnight, a loader changed without this table) is simply made as before.
 * `call` resolves an answer's JSON, or throws when it was not a 200.
 */
async function pageCalls(url: URL, call: Call): Promise<void> {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const search = url.searchParams;
  if (path === '/time') {
    const week = search.get('week');
    await call('POST', '/api/time', { date: week && /^\d{4}-\d{2}-\d{2}$/.test(week) ? week : serverToday() });
    return;
  }
  const invoice = path.match(/^\/invoices\/([1-9]\d{0,15})$/);
  if (invoice) {
    await call('GET', `/api/invoices/${invoice[1]}`);
    return;
  }
  // The dashboard's current period (a `from` is the rarer case: asked by the app itself).
  if (path === '/' && !search.has('from')) {
    const unit = search.get('unit') === 'week' || search.get('unit') === 'year' ? search.get('unit')! : 'month';
    const scope = search.get('scope') === 'team' ? 'team' : 'me';
    const period = (await call('POST', '/api/period', { timeunit: unit })) as { from: string; to: string };
    const range = { from: period.from, to: period.to, scope };
    await Promise.all([
      call('POST', '/api/dashboard/timetotals', range),
      call('POST', '/api/dashboard/activitytotals', range),
      call('POST', '/api/dashboard/notes', range),
      call('GET', '/api/dashboard/firststeps'),
      // An admin's receivables; a member is refused (403), which is theirs alone to leave out.
      call('GET', '/api/dashboard/receivables').catch(() => undefined),
    ]);
  }
}

/**
 * The start data of a signed-in page, asked of the API itself (`call`: the app's own `request`)
 * with the page load's cookie, so it is exactly what the app would fetch: the user and their
 * organisation (and the member's timer, for the shell), or undefined when either is not answered (no session, a member of nothing); with
 * them the answers of the page's first data calls (see {@link pageCalls}) that were a 200.
 */
export async function apiBootstrap(call: (path: string, init: RequestInit) => Promise<Response>, request: Request): Promise<string | undefined> {
  const cookie = request.headers.get('cookie');
  if (!cookie) return undefined;
  const headers: Record<string, string> = { cookie, accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const language = request.headers.get('accept-language');
  if (language) headers['accept-language'] = language;
  const answers: PageAnswer[] = [];
  const pageCall: Call = async (method, path, body) => {
    const init: RequestInit = body === undefined ? { method, headers } : { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const response = await call(path, init);
    if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status}`);
    const data: unknown = await response.json();
    answers.push(body === undefined ? { method, path, data } : { method, path, body, data });
    return data;
  };
  const [user, organization, timer] = await Promise.all([
    call('/api/user', { headers }),
    call('/api/organization/for/currentuser', { headers }),
    // The shell's timer, on every signed-in page (app/src/time/timer.ts).
    call('/api/timer', { headers }),
    // A page's data that is not answered (not signed in, not an admin, no such invoice) is left to the app.
    pageCalls(new URL(request.url), pageCall).catch(() => {}),
  ]);
  if (user.status !== 200 || organization.status !== 200) return undefined;
  const timerData = timer.status === 200 ? `,"timer":${await timer.text()}` : '';
  return `{"user":${await user.text()},"organization":${await organization.text()}${timerData},"answers":${JSON.stringify(answers)}}`;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** One page of the app as the build's manifest names it: its URL pattern and its chunks' keys. */
interface PageChunks {
  file: string;
  segments: string[];
  keys: string[];
}

/**
 * The URL segments of a route file of the app (TanStack Router's file names: `_layout` folders and
 * files add no segment, `index` is the folder itself, `.` separates segments, `$name` is a
 * parameter, `$` the rest of the path).
 */
export function routeSegments(file: string): string[] {
  return file
    .replace(/^src\/routes\//, '')
    .replace(/\.tsx$/, '')
    .split(/[/.]/)
    .filter((segment) => segment !== '' && segment !== 'index' && !segment.startsWith('_'));
}

function matchesPage(segments: string[], path: string[]): boolean {
  if (segments.at(-1) === '$') return path.length >= segments.length - 1 && segments.slice(0, -1).every((s, i) => s.startsWith('$') || s === path[i]);
  return segments.length === path.length && segments.every((s, i) => s.startsWith('$') || s === path[i]);
}

/**
 * How specific a page's pattern is: literal segments first, parameters next, the rest of a path
 * last. A pattern without a rest ends in '9', so an exact match of the same length wins over a
 * rest that also matches: `/` is the dashboard (`index.tsx`, '9'), not the catch-all (`$.tsx`, '0').
 */
const specificity = (segments: string[]) =>
  segments.map((s) => (s === '$' ? '0' : s.startsWith('$') ? '1' : '2')).join('') + (segments.at(-1) === '$' ? '' : '9');

/**
 * The chunks a page load of `path` will import (besides the entry, which index.html names): the
 * code-split component and loader of every route file whose pattern matches — the layouts
 * around the page and the page itself — with everything they import, read from the build's
 * manifest (`.vite/manifest.json`). Sent as `modulepreload` links, they download with the
 * entry instead of after it has run.
 */
export function pageChunksOf(manifestFile: string): (path: string) => { scripts: string[]; styles: string[] } {
  let known: { stamp: string; manifest: Record<string, ManifestChunk>; pages: PageChunks[]; entry: Set<string> } | undefined;
  const read = () => {
    const stats = statSync(manifestFile, { throwIfNoEntry: false });
    if (!stats) return undefined;
    const stamp = `${stats.mtimeMs}:${stats.size}`;
    if (known?.stamp !== stamp) {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
      const byFile = new Map<string, string[]>();
      for (const key of Object.keys(manifest)) {
        const match = key.match(/^(src\/routes\/.+\.tsx)\?tsr-split=/);
        if (match) byFile.set(match[1]!, [...(byFile.get(match[1]!) ?? []), key]);
      }
      const pages = [...byFile].map(([file, keys]) => ({ file, segments: routeSegments(file), keys }));
      const entry = new Set<string>();
      const addEntry = (key: string) => {
        if (entry.has(key) || !manifest[key]) return;
        entry.add(key);
        manifest[key]!.imports?.forEach(addEntry);
      };
      addEntry('index.html');
      known = { stamp, manifest, entry, pages };
    }
    return known;
  };
  return (path) => {
    const current = read();
    if (!current) return { scripts: [], styles: [] };
    const wanted = path.split('/').filter(Boolean);
    // A layout (a file beside a folder of its name) is no page itself; it wraps the pages in its folder.
    const isLayout = (file: string) => current.pages.some((other) => other.file.startsWith(file.replace(/\.tsx$/, '/')));
    const page = current.pages
      .filter((candidate) => !isLayout(candidate.file) && matchesPage(candidate.segments, wanted))
      .sort((a, b) => specificity(b.segments).localeCompare(specificity(a.segments)))[0];
    if (!page) return { scripts: [], styles: [] };
    const layouts = current.pages.filter((candidate) => isLayout(candidate.file) && page.file.startsWith(candidate.file.replace(/\.tsx$/, '/')));
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
    for (const { keys } of [...layouts, page]) keys.forEach(add);
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

export function singlePageApp(staticDir: string, contract: Contract, options: SinglePageAppOptions = {}): MiddlewareHandler<AppEnv> {
  const pageChunks = pageChunksOf(join(staticDir, '.vite', 'manifest.json'));
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
    const bootstrap = method === 'GET' ? await options.bootstrap?.(c.req.raw) : undefined;
    if (bootstrap) {
      // This page is the caller's own: never stored, so no other sign-in on this browser gets it.
      c.header('Cache-Control', 'no-store');
      c.header('Content-Security-Policy', contentSecurityPolicy(inlineStyleHashes()));
      const html = withBootstrap(indexHtml(), bootstrap).replace('</head>', `${preloadLinks(pageChunks(path))}</head>`);
      return c.html(html);
    }
    return (await indexServer()(c, nothing)) ?? next();
  };
}
