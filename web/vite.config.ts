import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API = process.env.API_URL ?? 'http://127.0.0.1:4000';
// In `npm run dev -w web`, everything the API answers is proxied to it (same list as the server's).
const API_PREFIXES = ['api', 'admin', 'card', 'game', 'bonus', 'free-game', 'current', 'inspect', 'v2', 'graphql', 'healthz'];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [`^/${p}(/|$)`, { target: API, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
});
