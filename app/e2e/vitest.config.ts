import { availableParallelism } from 'node:os';
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
    // Two journeys at a time at least (Vitest's default is one worker fewer than the cores: one on
    // a 2-core machine). A journey mostly waits on its browser and its server, each a process of
    // its own; every file starts both for itself (own port, own data folder), so files never meet.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
