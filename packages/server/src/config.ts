import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the server uses an SQLite file in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Folder of the built SPA (`app/dist`), served with an index.html fallback. */
  staticDir: string;
  /** Force the Secure cookie flag, e.g. behind a TLS-terminating proxy that does not say so. */
  cookieSecure: boolean;
  openapiFile: string;
}

/**
 * The package folder, found by walking up to our own package.json. This works the same from
 * `src/*.ts` under tsx, from `src/openapi/*.ts` under vitest and from the bundled `dist/main.js`,
 * which sit at different depths.
 */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@kwartier/server') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @kwartier/server package folder');
    dir = parent;
  }
}

export function repoRoot(): string {
  return resolve(packageRoot(), '..', '..');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = repoRoot();
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || join(root, 'data')),
    staticDir: resolve(env.STATIC_DIR || join(root, 'app', 'dist')),
    cookieSecure: env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
    openapiFile: join(root, 'openapi.yaml'),
  };
}
