import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import type { Contract } from '../openapi/contract.js';
import type { AppEnv } from './context.js';

/** True for a browser loading a page, as opposed to a call made by the app's script. */
export function isPageLoad(headers: { get(name: string): string | null }, method: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    headers.get('x-requested-with') !== 'XMLHttpRequest' &&
    (headers.get('accept') ?? '').includes('text/html')
  );
}

/**
 * Serves the built SPA from the same process as the API. Files of the build are served as they
 * are; any other page load gets index.html so the client-side router can draw the route.
 *
 * Some paths are both a page and a call (`/login`, `/register`, and GETs the contract marks
 * `x-page` such as `/invitation/{token}`): a page load gets index.html, the app's call
 * (X-Requested-With) goes on to the API. Other paths the contract answers with a GET itself
 * (`/logout`, `/logo/{uuid}`) and everything under `/api` are never the SPA's.
 */
export function singlePageApp(staticDir: string, contract: Contract): MiddlewareHandler<AppEnv> {
  const indexFile = join(staticDir, 'index.html');
  const assetsDir = join(staticDir, 'assets');
  // Created once the build exists: in development the server may start before `pnpm build`.
  let files: MiddlewareHandler<AppEnv> | undefined;
  const fileServer = () =>
    (files ??= existsSync(staticDir)
      ? serveStatic<AppEnv>({
          root: staticDir,
          onFound: (path, c) => {
            // Vite puts a content hash in every asset name, so those never change. Anything else
            // (index.html above all) is revalidated, or browsers keep an old build after a deploy.
            c.header('Cache-Control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
          },
        })
      : undefined);
  let index: MiddlewareHandler<AppEnv> | undefined;
  const indexServer = () =>
    (index ??= serveStatic<AppEnv>({
      root: staticDir,
      path: 'index.html',
      onFound: (_path, c) => {
        c.header('Cache-Control', 'no-cache');
      },
    }));
  const nothing = async () => {};

  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/')) return next();
    const pageLoad = isPageLoad(c.req.raw.headers, method);
    if (contract.servesGet(path) && !(pageLoad && contract.isAlsoPage(path))) return next();
    // The app's own calls never fetch files: let them reach the API (JSON 405 or 404).
    if (!pageLoad && c.req.header('x-requested-with') === 'XMLHttpRequest') return next();

    const served = await fileServer()?.(c, nothing);
    if (served) return served;
    if (!pageLoad) return next();
    if (!existsSync(indexFile)) {
      return c.text(`The web app is not built: no ${indexFile}. Run \`pnpm build\` (or set STATIC_DIR).`, 404);
    }
    return (await indexServer()(c, nothing)) ?? next();
  };
}
