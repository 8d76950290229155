import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vitePrecompress';
import { routeHints, storefrontPages } from './scripts/viteRouteHints';
import { splitReactRouter } from './scripts/viteSplitRouter';
import { typeboxStub } from './scripts/viteTypeboxStub';

const server = process.env.API_TARGET ?? `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react(), typeboxStub(), splitReactRouter(), routeHints(storefrontPages), precompress()],
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: { '/api': server, '/uploads': server, '/sitemap.xml': server, '/robots.txt': server },
  },
});
