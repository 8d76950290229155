import { sql, type Expression, type SqlBool } from 'kysely';
import { foldCase } from '../../db/foldCase.js';
import type { Db } from '../../db/index.js';
import { claimVersion, nextVersion, type EditStamp, type Stale, type VersionStamp } from '../../db/versions.js';
import { fromFlag, newId, toFlag } from '../../db/ids.js';
import type { ParentSkusTable, SkusTable } from '../../db/schema.js';
import { sanitizeRich } from '../../plugins/html.js';
import type { ParentSku, Sku, SkuCategory } from '../../../src/contract/productSku.js';
import type { ParentSkuRow, ParentSkuSort, SkuFilters, SkuRow, SkuSort } from '../../../src/contract/productSkuAdmin.js';
import type { ParentSkuDetail, SkuDetail } from '../../../src/contract/productSkuAdmin.js';
import { categoryUsage, upsertCategoriesById } from '../category/queries.js';

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
  if (f.waitingPhoto) out.push(waitsForPhoto('sku', sql.ref('skus.sku')));
  return out;
}

/** A row an import left waiting for its photo (migration 015): the admin home counts these (server/modules/dashboard). */
export const waitsForPhoto = (kind: 'sku' | 'parents', code: Expression<string>): Expression<SqlBool> =>
  sql<SqlBool>`exists (select 1 from photo_waits as w where w.kind = ${kind} and w.code = ${code})`;

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
  const rows = (await q.execute()).map((r) => toSkuRow(r as SkuJoined));
  const waits = await waitingPhotos(db, 'sku', rows.map((r) => r.sku));
  return { rows: rows.map((r) => (waits.has(r.sku) ? { ...r, waitingPhoto: waits.get(r.sku) } : r)), total };
}

/** The photo file names the given rows wait for since an import (issue 16 §4), by code; only a page's worth of codes. */
async function waitingPhotos(db: Db, kind: 'sku' | 'parents', codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await db.selectFrom('photo_waits').select(['code', 'fileName']).where('kind', '=', kind).where('code', 'in', codes).execute();
  return new Map(rows.map((r) => [r.code, r.fileName]));
}

/** Every matching SKU in order, `chunk` rows at a time (the export: memory bounded by the chunk, not the table). */
/** A SKU with its tier prices (null when never priced), as the export writes it. */
export type SkuWithPrices = Sku & { silverPrice: number | null; goldPrice: number | null; platinumPrice: number | null };

export async function* eachSku(db: Db, f: SkuFilters, sort: SkuSort = 'sku', order: 'asc' | 'desc' = 'asc', chunk = 5000): AsyncGenerator<SkuWithPrices[]> {
  const price = (v: number | null) => (v === null ? null : Number(v));
  for (let offset = 0; ; offset += chunk) {
    const rows = await db
      .selectFrom('skus')
      .leftJoin('sku_prices', 'sku_prices.skuId', 'skus._id')
      .selectAll('skus')
      .select(['sku_prices.silverPrice', 'sku_prices.goldPrice', 'sku_prices.platinumPrice'])
      .where(allOf(skuWhere(f)))
      .orderBy(`skus.${sort}`, order)
      .orderBy('skus.sku', order)
      .limit(chunk)
      .offset(offset)
      .execute();
    if (rows.length) yield rows.map(({ silverPrice, goldPrice, platinumPrice, ...r }) => ({ ...toSku(r), silverPrice: price(silverPrice), goldPrice: price(goldPrice), platinumPrice: price(platinumPrice) }));
    if (rows.length < chunk) return;
  }
}

