import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's modules form layers: routes → actions → rules, shapes and stores → db, nothing
// upward (LAYERS); no module reaches itself again through its imports (a circle makes the order
// of initialisation decide what a module sees); and no route file takes anything from another
// route file (what two routes share lives below them, in rules, shapes or stores).

const SRC = import.meta.dirname;
/** Runtime imports and re-exports of a module (`import type` and `export type` are erased). */
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

export function importGraph(files: Record<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of Object.entries(files)) {
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolve(dirname(file), match[1]!).replace(/\.js$/, '.ts'))
      .filter((target) => target in files);
    graph.set(file, targets);
  }
  return graph;
}

/** Every circle of the graph, once each, as the files along it. */
export function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (file: string) => {
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (onStack.has(next)) found.push(stack.slice(stack.indexOf(next)));
      else if (!done.has(next)) visit(next);
    }
    stack.pop();
    onStack.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return found;
}

/** A module's layer: its folder, or for a resource whether it speaks HTTP (takes Hono's context). */
export function layerOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'resources') return /^(routes|answer|sheet)\.ts$|Route\.ts$/.test(parts.at(-1)!) ? 'routes' : 'resource';
  if (parts.length === 1) return parts[0] === 'config.ts' ? 'config' : 'entry';
  return parts[0]!;
}

/** Which layers each layer may import (its own included); `entry` (app.ts, main.ts, cli.ts) may import any. */
const LAYERS: Record<string, readonly string[]> = {
  i18n: ['i18n'],
  config: ['config', 'db', 'domain', 'i18n'],
  db: ['db', 'domain', 'config', 'i18n'],
  domain: ['domain', 'i18n'],
  mail: ['mail', 'domain', 'config', 'i18n'],
  stores: ['stores', 'db', 'domain', 'i18n'],
  resource: ['resource', 'stores', 'db', 'domain', 'mail', 'i18n'],
  actions: ['actions', 'resource', 'stores', 'db', 'domain', 'mail', 'i18n'],
  jobs: ['jobs', 'actions', 'resource', 'stores', 'db', 'domain', 'mail', 'i18n'],
  openapi: ['openapi', 'http', 'stores', 'db', 'domain', 'config', 'i18n'],
  http: ['http', 'openapi', 'actions', 'stores', 'db', 'domain', 'mail', 'config', 'i18n'],
  routes: ['routes', 'http', 'openapi', 'actions', 'jobs', 'resource', 'stores', 'db', 'domain', 'mail', 'config', 'i18n'],
};

/** The imports that go against LAYERS, as `from → to` of files relative to `root`. */
export function upwardImports(graph: Map<string, string[]>, root: string): string[] {
  const local = (path: string) => relative(root, path).split('\\').join('/');
  return [...graph].flatMap(([file, targets]) => {
    const allowed = LAYERS[layerOf(local(file))];
    if (!allowed) return [];
    return targets.filter((target) => !allowed.includes(layerOf(local(target)))).map((target) => `${local(file)} → ${local(target)}`);
  });
}

const files = Object.fromEntries(sourceFiles(SRC).map((path) => [path, readFileSync(path, 'utf8')]));
const name = (path: string) => relative(SRC, path).split('\\').join('/');

describe('the server’s imports', () => {
  it('form no circle', () => {
    expect(circles(importGraph(files)).map((circle) => circle.map(name).join(' → '))).toEqual([]);
  });

  it('place every module in a layer (a new folder is given its place in LAYERS)', () => {
    expect(Object.keys(files).map(name).filter((file) => layerOf(file) !== 'entry' && !(layerOf(file) in LAYERS))).toEqual([]);
  });

  it('go only down the layers: routes → actions → rules and stores → db', () => {
    expect(upwardImports(importGraph(files), SRC)).toEqual([]);
  });

  it('never take a route file from another route file', () => {
    const isRoutes = (path: string) => /\/routes\.ts$/.test(path);
    const offenders = [...importGraph(files)].flatMap(([file, targets]) =>
      isRoutes(file) ? targets.filter(isRoutes).map((target) => `${name(file)} → ${name(target)}`) : [],
    );
    expect(offenders).toEqual([]);
  });

  it('finds a circle and a route file taken by another when there is one', () => {
    const graph = importGraph({
      '/s/a/routes.ts': "import { b } from '../b/routes.js';\nimport type { X } from './x.js';",
      '/s/b/routes.ts': "export { a } from '../a/routes.js';",
      '/s/a/x.ts': '',
    });
    expect(circles(graph)).toEqual([['/s/a/routes.ts', '/s/b/routes.ts']]);
    expect(graph.get('/s/a/routes.ts')).toEqual(['/s/b/routes.ts']);
    const layered = importGraph({
      '/s/db/database.ts': "import { HttpError } from '../http/context.js';",
      '/s/http/context.ts': "import { x } from '../resources/a/store.js';",
      '/s/resources/a/store.ts': "import { db } from '../../db/database.js';",
    });
    expect(upwardImports(layered, '/s')).toEqual(['db/database.ts → http/context.ts', 'http/context.ts → resources/a/store.ts']);
  });
});
