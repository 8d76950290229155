import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { muiThemeNoVars } from './scripts/viteMuiThemeNoVars';
import { precompress } from './scripts/vitePrecompress';
import { routeHints, storefrontPages } from './scripts/viteRouteHints';
import { splitReactRouter } from './scripts/viteSplitRouter';
import { typeboxStub } from './scripts/viteTypeboxStub';

const server = process.env.API_TARGET ?? `http://localhost:${process.env.PORT ?? 8080}`;

/**
 * `vite build --ssr` (server/build.ts runs it after the browser build): src/entry-server.tsx and all it
 * imports, one Node module tree in dist/.ssr/ (a dot directory: never served), with the browser build's
 * own transforms of MUI and TypeBox so the server draws what the browser hydrates.
 */
const ssrBuild = defineConfig({
  plugins: [react(), typeboxStub(), muiThemeNoVars()],
  ssr: { noExternal: true },
  // React, MUI and emotion in their production form whatever the server's NODE_ENV (tests run it as
  // 'test'): emotion's development class names carry labels the browser build's do not.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { outDir: 'dist/.ssr', emptyOutDir: true, ssr: 'src/entry-server.tsx', copyPublicDir: false, minify: false },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));

const browserBuild = defineConfig({
  plugins: [react(), typeboxStub(), muiThemeNoVars(), splitReactRouter(), routeHints(storefrontPages), precompress()],
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries the first page runs (React, MUI, the router…), one chunk: split by which lazy
              // chunks share them, they came as 6-8 files whose cut moved with every change of a page's imports.
              name: 'vendor',
              test: /[\\/]node_modules[\\/]/,
              tags: ['$initial'],
            },
            {
              // The catalogue screens' small text modules (prices, search, filters, colours, samples and
              // the number formats), one chunk instead of six: a Thai visit loads them with the Thai
              // catalogue texts before a catalogue page can draw (preloaded from the head, issue 19), and
              // over HTTP/1.1's six connections each file was one more round trip on a phone's
              // connection. Their dependencies stay where they are (the locale is the first page's).
              name: 'catalogueTexts',
              test: /[\\/]src[\\/](store[\\/](product[\\/]priceTexts|search[\\/]searchTexts|filters[\\/]filterTexts|colour[\\/]colourTexts|samples[\\/]sampleTexts)|i18n[\\/]format)\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
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
