import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'tsup';
import { packageRoot, repoRoot } from '../../src/config.js';

/**
 * The programs the tests start as processes of their own, bundled as `pnpm build` bundles
 * dist/main.js and dist/cli.js (tsup: `dependencies` external, @kwartier/api inlined), so each
 * start is plain `node <file>`. Starting them through tsx compiled the server's sources anew in
 * every process (~2 s of CPU each; the backup tests alone start the CLI twenty times).
 */
const ENTRIES = {
  main: 'src/main.ts',
  cli: 'src/cli.ts',
  'idempotency.crash-server': 'test/idempotency.crash-server.ts',
} as const;

export type BundledProgram = keyof typeof ENTRIES;

/** What the bundle is made of: the server's and @kwartier/api's sources, the lockfile, this file. */
function sourcesFingerprint(): string {
  const hash = createHash('sha256');
  const root = repoRoot();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const { size, mtimeMs } = statSync(path);
        hash.update(`${relative(root, path)}\0${size}\0${mtimeMs}\n`);
      }
    }
  };
  walk(join(packageRoot(), 'src'));
  walk(join(root, 'packages', 'api', 'src'));
  for (const file of [join(packageRoot(), ENTRIES['idempotency.crash-server']), join(packageRoot(), 'package.json'), join(root, 'pnpm-lock.yaml'), join(packageRoot(), 'test', 'support', 'bundled.ts')]) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(root, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

let bundle: Promise<string> | undefined;

/**
 * The folder of the bundled programs for the sources as they are now: built on first use (a
 * couple of seconds), kept under node_modules/.cache by the sources' fingerprint, so later test
 * files, workers and runs reuse it until a source changes. It sits inside this package, so the
 * programs find the package folder (packageRoot) and its node_modules as dist/ would.
 */
function bundleFolder(): Promise<string> {
  bundle ??= (async () => {
    const cache = join(packageRoot(), 'node_modules', '.cache', 'kwartier-test-programs');
    const folder = join(cache, sourcesFingerprint());
    if (existsSync(join(folder, 'cli.js'))) return folder;
    mkdirSync(cache, { recursive: true });
    // Built beside, then renamed into place: another worker building the same bundle at the same time never sees half of one.
    const building = `${folder}.${process.pid}.${Date.now()}`;
    await build({
      config: false,
      entry: ENTRIES,
      format: ['esm'],
      platform: 'node',
      target: 'node20',
      outDir: building,
      splitting: true,
      sourcemap: true,
      silent: true,
    });
    try {
      renameSync(building, folder);
    } catch {
      // Another worker's bundle of the same sources got there first.
      rmSync(building, { recursive: true, force: true });
    }
    // Bundles of older sources.
    for (const old of readdirSync(cache)) {
      const path = join(cache, old);
      if (path !== folder && !old.includes('.') && statSync(path).mtimeMs < Date.now() - 60 * 60_000) rmSync(path, { recursive: true, force: true });
    }
    return folder;
  })();
  return bundle;
}

/** The `node` arguments that start `program` (its bundle; source maps on, so stack traces name the sources). */
export async function programArgs(program: BundledProgram): Promise<string[]> {
  return ['--enable-source-maps', join(await bundleFolder(), `${program}.js`)];
}
