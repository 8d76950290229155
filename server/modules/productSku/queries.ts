import type { Db } from '../../db/index.js';
import { fromFlag, newId, toFlag } from '../../db/ids.js';
import type { ParentSkusTable, SkuCategoriesTable, SkusTable } from '../../db/schema.js';
import { sanitizeRich } from '../../plugins/html.js';
import type { ParentSku, Sku, SkuCategory } from '../../../src/contract/productSku.js';

const toSkuCategory = (r: SkuCategoriesTable): SkuCategory => ({ ...r, isActived: fromFlag(r.isActived) });
const toParentSku = (r: ParentSkusTable): ParentSku => ({ ...r, isActived: fromFlag(r.isActived) });
const toSku = (r: SkusTable): Sku => ({ ...r, stock: Number(r.stock), marketPrices: Number(r.marketPrices), isActived: fromFlag(r.isActived) });

export async function listActiveSkuCategories(db: Db): Promise<SkuCategory[]> {
  const rows = await db.selectFrom('sku_categories').selectAll().where('isActived', '=', 1).orderBy('createAt').orderBy('categoryId').execute();
  return rows.map(toSkuCategory);
}

/** Every parent SKU, active or not, in code order; public reads filter and index it (see routes). */
export async function listParentSkus(db: Db): Promise<ParentSku[]> {
  const rows = await db.selectFrom('parent_skus').selectAll().orderBy('parentsSku').execute();
  return rows.map(toParentSku);
}

export async function listActiveSkus(db: Db): Promise<Sku[]> {
  const rows = await db.selectFrom('skus').selectAll().where('isActived', '=', 1).orderBy('parentsSku').orderBy('sku').execute();
  return rows.map(toSku);
}

/** What a writer supplies for a new row: the table's columns but the id and time, with a real boolean flag. */
type NewRow<T> = Omit<T, '_id' | 'createAt' | 'isActived'> & { isActived: boolean };

export type NewSkuCategory = NewRow<SkuCategoriesTable>;
/** `discription` is HTML, sanitised here, so every writer (seed, admin, import) stores the same clean form. */
export type NewParentSku = NewRow<ParentSkusTable>;
export type NewSku = NewRow<SkusTable>;

/** Rows per multi-row INSERT: well under SQLite's bound-parameter limit. */
const CHUNK = 200;

async function insertChunked<T>(db: Db, rows: T[], insert: (trx: Db, chunk: T[]) => Promise<unknown>): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += CHUNK) await insert(trx, rows.slice(i, i + CHUNK));
  });
}

export async function insertSkuCategories(db: Db, inputs: NewSkuCategory[], now: Date): Promise<SkuCategory[]> {
  const rows: SkuCategoriesTable[] = inputs.map((c) => ({
    _id: newId(),
    categoryId: c.categoryId,
    name: c.name,
    isActived: toFlag(c.isActived),
    createAt: now.toISOString(),
  }));
  await insertChunked(db, rows, (trx, chunk) => trx.insertInto('sku_categories').values(chunk).execute());
  return rows.map(toSkuCategory);
}

export async function insertParentSkus(db: Db, inputs: NewParentSku[], now: Date): Promise<ParentSku[]> {
  const rows: ParentSkusTable[] = inputs.map((p) => ({
    _id: newId(),
    ...p,
    discription: sanitizeRich(p.discription),
    isActived: toFlag(p.isActived),
    createAt: now.toISOString(),
  }));
  await insertChunked(db, rows, (trx, chunk) => trx.insertInto('parent_skus').values(chunk).execute());
  return rows.map(toParentSku);
}

export async function insertSkus(db: Db, inputs: NewSku[], now: Date): Promise<Sku[]> {
  const rows: SkusTable[] = inputs.map((s) => ({ _id: newId(), ...s, isActived: toFlag(s.isActived), createAt: now.toISOString() }));
  await insertChunked(db, rows, (trx, chunk) => trx.insertInto('skus').values(chunk).execute());
  return rows.map(toSku);
}

export async function countParentSkus(db: Db): Promise<number> {
  const r = await db.selectFrom('parent_skus').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}
