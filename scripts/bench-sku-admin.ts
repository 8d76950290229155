/**
 * Admin SKU list figures (issue 9 §5): 100,000 SKUs in a temporary database, then the p50/p95 of
 * - a keyword search (get_product_sku_data_all {keyword, page, perPage}), budget p50 ≤ 30 ms;
 * - the first page of the list (no keyword), budget ≤ 50 ms;
 * - a filtered, sorted page and the .xlsx export of one parent's SKUs, for reference.
 * Measured through app.inject (routing, validation, auth, SQL, serialisation; no sockets).
 * Usage: npx tsx scripts/bench-sku-admin.ts [rows]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { hashPassword } from '../server/modules/accounts/password.js';
import { insertAdmin } from '../server/modules/admin/queries.js';
import { insertParentSkus, insertSkuCategories, insertSkus, type NewParentSku, type NewSku } from '../server/modules/productSku/queries.js';

const ROWS = Number(process.argv[2] ?? 100_000);
const PER_PARENT = 50;
const RUNS = 40;

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'selvedge-bench-sku-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'b'.repeat(48), LOG_LEVEL: 'silent' }), rateLimit: { max: 1e9, windowMs: 60_000 } };
  const app = await buildApp(config, { logger: false });
  try {
    const now = new Date();
    const categories = ['COTTON', 'LINEN', 'DENIM', 'CANVAS', 'FASHION', 'UNIFORM'];
    await insertSkuCategories(app.db, categories.map((c) => ({ categoryId: c, name: c, isActived: true })), now);
    const parents: NewParentSku[] = [];
    const skus: NewSku[] = [];
    for (let p = 0; p < ROWS / PER_PARENT; p++) {
      const parentsSku = `P${String(p).padStart(5, '0')}`;
      const categoryId = categories[p % categories.length];
      parents.push({ parentsSku, name: `ผ้า Fabric ${p}`, path: '', width: '58"', composition: '100% Cotton', weaving: 'Plain', discription: '', productType: 'FABRICS', categoryId, isActived: true });
      for (let i = 0; i < PER_PARENT; i++) {
        skus.push({ sku: `${parentsSku}-${String(i).padStart(3, '0')}`, name: `Colour ${i} สี`, path: '', article: `A-${p}-${i}`, parentsSku, stock: (p * i) % 500, marketPrices: 100 + (i % 7), categoryId, isActived: i % 10 !== 0 });
      }
    }
    let t0 = performance.now();
    await insertParentSkus(app.db, parents, now);
    await insertSkus(app.db, skus, now);
    console.log(`seeded ${skus.length} SKUs and ${parents.length} parent SKUs in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const admin = await insertAdmin(app.db, { email: 'bench@x.local', mobile: '0800000000', fullName: 'Bench', passwordHash: await hashPassword('password123'), status: 'active' }, now);
    const token = await app.tokens.sign('admin', admin._id, { email: 'bench@x.local' }, '1h');
    const call = (url: string, payload: unknown) =>
      app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': 'b' }, cookies: { 'XSRF-TOKEN': 'b' } });

    const measure = async (label: string, url: string, body: (i: number) => unknown, budget?: number) => {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS + 3; i++) {
        t0 = performance.now();
        const r = await call(url, body(i));
        const ms = performance.now() - t0;
        if (r.statusCode !== 200) throw new Error(`${label}: ${r.statusCode} ${r.body.slice(0, 200)}`);
        if (i >= 3) times.push(ms);
        total = r.headers['content-type']?.toString().includes('json') ? r.json().total : r.rawPayload.length;
      }
      const p50 = percentile(times, 50);
      console.log(`${label}: p50 ${p50.toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${total})${budget ? ` — budget ${budget} ms: ${p50 <= budget ? 'OK' : 'OVER'}` : ''}`);
    };

    const list = '/api/product_sku/get_product_sku_data_all';
    await measure('first page of the SKU list', list, () => ({ keyword: '', page: 1, perPage: 25 }), 50);
    await measure('keyword search, rare (one parent)', list, (i) => ({ keyword: `p${String((i * 37) % (ROWS / PER_PARENT)).padStart(5, '0')}-`, page: 1, perPage: 25 }), 30);
    await measure('keyword search, common ("colour 1")', list, () => ({ keyword: 'colour 1', page: 1, perPage: 25 }), 30);
    await measure('keyword search, Thai ("สี")', list, () => ({ keyword: 'สี', page: 1, perPage: 25 }), 30);
    await measure('page 200 of the inactive SKUs sorted by stock', list, () => ({ isActived: false, page: 200, perPage: 25, sort: 'stock', order: 'DESC' }));
    await measure('category filter + sort by name', list, () => ({ categoryId: 'LINEN', page: 3, perPage: 50, sort: 'name' }));
    await measure('parent SKU list, keyword', '/api/product_sku/get_product_parents_sku_data_all', () => ({ keyword: 'fabric 1', page: 1, perPage: 25 }));
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    t0 = performance.now();
    const all = await call('/api/product_sku/export_product_sku_data', {});
    loop.disable();
    console.log(
      `export of all ${ROWS} SKUs: ${((performance.now() - t0) / 1000).toFixed(2)} s, ${(all.rawPayload.length / 1e6).toFixed(1)} MB; ` +
        `event-loop delay meanwhile p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)} ms`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
