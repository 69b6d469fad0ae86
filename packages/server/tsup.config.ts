import { defineConfig } from 'tsup';

// One bundle for the server process and one for the `kwartier-admin` command. Everything in
// `dependencies` stays external (tsup's default), so better-sqlite3's native addon and pg are
// loaded from node_modules at run time.
export default defineConfig({
  entry: ['src/main.ts', 'src/cli.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
});