/** One page of parent SKUs (all matching when no page is asked for) and how many match; keyword over parentsSku and name. */
export async function pageParentSkus(
  db: Db,
  f: { keyword?: string; categoryId?: string; isActived?: boolean; waitingPhoto?: boolean },
  p: PageRequest<ParentSkuSort>,
): Promise<{ rows: ParentSkuRow[]; total: number }> {
  const conds: Expression<SqlBool>[] = [];
  if (f.waitingPhoto) conds.push(waitsForPhoto('parents', sql.ref('parent_skus.parentsSku')));
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
  const parents = rows.map(toParentSku);
  const waits = await waitingPhotos(db, 'parents', parents.map((r) => r.parentsSku));
  return { rows: parents.map((r) => (waits.has(r.parentsSku) ? { ...r, waitingPhoto: waits.get(r.parentsSku) } : r)), total: Number(count.n) };
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

export async function setSkuActive(db: Db, id: string, active: boolean, stamp: VersionStamp): Promise<Sku | undefined> {
  const r = await db.updateTable('skus').set({ isActived: toFlag(active), ...nextVersion(stamp) }).where('_id', '=', id).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return undefined;
  const row = await db.selectFrom('skus').selectAll().where('_id', '=', id).executeTakeFirst();
  return row && toSku(row);
}

export async function setParentSkuActive(db: Db, id: string, active: boolean, stamp: VersionStamp): Promise<ParentSku | undefined> {
  const r = await db.updateTable('parent_skus').set({ isActived: toFlag(active), ...nextVersion(stamp) }).where('_id', '=', id).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return undefined;
  const row = await db.selectFrom('parent_skus').selectAll().where('_id', '=', id).executeTakeFirst();
  return row && toParentSku(row);
}

/** Sets a parent SKU's construction and density (the Product dialog's fields no sheet carries). */
export async function setParentDetails(db: Db, parentsSku: string, details: { construction: string; density: string }): Promise<void> {
  await db.updateTable('parent_skus').set({ construction: details.construction, density: details.density }).where('parentsSku', '=', parentsSku).execute();
}

// --- Admin edits, deletes and bulk changes (issue 16 §2). Each checks before it writes, inside one
// transaction, so a refusal leaves every row as it was; a bulk change takes all its rows or none.

/** A SKU with its parent's and category's names and its tier prices (0, priced false, when none is set). */
export async function findSkuDetail(db: Db, id: string): Promise<SkuDetail | undefined> {
  const row = await db
    .selectFrom('skus')
    .leftJoin('parent_skus', 'parent_skus.parentsSku', 'skus.parentsSku')
    .leftJoin('categories', 'categories.categoryId', 'skus.categoryId')
    .leftJoin('sku_prices', 'sku_prices.skuId', 'skus._id')
    .selectAll('skus')
    .select(['parent_skus.name as parentName', 'categories.name as categoryName', 'sku_prices.silverPrice', 'sku_prices.goldPrice', 'sku_prices.platinumPrice', 'sku_prices.skuId as pricedId'])
    .where('skus._id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { silverPrice, goldPrice, platinumPrice, pricedId, ...sku } = row;
  return {
    ...toSkuRow(sku),
    silverPrice: Number(silverPrice ?? 0),
    goldPrice: Number(goldPrice ?? 0),
    platinumPrice: Number(platinumPrice ?? 0),
    priced: pricedId !== null,
  };
}

export async function findParentDetail(db: Db, id: string): Promise<ParentSkuDetail | undefined> {
  const row = await db.selectFrom('parent_skus').selectAll().where('_id', '=', id).executeTakeFirst();
  return row && { ...row, isActived: fromFlag(row.isActived) };
}

/** Why an edit was refused: the code another row has, or a reference to nothing (the field named). */
export type EditRefusal = { duplicate: string } | { unknown: 'parentsSku' | 'categoryId'; value: string } | { tierMissing: string };

const skuCodeTaken = async (db: Db, code: string, exceptId: string) =>
  (await db.selectFrom('skus').select('_id').where(sql<string>`lower(sku)`, '=', foldCase(code)).where('_id', '!=', exceptId).executeTakeFirst()) !== undefined;
const parentCodeTaken = async (db: Db, code: string, exceptId: string) =>
  (await db.selectFrom('parent_skus').select('_id').where(sql<string>`lower("parentsSku")`, '=', foldCase(code)).where('_id', '!=', exceptId).executeTakeFirst()) !== undefined;
const categoryExists = async (db: Db, categoryId: string) => (await db.selectFrom('categories').select('_id').where('categoryId', '=', categoryId).executeTakeFirst()) !== undefined;

export interface SkuEdit {
  sku: string;
  name: string;
  article: string;
  parentsSku: string;
  /** '' : the parent SKU's category. */
  categoryId: string;
  stock: number;
  marketPrices: number;
  isActived?: boolean;
  /**
   * The tier prices sent, as the SKU import takes them: one not sent keeps its value; none sent leaves
   * the prices as they are; a SKU without prices yet needs all three (else refused naming the missing one).
   */
  prices: { silverPrice?: number; goldPrice?: number; platinumPrice?: number };
  /** The new picture; undefined keeps the old one. */
  url?: string;
}

/**
 * Writes every field of a SKU (and its prices) in one transaction; undefined when it has gone, who changed
 * it when the edit was based on an older version (nothing written).
 */
export function updateSku(db: Db, id: string, input: SkuEdit, now: Date, stamp: EditStamp): Promise<SkuDetail | EditRefusal | Stale | undefined> {
  const tiers = ['silverPrice', 'goldPrice', 'platinumPrice'] as const;
  const sent = input.prices;
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('skus').select('_id').where('_id', '=', id).executeTakeFirst();
    if (!before) return undefined;
    if (await skuCodeTaken(trx, input.sku, id)) return { duplicate: input.sku };
    const parent = await trx.selectFrom('parent_skus').select(['parentsSku', 'categoryId']).where('parentsSku', '=', input.parentsSku).executeTakeFirst();
    if (!parent) return { unknown: 'parentsSku', value: input.parentsSku };
    const categoryId = input.categoryId || parent.categoryId;
    if (!(await categoryExists(trx, categoryId))) return { unknown: 'categoryId', value: categoryId };
    const pricing = tiers.some((t) => sent[t] !== undefined);
    const old = pricing ? await trx.selectFrom('sku_prices').select(['silverPrice', 'goldPrice', 'platinumPrice']).where('skuId', '=', id).executeTakeFirst() : undefined;
    const missing = tiers.find((t) => sent[t] === undefined);
    if (pricing && !old && missing) return { tierMissing: missing };
    const claimed = await claimVersion(trx, 'skus', id, stamp);
    if (claimed !== 'ok') return claimed === 'gone' ? undefined : claimed;
    await trx
      .updateTable('skus')
      .set({
        sku: input.sku,
        name: input.name,
        article: input.article,
        parentsSku: parent.parentsSku,
        categoryId,
        stock: input.stock,
        marketPrices: input.marketPrices,
        ...(input.isActived === undefined ? {} : { isActived: toFlag(input.isActived) }),
        ...(input.url !== undefined ? { path: input.url } : {}),
      })
      .where('_id', '=', id)
      .execute();
    if (pricing) {
      const prices = {
        silverPrice: sent.silverPrice ?? Number(old?.silverPrice),
        goldPrice: sent.goldPrice ?? Number(old?.goldPrice),
        platinumPrice: sent.platinumPrice ?? Number(old?.platinumPrice),
        modifyAt: now.toISOString(),
      };
      // The prices' own version moves on too (migration 033), so a Sub Product Price row loaded before is refused.
      const who = { updatedAt: stamp.now, updatedBy: stamp.adminId };
      await trx
        .insertInto('sku_prices')
        .values({ skuId: id, ...prices, ...who })
        .onConflict((oc) => oc.column('skuId').doUpdateSet({ ...prices, ...who, version: sql<number>`${sql.ref('sku_prices.version')} + 1` }))
        .execute();
    }
    return findSkuDetail(trx, id);
  });
}

