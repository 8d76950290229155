import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { foldCase } from '../../db/foldCase.js';
import type { Db } from '../../db/index.js';
import { newId, toFlag } from '../../db/ids.js';
import type { CategoriesTable, ImportHistoryTable, ParentSkusTable, PhotoWaitsTable, SkuPricesTable, SkusTable } from '../../db/schema.js';
import type { VersionStamp } from '../../db/versions.js';
import { sanitizeRich } from '../../plugins/html.js';
import { HttpError } from '../../plugins/errors.js';
import { IMPORT_LAYOUTS, IMPORT_LIMITS, type ImportCounts, type ImportError, type ImportKind, type ImportLayout, type ImportRefused } from '../../../src/contract/skuImport.js';
import { skuImportServerTexts as texts } from '../../../src/contract/backOfficeTexts.js';
import {
  BATCH,
  categoriesById,
  countRows,
  insertHistory,
  parentsAfter,
  parentsByCode,
  photoUrls,
  skusAfter,
  skusByCode,
  tierPricesOf,
  upsertCategories,
  upsertParents,
  upsertSkus,
  upsertTierPrices,
  settleWaits,
  addCompositions,
  photoWaitsByCode,
  compositionsByFoldedName,
} from './queries.js';
import { readSheetInWorker, type CellError, type SheetRow } from './reader.js';
import { digestOf, rowsByKey, type RowSet } from '../../db/rowSets.js';

/** Gives the event loop a turn between batches, so the site keeps answering during an import. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The sentence for a refused cell. */
function reasonText(e: Pick<CellError, 'code' | 'arg'>): string {
  const arg = e.arg;
  switch (e.code) {
    case 'errorCell':
      return texts.errorCell(String(arg));
    case 'codeDate':
      return texts.codeDate(String(arg));
    case 'eNotation':
      return texts.eNotation(String(arg));
    case 'tooLong':
      return texts.tooLong(Number(arg));
    case 'duplicateCode':
      return texts.duplicateCode(Number(arg));
    case 'nameTaken':
      return texts.nameTaken(String(arg));
    case 'duplicateName':
      return texts.duplicateName(Number(arg));
    default: {
      const t = (texts as Record<string, unknown>)[e.code];
      return typeof t === 'string' ? t : e.code;
    }
  }
}

/** The sentence for a refused file. */
function refusalText(code: string, arg: string | number | undefined, layout: ImportLayout): string {
  switch (code) {
    case 'tooManyRows':
      return texts.tooManyRows(IMPORT_LIMITS.maxRows);
    case 'tooManyColumns':
      return texts.tooManyColumns(IMPORT_LIMITS.maxColumns);
    case 'unpackedTooLarge':
      return texts.unpackedTooLarge(Math.round(IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024));
    case 'notXlsx':
    case 'notSpreadsheet':
      return layout.xls ? texts.notSpreadsheet : texts.notXlsx;
    case 'encrypted':
      return texts.encrypted;
    case 'csvQuotes':
      return texts.csvQuotes(Number(arg));
    default:
      return texts.notWorkbook;
  }
}

/** A plan: the rows to write (whole rows, existing ids kept) and what the import will count. */
interface Plan<T> {
  write: T[];
  counts: Omit<ImportCounts, 'rows' | 'dryRun' | 'waiting' | 'waitingTotal'>;
  errors: CellError[];
  /** Rows whose photo is not uploaded yet: imported without it, waiting for a photo of that file name. */
  waits: PhotoWait[];
  /** Codes whose `path` cell named a picture that is there: any earlier wait of theirs is over. */
  settled: string[];
  /** Compositions the sheet named that Product Composition does not have yet: added with the rows. */
  newCompositions?: string[];
}
type PhotoWait = Omit<PhotoWaitsTable, 'createAt'>;

