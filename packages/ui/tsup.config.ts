import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/**
 * Publishable build: ESM + .d.ts for the component barrel and the theme entry, and the styles
 * extracted by vanilla-extract into CSS beside the JS. The JS does not import its CSS: consumers
 * import `@kwartier/ui/styles.css` once (see package.json "exports").
 */
export default defineConfig({
  entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  // Both entries share the theme's styles; splitting keeps them in one chunk (and one CSS file).
  splitting: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
