import { defineConfig } from 'vitest/config';

// The built design site (`pnpm storybook:build`) served at /design and opened in Chromium: a suite
// of its own, run by scripts/test-all.mjs after the build step that builds the site. Not part of
// the API suite, which must not depend on a 1–2 minute Storybook build.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/design/**/*.test.ts'],
    env: { KWARTIER_TEST_DIALECT: 'sqlite' },
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
