import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // `source` resolves workspace packages (e.g. @specwright/core) to their TypeScript sources.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/template': { target: apiServer, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/template': { target: apiServer, changeOrigin: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
