import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on API_PORT (default 3001) and Vite proxies /api to it.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3000,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