/** A parent SKU's columns as the edit dialog sends them (productType: its first type's name, as the sheet writes it). */
export type ParentSkuEdit = Omit<ParentSkusTable, '_id' | 'path' | 'isActived' | 'createAt'> & { isActived?: boolean; url?: string };

/**
 * Writes every column of a parent SKU in one transaction (the discription sanitised); a new code
 * carries its colours along. Further categories and types (the Product screen's) stay.
 */
export function updateParentSku(db: Db, id: string, input: ParentSkuEdit, stamp: EditStamp): Promise<ParentSkuDetail | EditRefusal | Stale | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('parent_skus').select('parentsSku').where('_id', '=', id).executeTakeFirst();
    if (!before) return undefined;
    if (await parentCodeTaken(trx, input.parentsSku, id)) return { duplicate: input.parentsSku };
    if (!(await categoryExists(trx, input.categoryId))) return { unknown: 'categoryId', value: input.categoryId };
    const claimed = await claimVersion(trx, 'parent_skus', id, stamp);
    if (claimed !== 'ok') return claimed === 'gone' ? undefined : claimed;
    const { url, isActived, ...fields } = input;
    await trx
      .updateTable('parent_skus')
      .set({
        ...fields,
        discription: sanitizeRich(fields.discription),
        ...(isActived === undefined ? {} : { isActived: toFlag(isActived) }),
        ...(url !== undefined ? { path: url } : {}),
      })
      .where('_id', '=', id)
      .execute();
    // Its colours follow the new code and move their versions on (issue 20 §1.4).
    if (before.parentsSku !== input.parentsSku) await trx.updateTable('skus').set({ parentsSku: input.parentsSku, ...nextVersion(stamp) }).where('parentsSku', '=', before.parentsSku).execute();
    return findParentDetail(trx, id);
  });
}

