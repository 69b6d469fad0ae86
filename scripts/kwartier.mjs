#!/usr/bin/env node
// The two Quick start commands (`npm start`, `npm test`) land here. A newcomer has only Node 20
// and npm, so this script brings pnpm in through npx at the version pinned in package.json,
// installs the workspace when needed, and then hands over to pnpm scripts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmSpec = pkg.packageManager; // e.g. pnpm@10.34.9

const env = { ...process.env };
// better-sqlite3 compiles from source when its prebuilt binary cannot be downloaded; point
// node-gyp at the headers Debian's Node ships so it does not try to download them either.
if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';

function pnpm(args) {
  const r = spawnSync('npx', ['--yes', pnpmSpec, ...args], { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function installIfNeeded() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  pnpm(['install', '--frozen-lockfile']);
}

const command = process.argv[2];
installIfNeeded();
if (command === 'start') {
  pnpm(['run', 'build']);
  pnpm(['--filter', '@kwartier/server', 'start']);
} else if (command === 'test') {
  pnpm(['run', 'test:all']);
} else {
  console.error('usage: node scripts/kwartier.mjs start|test');
  process.exit(2);
}