/** Reads the values of a sheet row by the layout's column names. */
function cells(layout: ImportLayout) {
  const index = new Map(layout.columns.map((c, i) => [c.name, i + 1]));
  return (row: SheetRow, name: string) => row[index.get(name)!] as string | number | boolean | null;
}

const same = <T extends object>(a: T, b: T, keys: Array<keyof T>) => keys.every((k) => a[k] === b[k]);

/**
 * Image paths named by `path` cells: an existing /uploads/… file, or the file name of a photo
 * uploaded through 'Upload photos' (case-insensitive). Resolved once per distinct value.
 */
class PathResolver {
  private uploads = new Map<string, boolean>();
  private photos = new Map<string, string | null>();

  constructor(
    private db: Db,
    private uploadDir: string,
  ) {}

  /** Looks up every value at once (file checks in parallel, photo names in batches). */
  async load(values: Iterable<string>): Promise<void> {
    const uploads: string[] = [];
    const names: string[] = [];
    for (const v of new Set(values)) {
      if (v.startsWith('/uploads/')) {
        if (!this.uploads.has(v)) uploads.push(v);
      } else if (!v.includes('/') && !v.includes('\\')) names.push(v.toLowerCase());
    }
    for (let i = 0; i < uploads.length; i += 200) {
      await Promise.all(
        uploads.slice(i, i + 200).map(async (p) => {
          const name = p.slice('/uploads/'.length);
          const ok = /^[A-Za-z0-9._-]+$/.test(name) && (await access(join(this.uploadDir, name), constants.R_OK).then(() => true, () => false));
          this.uploads.set(p, ok);
        }),
      );
    }
    for (let i = 0; i < names.length; i += BATCH) {
      const batch = names.slice(i, i + BATCH);
      const found = await photoUrls(this.db, batch);
      for (const key of batch) this.photos.set(key, found.get(key) ?? null);
      await turn();
    }
  }

  /** The image path for a cell value, or the error code. */
  resolve(value: string): { path: string } | { code: string } {
    if (value.startsWith('/uploads/')) return this.uploads.get(value) ? { path: value } : { code: 'missingUpload' };
    if (value.includes('/') || value.includes('\\')) return { code: 'badPath' };
    const url = this.photos.get(value.toLowerCase());
    return url ? { path: url } : { code: 'unknownPhoto' };
  }
}

/** The `path` cells that name a new image for their row (not blank, not the row's current path). */
function newPaths(rows: SheetRow[], get: ReturnType<typeof cells>, code: string, existing: Map<string, { path: string }>): string[] {
  const out: string[] = [];
  for (const r of rows) {
    const p = get(r, 'path');
    if (typeof p === 'string' && p !== existing.get(get(r, code) as string)?.path) out.push(p);
  }
  return out;
}

/** Looks rows up by code, BATCH codes a query, with a turn between queries. */
async function lookup<T>(codes: string[], find: (batch: string[]) => Promise<T[]>, key: (row: T) => string): Promise<Map<string, T>> {
  const out = new Map<string, T>();
  for (let i = 0; i < codes.length; i += BATCH) {
    for (const r of await find(codes.slice(i, i + BATCH))) out.set(key(r), r);
    await turn();
  }
  return out;
}

/**
 * What an import checks its rows against. Read while the worker parses the file, when the main thread
 * has nothing else to do: the categories, and the parent SKUs and SKUs whole when they are few enough
 * to hold (null: the planner looks its rows up by code instead).
 */
interface Known {
  categories: Map<string, CategoriesTable>;
  parents: Map<string, ParentSkusTable> | null;
  skus: Map<string, SkusTable> | null;
}
export const importTuning = {
  /** Tables up to this many rows are read whole (about 30 MB for 100,000 SKUs); tests lower it to reach the lookups. */
  readWholeMax: 200_000,
};
const PAGE = 5000;

