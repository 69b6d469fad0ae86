import { defineConfig } from 'vitest/config';

// Several instances behind nginx on one PostgreSQL database: a suite of its own, run
// after the API suite by scripts/test-all.mjs. Each file starts its processes once (beforeAll);
// files run one after another, so no two clusters compete for the machine's cores. Without
// TEST_DATABASE_URL or nginx the suite prints why and is skipped (harness.ts clusterSkipReason).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/cluster/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
