import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { muiThemeNoVars } from './scripts/viteMuiThemeNoVars';
import { precompress } from './scripts/vitePrecompress';
import { routeHints, storefrontPages } from './scripts/viteRouteHints';
import { splitReactRouter } from './scripts/viteSplitRouter';
import { typeboxStub } from './scripts/viteTypeboxStub';

const server = process.env.API_TARGET ?? `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react(), typeboxStub(), muiThemeNoVars(), splitReactRouter(), routeHints(storefrontPages), precompress()],
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    modulePreload: {
      // Two imports name no files to preload beside their own chunk, as what they import comes along
      // with it anyway; the lists would weigh on the storefront's first page (150 kB gzip in either
      // language, issue 19): the back-office's (dozens of react-admin chunks) from the entry, and the
      // Thai runtime's imports of each screen group's texts (src/i18n/thaiTexts.ts), whose imports
      // are the English texts the page has loaded already.
      resolveDependencies: (file, deps, { hostId }) => (/\/(AdminApp-[\w-]+\.js)$/.test(file) || /thaiTexts-[\w-]+\.js$/.test(hostId) ? [file] : deps),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': server, '/uploads': server, '/sitemap.xml': server, '/robots.txt': server },
  },
});
