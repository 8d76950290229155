/**
 * `npm run bench`: figures as ratios against a baseline measured in the same run (the machine is shared
 * and noisy, so absolute numbers mean little).
 *  - API: requests/s of public catalogue reads ÷ requests/s of a bare JSON route of the same method on
 *    the same server (target ≥ 0.90: cached reads send their stored serialised answer,
 *    server/plugins/cache-replies.ts); the reads spec.md makes POSTs are also shown ÷ the bare GET
 *    route, beside what a bare POST reaches on our server and on node:http with no framework
 *    (receiving and parsing a body is not free in Node itself).
 *  - Bundle: gzip kB of the JS that / needs to run (budget 150) and of the admin chunk. What a real
 *    Chromium visit downloads, and the Lighthouse scores, come from `npm run bench:storefront`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { seedDemo } from '../server/db/seed/index.js';
import { initialChunks, lazyChunks, measure, totalGzip } from './bundle-size.js';
import { ensureBuild } from '../server/build.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** The body of the POSTs measured against the bare POST route. */
const BODY = { parentsSku: 'CT-POP-110', isActived: true };
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

/** The median of a list of figures, and its range, as text. */
function spread(xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[Math.floor((s.length - 1) / 2)].toFixed(2)} (${s[0].toFixed(2)}–${s[s.length - 1].toFixed(2)})`;
}

/**
 * `read` ÷ each baseline, once per round with the order turned round every other round: the machine
 * is shared, so one long run per figure lets a neighbour's burst skew a whole ratio, while the median
 * of several short paired runs keeps it to one round.
 */
async function rounds(read: () => Promise<number>, baselines: Array<() => Promise<number>>): Promise<number[][]> {
  const ratios: number[][] = baselines.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    const flip = round % 2 === 1;
    const base: number[] = [];
    if (!flip) for (const b of baselines) base.push(await b());
    const n = await read();
    if (flip) for (const b of baselines) base.push(await b());
    base.forEach((b, i) => ratios[i].push(n / b));
  }
  return ratios;
}

/** A node:http server with no framework: what Node itself makes of a POST with a small JSON body against a GET. */
async function nodeBaseline(): Promise<number[]> {
  const answer = JSON.stringify({ message: 'OK', result: [] });
  const server = createServer((req, res) => {
    const send = () => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(answer);
    if (req.method !== 'POST') return send();
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk)).on('end', () => (JSON.parse(body), send()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    await rps(url);
    await rps(url, 'POST', BODY);
    return (await rounds(() => rps(url, 'POST', BODY), [() => rps(url)]))[0];
  } finally {
    server.close();
  }
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
  try {
    const bareGet = () => rps(`${base}/bench/bare`);
    const barePost = () => rps(`${base}/bench/bare`, 'POST', BODY);
    const cases: Array<[string, string, 'GET' | 'POST', unknown?]> = [
      ['categories', '/api/category/get_category_all', 'GET'],
      ['parent SKUs of a category', '/api/product_sku/get_product_parents_sku_data_by_category_id_actived', 'POST', { categoryId: 'COTTON', isActived: true }],
      ['colours of a parent SKU', '/api/product_sku/get_product_sku_data_by_parents_sku_actived', 'POST', BODY],
    ];
    // Warm-up, not measured: V8 optimises each request path only after thousands of requests, and a
    // path still cold would make whichever case runs first look slow.
    await bareGet();
    await barePost();
    for (const [, path, method, body] of cases) await rps(base + path, method, body).catch(() => 0);
    console.log(`public reads ÷ the bare JSON route of the same method, median (range) of ${ROUNDS} paired ${DURATION} s runs (target ≥ 0.90):`);
    for (const [name, path, method, body] of cases) {
      try {
        const read = () => rps(base + path, method, body);
        if (method === 'GET') {
          const [get] = await rounds(read, [bareGet]);
          console.log(`  ${name} (GET): ${spread(get)} of the bare GET route`);
        } else {
          const [post, get] = await rounds(read, [barePost, bareGet]);
          console.log(`  ${name} (POST, as spec.md makes it): ${spread(post)} of the bare POST route; ${spread(get)} of the bare GET route`);
        }
      } catch (err) {
        console.log(`  ${name}: not measured (${(err as Error).message})`);
      }
    }
    const [postOverGet] = await rounds(barePost, [bareGet]);
    console.log(`  the bare POST route itself: ${spread(postOverGet)} of the bare GET route`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`  node:http with no framework, POST ÷ GET: ${spread(await nodeBaseline())} (receiving a body is not free in Node itself)`);
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
