import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import { foldCase } from '../../db/foldCase.js';
import type { Db } from '../../db/index.js';
import { newId } from '../../db/ids.js';
import { rowsByKey, type RowSet } from '../../db/rowSets.js';
import type { CategoriesTable, ImportHistoryTable, ParentSkusTable, PhotoWaitsTable, SkuPricesTable, SkusTable } from '../../db/schema.js';
import { nextVersion, type VersionStamp } from '../../db/versions.js';

/**
 * SQL of the spreadsheet imports. The bulk writes send a batch of rows as ONE JSON parameter that
 * the database unpacks itself (SQLite json_each, PostgreSQL json_to_recordset): a 1,000-row upsert
 * costs one statement instead of 1,000, which is what keeps a 50,000-row import close to the time
 * SheetJS needs to parse the file.
 */

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The tables an import writes whose rows carry a version (migrations 026 and 033). */
const VERSIONED = new Set(['categories', 'parent_skus', 'skus', 'sku_prices']);

/** Rows per lookup or write statement. */
export const BATCH = 1000;

type Column = { name: string; pg: 'text' | 'integer' | 'double precision' };

/**
 * `insert … select` from a JSON batch, upserting by `conflict`: SQLite reads an array per row by
 * position, PostgreSQL a record per row by name (json_to_recordset wants objects).
 */
