import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.js';
import { fromFlag, newId, toFlag } from '../../db/ids.js';
import type { ParentSkusTable, SkusTable } from '../../db/schema.js';
import { sanitizeRich } from '../../plugins/html.js';
import type { ParentSku, ParentSkuSort, Sku, SkuCategory, SkuFilters, SkuRow, SkuSort } from '../../../src/contract/productSku.js';
import { upsertCategoriesById } from '../category/queries.js';

const toParentSku = (r: ParentSkusTable): ParentSku => ({ ...r, isActived: fromFlag(r.isActived) });
const toSku = (r: SkusTable): Sku => ({ ...r, stock: Number(r.stock), marketPrices: Number(r.marketPrices), isActived: fromFlag(r.isActived) });

/** Every parent SKU, active or not, in code order; public reads filter and index it (see routes). */
export async function listParentSkus(db: Db): Promise<ParentSku[]> {
  const rows = await db.selectFrom('parent_skus').selectAll().orderBy('parentsSku').execute();
  return rows.map(toParentSku);
}

/** A product's categories and product types beyond its first (the Product dialog's multi-selects). */
export async function listFurtherLinks(db: Db): Promise<{ categories: Array<{ parentId: string; categoryId: string }>; types: Array<{ parentId: string; name: string }> }> {
  const [categories, types] = await Promise.all([
    db.selectFrom('parent_sku_categories').select(['parentId', 'categoryId']).execute(),
    db.selectFrom('parent_sku_types').innerJoin('product_types', 'product_types._id', 'parent_sku_types.productTypeId').select(['parent_sku_types.parentId', 'product_types.name']).execute(),
  ]);
  return { categories, types };
}

export async function listActiveSkus(db: Db): Promise<Sku[]> {
  const rows = await db.selectFrom('skus').selectAll().where('isActived', '=', 1).orderBy('parentsSku').orderBy('sku').execute();
  return rows.map(toSku);
}

/** What a writer supplies for a new row: the table's columns but the id and time, with a real boolean flag. */
type NewRow<T> = Omit<T, '_id' | 'createAt' | 'isActived'> & { isActived: boolean };

/** A SKU category as a SKU writer names it (the category sheet's columns). */
type NewSkuCategory = { categoryId: string; name: string; isActived: boolean };
/** `discription` is HTML, sanitised here, so every writer (seed, admin, import) stores the same clean form. */
export type NewParentSku = Omit<NewRow<ParentSkusTable>, 'construction' | 'density'> & Partial<Pick<ParentSkusTable, 'construction' | 'density'>>;
export type NewSku = NewRow<SkusTable>;

/** Rows per multi-row INSERT: well under SQLite's bound-parameter limit. */
const CHUNK = 200;

async function insertChunked<T>(db: Db, rows: T[], insert: (trx: Db, chunk: T[]) => Promise<unknown>): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += CHUNK) await insert(trx, rows.slice(i, i + CHUNK));
  });
}

/**
 * SKU categories are categories (one record per categoryId): a new categoryId becomes a category
 * without picture, an existing one takes the name and flag and keeps its picture and discription.
 */
export function insertSkuCategories(db: Db, inputs: NewSkuCategory[], now: Date): Promise<SkuCategory[]> {
  return upsertCategoriesById(db, inputs, now);
}