/** A whole table by code, a page at a time with a turn between pages; null past `importTuning.readWholeMax` rows. */
async function wholeTable<T>(count: number, page: (after: string) => Promise<T[]>, key: (row: T) => string): Promise<Map<string, T> | null> {
  if (count > importTuning.readWholeMax) return null;
  const out = new Map<string, T>();
  for (let after = ''; ; ) {
    const rows = await page(after);
    for (const r of rows) out.set(key(r), r);
    if (rows.length < PAGE) return out;
    after = key(rows[rows.length - 1]);
    await turn();
  }
}

async function readKnown(app: FastifyInstance, kind: ImportKind): Promise<Known> {
  const categories = await categoriesById(app.db);
  if (kind === 'category') return { categories, parents: null, skus: null };
  const parents = await wholeTable(await countRows(app.db, 'parent_skus'), (after) => parentsAfter(app.db, after, PAGE), (p) => p.parentsSku);
  if (kind === 'parents') return { categories, parents, skus: null };
  const skus = await wholeTable(await countRows(app.db, 'skus'), (after) => skusAfter(app.db, after, PAGE), (s) => s.sku);
  return { categories, parents, skus };
}

async function planCategories(_app: FastifyInstance, rows: SheetRow[], now: string, known: Known): Promise<Plan<CategoriesTable>> {
  const get = cells(IMPORT_LAYOUTS.category);
  const existing = known.categories;
  const plan: Plan<CategoriesTable> = { write: [], counts: { created: 0, updated: 0, unchanged: 0 }, errors: [], waits: [], settled: [] };
  // Names stay unique ignoring case (as on the Category screen): the names after the import, by category.
  const finalName = new Map([...existing.values()].map((c) => [c.categoryId, c.name.toLowerCase()]));
  for (const row of rows) finalName.set(get(row, 'categoryId') as string, (get(row, 'name') as string).toLowerCase());
  const holders = new Map<string, string[]>();
  for (const [id, name] of finalName) holders.set(name, [...(holders.get(name) ?? []), id]);
  const firstRowOf = new Map(rows.map((r) => [get(r, 'categoryId') as string, r[0]]));

  for (const row of rows) {
    const categoryId = get(row, 'categoryId') as string;
    const name = get(row, 'name') as string;
    const flag = get(row, 'isActived') as boolean | null;
    const others = (holders.get(name.toLowerCase()) ?? []).filter((id) => id !== categoryId);
    if (others.length) {
      const clash = others.map((id) => firstRowOf.get(id)).find((r) => r !== undefined && r < row[0]);
      plan.errors.push({ row: row[0], column: 'name', value: name, ...(clash ? { code: 'duplicateName', arg: clash } : { code: 'nameTaken', arg: others[0] }) });
      continue;
    }
    const old = existing.get(categoryId);
    if (!old) {
      plan.write.push({ _id: newId(), categoryId, name, discription: '', url: '', isActived: toFlag(flag ?? true), createAt: now, alwaysShown: 0 });
      plan.counts.created++;
      continue;
    }
    const next = { ...old, name, isActived: flag === null ? old.isActived : toFlag(flag) };
    if (same(old, next, ['name', 'isActived'])) plan.counts.unchanged++;
    else {
      plan.write.push(next);
      plan.counts.updated++;
    }
  }
  return plan;
}

/**
 * The picture path a row ends with: the old one when its `path` cell is blank or unchanged, else the
 * cell resolved to an upload; undefined once the refusal is recorded in the plan.
 */
function pathOf<T>(plan: Plan<T>, paths: PathResolver, row: SheetRow, cell: string | null, oldPath: string | undefined, of: Pick<PhotoWait, 'kind' | 'code'>): string | undefined {
  if (cell === null || cell === oldPath) return oldPath ?? '';
  const r = paths.resolve(cell);
  if (!('code' in r)) {
    plan.settled.push(of.code);
    return r.path;
  }
  // A file name no photo was uploaded under yet: the row comes in and waits for it (keeping any picture it had).
  if (r.code === 'unknownPhoto') {
    plan.waits.push({ ...of, fileKey: cell.toLowerCase(), fileName: cell });
    return oldPath ?? '';
  }
  plan.errors.push({ row: row[0], column: 'path', value: cell, code: r.code });
  return undefined;
}

