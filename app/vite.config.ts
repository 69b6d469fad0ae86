import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development Vite serves the app and forwards API calls to the server (`pnpm dev`).
// Paths that are both a page and a call (/login, /register) go to the server only when
// they are calls, i.e. not a browser navigation asking for HTML.
const serverUrl = process.env.KWARTIER_SERVER_URL ?? 'http://localhost:3000';
const callOnly = {
  target: serverUrl,
  bypass: (req: { headers: Record<string, string | string[] | undefined> }) =>
    String(req.headers.accept ?? '').includes('text/html') ? '/index.html' : undefined,
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: 5173,
    proxy: {
      '/api': serverUrl,
      '/logo': serverUrl,
      '/logout': serverUrl,
      '/login': callOnly,
      '/register': callOnly,
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});
