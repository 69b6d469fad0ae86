/**
 * Packs @kwartier/ui and @kwartier/api once for every test file of the package suite (the
 * consumer app, the embedding example): builds them unless KWARTIER_SKIP_BUILD=1 finds a dist/,
 * `pnpm pack`s both (publishConfig applied, `workspace:*` turned into a version) and hands the
 * tarballs' paths to the tests (`inject('tarballs')`).
 *
 * `pnpm release:pack` keeps the tarballs it tests (KWARTIER_PACK_DIR, emptied first); else they go
 * to a temporary folder, removed at the end.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { run } from './run';

export interface PackedTarballs {
  ui: string;
  api: string;
  /** Seconds per step of the packing, for the suite's timing summary. */
  timings: [string, number][];
}

declare module 'vitest' {
  export interface ProvidedContext {
    tarballs: PackedTarballs;
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
const uiDir = path.resolve(here, '../..');
const apiDir = path.resolve(uiDir, '../api');
const rootDir = path.resolve(uiDir, '../..');

export default async function setup(project: TestProject) {
  const keep = process.env.KWARTIER_PACK_DIR;
  const folder = keep ? path.resolve(rootDir, keep) : mkdtempSync(path.join(tmpdir(), 'kwartier-tarballs-'));
  if (keep) rmSync(folder, { recursive: true, force: true });
  const timings: [string, number][] = [];

  if (process.env.KWARTIER_SKIP_BUILD !== '1' || !existsSync(path.join(uiDir, 'dist/index.js'))) {
    // Topological: the api first, ui's types import it.
    const built = await run('pnpm', ['--filter', '@kwartier/api', '--filter', '@kwartier/ui', 'run', 'build'], { cwd: rootDir });
    timings.push(['build (tsup, api + ui)', built.seconds]);
  }
  const started = Date.now();
  await Promise.all([
    run('pnpm', ['pack', '--pack-destination', folder], { cwd: uiDir }),
    run('pnpm', ['pack', '--pack-destination', folder], { cwd: apiDir }),
  ]);
  timings.push(['pnpm pack (ui + api), once for the suite', (Date.now() - started) / 1000]);
  const packed = readdirSync(folder);
  const find = (prefix: string) => {
    const file = packed.find((f) => f.startsWith(prefix) && f.endsWith('.tgz'));
    if (!file) throw new Error(`no ${prefix}*.tgz in ${folder}: ${packed.join(', ')}`);
    return path.join(folder, file);
  };
  project.provide('tarballs', { ui: find('kwartier-ui-'), api: find('kwartier-api-'), timings });

  return () => {
    if (!keep) rmSync(folder, { recursive: true, force: true });
  };
}