/** Counts a planned row as created, unchanged (`unchanged` answers true; not written) or updated. */
function tally<T>(plan: Plan<T>, next: T, unchanged: (() => boolean) | undefined): void {
  if (!unchanged) plan.counts.created++;
  else if (unchanged()) {
    plan.counts.unchanged++;
    return;
  } else plan.counts.updated++;
  plan.write.push(next);
}

type ParentText = 'productType' | 'composition' | 'weaving' | 'width' | 'discription';

async function planParents(app: FastifyInstance, rows: SheetRow[], now: string, known: Known): Promise<Plan<ParentSkusTable>> {
  const get = cells(IMPORT_LAYOUTS.parents);
  const categories = known.categories;
  const existing = known.parents ?? await lookup(rows.map((r) => get(r, 'parentsSku') as string), (b) => parentsByCode(app.db, b), (p) => p.parentsSku);
  const paths = new PathResolver(app.db, app.uploads.uploadDir);
  await paths.load(newPaths(rows, get, 'parentsSku', existing));
  const plan: Plan<ParentSkusTable> = { write: [], counts: { created: 0, updated: 0, unchanged: 0 }, errors: [], waits: [], settled: [] };
  // A composition cell is a list of Product Composition names ("65% Polyester, 35% Cotton"): each is
  // written as the list spells it (case and spaces aside); a name not there yet is added to the list.
  const compositions = await compositionsByFoldedName(app.db);
  const added = new Map<string, string>();
  const composition = (cell: string) =>
    [...new Set(cell.split(',').map((part) => part.trim().replace(/\s+/g, ' ')).filter(Boolean).map((part) => {
      const key = foldCase(part);
      const known = compositions.get(key) ?? added.get(key);
      if (known) return known;
      added.set(key, part);
      return part;
    }))].join(', ');

  for (let i = 0; i < rows.length; i++) {
    if (i % BATCH === 0) await turn();
    const row = rows[i];
    const parentsSku = get(row, 'parentsSku') as string;
    const categoryId = get(row, 'categoryId') as string;
    const old = existing.get(parentsSku);
    let ok = true;
    if (!categories.has(categoryId)) {
      plan.errors.push({ row: row[0], column: 'categoryId', value: categoryId, code: 'unknownCategory' });
      ok = false;
    }
    const path = pathOf(plan, paths, row, get(row, 'path') as string | null, old?.path, { kind: 'parents', code: parentsSku });
    if (path === undefined) ok = false;
    if (!ok || path === undefined) continue;
    const flag = get(row, 'isActived') as boolean | null;
    const text = (name: ParentText) => {
      const v = get(row, name) as string | null;
      if (v === null) return old?.[name] ?? '';
      return name === 'discription' ? sanitizeRich(v) : name === 'composition' ? composition(v) : v;
    };
    const next: ParentSkusTable = {
      _id: old?._id ?? newId(),
      parentsSku,
      name: get(row, 'name') as string,
      path,
      width: text('width'),
      composition: text('composition'),
      weaving: text('weaving'),
      discription: text('discription'),
      productType: text('productType'),
      categoryId,
      isActived: flag === null ? (old?.isActived ?? 1) : toFlag(flag),
      createAt: old?.createAt ?? now,
      // Not in the sheet: the Product dialog's fields stay as they are (the upsert leaves them alone).
      construction: old?.construction ?? '',
      density: old?.density ?? '',
    };
    tally(plan, next, old && (() => same(old, next, ['name', 'path', 'width', 'composition', 'weaving', 'discription', 'productType', 'categoryId', 'isActived'])));
  }
  plan.newCompositions = [...added.values()];
  return plan;
}

