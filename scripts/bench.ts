/**
 * `npm run bench`: figures as ratios against a baseline measured in the same run (the machine is shared
 * and noisy, so absolute numbers mean little).
 *  - API: requests/s of every cached public read (server/plugins/cache-replies.ts) ÷ requests/s of a
 *    bare route of the same method on the same server sending as many stored bytes (target ≥ 0.90),
 *    and ÷ the bare JSON route (a 28-byte answer); then what a bare POST reaches against a GET, on our
 *    server and on node:http with no framework (receiving and parsing a body is not free in Node).
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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { seedDemo } from '../server/db/seed/index.js';
import { initialChunks, lazyChunks, measure, totalGzip } from './bundle-size.js';
import { ensureBuild } from '../server/build.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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

type Method = 'GET' | 'POST';
interface Read {
  name: string;
  method: Method;
  path: string;
  body?: unknown;
}

/** Every public read the server keeps answers for (`cacheReply`), with a body or path that finds seeded data. */
async function publicReads(app: FastifyInstance): Promise<Read[]> {
  const first = async (url: string) => (await app.inject({ method: 'GET', url })).json<{ result: Array<Record<string, unknown>> }>().result[0];
  const blog = await first('/api/blog/get_blog_all');
  const product = await first('/api/product/get_product_all');
  const [categoryId] = product.categoryId as string[];
  const [productTypeId] = product.productType as string[];
  const parentsSku = 'CT-POP-110';
  const get = (name: string, path: string): Read => ({ name, method: 'GET', path: `/api/${path}` });
  const post = (name: string, path: string, body: unknown = {}): Read => ({ name, method: 'POST', path: `/api/${path}`, body });
  return [
    get('categories', 'category/get_category_all'),
    get('product types', 'product_type/get_product_type_all'),
    get('products', 'product/get_product_all'),
    get('blog posts', 'blog/get_blog_all'),
    get('blog types', 'blog_type/get_blog_type_all'),
    get('blog tags', 'blog_tag/get_blog_tag_all'),
    get('contacts', 'contact_us/get_contact_us_data_all'),
    post('active slides', 'slider/get_slider_data_by_status', { status: true }),
    post('active categories', 'product_sku/get_product_category_data_actived', { isActived: true }),
    post('parent SKUs of a category', 'product_sku/get_product_parents_sku_data_by_category_id_actived', { categoryId: 'COTTON', isActived: true }),
    post('parent SKUs of a product type', 'product_sku/get_product_parents_sku_data_by_product_type_actived', { productType: 'FABRICS', isActived: true }),
    post('one parent SKU', 'product_sku/get_product_parents_sku_data_by_parents_sku', { parentsSku }),
    post('colours of a parent SKU', 'product_sku/get_product_sku_data_by_parents_sku_actived', { parentsSku, isActived: true }),
    post('products of a category', `product/get_product_by_category_id/${categoryId}`),
    post('products of a product type', `product/get_product_by_product_type/${productTypeId}`),
    post('blog posts of a type', 'blog/get_blog_by_blog_type', { blogType: (blog.blogTypeId as string) || 'none' }),
    post('one blog post', `blog/get_blog_by_blog_id/${blog._id as string}`),
    post('tags of a blog post', `blog_tag/get_blog_tag_data_by_blog_id/${blog._id as string}`),
  ];
}

