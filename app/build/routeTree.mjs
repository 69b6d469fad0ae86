// Generates the route tree (src/routeTree.gen.ts) from the route modules in src/routes with the
// generator @tanstack/router-plugin uses, configured by tsr.config.json like the plugin.
//   node build/routeTree.mjs   (pnpm --filter @kwartier/app routes) writes src/routeTree.gen.ts
// `vite` (dev) regenerates it as routes change; `vite build` refuses a stale one; and
// test/routeTree.test.ts runs this on a copy of src/routes to check the committed tree is fresh.
import { Generator, getConfig } from '@tanstack/router-generator';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs the generator on `root` (a directory laid out like the app: tsr.config.json is read from
 * the app) and returns the generated file's path.
 */
export async function generateRouteTree(root = appRoot, { tmpDir = join(root, '.tanstack', 'tmp') } = {}) {
  const config = getConfig({ disableLogging: true, tmpDir }, appRoot);
  // getConfig resolves the paths against the app; point them at `root` instead.
  config.routesDirectory = join(root, 'src', 'routes');
  config.generatedRouteTree = join(root, 'src', 'routeTree.gen.ts');
  await new Generator({ config, root }).run();
  return config.generatedRouteTree;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`wrote ${await generateRouteTree()}`);
}
