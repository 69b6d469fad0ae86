import { defineConfig } from 'vitest/config';

// The packed-package checks (`pnpm --filter @kwartier/ui test:package`): node only, slow steps
// (build, pack, install, vite build), so long time-outs and no parallelism. globalSetup.ts builds
// and packs the two packages once; consumer.test.ts (a fresh app, the lints, the budgets) and
// embed.test.ts (examples/embed against a running Kwartier server) both install those tarballs.
export default defineConfig({
  test: {
    name: 'package',
    root: new URL('.', import.meta.url).pathname,
    include: ['*.test.ts'],
    globalSetup: ['./globalSetup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
