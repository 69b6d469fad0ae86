import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  // openapi-fetch stays a runtime dependency of the published package, not bundled in.
  external: ['openapi-fetch'],
});
