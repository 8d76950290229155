/**
 * The storefront search's time (issue 18 §1; budget p50 ≤ 10 ms, p95 ≤ 25 ms) over 2,000 parent SKUs
 * and 100,000 colours: through the whole server stack (app.inject: validation, search,
 * serialisation; every query distinct, so no stored answer is reused) and of the index alone, plus
 * the index's build time, and a rebuild after an admin write: how long it takes, the longest the
 * event loop was held meanwhile (perf_hooks.monitorEventLoopDelay) and how fast searches answered
 * during it (from the previous index). SQLite by default; set
 * DATABASE_URL=postgres://… to run on PostgreSQL (an empty database of its own).
 * Run: `npx tsx scripts/bench-search.ts` (for `npm run bench`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { insertParentSkus, insertSkus } from '../server/modules/productSku/queries.js';
import { searchIndexReady } from '../server/modules/search/reads.js';
import { search } from '../server/modules/search/searchIndex.js';

const PARENTS = 2000;
const COLOURS_PER_PARENT = 50;
const PREFIXES = ['BA', 'DN', 'SK', 'LN', 'CT', 'CV', 'PL', 'RY', 'ST', 'CH'];
const NAMES = [
  'ผ้าลินินผสมฝ้าย',
  'ผ้ายีนส์ยืด',
  'ผ้าไหมไทย',
  'ผ้าชีฟองพิมพ์ลาย',
  'ผ้าแคนวาสหนา',
  'ผ้าคอตตอนทวิล',
  'Linen blend',
  'Stretch denim',
  'Polyester satin',
  'Cotton oxford',
  'Heavy canvas',
  'Silk chiffon',
  'กำมะหยี่ขนนุ่ม',
  'Rayon crepe',
];
const COLOURS = ['Navy', 'Natural', 'Ivory', 'Black', 'White', 'Khaki', 'Olive', 'Indigo', 'Charcoal', 'Burgundy', 'สีน้ำเงิน', 'สีแดง', 'สีครีม', 'สีเทา', 'สีดำ', 'สีขาว', 'Sky blue', 'Mint', 'Rose', 'Sand'];
const RUNS = 400;

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * q)];
const ms = (n: number) => `${n.toFixed(2)} ms`;

/** Distinct queries of every kind: codes typed any way, Thai and English words, synonyms, typos, word + colour. */
function queries(): string[] {
  const words = ['ลินิน', 'ฝ้าย', 'ยีนส์', 'เดนิม', 'linen', 'denim', 'cotton', 'ไหม', 'silk', 'chiffon', 'ชีฟอง', 'canvas', 'linin', 'satinn', 'ผ้าลินิน', 'velvet', 'oxfrd', 'twill', 'คอตตอน', 'crepe'];
  const out = new Set<string>();
  for (let i = 0; out.size < RUNS; i++) {
    const prefix = PREFIXES[i % PREFIXES.length];
    const n = 100 + ((i * 37) % PARENTS);
    const colour = String((i % COLOURS_PER_PARENT) + 1).padStart(2, '0');
    const word = words[i % words.length];
    const kinds = [`${prefix.toLowerCase()}${n}`, `${prefix} ${n} ${colour}`, word, `${word} ${COLOURS[Math.floor(i / words.length) % COLOURS.length]}`, `${prefix}-${String(n).slice(0, 1 + (i % 3))}`];
    out.add(kinds[i % kinds.length]);
  }
  return [...out];
}

const dataDir = mkdtempSync(join(tmpdir(), 'selvedge-bench-search-'));
const app = await buildApp(loadConfig({ ...process.env, DATA_DIR: dataDir, JWT_SECRET: 'b'.repeat(48), LOG_LEVEL: 'silent' }), { logger: false });
try {
  const now = new Date();
  const parents = Array.from({ length: PARENTS }, (_, i) => ({
    parentsSku: `${PREFIXES[i % PREFIXES.length]}-${100 + i}`,
    name: `${NAMES[i % NAMES.length]} ${100 + i}`,
    path: '',
    width: '58"',
    composition: i % 2 ? '100% Cotton' : '55% Linen 45% Cotton',
    weaving: 'Plain',
    discription: `<p>${NAMES[(i * 3) % NAMES.length]} เนื้อผ้านุ่ม ระบายอากาศดี เหมาะสำหรับเสื้อผ้าและของตกแต่งบ้าน</p>`,
    productType: 'FABRICS',
    categoryId: 'C1',
    isActived: i % 50 !== 0,
  }));
  await insertParentSkus(app.db, parents, now);
  const skus = parents.flatMap((p, i) =>
    Array.from({ length: COLOURS_PER_PARENT }, (_, c) => ({
      sku: `${p.parentsSku}-${String(c + 1).padStart(2, '0')}`,
      name: `${COLOURS[(c + i) % COLOURS.length]} ${c + 1}`,
      path: '',
      article: `A-${c}`,
      parentsSku: p.parentsSku,
      stock: 10,
      marketPrices: 100,
      categoryId: 'C1',
      isActived: c % 10 !== 9,
    })),
  );
  await insertSkus(app.db, skus, now);

  let start = performance.now();
  const index = await searchIndexReady(app);
  const build = performance.now() - start;

  const qs = queries();
  const call: number[] = [];
  const alone: number[] = [];
  let found = 0;
  for (const q of qs) {
    start = performance.now();
    const r = await app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
    call.push(performance.now() - start);
    if (r.statusCode !== 200) throw new Error(`search answered ${r.statusCode}: ${r.body}`);
    if (r.json().result.total > 0) found++;
    start = performance.now();
    search(index, q, 20);
    alone.push(performance.now() - start);
  }
  const engine = app.config.databaseUrl ? 'PostgreSQL' : 'SQLite';
  console.log(`storefront search on ${engine}, ${parents.length} parents, ${skus.length} colours, ${qs.length} distinct queries (${found} with answers):`);
  console.log(`  GET /api/search:    p50 ${ms(quantile(call, 0.5))}, p95 ${ms(quantile(call, 0.95))} (budget p50 ≤ 10 ms, p95 ≤ 25 ms)`);
  console.log(`  index search alone: p50 ${ms(quantile(alone, 0.5))}, p95 ${ms(quantile(alone, 0.95))}`);
  console.log(`  index build (the server's first search waits for it): ${ms(build)}`);

  // A rebuild after an admin write (every write clears the public cache, as here), with searches
  // arriving all along: they answer from the previous index while the new one is built in slices.
  app.publicCache.clear();
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  start = performance.now();
  let built = false;
  const rebuilt = searchIndexReady(app).then(() => {
    built = true;
    return performance.now() - start;
  });
  const during: number[] = [];
  for (let i = 0; !built; i++) {
    // Requests from the network arrive between turns of the event loop; app.inject's would all run in one turn.
    await new Promise((turn) => setImmediate(turn));
    const t0 = performance.now();
    const r = await app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(qs[i % qs.length])}&limit=${1 + (i % 100)}` });
    during.push(performance.now() - t0);
    if (r.statusCode !== 200) throw new Error(`search answered ${r.statusCode} during the rebuild: ${r.body}`);
  }
  const rebuild = await rebuilt;
  loop.disable();
  console.log(`  rebuild after an admin write: ${ms(rebuild)}, event loop held at most ${ms(loop.max / 1e6)} (monitorEventLoopDelay, 1 ms resolution)`);
  console.log(`  ${during.length} searches during the rebuild: p50 ${ms(quantile(during, 0.5))}, p95 ${ms(quantile(during, 0.95))}, max ${ms(Math.max(...during))}`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
