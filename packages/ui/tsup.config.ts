import { readFile, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * A language's catalogue (src/i18n/catalogue/<locale>.json) as one string parsed at load:
 * esbuild's JSON loader would make a named export of every key besides the default object
 * (each key written three times), and a JSON string parses faster than an object literal.
 */
const catalogueAsJsonString: Plugin = {
  name: 'kwartier-catalogue-json',
  setup(build) {
    build.onLoad({ filter: /[\\/]i18n[\\/]catalogue[\\/][a-zA-Z-]+\.json$/ }, async (args) => ({
      contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(await readFile(args.path, 'utf8'))))});`,
      loader: 'js',
    }));
  },
};

/**
 * esbuild heads each input file's rules with a comment naming it; vanilla-extract's virtual CSS
 * files carry their whole source, gzipped and base64-encoded, in that name — half the stylesheet,
 * and incompressible. Each comment is replaced, on its own line, by the plain file name, so the
 * CSS source map (line based) stays valid.
 */
async function shortenCssFileComments(file: string) {
  const css = await readFile(file, 'utf8');
  await writeFile(file, css.replace(/\/\* vanilla-extract-css-ns:(\S+?)\.vanilla\.css\?source=[^*\n]*\*\//g, '/* $1 */'));
}

/**
 * Publishable build: ESM + .d.ts for the component barrel (`index`) and the theme entry (`theme`),
 * and the styles extracted by vanilla-extract into CSS beside the JS. The JS does not import its
 * CSS: consumers import `@kwartier/ui/styles.css` (dist/index.css, see package.json
 * "publishConfig.exports") once.
 *
 * esbuild writes one CSS file per entry, holding the styles that entry's modules import. The print
 * theme is imported by the theme entry only, so it is injected into every entry: dist/index.css
 * then holds every style of the package (theme classes first, by import order) and is the one
 * stylesheet that ships; dist/theme.css, a subset, is left out of the package ("files").
 */
export default defineConfig({
  entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  // Both entries share the theme's modules; splitting keeps them in one chunk.
  splitting: true,
  treeshake: true,
  inject: ['src/theme/printTheme.css.ts'],
  // Dependencies and peer dependencies stay imports (tsup's default); the JSX runtime too.
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // …but not a dependency's stylesheet (uPlot's): the JS imports no CSS, so it goes into
  // dist/index.css with the package's own styles.
  noExternal: [/\.css$/],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' }), catalogueAsJsonString],
  async onSuccess() {
    await Promise.all(['dist/index.css', 'dist/theme.css'].map(shortenCssFileComments));
  },
});
