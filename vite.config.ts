// Vite config for the web app (src/web → dist/web); vitest reads it too, so its test root stays the repo root.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const repo = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: { outDir: '../../dist/web', emptyOutDir: true },
  // The dev server forwards the JSON API to a server started with `npm start` (PORT 8080).
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // Without this, vitest would take src/web as its root and find none of the tests under test/.
  test: { root: repo },
});
