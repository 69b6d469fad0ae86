import { defineConfig } from 'vitest/config';

// End-to-end journeys: Playwright (playwright-core) drives Chromium (CHROMIUM_PATH, a system
// Chromium, or the npm-shipped one: scripts/browser.mjs) against the built app served by the real
// server on a throwaway SQLite database (see harness.ts).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two journey files at a time, each worker loading its modules once (playwright-core and the
    // harness were imported again for each file, a second or more each). A file's server, its
    // Chromium and its test take turns, so one file at a time kept about half of one core busy
    // (29 s of CPU in 143 s for four files); two fill it, beside the static checks of
    // scripts/test-all.mjs's lane. Each file starts its own server on a fresh database and port
    // and its own Chromium (lifecycle.ts); no journey mocks a module or stubs a global.
    fileParallelism: true,
    maxWorkers: 2,
    isolate: false,
  },
});
