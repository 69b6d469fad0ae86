import { defineConfig } from 'vitest/config';
import { catalogueParts } from './build/catalogueParts';

// The app's own checks (the journeys have e2e/vitest.config.ts). Deliberately without the app's
// Vite plugins: the router plugin would regenerate src/routeTree.gen.ts, the very file checked.
// Only the one that serves a language's words by part (`en.json?rest`) is there, unsplit.
//   --project source   the sources: route tree fresh, messages complete, pure modules (no build needed)
//   --project dist     the build in dist/ (run `pnpm --filter @kwartier/app build` first)
export default defineConfig({
  plugins: [catalogueParts(undefined, 'serve')],
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'source', include: ['test/**/*.test.ts', 'src/**/*.test.ts'], exclude: ['test/dist.test.ts', 'test/frame.test.ts'] } },
      { extends: true, test: { name: 'dist', include: ['test/dist.test.ts', 'test/frame.test.ts'] } },
    ],
  },
});
