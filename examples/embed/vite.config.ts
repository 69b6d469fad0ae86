import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + React app: @kwartier/ui ships compiled CSS (`@kwartier/ui/styles.css`), so no
// vanilla-extract plugin is needed here.
export default defineConfig({ plugins: [react()] });
