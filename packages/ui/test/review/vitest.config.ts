import { defineConfig } from 'vitest/config';

// The visual review report (`pnpm visual:review`, scripts/visual-review.mjs) made for a few shots
// against altered copies of their baselines. Node only; the script itself runs the `visual`
// project in Chromium, so one file, one test at a time and long time-outs.
export default defineConfig({
  test: {
    name: 'visual-review',
    root: new URL('.', import.meta.url).pathname,
    include: ['*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
