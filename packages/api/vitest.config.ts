import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The contract test spawns openapi-typescript once; give it room on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
