import { build, type Rolldown } from 'vite';

/** Set while the planning build runs (see {@link pageGroups}): that build splits automatically. */
export const PLANNING = 'KWARTIER_PLANNING_BUILD';

/** A route module's code-split piece (its component or its loader), as the router plugin names it. */
const ROUTE_PIECE = /[\\/]src[\\/]routes[\\/](?:_public|_authenticated)[^?]*\?tsr-split=/;
/** The pieces /login needs: the public layout's and the login page's. */
const LOGIN_PIECE = /[\\/]src[\\/]routes[\\/]_public(?:\.tsx|[\\/]login\.tsx)\?tsr-split=/;
const SIGNED_IN_PIECE = /[\\/]src[\\/]routes[\\/]_authenticated[^?]*\?tsr-split=/;

/**
 * Which chunk group each module goes to, from a first build that splits automatically (one
 * chunk per set of pages sharing a module: 50–75 small requests for a signed-in page, which on a
 * phone's connection — Lighthouse's slow 4G, six connections, 150 ms a round trip — cost more
 * than their bytes):
 * - `login`: the modules /login needs beyond the entry (the public layout and the login page
 *   import them; other pages that need some of them load the chunk too);
 * - `app`: the modules two or more signed-in pages need (the route pieces under _authenticated
 *   import them statically), beyond the entry and `login`.
 * So /login loads the entry, the framework and `login`, and a signed-in page those, `app` and its
 * own route chunks. A module only one page needs stays in its chunk; a lazy import stays lazy.
 * Read from the first build's chunks, not the module graph: a module's imports name a whole
 * barrel (`@kwartier/ui`, react-aria's), the chunks only what tree shaking kept.
 */
export async function pageGroups(configFile: string, mode: string): Promise<Map<string, string>> {
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
  const pieces = (pattern: RegExp) => all.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId !== null && pattern.test(chunk.facadeModuleId));
  const entry = modulesOf(all.filter((chunk) => chunk.isEntry));
  const login = modulesOf(pieces(LOGIN_PIECE), entry);
  const groups = new Map<string, string>();
  for (const id of login) if (!ROUTE_PIECE.test(id)) groups.set(id, 'login');
  // Pages by route file: a page's component and loader are one page.
  const pages = new Map<string, Rolldown.OutputChunk[]>();
  for (const piece of pieces(SIGNED_IN_PIECE)) {
    const file = piece.facadeModuleId!.replace(/\?.*$/, '');
    pages.set(file, [...(pages.get(file) ?? []), piece]);
  }
  const uses = new Map<string, number>();
  for (const page of pages.values()) {
    for (const id of modulesOf(page, entry)) if (!login.has(id) && !ROUTE_PIECE.test(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
  }
  for (const [id, count] of uses) if (count >= 2) groups.set(id, 'app');
  return groups;
}
