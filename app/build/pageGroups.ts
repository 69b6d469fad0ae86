import { build, type Rolldown } from 'vite';

/** Set while the planning build runs (see {@link pageGroups}): that build splits automatically. */
export const PLANNING = 'KWARTIER_PLANNING_BUILD';

/** A route module's code-split piece (its component or its loader), as the router plugin names it. */
const ROUTE_PIECE = /[\\/]src[\\/]routes[\\/](?:_public|_authenticated)[^?]*\?tsr-split=/;
/** The pieces /login needs: the public layout's and the login page's. */
const LOGIN_PIECE = /[\\/]src[\\/]routes[\\/]_public(?:\.tsx|[\\/]login\.tsx)\?tsr-split=/;
const SIGNED_IN_PIECE = /[\\/]src[\\/]routes[\\/]_authenticated[^?]*\?tsr-split=/;

/**
 * Which chunk group each module goes to, from a first build that splits automatically. That one
 * makes a chunk per set of pages sharing a module: 30–55 small requests for a signed-in page,
 * which on a phone's connection (Lighthouse's slow 4G: six connections, 150 ms a round trip)
 * cost more than their bytes. From its chunks (not the module graph: a module's imports name a
 * whole barrel, `@kwartier/ui` or react-aria's, the chunks only what tree shaking kept):
 * - `framework`: what the entry imports from chunks it shares with pages (loaded on every page);
 * - `login`: what /login needs beyond the entry (the public layout and the login page import it;
 *   another page that needs some of it loads it whole);
 * - a few chunks of what two or more signed-in pages need beyond those ({@link clusters}).
 * A module only one page needs stays in its route chunk; a lazy import stays lazy.
 */
export async function pageGroups(configFile: string, mode: string): Promise<{ groups: Map<string, string>; login: Set<string> }> {
  process.env[PLANNING] = '1';
  let output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[] | Rolldown.RolldownWatcher;
  try {
    output = await build({ configFile, mode, logLevel: 'warn', build: { write: false, emptyOutDir: false } });
  } finally {
    delete process.env[PLANNING];
  }
  if (!('output' in output)) throw new Error('the planning build gave no single output');
  const chunks = new Map(output.output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  /** The modules of the chunks and of every chunk they import statically. */
  const modulesOf = (roots: Rolldown.OutputChunk[], except: Set<string> = new Set()) => {
    const seen = new Set<string>();
    const modules = new Set<string>();
    const visit = (chunk: Rolldown.OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      chunk.moduleIds.forEach((id) => except.has(id) || modules.add(id));
      chunk.imports.forEach((file) => visit(chunks.get(file)));
    };
    roots.forEach(visit);
    return modules;
  };
  const all = [...chunks.values()];
  const size = new Map<string, number>();
  for (const chunk of all) for (const [id, module] of Object.entries(chunk.modules)) size.set(id, module.renderedLength);
  const pieces = (pattern: RegExp) => all.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId !== null && pattern.test(chunk.facadeModuleId));
  const entryChunks = all.filter((chunk) => chunk.isEntry);
  const entry = modulesOf(entryChunks);
  const groups = new Map<string, string>();
  // What the entry imports from chunks it shares with pages is loaded on every page anyway.
  const entryOwn = new Set(entryChunks.flatMap((chunk) => chunk.moduleIds));
  for (const id of entry) if (!entryOwn.has(id)) groups.set(id, 'framework');
  const login = modulesOf(pieces(LOGIN_PIECE), entry);
  for (const id of login) if (!ROUTE_PIECE.test(id)) groups.set(id, 'login');
  // The signed-in pages by route file (a page's component and loader are one page), each with the
  // modules it needs beyond the entry and `login`.
  const pages = new Map<string, Rolldown.OutputChunk[]>();
  for (const piece of pieces(SIGNED_IN_PIECE)) {
    const file = piece.facadeModuleId!.replace(/\?.*$/, '');
    pages.set(file, [...(pages.get(file) ?? []), piece]);
  }
  const shell = [...pages].filter(([file]) => /[\\/]_authenticated\.tsx$/.test(file)).flatMap(([, page]) => page);
  const needs = [...pages]
    .filter(([file]) => !/[\\/]_authenticated\.tsx$/.test(file))
    .map(([, page]) => new Set([...modulesOf([...page, ...shell], entry)].filter((id) => !login.has(id) && !ROUTE_PIECE.test(id))));
  for (const [name, modules] of clusters(needs, (id) => size.get(id) ?? 0)) for (const id of modules) groups.set(id, name);
  return { groups, login: loginModules(chunks, [...entryChunks, ...pieces(LOGIN_PIECE)]) };
}

