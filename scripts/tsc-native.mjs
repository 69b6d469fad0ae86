#!/usr/bin/env node
// The packages' `typecheck`: TypeScript's native compiler (7.x, the root's `typescript-native`)
// with the arguments given. It checks as `tsc` 5.9 does, several times faster; the packages
// keep TypeScript 5.9 for what needs its JavaScript API (tsup's declarations, openapi-typescript,
// typescript-eslint), which 7.x does not have.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');
const result = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
