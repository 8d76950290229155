/**
 * The storefront search's time (issue 18 §1; budget p50 ≤ 10 ms, p95 ≤ 25 ms) over 2,000 parent SKUs
 * and 100,000 colours (each with a measured colour of its own): through the whole server stack
 * (app.inject: validation, search, serialisation; every query distinct, so no stored answer is
 * reused) of `GET /api/search` and `GET /api/search/colour` (issue 18 §3), each also as a ratio
 * against a baseline measured alongside — a bare route on the same app, called through app.inject
 * with a query string as long, so the ratio says what the search adds to the least any call costs on
 * this (shared, noisy) machine. Then the text index alone, its build time, and a rebuild after an
 * admin write: how long it takes, the longest the event loop was held meanwhile
 * (perf_hooks.monitorEventLoopDelay) and how fast searches answered during it (from the previous index).
 *
 * Both engines: SQLite (a data directory of its own), then PostgreSQL in a database of its own
 * created on PG_TEST_URL's server (default postgres://postgres@127.0.0.1:5432/postgres) and dropped
 * after; skipped, saying so, when no server answers there. DATABASE_URL=postgres://… (an empty
 * database) runs that one alone.
 * Run: `npx tsx scripts/bench-search.ts` (for `npm run bench`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { familyOf, hexOfRgb, labOfHex } from '../server/modules/colour/colourMath.js';
import { insertParentSkus, insertSkus } from '../server/modules/productSku/queries.js';
import { searchIndexReady } from '../server/modules/search/reads.js';
import { search } from '../server/modules/search/searchIndex.js';
import { databaseUrl, dropDatabase, ident, pgUnavailable, shownUrl, withAdmin } from '../tests/helpers/pg.js';

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

/** A deterministic spread of numbers in [0, 1) (a linear congruential generator), so every run measures the same catalogue. */
function numbers(seed: number): () => number {
  let x = seed;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** A colour as the measuring stores it: Lab, its hex and family; drawn within sRGB so its hex is its own. */
function measuredColour(next: () => number): { colourL: number; colourA: number; colourB: number; colourHex: string; colourFamily: string } {
  const rgb = [next() * 255, next() * 255, next() * 255];
  const hex = hexOfRgb(rgb);
  const lab = labOfHex(hex)!;
  return { colourL: lab.L, colourA: lab.a, colourB: lab.b, colourHex: hex, colourFamily: familyOf(lab) };
}

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

/** Distinct colours asked for (each answer would otherwise come from the public cache). */
function hexes(): string[] {
  const next = numbers(7);
  const out = new Set<string>();
  while (out.size < RUNS) out.add(hexOfRgb([next() * 255, next() * 255, next() * 255]));
  return [...out];
}

/** p50 and p95 of a call's times, and the same over the baseline's. */
function line(label: string, times: number[], base: number[], budget = true): string {
  const [p50, p95] = [quantile(times, 0.5), quantile(times, 0.95)];
  const [b50, b95] = [quantile(base, 0.5), quantile(base, 0.95)];
  const over = budget && (p50 > 10 || p95 > 25) ? '  ** OVER BUDGET **' : '';
  return `  ${label} p50 ${ms(p50)} (${(p50 / b50).toFixed(1)}× baseline), p95 ${ms(p95)} (${(p95 / b95).toFixed(1)}× baseline)${over}`;
}

/** Everything, on one engine: SQLite when `databaseUrl` is undefined. */
async function bench(databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'selvedge-bench-search-'));
  const app = await buildApp(
    loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', JWT_SECRET: 'b'.repeat(48), LOG_LEVEL: 'silent' }),
    { logger: false },
  );
  // The baseline: the least a public GET costs through the same stack (no validation, no work, a 28-byte answer).
  app.get('/bench/bare', async () => ({ message: 'OK', result: [] }));
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
    // Every colour measured (path '' is never measured again): as after the start-up job over a catalogue of photos.
    const next = numbers(1);
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
        ...measuredColour(next),
        colourOf: '',
      })),
    );
    await insertSkus(app.db, skus, now);

    let start = performance.now();
    const index = await searchIndexReady(app);
    const build = performance.now() - start;

    const timed = async (url: string) => {
      const t0 = performance.now();
      const r = await app.inject({ method: 'GET', url });
      const took = performance.now() - t0;
      if (r.statusCode !== 200) throw new Error(`${url} answered ${r.statusCode}: ${r.body}`);
      return { took, body: r.json() as { result: { total?: number; length?: number } } };
    };
    const qs = queries();
    const call: number[] = [];
    const alone: number[] = [];
    const base: number[] = [];
    let found = 0;
    for (const q of qs) {
      const url = `/api/search?q=${encodeURIComponent(q)}`;
      base.push((await timed(url.replace('/api/search', '/bench/bare'))).took);
      const r = await timed(url);
      call.push(r.took);
      if (r.body.result.total! > 0) found++;
      start = performance.now();
      search(index, q, 20);
      alone.push(performance.now() - start);
    }
    start = performance.now();
    await timed('/api/search/colour?hex=808080&limit=1');
    const colourFirst = performance.now() - start;
    const colour: number[] = [];
    const colourBase: number[] = [];
    for (const hex of hexes()) {
      const url = `/api/search/colour?hex=${hex}`;
      colourBase.push((await timed(url.replace('/api/search/colour', '/bench/bare'))).took);
      const r = await timed(url);
      if (r.body.result.length !== 20) throw new Error(`${url}: ${r.body.result.length} colours, not 20`);
      colour.push(r.took);
    }
    const engine = databaseUrl ? 'PostgreSQL' : 'SQLite';
    console.log(`storefront search on ${engine}, ${parents.length} parents, ${skus.length} colours, ${qs.length} distinct queries (${found} with answers), ${colour.length} distinct colours:`);
    console.log(`  (budget p50 ≤ 10 ms, p95 ≤ 25 ms; baseline: a bare GET through the same app.inject, p50 ${ms(quantile(base, 0.5))}, p95 ${ms(quantile(base, 0.95))})`);
    console.log(line('GET /api/search:          ', call, base));
    console.log(line('GET /api/search/colour:   ', colour, colourBase));
    console.log(`  text index search alone:  p50 ${ms(quantile(alone, 0.5))}, p95 ${ms(quantile(alone, 0.95))}`);
    console.log(`  text index build (the server's first search waits for it): ${ms(build)}; colour index's first call (reads the measured colours): ${ms(colourFirst)}`);

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
      during.push((await timed(`/api/search?q=${encodeURIComponent(qs[i % qs.length])}&limit=${1 + (i % 100)}`)).took);
    }
    const rebuild = await rebuilt;
    loop.disable();
    console.log(`  rebuild after an admin write: ${ms(rebuild)}, event loop held at most ${ms(loop.max / 1e6)} (monitorEventLoopDelay, 1 ms resolution)`);
    console.log(`  ${during.length} searches during the rebuild: p50 ${ms(quantile(during, 0.5))}, p95 ${ms(quantile(during, 0.95))}, max ${ms(Math.max(...during))}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.DATABASE_URL) await bench(process.env.DATABASE_URL);
else {
  await bench(undefined);
  const why = await pgUnavailable();
  if (why) console.log(`\n*** SKIPPED PostgreSQL: ${why} (set PG_TEST_URL to a server whose role may create databases). ***`);
  else {
    const name = `selvedge_bench_search_${process.pid}`;
    await withAdmin((c) => c.query(`create database ${ident(name)}`));
    try {
      console.log(`\n(PostgreSQL database ${name} on ${shownUrl()}, dropped after)`);
      await bench(databaseUrl(name));
    } finally {
      await withAdmin((c) => dropDatabase(c, name), 15000);
    }
  }
}
