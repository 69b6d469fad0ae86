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
    fileParallelism: false,
    // One worker for all journey files, one after another, its modules loaded once: playwright-core
    // and the harness were imported again for each file (a second or more each, 26 files). Each
    // file still starts its own server on a fresh database and its own Chromium (lifecycle.ts);
    // no journey mocks a module or stubs a global.
    isolate: false,
  },
});
