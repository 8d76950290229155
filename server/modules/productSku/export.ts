import { createRequire } from 'node:module';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { Db } from '../../db/index.js';
import { SKU_SHEET_COLUMNS, type SkuFilters, type SkuSort } from '../../../src/contract/productSkuAdmin.js';
import { eachSku } from './queries.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** SheetJS (the pinned 0.20.3 build) as the worker loads it: by absolute path, whatever its working directory. */
const xlsxPath = createRequire(import.meta.url).resolve('xlsx');

/**
 * The sheet writer, run in a worker thread so a 100,000-row export never stalls the site: it receives
 * the rows chunk by chunk, and answers the .xlsx bytes. Code, name and text columns are text cells
 * formatted as Text ('@'), so `00123` stays `00123` when the sheet is edited and imported back.
 */
const WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const XLSX = require(workerData.xlsxPath);
const numeric = new Set([5, 6, 9, 10, 11]);
const sheet = XLSX.utils.aoa_to_sheet([workerData.header], { dense: true });
parentPort.on('message', (msg) => {
  if (msg.rows) {
    const cells = msg.rows.map((row) => row.map((v, i) => (numeric.has(i) ? v : { t: 's', v: String(v), z: '@' })));
    XLSX.utils.sheet_add_aoa(sheet, cells, { origin: -1 });
    return;
  }
  sheet['!cols'] = [28, 22, 28, 14, 18, 8, 12, 14, 10, 11, 11, 13].map((wch) => ({ wch }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'SKU');
  const out = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
  const bytes = out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength);
  parentPort.postMessage(bytes, [bytes]);
});
`;

/**
 * The filtered SKU list as an .xlsx in the SKU import's layout (first sheet, first row the headers
 * path, sku, name, article, parentsSku, stock, marketPrices, categoryId, isActived, silverPrice,
 * goldPrice, platinumPrice), so an export can be edited and imported back. Every matching row, read in
 * chunks (the event loop gets a turn between them) and written by a worker thread; stock and the prices
 * are numbers (a never-priced SKU's tier prices blank, which the import reads as "keep"), isActived TRUE or FALSE.
 */
export async function skuWorkbook(db: Db, filters: SkuFilters, sort: SkuSort = 'sku', order: 'ASC' | 'DESC' | 'asc' | 'desc' = 'ASC'): Promise<Buffer> {
  const worker = new Worker(WRITER, { eval: true, workerData: { xlsxPath, header: [...SKU_SHEET_COLUMNS] } });
  const done = new Promise<Buffer>((resolve, reject) => {
    worker.once('message', (bytes: ArrayBuffer) => resolve(Buffer.from(bytes)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the .xlsx writer stopped (exit ${code})`)));
  });
  // Awaited after the rows are sent; until then a failure must not count as an unhandled rejection.
  done.catch(() => undefined);
  try {
    for await (const chunk of eachSku(db, filters, sort, order.toLowerCase() as 'asc' | 'desc')) {
      worker.postMessage({
        rows: chunk.map((s) => [s.path, s.sku, s.name, s.article, s.parentsSku, s.stock, s.marketPrices, s.categoryId, s.isActived ? 'TRUE' : 'FALSE', s.silverPrice, s.goldPrice, s.platinumPrice]),
      });
      await nextTurn();
    }
    worker.postMessage({ end: true });
    return await done;
  } finally {
    await worker.terminate();
  }
}