/** A bulk change's outcome: how many rows it changed and the pictures it freed, or why it changed none. */
export type BulkOutcome = { count: number; paths: string[] } | { missing: string } | { inUse: InUse };

/** A record others still name (by its code) and how many do: a delete leaves it, and all the others, alone. */
export interface InUse {
  code: string;
  usedBy: number;
}

/** The first of these parent SKU codes (in code order) that SKUs still name: such a parent is not deleted. */
export async function parentInUse(db: Db, codes: readonly string[]): Promise<InUse | undefined> {
  const sorted = [...new Set(codes)].sort();
  for (let i = 0; i < sorted.length; i += 500) {
    const used = await db
      .selectFrom('skus')
      .select(['parentsSku', (eb) => eb.fn.countAll<number>().as('n')])
      .where('parentsSku', 'in', sorted.slice(i, i + 500))
      .groupBy('parentsSku')
      .orderBy('parentsSku')
      .executeTakeFirst();
    if (used) return { code: used.parentsSku, usedBy: Number(used.n) };
  }
  return undefined;
}

/** The first of these categories (by public id, in that order) that a parent SKU still names: such a category is not deleted. */
export async function categoryInUse(db: Db, categoryIds: readonly string[]): Promise<InUse | undefined> {
  for (const code of [...new Set(categoryIds)].sort()) {
    const usedBy = await categoryUsage(db, code);
    if (usedBy) return { code, usedBy };
  }
  return undefined;
}

/** Ids of `ids` not in `table` (the first one), checked before anything is written. */
async function firstMissing(db: Db, table: 'skus' | 'parent_skus' | 'categories', ids: string[]): Promise<string | undefined> {
  const found = new Set((await db.selectFrom(table).select('_id').where('_id', 'in', ids).execute()).map((r) => r._id));
  return ids.find((id) => !found.has(id));
}

/** Switches every SKU, parent SKU or category of `ids` on or off, or none when one of them is not there. */
export function setActiveBulk(db: Db, table: 'skus' | 'parent_skus' | 'categories', ids: string[], active: boolean, stamp: VersionStamp): Promise<BulkOutcome> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const missing = await firstMissing(trx, table, unique);
    if (missing) return { missing };
    await trx.updateTable(table).set({ isActived: toFlag(active), ...nextVersion(stamp) }).where('_id', 'in', unique).execute();
    return { count: unique.length, paths: [] };
  });
}

/** Deletes the SKUs of `ids` with their prices, all or none; answers their pictures (to remove once unused). */
export function deleteSkus(db: Db, ids: string[]): Promise<BulkOutcome> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const missing = await firstMissing(trx, 'skus', unique);
    if (missing) return { missing };
    const rows = await trx.selectFrom('skus').select('path').where('_id', 'in', unique).execute();
    await trx.deleteFrom('sku_prices').where('skuId', 'in', unique).execute();
    await trx.deleteFrom('skus').where('_id', 'in', unique).execute();
    return { count: unique.length, paths: rows.map((r) => r.path) };
  });
}

/** Deletes the parent SKUs of `ids` with their links, none when one still has colours (the first such named). */
export function deleteParentSkus(db: Db, ids: string[]): Promise<BulkOutcome> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const missing = await firstMissing(trx, 'parent_skus', unique);
    if (missing) return { missing };
    const rows = await trx.selectFrom('parent_skus').select(['parentsSku', 'path']).where('_id', 'in', unique).orderBy('parentsSku').execute();
    const used = await parentInUse(trx, rows.map((r) => r.parentsSku));
    if (used) return { inUse: used };
    await trx.deleteFrom('parent_sku_categories').where('parentId', 'in', unique).execute();
    await trx.deleteFrom('parent_sku_types').where('parentId', 'in', unique).execute();
    await trx.deleteFrom('parent_skus').where('_id', 'in', unique).execute();
    return { count: unique.length, paths: rows.map((r) => r.path) };
  });
}

/** Deletes the categories of `ids`, none when one is still a parent SKU's category (the first such named). */
export function deleteCategories(db: Db, ids: string[]): Promise<BulkOutcome> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const missing = await firstMissing(trx, 'categories', unique);
    if (missing) return { missing };
    const rows = await trx.selectFrom('categories').select(['categoryId', 'url']).where('_id', 'in', unique).orderBy('categoryId').execute();
    const used = await categoryInUse(trx, rows.map((r) => r.categoryId));
    if (used) return { inUse: used };
    await trx.deleteFrom('categories').where('_id', 'in', unique).execute();
    return { count: unique.length, paths: rows.map((r) => r.url) };
  });
}
