import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appRoot, generateRouteTree } from '../build/routeTree.mjs';

const FIX = 'Run `pnpm --filter @kwartier/app routes` (or `pnpm dev`) and commit the result.';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

describe('the route tree (src/routeTree.gen.ts)', () => {
  // The generator runs on a copy: it writes the tree and may rewrite a route's createFileRoute path.
  const copy = mkdtempSync(join(tmpdir(), 'kwartier-routes-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const routes = join(appRoot, 'src', 'routes');
  cpSync(routes, join(copy, 'src', 'routes'), { recursive: true });
  const generated = generateRouteTree(copy, { tmpDir: join(copy, '.tanstack') });

  it('is what the generator makes of src/routes today', async () => {
    const fresh = readFileSync(await generated, 'utf8');
    const committed = readFileSync(join(appRoot, 'src', 'routeTree.gen.ts'), 'utf8');
    expect(committed, `src/routeTree.gen.ts is stale. ${FIX}`).toBe(fresh);
  });

  it("leaves every route module as it is (each createFileRoute names its file's route)", async () => {
    await generated;
    const files = filesUnder(routes);
    expect(filesUnder(join(copy, 'src', 'routes'))).toEqual(files);
    for (const file of files) {
      const after = readFileSync(join(copy, 'src', 'routes', file), 'utf8');
      expect(after, `the generator changes src/routes/${file}. ${FIX}`).toBe(readFileSync(join(routes, file), 'utf8'));
    }
  });
});
