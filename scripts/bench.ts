/**
 * `npm run bench`: figures as ratios against a baseline measured in the same run (the machine is shared
 * and noisy, so absolute numbers mean little).
 *  - API: requests/s of public catalogue reads ÷ requests/s of a bare JSON route of the same method on
 *    the same server (target ≥ 0.90: cached reads send their stored serialised answer,
 *    server/plugins/cache-replies.ts); the reads spec.md makes POSTs are also shown ÷ the bare GET
 *    route, beside what a bare POST itself reaches (receiving and parsing a body is not free).
 *  - Bundle: gzip kB of the JS that / needs to run (budget 150) and of the admin chunk. What a real
 *    Chromium visit downloads, and the Lighthouse scores, come from `npm run bench:storefront`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { seedDemo } from '../server/db/seed/index.js';
import { initialChunks, lazyChunks, measure, totalGzip } from './bundle-size.js';
import { ensureBuild } from '../server/build.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Requests/s from autocannon run in a process of its own: in the server's process the load
 * generator's own work (building requests, reading answers) would share the server's one thread
 * and weigh on every figure, more so the larger the answer.
 */
function rps(url: string, method: 'GET' | 'POST' = 'GET', body?: unknown): Promise<number> {
  const headers = ['content-type=application/json', 'cookie=XSRF-TOKEN=bench', 'x-xsrf-token=bench'].flatMap((h) => ['-H', h]);
  const args = [AUTOCANNON, '-j', '-c', '20', '-d', String(DURATION), '-m', method, ...headers, ...(body === undefined ? [] : ['-b', JSON.stringify(body)]), url];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (err, stdout) => {
      if (err) return reject(err);
      const r = JSON.parse(stdout) as { non2xx: number; requests: { average: number } };
      if (r.non2xx) return reject(new Error(`${url}: ${r.non2xx} non-2xx answers`));
      resolve(r.requests.average);
    });
  });
}

async function apiBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'selvedge-bench-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'b'.repeat(48), LOG_LEVEL: 'silent' }), rateLimit: { max: 1e9, windowMs: 60_000 } };
  const app = await buildApp(config, { logger: false });
  await seedDemo(app);
  const bareHandler = async () => ({ message: 'OK', result: [] });
  app.get('/bench/bare', bareHandler);
  // The same bare answer to a POST with a JSON body: what receiving and checking a body costs by
  // itself, i.e. the most that a read spec.md makes a POST can reach.
  app.post('/bench/bare', bareHandler);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const BODY = { parentsSku: 'CT-POP-110', isActived: true };
  try {
    // The machine is shared: each read is measured between two runs of the bare route(s) and compared
    // with their mean, so a neighbour's burst of work skews one case rather than every ratio.
    const bareGet = () => rps(`${base}/bench/bare`);
    const barePost = () => rps(`${base}/bench/bare`, 'POST', BODY);
    const ratio = (n: number, a: number, b: number) => (n / ((a + b) / 2)).toFixed(2);
    const cases: Array<[string, string, 'GET' | 'POST', unknown?]> = [
      ['categories', '/api/category/get_category_all', 'GET'],
      ['parent SKUs of a category', '/api/product_sku/get_product_parents_sku_data_by_category_id_actived', 'POST', { categoryId: 'COTTON', isActived: true }],
      ['colours of a parent SKU', '/api/product_sku/get_product_sku_data_by_parents_sku_actived', 'POST', { parentsSku: 'CT-POP-110', isActived: true }],
    ];
    // Warm-up, not measured: V8 optimises each request path only after thousands of requests, and a
    // path still cold would make whichever case runs first look slow.
    await bareGet();
    await barePost();
    for (const [, path, method, body] of cases) await rps(base + path, method, body).catch(() => 0);
    console.log('public reads ÷ the bare JSON route of the same method (target ≥ 0.90); POST reads also ÷ the bare GET route:');
    for (const [name, path, method, body] of cases) {
      try {
        const get0 = await bareGet();
        const post0 = method === 'POST' ? await barePost() : 0;
        const n = await rps(base + path, method, body);
        const post1 = method === 'POST' ? await barePost() : 0;
        const get1 = await bareGet();
        if (method === 'GET') console.log(`  ${name} (GET): ${ratio(n, get0, get1)} of the bare GET route`);
        else
          console.log(
            `  ${name} (POST, as spec.md makes it): ${ratio(n, post0, post1)} of the bare POST route; ${ratio(n, get0, get1)} of the bare GET route, where the bare POST route itself is ${ratio((post0 + post1) / 2, get0, get1)}`,
          );
      } catch (err) {
        console.log(`  ${name}: not measured (${(err as Error).message})`);
      }
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function bundleBench() {
  ensureBuild();
  const home = totalGzip(measure(initialChunks())) / 1024;
  const admin = totalGzip(measure(lazyChunks('AdminApp'))) / 1024;
  console.log(`JS / needs before it runs (entry + static imports): ${home.toFixed(1)} kB gzip (budget 150 → ${(home / 150).toFixed(2)} of budget)`);
  console.log(`admin chunk beyond that: ${admin.toFixed(1)} kB gzip`);
}

bundleBench();
await apiBench();
