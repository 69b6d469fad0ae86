#!/usr/bin/env node
// `pnpm release:pack`: builds everything, packs @kwartier/api and @kwartier/ui into release/ and
// runs the package tests (publint, attw, size, a fresh app that installs and renders them, and
// examples/embed against a running server, which is why the server and app are built too) against
// exactly those tarballs. Cut a release first with `pnpm changeset version` (versions and CHANGELOG.md).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = 'release';

function run(args, env = {}) {
  const r = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run(['run', 'build']);
run(['--filter', '@kwartier/ui', 'exec', 'vitest', 'run', '--config', 'test/package/vitest.config.ts'], {
  KWARTIER_SKIP_BUILD: '1',
  KWARTIER_PACK_DIR: out,
});
console.log(`\nreleased tarballs, tested:\n${readdirSync(join(root, out)).map((f) => `  ${out}/${f}`).join('\n')}`);
