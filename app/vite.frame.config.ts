import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The page frame for the server (src/frame/render.tsx → dist/.ssr/frame.js): the shell and the
 * page drawn from the start data the server sends with a signed-in page (packages/server's
 * http/spa.ts). One module with everything it uses, so the server needs none of the app's
 * dependencies; its class names are the app build's (the same vanilla-extract files and plugin),
 * its styles the app's stylesheet. `dist/.ssr` is private: the server never serves a dot folder.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/frame/render.tsx',
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'frame.js' } },
  },
});