/** `{"message":"OK","result":"xx…"}` of exactly `bytes` bytes (at least the envelope's). */
const padded = (bytes: number) => {
  const envelope = JSON.stringify({ message: 'OK', result: '' }).length;
  return Buffer.from(JSON.stringify({ message: 'OK', result: 'x'.repeat(Math.max(0, bytes - envelope)) }));
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

async function apiBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'selvedge-bench-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'b'.repeat(48), LOG_LEVEL: 'silent' }), rateLimit: { max: 1e9, windowMs: 60_000 } };
  const app = await buildApp(config, { logger: false });
  await seedDemo(app);
  // Two baselines, both answered with every hook our server runs for any request:
  //  - the bare JSON route: a handler returning { message: 'OK', result: [] }, serialised by Fastify;
  //  - a bare route sending stored bytes, as many as the read answers: the least any route can do to
  //    send that answer (moving 15 kB rather than 30 bytes costs the kernel and the load generator far
  //    more than anything the server decides), so a read ÷ it is what our own work costs.
  app.get('/bench/bare', async () => ({ message: 'OK', result: [] }));
  app.post('/bench/bare', async () => ({ message: 'OK', result: [] }));
  const stored = new Map<number, Buffer>();
  const bytesRoute = (request: FastifyRequest, reply: FastifyReply) => {
    const bytes = Number((request.params as { bytes: string }).bytes);
    let body = stored.get(bytes);
    if (!body) stored.set(bytes, (body = padded(bytes)));
    return reply.header('content-type', 'application/json; charset=utf-8').send(body);
  };
  app.get('/bench/bytes/:bytes', bytesRoute);
  app.post('/bench/bytes/:bytes', bytesRoute);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = (method: Method) => rps(`${base}/bench/bare`, method, method === 'POST' ? BODY : undefined);
  const sameBytes = (method: Method, bytes: number) => rps(`${base}/bench/bytes/${bytes}`, method, method === 'POST' ? BODY : undefined);
  try {
    const reads: Array<Read & { bytes: number; ofBytes: number[]; ofBare: number[] }> = [];
    for (const read of await publicReads(app)) {
      const headers = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };
      const answer = await app.inject({ method: read.method, url: read.path, headers, ...(read.body === undefined ? {} : { payload: read.body as object }) });
      if (answer.statusCode !== 200) console.log(`  ${read.name}: not measured (${answer.statusCode} ${answer.body.slice(0, 80)})`);
      else reads.push({ ...read, bytes: answer.rawPayload.length, ofBytes: [], ofBare: [] });
    }
    // Warm-up, not measured: V8 optimises each request path only after thousands of requests, and a
    // path still cold would make whichever case runs first look slow.
    for (const method of ['GET', 'POST'] as const) await bare(method);
    for (const read of reads) {
      await rps(base + read.path, read.method, read.body);
      await sameBytes(read.method, read.bytes);
    }
    // Each round measures every read beside its same-size route (in turn first and second), between
    // two runs of the bare JSON routes whose mean is that round's bare figure.
    for (let round = 0; round < ROUNDS; round++) {
      const bareBefore = { GET: await bare('GET'), POST: await bare('POST') };
      const figures: Array<[number, number]> = [];
      for (const read of reads) {
        const runRead = () => rps(base + read.path, read.method, read.body);
        const runBytes = () => sameBytes(read.method, read.bytes);
        if (round % 2 === 0) figures.push([await runRead(), await runBytes()]);
        else {
          const b = await runBytes();
          figures.push([await runRead(), b]);
        }
      }
      const bareAfter = { POST: await bare('POST'), GET: await bare('GET') };
      reads.forEach((read, i) => {
        const [n, b] = figures[i];
        read.ofBytes.push(n / b);
        read.ofBare.push(n / ((bareBefore[read.method] + bareAfter[read.method]) / 2));
      });
    }
    console.log(`public reads, median (range) of ${ROUNDS} rounds of ${DURATION} s runs:`);
    console.log('  ÷ a bare route of the same method sending as many stored bytes (target ≥ 0.90) | ÷ the bare JSON route (28-byte answer)');
    for (const read of reads) {
      const flag = median(read.ofBytes) >= 0.9 ? '' : '  ← below target';
      console.log(`  ${read.name} (${read.method}, ${(read.bytes / 1024).toFixed(1)} kB): ${spread(read.ofBytes)} | ${spread(read.ofBare)}${flag}`);
    }
    const largest = Math.max(...reads.map((r) => r.bytes));
    const [size] = await rounds(() => sameBytes('GET', largest), [() => bare('GET')]);
    console.log(`  for scale: sending ${(largest / 1024).toFixed(1)} kB of stored bytes ÷ the bare JSON GET route: ${spread(size)}`);
    const [postOverGet] = await rounds(() => bare('POST'), [() => bare('GET')]);
    console.log(`  the bare JSON POST route ÷ the bare JSON GET route: ${spread(postOverGet)}`);
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
  console.log(`admin chunk beyond that (the first admin screen; each screen and the blog editor load with their own chunks): ${admin.toFixed(1)} kB gzip (budget 250 → ${(admin / 250).toFixed(2)} of budget)`);
}

bundleBench();
await apiBench();
