#!/usr/bin/env node
// `pnpm run tarballs` (in examples/embed): builds @kwartier/api and @kwartier/ui in the repository and
// packs them with `pnpm pack` (publishConfig applied, `workspace:*` turned into a version) into
// tarballs/kwartier-api.tgz and tarballs/kwartier-ui.tgz, the names package.json installs from.
// Then `pnpm install` installs them as a consumer gets them from the registry.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const example = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(example, '..', '..');
const tarballs = join(example, 'tarballs');

function run(args, cwd) {
  const r = spawnSync('pnpm', args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (!process.argv.includes('--no-build')) run(['--filter', '@kwartier/api', '--filter', '@kwartier/ui', 'run', 'build'], repo);
rmSync(tarballs, { recursive: true, force: true });
mkdirSync(tarballs);
run(['pack', '--out', join(tarballs, 'kwartier-api.tgz')], join(repo, 'packages/api'));
run(['pack', '--out', join(tarballs, 'kwartier-ui.tgz')], join(repo, 'packages/ui'));
console.log(`packed into ${tarballs}; now: pnpm install`);
