import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogueParts, namespacesNamedBy } from './build/catalogueParts.ts';
import { precompiledMessages } from './build/precompiledMessages.ts';
import { precompress } from './build/precompress.ts';
import { PLANNING, pageGroups } from './build/pageGroups.ts';
import { routeList } from './build/routeList.ts';

// In development Vite serves the app and forwards API calls to the server (`pnpm dev`).
// Paths that are both a page and a call (/login, /register) go to the server only when
// they are calls, i.e. not a browser navigation asking for HTML.
const serverUrl = process.env.KWARTIER_SERVER_URL ?? 'http://localhost:3000';
const callOnly = {
  target: serverUrl,
  bypass: (req: { headers: Record<string, string | string[] | undefined> }) =>
    String(req.headers.accept ?? '').includes('text/html') ? '/index.html' : undefined,
};

const COMMITTED_TREE = 'src/routeTree.gen.ts';
// Beside the committed tree, so its imports are the same; ignored by git and tsc.
const BUILD_TREE = 'src/.routeTree.build.ts';

/**
 * `vite build` builds the committed route tree and refuses to when it is stale: the generator
 * writes its tree beside it (BUILD_TREE) instead of over it, and the two must be the same.
 */
function committedRouteTree(): Plugin {
  return {
    name: 'kwartier:committed-route-tree',
    apply: 'build',
    buildStart() {
      if (readFileSync(BUILD_TREE, 'utf8') !== readFileSync(COMMITTED_TREE, 'utf8')) {
        this.error(`${COMMITTED_TREE} is stale: run \`pnpm --filter @kwartier/app routes\` (or \`pnpm dev\`) and commit it.`);
      }
    },
  };
}

const FRAMEWORK =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](?:react-router|router-core|history|store|react-store)|@formatjs|intl-messageformat|tslib)[\\/]/;

export default defineConfig(async ({ command, mode }) => {
  // Built twice: a first build splits automatically and tells which pages need which module (build/pageGroups.ts).
  const planned = command === 'build' && !process.env[PLANNING] ? await pageGroups(import.meta.filename, mode) : undefined;
  const groups = planned?.groups ?? new Map<string, string>();
  // dist/.vite/routes.json: the routes as the router's generator made them, for the server.
  const routes = routeList();
  return {
  plugins: [
    // File-based routes (src/routes, settings in tsr.config.json): `vite` keeps
    // src/routeTree.gen.ts up to date; every route's page gets its own chunk. Must come before
    // the React plugin.
    tanstackRouter({
      generatedRouteTree: command === 'build' ? BUILD_TREE : COMMITTED_TREE,
      autoCodeSplitting: true,
      // A route's loader is a small chunk of its own, its page another: the loader's chunk (a few
      // hundred bytes beside the API client in the entry) arrives long before the page's
      // components, so the page's data is asked for while they download instead of after them.
      // /login does not carry the other pages' loaders. The error and not-found screens (router
      // defaults) stay in the entry, so a chunk that cannot be loaded still gets its error screen.
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component']] },
      plugins: [routes.generator],
    }),
    committedRouteTree(),
    routes.vite,
    react(),
    vanillaExtractPlugin(),
    // Each language's words in two parts: what /login needs, and the rest (build/catalogueParts.ts).
    catalogueParts(planned && namespacesNamedBy(planned.login), command),
    precompiledMessages(),
    // The service worker (sw/sw.ts → dist/sw.js): precaches the build and serves index.html when a
    // page load finds no network. The web app manifest is public/manifest.webmanifest, not the
    // plugin's; the app registers the worker itself (src/offline/serviceWorker.ts) and offers a
    // new build with 'Reload to update' (registerType 'prompt': a worker never skips waiting alone).
    VitePWA({
      disable: command !== 'build' || Boolean(process.env[PLANNING]),
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The build's files, without their precompressed siblings (the browser asks for one
        // encoding) and without the build's private files (.vite/). Left out as well: the password
        // strength meter's dictionaries (2 MB) and the spreadsheet writer (0.9 MB), which only
        // a password form and an export load, online; the rest is ~2.5 MB (~0.6 MB compressed).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['.vite/**', '.ssr/**', 'sw.js', 'assets/passwordStrength-*.js', 'assets/exceljs*.js'],
      },
    }),
    precompress(),
  ],
  // The build compiles every message to its syntax tree (build/precompiledMessages.ts), so the
  // browser needs formatjs' message parser no more: its `no-parser` entry keeps the types and
  // type guards intl-messageformat uses and throws if a string message ever reached it.
  resolve:
    command === 'build'
      ? { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] }
      : undefined,
  server: {
    port: 5173,
    proxy: {
      '/api': serverUrl,
      '/logo': serverUrl,
      '/logout': serverUrl,
      '/login': callOnly,
      '/register': callOnly,
    },
  },
  build: {
    outDir: 'dist',
    // No source maps in the build: they would be served publicly next to the code.
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks a route needs (test/dist.test.ts).
    manifest: true,
    // All of the app's CSS is one stylesheet (~10 kB Brotli), linked from index.html: one request
    // instead of one per chunk (4 for /login, 8–11 for a signed-in page).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Every page needs React, the router and the message formatter: one chunk
              // compresses better than the pieces the route chunks would otherwise share.
              name: 'framework',
              test: (id: string) => FRAMEWORK.test(id) || groups.get(id) === 'framework',
            },
            {
              // build/pageGroups.ts names each module's group, so a group takes no more than its
              // modules (its imports stay where they are).
              name: (id: string) => groups.get(id) ?? null,
              test: (id: string) => groups.has(id) && groups.get(id) !== 'framework',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
};
});