/**
 * Every module /login may run: the entry's and the login page's chunks, what they import, and
 * what they load lazily (a lazily loaded part of the page, never another route's piece). Its
 * words are the ones /login loads (build/catalogueParts.ts).
 */
function loginModules(chunks: Map<string, Rolldown.OutputChunk>, roots: Rolldown.OutputChunk[]): Set<string> {
  const seen = new Set<string>();
  const modules = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    chunk.moduleIds.forEach((id) => modules.add(id));
    chunk.imports.forEach((file) => visit(chunks.get(file)));
    for (const file of chunk.dynamicImports) {
      const lazy = chunks.get(file);
      if (lazy && !(lazy.facadeModuleId && ROUTE_PIECE.test(lazy.facadeModuleId))) visit(lazy);
    }
  };
  roots.forEach(visit);
  return modules;
}

/**
 * What one request more costs, in bytes of code before minification (~9 of them per byte of
 * Brotli): of 10, 25, 45 and 80 kB, 25 kB gave the signed-in pages the fewest requests and bytes
 * together (e.g. the invoice page 16 scripts and 252 kB, against 19 and 254 kB or 12 and 253 kB).
 */
const REQUEST_COST = 25_000;

/**
 * Modules two or more pages need, put into few chunks: modules needed by the same pages start as
 * one cluster; then, as long as it pays, the two clusters whose merging saves the most are merged
 * (a page that needs both saves a request; a page that needs one downloads the other's bytes too),
 * every page weighing the same. The one every page needs is `app`; the others are named after
 * their largest module of the app or the ui package.
 */
function clusters(needs: Set<string>[], size: (id: string) => number): Map<string, string[]> {
  const bySignature = new Map<string, string[]>();
  const usedBy = new Map<string, number[]>();
  needs.forEach((modules, page) => modules.forEach((id) => usedBy.set(id, [...(usedBy.get(id) ?? []), page])));
  for (const [id, pagesOf] of usedBy) {
    if (pagesOf.length < 2) continue;
    const key = pagesOf.join(',');
    bySignature.set(key, [...(bySignature.get(key) ?? []), id]);
  }
  let list = [...bySignature].map(([key, modules]) => ({
    pages: new Set(key.split(',').map(Number)),
    modules,
    bytes: modules.reduce((sum, id) => sum + size(id), 0),
  }));
  const saving = (a: (typeof list)[number], b: (typeof list)[number]) => {
    let gain = 0;
    for (const page of a.pages) gain += b.pages.has(page) ? REQUEST_COST : -b.bytes;
    for (const page of b.pages) if (!a.pages.has(page)) gain -= a.bytes;
    return gain;
  };
  for (;;) {
    let best: [number, number, number] | undefined;
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const gain = saving(list[i]!, list[j]!);
        if (gain > 0 && (!best || gain > best[0])) best = [gain, i, j];
      }
    }
    if (!best) break;
    const [, i, j] = best;
    const a = list[i]!;
    const b = list[j]!;
    list = list.filter((_, k) => k !== i && k !== j);
    list.push({ pages: new Set([...a.pages, ...b.pages]), modules: [...a.modules, ...b.modules], bytes: a.bytes + b.bytes });
  }
  const named = new Map<string, string[]>();
  for (const cluster of list.sort((a, b) => b.bytes - a.bytes)) {
    if (cluster.pages.size === needs.length && !named.has('app')) {
      named.set('app', cluster.modules);
      continue;
    }
    const own = cluster.modules.filter((id) => !/node_modules/.test(id)).sort((a, b) => size(b) - size(a));
    const base = own[0]?.match(/([^\\/?]+?)(?:\.css)?\.tsx?(?:\?.*)?$/)?.[1] ?? 'shared';
    let name = base;
    for (let n = 2; named.has(name); n++) name = `${base}${n}`;
    named.set(name, cluster.modules);
  }
  return named;
}
