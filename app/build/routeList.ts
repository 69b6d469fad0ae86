import { inferFullPath, type GeneratorPlugin, type RouteNode } from '@tanstack/router-generator';
import type { Plugin } from 'vite';

/**
 * One route of the app as the router's generator sees it, for the server (`dist/.vite/routes.json`,
 * read by packages/server/src/http/spa.ts): which URLs it draws and which module it is, so the
 * server needs no rules of its own for the router's file names.
 */
export interface RouteEntry {
  /** The route's id (`/_authenticated/_admin/invoices/$id`), as in src/routeTree.gen.ts. */
  id: string;
  /** The URL pattern it draws (`/invoices/$id`): `$name` a parameter, a final `$` the rest of the path. */
  path: string;
  /** The options the route tree gives the route (`id`, and `path` unless it is a layout without one), as src/routeTree.gen.ts does. */
  options: { id: string; path?: string };
  /** Its module as the build's manifest names it (`src/routes/_authenticated/_admin/invoices/$id.tsx`). */
  file: string;
  /** The id of the route around it (a layout), if any besides the root. */
  parent?: string;
  /** True for a layout: a route with routes inside it, never a page itself. */
  layout: boolean;
}

export function routeEntries(nodes: readonly RouteNode[], routesDirectory: string): RouteEntry[] {
  return nodes
    .filter((node) => node.routePath !== undefined)
    .map((node) => ({
      id: node.routePath!,
      path: inferFullPath(node) || '/',
      options: node.isNonPath || node.cleanedPath === undefined ? { id: node.path ?? '' } : { id: node.path ?? '', path: node.cleanedPath },
      file: `${routesDirectory}/${node.filePath}`,
      ...(node.parent?.routePath ? { parent: node.parent.routePath } : {}),
      layout: (node.children?.length ?? 0) > 0,
    }));
}

/**
 * A plugin of the router's generator that keeps the routes it generated, and a Vite plugin that
 * writes them to `.vite/routes.json` beside the build's manifest.
 */
export function routeList(routesDirectory = 'src/routes'): { generator: GeneratorPlugin; vite: Plugin } {
  let routes: RouteEntry[] = [];
  return {
    generator: {
      name: 'kwartier:route-list',
      onRouteTreeChanged: ({ routeNodes }) => {
        routes = routeEntries(routeNodes, routesDirectory);
      },
    },
    vite: {
      name: 'kwartier:route-list',
      apply: 'build',
      generateBundle() {
        if (routes.length === 0) this.error('The router generated no routes: no .vite/routes.json to write.');
        this.emitFile({ type: 'asset', fileName: '.vite/routes.json', source: `${JSON.stringify(routes, null, 2)}\n` });
      },
    },
  };
}