/** A SKU row to write, with its tier prices when the sheet gives them. */
type SkuWrite = SkusTable & { tierPrices?: SkuPricesTable };
const TIER_COLUMNS = ['silverPrice', 'goldPrice', 'platinumPrice'] as const;

async function planSkus(app: FastifyInstance, rows: SheetRow[], now: string, known: Known): Promise<Plan<SkuWrite>> {
  const get = cells(IMPORT_LAYOUTS.sku);
  const categories = known.categories;
  const parents = known.parents ?? await lookup([...new Set(rows.map((r) => get(r, 'parentsSku') as string))], (b) => parentsByCode(app.db, b), (p) => p.parentsSku);
  const existing = known.skus ?? await lookup(rows.map((r) => get(r, 'sku') as string), (b) => skusByCode(app.db, b), (s) => s.sku);
  const paths = new PathResolver(app.db, app.uploads.uploadDir);
  await paths.load(newPaths(rows, get, 'sku', existing));
  // The prices already saved for the SKUs whose rows give tier prices (a blank cell keeps its price).
  const tierCells = (row: SheetRow) => TIER_COLUMNS.map((c) => get(row, c) as number | null);
  const pricedIds = rows.flatMap((r) => (tierCells(r).some((v) => v !== null) ? [existing.get(get(r, 'sku') as string)?._id ?? ''] : [])).filter(Boolean);
  const oldPrices = pricedIds.length ? await tierPricesOf(app.db, pricedIds) : new Map<string, SkuPricesTable>();
  const plan: Plan<SkuWrite> = { write: [], counts: { created: 0, updated: 0, unchanged: 0 }, errors: [], waits: [], settled: [] };

  for (let i = 0; i < rows.length; i++) {
    if (i % BATCH === 0) await turn();
    const row = rows[i];
    const sku = get(row, 'sku') as string;
    const parentsSku = get(row, 'parentsSku') as string;
    const old = existing.get(sku);
    const parent = parents.get(parentsSku);
    let ok = true;
    if (!parent) {
      plan.errors.push({ row: row[0], column: 'parentsSku', value: parentsSku, code: 'unknownParent' });
      ok = false;
    }
    const categoryCell = get(row, 'categoryId') as string | null;
    if (categoryCell !== null && !categories.has(categoryCell)) {
      plan.errors.push({ row: row[0], column: 'categoryId', value: categoryCell, code: 'unknownCategory' });
      ok = false;
    }
    const path = pathOf(plan, paths, row, get(row, 'path') as string | null, old?.path, { kind: 'sku', code: sku });
    if (path === undefined) ok = false;
    const tiers = tierCells(row);
    const oldPrice = old ? oldPrices.get(old._id) : undefined;
    const missingTier = !oldPrice && tiers.some((v) => v !== null) ? TIER_COLUMNS[tiers.findIndex((v) => v === null)] : undefined;
    if (missingTier) {
      plan.errors.push({ row: row[0], column: missingTier, value: '', code: 'tierPricesTogether' });
      ok = false;
    }
    if (!ok || !parent || path === undefined) continue;
    const flag = get(row, 'isActived') as boolean | null;
    const article = get(row, 'article') as string | null;
    const stock = get(row, 'stock') as number | null;
    const price = get(row, 'marketPrices') as number | null;
    const next: SkuWrite = {
      _id: old?._id ?? newId(),
      sku,
      name: get(row, 'name') as string,
      path,
      article: article ?? old?.article ?? '',
      parentsSku,
      stock: stock ?? (old ? Number(old.stock) : 0),
      marketPrices: price ?? (old ? Number(old.marketPrices) : 0),
      categoryId: categoryCell ?? old?.categoryId ?? parent.categoryId,
      isActived: flag === null ? (old?.isActived ?? 1) : toFlag(flag),
      createAt: old?.createAt ?? now,
    };
    if (tiers.some((v) => v !== null)) {
      const [silverPrice, goldPrice, platinumPrice] = TIER_COLUMNS.map((c, k) => tiers[k] ?? oldPrice![c]);
      next.tierPrices = { skuId: next._id, silverPrice, goldPrice, platinumPrice, modifyAt: now };
    }
    const samePrices = !next.tierPrices || (oldPrice !== undefined && same(oldPrice, next.tierPrices, [...TIER_COLUMNS]));
    tally(plan, next, old && (() => samePrices && same({ ...old, stock: Number(old.stock), marketPrices: Number(old.marketPrices) }, next, ['name', 'path', 'article', 'parentsSku', 'stock', 'marketPrices', 'categoryId', 'isActived'])));
  }
  return plan;
}

