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
  },
});
