import { defineConfig } from 'vitest/config';

// The packed-package checks (`pnpm --filter @kwartier/ui test:package`): node only, one file, slow
// steps (build, pack, install, vite build), so long time-outs and no parallelism.
export default defineConfig({
  test: {
    name: 'package',
    root: new URL('.', import.meta.url).pathname,
    include: ['*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
