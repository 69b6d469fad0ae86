import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The API suite runs once on SQLite and, when TEST_DATABASE_URL names a PostgreSQL database
// (CI sets postgres://postgres@127.0.0.1:5432/test), once more on PostgreSQL. Unit tests of
// pure rules (src/**) and the e-invoice rule harness (test/einvoice/**, no database) run once.
// Several instances behind nginx (test/cluster/**) are a suite of their own: test/cluster/vitest.config.ts;
// so is the built design site in Chromium (test/design/**): test/design/vitest.config.ts.
const onPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: { name: 'postgres', include: ['test/**/*.test.ts'], exclude: ['test/einvoice/**', 'test/ublOfficial.test.ts', 'test/cluster/**', 'test/design/**'], env: { KWARTIER_TEST_DIALECT: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    environment: 'node',
    // All files of a project share one worker's modules: the server's code and the compiled
    // contract load once per project instead of once per file (several seconds each). Every
    // file still starts its own server on a database of its own.
    isolate: false,
    // Two files at a time at least (Vitest's default is one worker fewer than the cores: a single
    // worker on a 2-core machine, which kept one core busy with the server, its database and the
    // test, and left the other to the runner and PostgreSQL's idle moments). Each file has its own
    // server and database, so files never meet.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['test/support/compiledContract.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'sqlite', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: ['test/cluster/**', 'test/design/**'], env: { KWARTIER_TEST_DIALECT: 'sqlite' } },
      },
      ...onPostgres,
    ],
  },
});
