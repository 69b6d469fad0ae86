import { inferFullPath, type GeneratorPlugin, type RouteNode } from '@tanstack/router-generator';
import type { AppRoute } from '@kwartier/api/pages';
import type { Plugin } from 'vite';

export function routeEntries(nodes: readonly RouteNode[], routesDirectory: string): AppRoute[] {
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
  let routes: AppRoute[] = [];
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