const PLANNERS = { category: planCategories, parents: planParents, sku: planSkus } as const;
const WRITERS = {
  category: (trx: Db, rows: unknown[], stamp: VersionStamp) => upsertCategories(trx, rows as CategoriesTable[], stamp),
  parents: (trx: Db, rows: unknown[], stamp: VersionStamp) => upsertParents(trx, rows as ParentSkusTable[], stamp),
  sku: async (trx: Db, rows: unknown[], stamp: VersionStamp) => {
    const written = await upsertSkus(trx, rows as SkusTable[], stamp);
    const prices = (rows as SkuWrite[]).flatMap((r) => (r.tierPrices ? [r.tierPrices] : []));
    if (prices.length) await upsertTierPrices(trx, prices, stamp);
    return written;
  },
} as const;

interface ImportJob {
  kind: ImportKind;
  bytes: Uint8Array;
  fileName: string;
  dryRun: boolean;
  admin: { _id: string; email: string };
  /** Logs the import in its own transaction with every row it changed, before and after (issue 20 §2: a whole import rolled back). */
  log?: (trx: Db, sets: RowSet[], counts: ImportCounts) => Promise<unknown>;
}

/** The tables an import writes, by kind: its records, then the rows that go with each (by record id). */
const WRITTEN: Record<ImportKind, { tbl: string; keyCol: string }[]> = {
  category: [{ tbl: 'categories', keyCol: '_id' }],
  parents: [{ tbl: 'parent_skus', keyCol: '_id' }, { tbl: 'parent_sku_categories', keyCol: 'parentId' }],
  sku: [{ tbl: 'skus', keyCol: '_id' }, { tbl: 'sku_prices', keyCol: 'skuId' }],
};

/**
 * The rows of the tables an import writes for these record ids, as they are now (in its transaction);
 * the records themselves as the write answered them (`written`), when it did.
 */
const snapshot = (trx: Db, kind: ImportKind, ids: string[], linked: string[], written?: Record<string, unknown>[]) =>
  Promise.all(WRITTEN[kind].map((w, t) => (t === 0 && written ? new Map(written.map((r) => [String(r[w.keyCol]), [r]])) : rowsByKey(trx, w.tbl, w.keyCol, t === 0 ? ids : linked))));

/** The records of a batch whose link rows the write may change: a SKU's tier prices only when its row gives them; a parent's categories always. */
const linkedIds = (kind: ImportKind, batch: unknown[]) =>
  kind === 'sku' ? (batch as SkuWrite[]).filter((r) => r.tierPrices).map((r) => r._id) : (batch as Array<{ _id: string }>).map((r) => r._id);

/** The rows each record had before and has after a batch: records first, then their link rows (those that changed). */
function changedSets(kind: ImportKind, ids: string[], before: Map<string, Record<string, unknown>[]>[], after: Map<string, Record<string, unknown>[]>[]): RowSet[] {
  return WRITTEN[kind].flatMap((w, t) =>
    ids.flatMap((id) => {
      const was = before[t]!.get(id) ?? [];
      const now = after[t]!.get(id) ?? [];
      // After as a digest: a revert needs only to tell whether the rows changed since.
      return t > 0 && JSON.stringify(was) === JSON.stringify(now) ? [] : [{ tbl: w.tbl, keyCol: w.keyCol, keyVal: id, before: was, after: digestOf(now) }];
    }),
  );
}

