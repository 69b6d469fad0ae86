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
