import { defineConfig } from 'tsup';

export default defineConfig({
  // passwordStrength is its own entry: the estimator's dictionaries never load with the client.
  entry: ['src/index.ts', 'src/passwordStrength.ts'],
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