/**
 * The rows an import adds or removes beside its records, for its rollback (issue 20 §2: the data as
 * before the import): the rows waiting for a photo it changed (by code, both kinds, replaced whole) and
 * the compositions its sheet named first.
 */
function besideSets(waitsBefore: Map<string, Record<string, unknown>[]>, waitsAfter: Map<string, Record<string, unknown>[]>, compositions: Map<string, Record<string, unknown>[]>): RowSet[] {
  const waits = [...new Set([...waitsBefore.keys(), ...waitsAfter.keys()])].flatMap((code) => {
    const was = waitsBefore.get(code) ?? [];
    const now = waitsAfter.get(code) ?? [];
    return JSON.stringify(was) === JSON.stringify(now) ? [] : [{ tbl: 'photo_waits', keyCol: 'code', keyVal: code, before: was, after: digestOf(now) }];
  });
  return [...waits, ...[...compositions].map(([id, rows]) => ({ tbl: 'product_compositions', keyCol: '_id', keyVal: id, before: [], after: digestOf(rows) }))];
}

/** A 422: the file's errors, first 1,000 in sheet order, and how many there are. */
export class ImportRefusedError extends HttpError {
  constructor(readonly body: ImportRefused) {
    super(422, body.message);
  }
}

/**
 * One import, all or nothing: read the file in a worker, check every row (cells in the worker; codes,
 * references and image paths here), then — unless it is a dry run — write every new or changed row in
 * ONE transaction, a batch at a time with a turn for the event loop between batches. Any error: 422
 * and nothing written. Every import that read its file is recorded (dry runs are not).
 */