function bulkUpsert(
  db: Db,
  table: string,
  columns: Column[],
  rows: Array<Record<string, string | number>>,
  conflict: string,
  update: string[],
  stamp?: VersionStamp,
): RawBuilder<Record<string, unknown>> {
  const names = sql.join(columns.map((c) => sql.ref(c.name)));
  const sets = update.map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`);
  // A row the sheet changes moves its version on (issue 20 §1.4), so an edit dialog opened before the
  // import is refused rather than putting the sheet's values back, naming the importing admin and when.
  if (VERSIONED.has(table)) sets.push(sql`"version" = ${sql.table(table)}."version" + 1, "updatedAt" = ${stamp?.now ?? null}, "updatedBy" = ${stamp?.adminId ?? null}`);
  // Every row as written comes back (the activity log keeps them: issue 20 §2, a whole import rolled back).
  const onConflict = sql`on conflict (${sql.ref(conflict)}) do update set ${sql.join(sets)} returning *`;
  if (isPostgres(db)) {
    const shape = sql.join(columns.map((c) => sql`${sql.ref(c.name)} ${sql.raw(c.pg)}`));
    return sql`insert into ${sql.table(table)} (${names}) select ${names} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${shape}) ${onConflict}`;
  }
  const picks = sql.join(columns.map((_, i) => sql`value ->> ${sql.lit(i)}`));
  const json = JSON.stringify(rows.map((r) => columns.map((c) => r[c.name])));
  // `where true` keeps SQLite from reading ON CONFLICT as a join constraint of the SELECT.
  return sql`insert into ${sql.table(table)} (${names}) select ${picks} from json_each(${json}) where true ${onConflict}`;
}

/** Rows of `table` whose `column` is one of `values`, by value (looked up through the column's unique index). */
async function rowsByCode<T>(db: Db, table: 'skus' | 'parent_skus' | 'categories', column: string, values: string[]): Promise<T[]> {
  if (values.length === 0) return [];
  const q = isPostgres(db)
    ? sql<T>`select * from ${sql.table(table)} where ${sql.ref(column)} = any(${values}::text[])`
    : sql<T>`select t.* from json_each(${JSON.stringify(values)}) j join ${sql.table(table)} t on t.${sql.ref(column)} = j.value`;
  return (await q.execute(db)).rows;
}

// --- Reads for the checks

/** Every category by its public id (a short table: every import reads it whole). */
export async function categoriesById(db: Db): Promise<Map<string, CategoriesTable>> {
  const rows = await db.selectFrom('categories').selectAll().execute();
  return new Map(rows.map((r) => [r.categoryId, r]));
}

/** How many rows `table` holds. */
export async function countRows(db: Db, table: 'skus' | 'parent_skus'): Promise<number> {
  const r = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** A page of a table in code order, after `after` (keyset paging through the code's unique index). */
export async function skusAfter(db: Db, after: string, limit: number): Promise<SkusTable[]> {
  return db.selectFrom('skus').selectAll().where('sku', '>', after).orderBy('sku').limit(limit).execute();
}
export async function parentsAfter(db: Db, after: string, limit: number): Promise<ParentSkusTable[]> {
  return db.selectFrom('parent_skus').selectAll().where('parentsSku', '>', after).orderBy('parentsSku').limit(limit).execute();
}

export const parentsByCode = async (db: Db, codes: string[]): Promise<ParentSkusTable[]> => rowsByCode(db, 'parent_skus', 'parentsSku', codes);
export const skusByCode = async (db: Db, codes: string[]): Promise<SkusTable[]> => rowsByCode(db, 'skus', 'sku', codes);

/** The photos uploaded under these lower-cased file names: file key → image path. */
export async function photoUrls(db: Db, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('import_photos').select(['fileKey', 'url']).where('fileKey', 'in', keys).execute();
  return new Map(rows.map((r) => [r.fileKey, r.url]));
}

// --- Bulk writes (inside the caller's transaction)

const text = (name: string): Column => ({ name, pg: 'text' });
const integer = (name: string): Column => ({ name, pg: 'integer' });

const CATEGORY_COLUMNS = ['_id', 'categoryId', 'name', 'discription', 'url', 'createAt'].map(text).concat([integer('isActived')]);
/** A category import sets the name and the flag; the picture and discription stay the Category screen's. */
export function upsertCategories(trx: Db, rows: CategoriesTable[], stamp: VersionStamp) {
  return bulkUpsert(trx, 'categories', CATEGORY_COLUMNS, rows as unknown as Array<Record<string, string | number>>, 'categoryId', ['name', 'isActived'], stamp).execute(trx);
}

const PARENT_COLUMNS = ['_id', 'parentsSku', 'name', 'path', 'width', 'composition', 'weaving', 'discription', 'productType', 'categoryId', 'createAt']
  .map(text)
  .concat([integer('isActived')]);
/** A parent import sets the sheet's columns; a product's further categories and types, construction and density stay. */
export async function upsertParents(trx: Db, rows: ParentSkusTable[], stamp: VersionStamp) {
  const update = ['name', 'path', 'width', 'composition', 'weaving', 'discription', 'productType', 'categoryId', 'isActived'];
  const written = await bulkUpsert(trx, 'parent_skus', PARENT_COLUMNS, rows as unknown as Array<Record<string, string | number>>, 'parentsSku', update, stamp).execute(trx);
  // A category the sheet made a product's first is no longer one of its further ones.
  await trx
    .deleteFrom('parent_sku_categories')
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('parent_skus').select('parent_skus._id').whereRef('parent_skus._id', '=', 'parent_sku_categories.parentId').whereRef('parent_skus.categoryId', '=', 'parent_sku_categories.categoryId')),
    )
    .execute();
  return written;
}

const SKU_COLUMNS: Column[] = [
  ...['_id', 'sku', 'name', 'path', 'article', 'parentsSku'].map(text),
  integer('stock'),
  { name: 'marketPrices', pg: 'double precision' },
  text('categoryId'),
  integer('isActived'),
  text('createAt'),
];
export function upsertSkus(trx: Db, rows: SkusTable[], stamp: VersionStamp) {
  const update = ['name', 'path', 'article', 'parentsSku', 'stock', 'marketPrices', 'categoryId', 'isActived'];
  return bulkUpsert(trx, 'skus', SKU_COLUMNS, rows as unknown as Array<Record<string, string | number>>, 'sku', update, stamp).execute(trx);
}

/** The tier prices of these SKU ids (priced ones only), by id. */
export async function tierPricesOf(db: Db, ids: string[]): Promise<Map<string, SkuPricesTable>> {
  const out = new Map<string, SkuPricesTable>();
  for (let i = 0; i < ids.length; i += BATCH) {
    const rows = await db.selectFrom('sku_prices').selectAll().where('skuId', 'in', ids.slice(i, i + BATCH)).execute();
    for (const r of rows) out.set(r.skuId, { ...r, silverPrice: Number(r.silverPrice), goldPrice: Number(r.goldPrice), platinumPrice: Number(r.platinumPrice) });
  }
  return out;
}

const PRICE_COLUMNS: Column[] = [text('skuId'), ...['silverPrice', 'goldPrice', 'platinumPrice'].map((name) => ({ name, pg: 'double precision' as const })), text('modifyAt')];
export function upsertTierPrices(trx: Db, rows: SkuPricesTable[], stamp: VersionStamp) {
  return bulkUpsert(trx, 'sku_prices', PRICE_COLUMNS, rows as unknown as Array<Record<string, string | number>>, 'skuId', ['silverPrice', 'goldPrice', 'platinumPrice', 'modifyAt'], stamp).execute(trx);
}

// --- Compositions

/** Every Product Composition name by its folded form (what a sheet's composition cell is matched against). */
export async function compositionsByFoldedName(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('product_compositions').select('name').orderBy('createAt').execute();
  const out = new Map<string, string>();
  for (const r of rows) if (!out.has(foldCase(r.name))) out.set(foldCase(r.name), r.name);
  return out;
}

/** Adds the compositions a sheet named that Product Composition did not have (names already there are skipped). */
export async function addCompositions(trx: Db, names: string[], now: string): Promise<string[]> {
  const added: string[] = [];
  for (const name of names) {
    const taken = await trx.selectFrom('product_compositions').select('_id').where(sql<string>`lower(name)`, '=', foldCase(name)).executeTakeFirst();
    if (taken) continue;
    const _id = newId();
    await trx.insertInto('product_compositions').values({ _id, name, createAt: now }).execute();
    added.push(_id);
  }
  return added;
}

// --- Rows waiting for their photo

/**
 * After an import's rows are written: the codes whose path now names a picture wait no more, and the
 * rows naming a photo not uploaded yet wait for it (a later wait of the same code replaces the first).
 */
export async function settleWaits(trx: Db, kind: PhotoWaitsTable['kind'], settled: string[], waits: Array<Omit<PhotoWaitsTable, 'createAt'>>, now: string): Promise<void> {
  for (let i = 0; i < settled.length; i += BATCH) await trx.deleteFrom('photo_waits').where('kind', '=', kind).where('code', 'in', settled.slice(i, i + BATCH)).execute();
  for (let i = 0; i < waits.length; i += BATCH) {
    await trx
      .insertInto('photo_waits')
      .values(waits.slice(i, i + BATCH).map((w) => ({ ...w, createAt: now })))
      .onConflict((oc) => oc.columns(['kind', 'code']).doUpdateSet((eb) => ({ fileKey: eb.ref('excluded.fileKey'), fileName: eb.ref('excluded.fileName'), createAt: eb.ref('excluded.createAt') })))
      .execute();
  }
}

/** Every row waiting for a photo, by code (both kinds), in one order: what an import's log compares before and after. */
export async function photoWaitsByCode(trx: Db): Promise<Map<string, Record<string, unknown>[]>> {
  const out = new Map<string, Record<string, unknown>[]>();
  for (const row of await trx.selectFrom('photo_waits').selectAll().orderBy('code').orderBy('kind').execute()) out.set(row.code, [...(out.get(row.code) ?? []), row]);
  return out;
}

// --- History

export async function insertHistory(db: Db, entry: Omit<ImportHistoryTable, '_id'>): Promise<ImportHistoryTable> {
  const row = { _id: newId(), ...entry };
  await db.insertInto('import_history').values(row).execute();
  return row;
}

/** The newest imports first, of one kind or all. */
export async function listHistory(db: Db, kind: ImportHistoryTable['kind'] | undefined, limit: number): Promise<ImportHistoryTable[]> {
  let q = db.selectFrom('import_history').selectAll();
  if (kind) q = q.where('kind', '=', kind);
  return q.orderBy('createAt', 'desc').orderBy('_id', 'desc').limit(limit).execute();
}

// --- Colour photos

/**
 * Records a photo under its file name (a later upload of the same name replaces it) and shows it on
 * every SKU and parent SKU whose code is `code` (the exact code, or else the one code that matches
 * ignoring case). Returns the codes it now shows on and the image paths it replaced, one transaction.
 * `log` gets every row it changed, before and after (the photo's record by file name, each SKU and
 * parent SKU by id, the rows that waited for it by code), to log in that same transaction (issue 20 §2:
 * its revert puts them back). Each SKU and parent SKU it shows on moves its version on, stamped with
 * the uploading admin and the time (issue 20 §1.4): an edit dialog opened before the upload is refused
 * with who and when, instead of saving the old picture back over the photo.
 */
export async function attachPhoto(
  db: Db,
  photo: { fileKey: string; fileName: string; url: string; code: string },
  now: Date,
  adminId: string,
  log?: (trx: Db, sets: RowSet[]) => Promise<unknown>,
): Promise<{ skus: string[]; parents: string[]; replaced: string[] }> {
  return db.transaction().execute(async (trx) => {
    const replaced: string[] = [];
    const photosBefore = await rowsByKey(trx, 'import_photos', 'fileKey', [photo.fileKey]);
    const previous = photosBefore.get(photo.fileKey)?.[0];
    if (previous) replaced.push(String(previous.url));
    await trx
      .insertInto('import_photos')
      .values({ _id: newId(), fileKey: photo.fileKey, fileName: photo.fileName, url: photo.url, createAt: now.toISOString() })
      .onConflict((oc) => oc.column('fileKey').doUpdateSet({ fileName: photo.fileName, url: photo.url, createAt: now.toISOString() }))
      .execute();

    const exactOrOnly = async <R extends { _id: string; code: string; path: string }>(rows: () => Promise<R[]>, folded: () => Promise<R[]>): Promise<R[]> => {
      const exact = await rows();
      if (exact.length) return exact;
      const loose = await folded();
      return loose.length === 1 ? loose : [];
    };
    const lowered = photo.code.toLowerCase();
    const skus = await exactOrOnly(
      () => trx.selectFrom('skus').select(['_id', 'sku as code', 'path']).where('sku', '=', photo.code).execute(),
      () => trx.selectFrom('skus').select(['_id', 'sku as code', 'path']).where(sql<string>`lower(sku)`, '=', lowered).limit(2).execute(),
    );
    const parents = await exactOrOnly(
      () => trx.selectFrom('parent_skus').select(['_id', 'parentsSku as code', 'path']).where('parentsSku', '=', photo.code).execute(),
      () => trx.selectFrom('parent_skus').select(['_id', 'parentsSku as code', 'path']).where(sql<string>`lower("parentsSku")`, '=', lowered).limit(2).execute(),
    );
    // Rows an import left waiting for a photo of this file name get it too.
    const waits = await trx.selectFrom('photo_waits').select(['kind', 'code']).where('fileKey', '=', photo.fileKey).execute();
    for (const w of waits) {
      const list = w.kind === 'sku' ? skus : parents;
      if (list.some((r) => r.code === w.code)) continue;
      const row =
        w.kind === 'sku'
          ? await trx.selectFrom('skus').select(['_id', 'sku as code', 'path']).where('sku', '=', w.code).executeTakeFirst()
          : await trx.selectFrom('parent_skus').select(['_id', 'parentsSku as code', 'path']).where('parentsSku', '=', w.code).executeTakeFirst();
      if (row) list.push(row);
    }
    // What the photo changes, as it stands before.
    const codes = [...new Set([...waits, ...skus, ...parents].map((r) => r.code))];
    const skuIds = skus.map((r) => r._id);
    const parentIds = parents.map((r) => r._id);
    const read = () =>
      Promise.all([
        rowsByKey(trx, 'import_photos', 'fileKey', [photo.fileKey]),
        rowsByKey(trx, 'skus', '_id', skuIds),
        rowsByKey(trx, 'parent_skus', '_id', parentIds),
        rowsByKey(trx, 'photo_waits', 'code', codes),
      ]);
    const [, skusBefore, parentsBefore, waitsBefore] = log ? await read() : [];

    await trx.deleteFrom('photo_waits').where('fileKey', '=', photo.fileKey).execute();
    const moved = nextVersion({ now: now.toISOString(), adminId });
    for (const s of skus) {
      await trx.updateTable('skus').set({ path: photo.url, ...moved }).where('sku', '=', s.code).execute();
      replaced.push(s.path);
    }
    for (const p of parents) {
      await trx.updateTable('parent_skus').set({ path: photo.url, ...moved }).where('parentsSku', '=', p.code).execute();
      replaced.push(p.path);
    }
    // A row now showing a photo waits no more (whichever file it had asked for).
    if (skus.length) await trx.deleteFrom('photo_waits').where('kind', '=', 'sku').where('code', 'in', skus.map((r) => r.code)).execute();
    if (parents.length) await trx.deleteFrom('photo_waits').where('kind', '=', 'parents').where('code', 'in', parents.map((r) => r.code)).execute();
    if (log) {
      const [photosAfter, skusAfter, parentsAfter, waitsAfter] = await read();
      const sets = (tbl: string, keyCol: string, keys: readonly string[], was: Map<string, Record<string, unknown>[]>, now: Map<string, Record<string, unknown>[]>): RowSet[] =>
        keys.flatMap((keyVal) => {
          const before = was.get(keyVal) ?? [];
          const after = now.get(keyVal) ?? [];
          return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ tbl, keyCol, keyVal, before, after }];
        });
      await log(trx, [
        ...sets('skus', '_id', skuIds, skusBefore!, skusAfter),
        ...sets('parent_skus', '_id', parentIds, parentsBefore!, parentsAfter),
        ...sets('import_photos', 'fileKey', [photo.fileKey], photosBefore, photosAfter),
        ...sets('photo_waits', 'code', codes, waitsBefore!, waitsAfter),
      ]);
    }
    return { skus: skus.map((s) => s.code), parents: parents.map((p) => p.code), replaced: replaced.filter((u) => u && u !== photo.url) };
  });
}

/** Whether any catalogue record or recorded photo still shows this image (an image no one shows may be removed). */
export async function imageInUse(db: Db, url: string): Promise<boolean> {
  const uses = await Promise.all([
    db.selectFrom('skus').select('_id').where('path', '=', url).limit(1).executeTakeFirst(),
    db.selectFrom('parent_skus').select('_id').where('path', '=', url).limit(1).executeTakeFirst(),
    db.selectFrom('import_photos').select('_id').where('url', '=', url).limit(1).executeTakeFirst(),
    db.selectFrom('categories').select('_id').where('url', '=', url).limit(1).executeTakeFirst(),
  ]);
  return uses.some(Boolean);
}
