import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ChunkInfo {
  file: string;
  bytes: number;
  gzip: number;
}

const staticImport = /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;
const chunkOf = (dist: string, ref: string) => join(dist, 'assets', ref.replace(/^.*\//, ''));

/** The JS files a page loads before it can run: the entry script and every chunk it imports statically. */
export function initialChunks(dist = 'dist'): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no module script in dist/index.html');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(staticImport)) visit(chunkOf(dist, m[1]));
  };
  visit(chunkOf(dist, entry));
  return [...seen];
}

/** Every file reachable from the lazy chunk whose name starts with `name`, minus those the page loads anyway. */
export function lazyChunks(name: string, dist = 'dist'): string[] {
  const initial = new Set(initialChunks(dist));
  const assets = join(dist, 'assets');
  const root = readdirSync(assets).find((f) => f.startsWith(name) && f.endsWith('.js'));
  if (!root) throw new Error(`no chunk named ${name}`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || initial.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(staticImport)) visit(chunkOf(dist, m[1]));
  };
  visit(join(assets, root));
  return [...seen];
}

export function measure(files: string[]): ChunkInfo[] {
  return files.map((file) => {
    const buf = readFileSync(file);
    return { file, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  });
}

export const totalGzip = (chunks: ChunkInfo[]) => chunks.reduce((n, c) => n + c.gzip, 0);

if (import.meta.url === `file://${process.argv[1]}`) {
  const home = measure(initialChunks());
  const admin = measure(lazyChunks('AdminApp'));
  console.log(`JS loaded by /: ${(totalGzip(home) / 1024).toFixed(1)} kB gzip in ${home.length} files`);
  console.log(`Admin chunk (beyond that): ${(totalGzip(admin) / 1024).toFixed(1)} kB gzip in ${admin.length} files`);
}