export async function runImport(app: FastifyInstance, job: ImportJob): Promise<ImportCounts> {
  const started = performance.now();
  const layout = IMPORT_LAYOUTS[job.kind];
  const now = new Date(app.config.now()).toISOString();
  const record = async (entry: Pick<ImportHistoryTable, 'outcome' | 'rows' | 'created' | 'updated' | 'unchanged' | 'errorCount' | 'message'>, db: Db = app.db) => {
    if (job.dryRun) return;
    await insertHistory(db, {
      kind: job.kind,
      fileName: job.fileName,
      adminId: job.admin._id,
      adminEmail: job.admin.email,
      durationMs: Math.round(performance.now() - started),
      createAt: now,
      ...entry,
    });
  };
  const empty = { rows: 0, created: 0, updated: 0, unchanged: 0 };

  const known = readKnown(app, job.kind);
  known.catch(() => undefined); // awaited once the file is read; a refused file leaves it unawaited
  const read = await readSheetInWorker(job.bytes, layout).catch(async (err: Error) => {
    app.log.error({ err, kind: job.kind, fileName: job.fileName }, 'import: reading the spreadsheet failed');
    await record({ ...empty, outcome: 'failed', errorCount: 0, message: texts.readFailed });
    throw new HttpError(500, texts.readFailed);
  });
  if (!read.ok) {
    const message = refusalText(read.code, read.arg, layout);
    await record({ ...empty, outcome: 'refused', errorCount: 1, message });
    throw new HttpError(read.status, message);
  }

  const readMs = performance.now() - started;
  const before = await known;
  const plan = await PLANNERS[job.kind](app, read.rows, now, before);
  // The records that stood before the import: only their rows are read back for its log (a new id has none).
  const stood = job.log ? new Set([...(before[job.kind === 'category' ? 'categories' : job.kind === 'parents' ? 'parents' : 'skus'] ?? new Map<string, { _id: string }>()).values()].map((r) => r._id)) : new Set<string>();
  const planMs = performance.now() - started - readMs;
  const order = new Map(layout.columns.map((c, i) => [c.name, i]));
  const all = [...read.errors, ...plan.errors].sort((a, b) => a.row - b.row || (order.get(a.column) ?? -1) - (order.get(b.column) ?? -1));
  const total = read.errorTotal + plan.errors.length;
  const rowCount = read.rows.length + new Set(read.errors.map((e) => e.row)).size;
  if (total > 0) {
    const errors: ImportError[] = all.slice(0, IMPORT_LIMITS.maxErrors).map((e) => ({ row: e.row, column: e.column, value: e.value, reason: reasonText(e) }));
    const message = texts.refused(total);
    await record({ ...empty, rows: rowCount, outcome: 'refused', errorCount: total, message });
    throw new ImportRefusedError({ message, errors, total });
  }

  const waiting = plan.waits.map((w) => w.code);
  const newCompositions = plan.newCompositions ?? [];
  const counts: ImportCounts = {
    ...plan.counts,
    rows: read.rows.length,
    dryRun: job.dryRun,
    ...(waiting.length ? { waiting: waiting.slice(0, IMPORT_LIMITS.maxErrors), waitingTotal: waiting.length } : {}),
    ...(newCompositions.length ? { newCompositions } : {}),
    ...(read.numberCodes.length ? { numberCodes: read.numberCodes } : {}),
    ...(read.csv ? { csv: read.csv } : {}),
  };
  if (job.dryRun) return counts;

  try {
    await app.db.transaction().execute(async (trx) => {
      app.log.info({ kind: job.kind, fileName: job.fileName, rows: plan.write.length }, 'import: writing');
      const sets: RowSet[] = [];
      for (let i = 0; i < plan.write.length; i += BATCH) {
        const batch = plan.write.slice(i, i + BATCH);
        const ids = job.log ? batch.map((r) => (r as { _id: string })._id) : [];
        const linked = job.log ? linkedIds(job.kind, batch) : [];
        const was = job.log ? await snapshot(trx, job.kind, ids.filter((id) => stood.has(id)), linked.filter((id) => stood.has(id))) : [];
        const { rows: written } = await WRITERS[job.kind](trx, batch, { now, adminId: job.admin._id });
        if (job.log) sets.push(...changedSets(job.kind, ids, was, await snapshot(trx, job.kind, ids, linked, written)));
        await turn();
      }
      const waitsBefore = job.log ? await photoWaitsByCode(trx) : undefined;
      await settleWaits(trx, job.kind === 'sku' ? 'sku' : 'parents', plan.settled, plan.waits, now);
      const added = newCompositions.length ? await addCompositions(trx, newCompositions, now) : [];
      if (job.log) sets.push(...besideSets(waitsBefore!, await photoWaitsByCode(trx), await rowsByKey(trx, 'product_compositions', '_id', added)));
      await job.log?.(trx, sets, counts);
      const { created, updated, unchanged, rows } = counts;
      await record({ created, updated, unchanged, rows, outcome: 'imported', errorCount: 0, message: waiting.length ? texts.importedWaiting(waiting.length) : texts.imported }, trx);
    });
  } catch (err) {
    app.log.error({ err, kind: job.kind, fileName: job.fileName }, 'import: writing failed, nothing written');
    await record({ ...empty, rows: counts.rows, outcome: 'failed', errorCount: 0, message: serverFailure(err) });
    throw err;
  }
  const ms = performance.now() - started;
  const phases = { readMs: Math.round(readMs), planMs: Math.round(planMs), writeMs: Math.round(ms - readMs - planMs) };
  app.log.info({ kind: job.kind, fileName: job.fileName, ...counts, ms: Math.round(ms), ...phases }, 'import: committed');
  return counts;
}

const serverFailure = (err: unknown) => (err instanceof HttpError ? err.message : 'Internal Server Error');
