/**
 * SKU import figures (issue 9 §5), all measured in this run on this machine:
 * - a 50,000-row SKU .xlsx imported for real (dry run off), wall time ÷ SheetJS's own parse time of the
 *   same file (XLSX.read + sheet_to_json on the main thread, best of 2): budget ≤ 1.25;
 * - p99 latency of a public catalogue call while that import runs, beside the idle p99: budget < 50 ms;
 * - the process's peak memory (RSS, worker thread included) during the import.
 * The calls go through app.inject (routing, auth, multipart, worker, transaction; no sockets), so the
 * public calls share the event loop with the import exactly as they would in the server.
 * Usage: npx tsx scripts/bench-sku-import.ts [rows]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { hashPassword } from '../server/modules/accounts/password.js';
import { insertAdmin } from '../server/modules/admin/queries.js';
import { workbookBytes, type Cell } from '../src/admin/skuImport/workbook.js';
import { IMPORT_LAYOUTS, type ImportKind } from '../src/contract/skuImport.js';

const ROWS = Number(process.argv[2] ?? 50_000);
const PARENTS = 500;
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

function skuFile(): Uint8Array {
  const rows: Cell[][] = [['path', 'sku', 'name', 'article', 'parentsSku', 'stock', 'marketPrices', 'categoryId', 'isActived']];
  for (let i = 0; i < ROWS; i++) {
    const parent = `BP-${String(i % PARENTS).padStart(3, '0')}`;
    rows.push(['', `BS-${String(i).padStart(6, '0')}`, `สี Colour ${i}`, `A${String(i).padStart(5, '0')}`, parent, i % 97, 50 + (i % 13), '', 'TRUE']);
  }
  return workbookBytes(rows);
}

/** SheetJS's parse of the file, as a plain script would do it (best of two). */
function parseTime(bytes: Uint8Array): number {
  let best = Infinity;
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    const book = XLSX.read(bytes, { type: 'array' });
    XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 });
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'selvedge-bench-import-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'b'.repeat(48), LOG_LEVEL: 'silent' }), rateLimit: { max: 1e9, windowMs: 60_000 } };
  const app = await buildApp(config, { logger: false });
  try {
    const admin = await insertAdmin(app.db, { email: 'bench@x.local', mobile: '0800000000', fullName: 'Bench', passwordHash: await hashPassword('password123'), status: 'active' }, new Date());
    const token = await app.tokens.sign('admin', admin._id, { email: 'bench@x.local' }, '1h');
    const xsrf = { 'x-xsrf-token': 'b' };

    const importFile = async (kind: ImportKind, bytes: Uint8Array) => {
      const form = new FormData();
      form.append(IMPORT_LAYOUTS[kind].field, new Blob([bytes as BlobPart]), `${kind}.xlsx`);
      const encoded = new Request('http://localhost/', { method: 'POST', body: form });
      const payload = Buffer.from(await encoded.arrayBuffer());
      const r = await app.inject({
        method: 'POST',
        url: `/api${IMPORT_LAYOUTS[kind].path}`,
        payload,
        headers: { ...xsrf, authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! },
        cookies: { 'XSRF-TOKEN': 'b' },
      });
      if (r.statusCode !== 200) throw new Error(`${kind} import answered ${r.statusCode}: ${r.body.slice(0, 300)}`);
      return r.json() as { result: { created: number; updated: number } };
    };

    await importFile('category', workbookBytes([['categoryId', 'name', 'isActived'], ['BENCH', 'Bench fabrics', 'TRUE']]));
    const parents: Cell[][] = [['parentsSku', 'name', 'categoryId']];
    for (let p = 0; p < PARENTS; p++) parents.push([`BP-${String(p).padStart(3, '0')}`, `Bench parent ${p}`, 'BENCH']);
    await importFile('parents', workbookBytes(parents));

    const bytes = skuFile();
    const parse = parseTime(bytes);

    const publicCall = async () => {
      const t0 = performance.now();
      const r = await app.inject({
        method: 'POST',
        url: '/api/product_sku/get_product_parents_sku_data_by_category_id_actived',
        payload: { categoryId: 'BENCH', isActived: true },
        headers: xsrf,
        cookies: { 'XSRF-TOKEN': 'b' },
      });
      if (r.statusCode !== 200) throw new Error(`public call answered ${r.statusCode}: ${r.body.slice(0, 200)}`);
      return performance.now() - t0;
    };
    const idle: number[] = [];
    for (let i = 0; i < 300; i++) idle.push(await publicCall());

    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const during: number[] = [];
    let importing = true;
    const t0 = performance.now();
    const job = importFile('sku', bytes).finally(() => (importing = false));
    while (importing) {
      during.push(await publicCall());
      await new Promise((r) => setTimeout(r, 5));
    }
    const answer = await job;
    const wall = performance.now() - t0;
    clearInterval(sampler);

    const ratio = wall / parse;
    console.log(`SKU import of ${ROWS.toLocaleString('en')} rows (${(bytes.length / 1024 / 1024).toFixed(1)} MB .xlsx), created ${answer.result.created.toLocaleString('en')}:`);
    console.log(`  import wall time ${ms(wall)} ÷ SheetJS parse ${ms(parse)} = ${ratio.toFixed(2)} (budget ≤ 1.25) ${ratio <= 1.25 ? 'ok' : 'OVER'}`);
    console.log(`  public call p99: idle ${ms(percentile(idle, 99))} (p50 ${ms(percentile(idle, 50))}), during the import ${ms(percentile(during, 99))} over ${during.length} calls (p50 ${ms(percentile(during, 50))}; budget p99 < 50 ms) ${percentile(during, 99) < 50 ? 'ok' : 'OVER'}`);
    console.log(`  peak RSS during the import ${mb(peak)} (before ${mb(rssBefore)})`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
