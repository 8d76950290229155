import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;
/** Files this small gain nothing worth a second request header's worth. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible built asset, once, at build
 * time, at the best levels. The server serves them to browsers that accept them (@fastify/static's
 * `preCompressed` in server/plugins/spa.ts): the JS that / loads crosses the network at its gzip size.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'selvedge:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const file = join(dir, entry.name);
          if (entry.isDirectory()) walk(file);
          else if (COMPRESSIBLE.test(entry.name)) {
            const body = readFileSync(file);
            if (body.length < MIN_BYTES) continue;
            writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
            writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
          }
        }
      };
      walk(outDir);
    },
  };
}