export async function insertParentSkus(db: Db, inputs: NewParentSku[], now: Date): Promise<ParentSku[]> {
  const rows: ParentSkusTable[] = inputs.map((p) => ({
    _id: newId(),
    construction: '',
    density: '',
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

// --- Admin reads: server-side filtering, sorting and paging (DESIGN §3), so a page of 100,000
// SKUs costs one indexed, LIMITed query plus one count, never a whole-table load.


interface PageRequest<S extends string> {
  page?: number;
  perPage?: number;
  sort?: S;
  order?: 'ASC' | 'DESC' | 'asc' | 'desc';
}

/** A LIKE pattern matching `keyword` anywhere, its wildcards taken literally; ASCII lower-cased like SQL's lower(). */
function containsPattern(keyword: string): string {
  const lowered = keyword.trim().replace(/[A-Z]/g, (c) => c.toLowerCase());
  return `%${lowered.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One LIKE over the row's searchable text (cheaper than one per column). */
const keywordMatch = (columns: Expression<string>[], keyword: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.join(columns, sql` || ' ' || `)}) like ${containsPattern(keyword)} escape '\\'`;

const direction = (order: PageRequest<string>['order'], fallback: 'asc' | 'desc') => (order ? (order.toLowerCase() as 'asc' | 'desc') : fallback);

/** The searchable text of a SKU row; the same expression as the skus_search index of migration 008. */
const skuSearchText = (table: 'skus' | 'hit'): Expression<string>[] => ['sku', 'name', 'article', 'parentsSku'].map((c) => sql.ref<string>(`${table}.${c}`));

/**
 * The SKU filters as SQL. `keyword: 'index'` matches through the skus_search index (a subquery of
 * matching ids): the fast way when few rows match; `'scan'` tests each row as it is read, which lets
 * a page in index order stop after its rows when many match.
 */
function skuWhere(f: SkuFilters, keyword: 'scan' | 'index' = 'scan'): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (f.keyword?.trim()) {
    const match = keywordMatch(skuSearchText(keyword === 'index' ? 'hit' : 'skus'), f.keyword);
    out.push(keyword === 'index' ? sql<SqlBool>`${sql.ref('skus._id')} in (select ${sql.ref('hit._id')} from skus as hit where ${match})` : match);
  }
  if (f.categoryId) out.push(sql<SqlBool>`${sql.ref('skus.categoryId')} = ${f.categoryId}`);
  if (f.parentsSku) out.push(sql<SqlBool>`${sql.ref('skus.parentsSku')} = ${f.parentsSku}`);
  if (f.isActived !== undefined) out.push(sql<SqlBool>`${sql.ref('skus.isActived')} = ${toFlag(f.isActived)}`);
  return out;
}

/** Up to this many matches a keyword page is read through the search index; beyond, in sort order. */
const FEW_MATCHES = 2000;

const allOf = (conds: Expression<SqlBool>[]): Expression<SqlBool> => (conds.length ? sql<SqlBool>`${sql.join(conds, sql` and `)}` : sql<SqlBool>`1 = 1`);

type SkuJoined = SkusTable & { parentName: string | null; categoryName: string | null };
const toSkuRow = (r: SkuJoined): SkuRow => ({ ...toSku(r), parentName: r.parentName ?? '', categoryName: r.categoryName ?? '' });

function skuRowsQuery(db: Db, where: Expression<SqlBool>, sort: SkuSort, order: 'asc' | 'desc') {
  return db
    .selectFrom('skus')
    .leftJoin('parent_skus', 'parent_skus.parentsSku', 'skus.parentsSku')
    .leftJoin('categories', 'categories.categoryId', 'skus.categoryId')
    .selectAll('skus')
    .select(['parent_skus.name as parentName', 'categories.name as categoryName'])
    .where(where)
    .orderBy(`skus.${sort}`, order)
    .orderBy('skus.sku', order);
}

/** One page of SKUs (every matching SKU when no page is asked for) and how many match. Newest first by default. */
export async function pageSkus(db: Db, f: SkuFilters, p: PageRequest<SkuSort>): Promise<{ rows: SkuRow[]; total: number }> {
  const count = await db.selectFrom('skus').select((eb) => eb.fn.countAll<number>().as('n')).where(allOf(skuWhere(f))).executeTakeFirstOrThrow();
  const total = Number(count.n);
  const sort = p.sort ?? 'createAt';
  const where = allOf(skuWhere(f, total <= FEW_MATCHES ? 'index' : 'scan'));
  let q = skuRowsQuery(db, where, sort, direction(p.order, p.sort ? 'asc' : 'desc'));
  if (p.page !== undefined || p.perPage !== undefined) {
    const perPage = p.perPage ?? 25;
    q = q.limit(perPage).offset(((p.page ?? 1) - 1) * perPage);
  }
  const rows = (await q.execute()) as SkuJoined[];
  return { rows: rows.map(toSkuRow), total };
}

/** Every matching SKU in order, `chunk` rows at a time (the export: memory bounded by the chunk, not the table). */
export async function* eachSku(db: Db, f: SkuFilters, sort: SkuSort = 'sku', order: 'asc' | 'desc' = 'asc', chunk = 5000): AsyncGenerator<Sku[]> {
  for (let offset = 0; ; offset += chunk) {
    const rows = await db
      .selectFrom('skus')
      .selectAll()
      .where(allOf(skuWhere(f)))
      .orderBy(sort, order)
      .orderBy('sku', order)
      .limit(chunk)
      .offset(offset)
      .execute();
    if (rows.length) yield rows.map(toSku);
    if (rows.length < chunk) return;
  }
}

/** One page of parent SKUs (all matching when no page is asked for) and how many match; keyword over parentsSku and name. */
export async function pageParentSkus(
  db: Db,
  f: { keyword?: string; categoryId?: string; isActived?: boolean },
  p: PageRequest<ParentSkuSort>,
): Promise<{ rows: ParentSku[]; total: number }> {
  const conds: Expression<SqlBool>[] = [];
  if (f.keyword?.trim()) conds.push(keywordMatch([sql.ref('parentsSku'), sql.ref('name')], f.keyword));
  if (f.categoryId) conds.push(sql<SqlBool>`${sql.ref('categoryId')} = ${f.categoryId}`);
  if (f.isActived !== undefined) conds.push(sql<SqlBool>`${sql.ref('isActived')} = ${toFlag(f.isActived)}`);
  const sort = p.sort ?? 'createAt';
  const order = direction(p.order, p.sort ? 'asc' : 'desc');
  let q = db.selectFrom('parent_skus').selectAll().where(allOf(conds)).orderBy(sort, order).orderBy('parentsSku', order);
  if (p.page !== undefined || p.perPage !== undefined) {
    const perPage = p.perPage ?? 25;
    q = q.limit(perPage).offset(((p.page ?? 1) - 1) * perPage);
  }
  const [rows, count] = await Promise.all([
    q.execute(),
    db.selectFrom('parent_skus').select((eb) => eb.fn.countAll<number>().as('n')).where(allOf(conds)).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toParentSku), total: Number(count.n) };
}

/** Every parent SKU of a category, active or not, by code (the SKU browser's middle column). */
export async function listParentSkusOfCategory(db: Db, categoryId: string): Promise<ParentSku[]> {
  const rows = await db.selectFrom('parent_skus').selectAll().where('categoryId', '=', categoryId).orderBy('parentsSku').execute();
  return rows.map(toParentSku);
}

/** Every SKU of a parent SKU, active or not, by code (the SKU browser's right column). */
export async function listSkusOfParent(db: Db, parentsSku: string): Promise<Sku[]> {
  const rows = await db.selectFrom('skus').selectAll().where('parentsSku', '=', parentsSku).orderBy('sku').execute();
  return rows.map(toSku);
}

export async function setSkuActive(db: Db, id: string, active: boolean): Promise<Sku | undefined> {
  const r = await db.updateTable('skus').set({ isActived: toFlag(active) }).where('_id', '=', id).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return undefined;
  const row = await db.selectFrom('skus').selectAll().where('_id', '=', id).executeTakeFirst();
  return row && toSku(row);
}

export async function setParentSkuActive(db: Db, id: string, active: boolean): Promise<ParentSku | undefined> {
  const r = await db.updateTable('parent_skus').set({ isActived: toFlag(active) }).where('_id', '=', id).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return undefined;
  const row = await db.selectFrom('parent_skus').selectAll().where('_id', '=', id).executeTakeFirst();
  return row && toParentSku(row);
}

/** Sets a parent SKU's construction and density (the Product dialog's fields no sheet carries). */
export async function setParentDetails(db: Db, parentsSku: string, details: { construction: string; density: string }): Promise<void> {
  await db.updateTable('parent_skus').set({ construction: details.construction, density: details.density }).where('parentsSku', '=', parentsSku).execute();
}
