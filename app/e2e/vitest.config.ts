import { defineConfig } from 'vitest/config';

// End-to-end journeys: Playwright (playwright-core) drives Debian's Chromium against the built
// app served by the real server on a throwaway SQLite database (see server.ts).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
