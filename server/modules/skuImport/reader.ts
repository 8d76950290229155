import { Worker } from 'node:worker_threads';
import { IMPORT_LIMITS, type CsvEncoding, type ImportLayout } from '../../../src/contract/skuImport.js';

/** A sheet row as the worker reads it: [sheet row number, one value per layout column] (null = blank). */
export type SheetRow = [row: number, ...values: Array<string | number | boolean | null>];

/** A refused cell, by code; the server words it (./texts.ts). */
export interface CellError {
  row: number;
  column: string;
  value: string;
  code: string;
  arg?: string | number;
}

/** A code column the sheet holds as numbers: the first 20 rows and how many (a warning, not an error). */
export interface NumberCodes {
  column: string;
  rows: number[];
  total: number;
}

type ReadOutcome =
  | { ok: false; status: 400 | 413; code: string; arg?: string | number }
  | { ok: true; header: string[]; rows: SheetRow[]; errors: CellError[]; errorTotal: number; numberCodes: NumberCodes[]; csv?: CsvEncoding };

type WorkerMessage =
  | { type: 'rows'; rows: SheetRow[] }
  | { type: 'done'; header: string[]; rowCount: number; errors: CellError[]; errorTotal: number; numberCodes: NumberCodes[]; csv?: CsvEncoding }
  | { type: 'refused'; refusal: { status: 400 | 413; code: string; arg?: string | number } };

const WORKER = new URL('./sheetWorker.mjs', import.meta.url);
/** Heap for one read: a 200 MB sheet (the unpacked limit) and its cells fit; a file past it ends the worker, not the server. */
const WORKER_HEAP_MB = 1536;
/** A read that takes longer than this is given up (the worker is stopped). */
const READ_TIMEOUT_MS = 180_000;
/** A reader kept after a read waits this long for the next one, then stops (an admin imports categories, parents, then SKUs). */
const KEEP_MS = 120_000;

const startReader = () =>
  new Worker(WORKER, {
    workerData: { job: 'sku-import-reader' },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    stdout: false,
  });

/**
 * One started reader kept between reads: starting a thread and loading SheetJS costs a few hundred
 * milliseconds, which a 50,000-row import should not pay on top of parsing. Unreferenced while it
 * waits, so it never keeps the process alive; a reader that failed or ran out of heap is never kept.
 */
let kept: { worker: Worker; timer: NodeJS.Timeout } | null = null;

function takeReader(): Worker {
  if (!kept) return startReader();
  const { worker, timer } = kept;
  kept = null;
  clearTimeout(timer);
  worker.ref();
  return worker;
}

function keepReader(worker: Worker): void {
  if (kept) return void worker.terminate();
  worker.removeAllListeners();
  worker.unref();
  const timer = setTimeout(() => {
    if (kept?.worker === worker) kept = null;
    void worker.terminate();
  }, KEEP_MS);
  timer.unref();
  // A kept reader that fails or dies while waiting is simply forgotten (an 'error' with no listener would throw here).
  worker.on('error', () => void worker.terminate());
  worker.once('exit', () => {
    if (kept?.worker === worker) {
      clearTimeout(kept.timer);
      kept = null;
    }
  });
  kept = { worker, timer };
}

/** Starts a reader now (an admin opened an import screen), so the first file is read without waiting for one. */
export function warmReader(): void {
  if (!kept) keepReader(startReader());
}

/**
 * Reads an import file in a worker thread (./sheetWorker.mjs): the file's bytes go to the worker
 * (transferred, not copied), its rows come back in chunks, so the event loop is never held for long.
 */
export function readSheetInWorker(bytes: Uint8Array, layout: ImportLayout): Promise<ReadOutcome> {
  return new Promise((resolve, reject) => {
    const copy = new Uint8Array(bytes); // a transferable buffer of its own
    const worker = takeReader();
    const rows: SheetRow[] = [];
    let settled = false;
    const finish = (outcome: ReadOutcome | Error, reusable = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (reusable) keepReader(worker);
      else void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(() => finish(new Error('reading the spreadsheet took too long')), READ_TIMEOUT_MS);
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'rows') for (const r of m.rows) rows.push(r);
      else if (m.type === 'done') finish({ ok: true, header: m.header, rows, errors: m.errors, errorTotal: m.errorTotal, numberCodes: m.numberCodes, ...(m.csv ? { csv: m.csv } : {}) }, true);
      else finish({ ok: false, ...m.refusal }, true);
    });
    worker.on('error', (err: Error & { code?: string }) => {
      // Out of heap: the file unpacks to more than a read may hold.
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') finish({ ok: false, status: 413, code: 'unpackedTooLarge' });
      else finish(err);
    });
    worker.on('exit', (code) => finish(new Error(`the spreadsheet reader stopped (exit ${code})`)));
    worker.postMessage(
      {
        bytes: copy,
        layout: { code: layout.code, xls: layout.xls, columns: layout.columns },
        limits: { maxRows: IMPORT_LIMITS.maxRows, maxUnpackedBytes: IMPORT_LIMITS.maxUnpackedBytes, maxColumns: IMPORT_LIMITS.maxColumns, maxErrors: IMPORT_LIMITS.maxErrors },
      },
      [copy.buffer],
    );
  });
}
