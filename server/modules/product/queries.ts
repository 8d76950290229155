import { sql } from 'kysely';
import { foldCase } from '../../db/foldCase.js';
import type { Db } from '../../db/index.js';
import { claimVersion, nextVersion, type EditStamp, type Stale } from '../../db/versions.js';
import { newId } from '../../db/ids.js';
import { sanitizeRich } from '../../plugins/html.js';
import type { Product } from '../../../src/contract/product.js';
import { duplicateOr } from '../../db/unique.js';

/**
 * A product is a parent SKU (migration 012_one_catalogue): its code is the parentsSku, its picture the
 * path; its first category and product type are the parent's columns, further ones are link rows.
 */
const columns = [
  'parent_skus._id',
  'parent_skus.parentsSku',
  'parent_skus.name',
  'parent_skus.composition',
  'parent_skus.construction',
  'parent_skus.density',
  'parent_skus.weaving',
  'parent_skus.width',
  'parent_skus.discription',
  'parent_skus.path',
  'parent_skus.categoryId',
  'parent_skus.productType',
  'parent_skus.isActived',
  'parent_skus.version',
] as const;

interface ParentRow {
  _id: string;
  parentsSku: string;
  name: string;
  composition: string;
  construction: string;
  density: string;
  weaving: string;
  width: string;
  discription: string;
  path: string;
  categoryId: string;
  productType: string;
  isActived: number;
  version: number;
}

/** Product types by lower-cased name (a parent's first type is stored by name, as the sheets write it). */
async function typeIdsByName(db: Db): Promise<Map<string, string>> {
  const types = await db.selectFrom('product_types').select(['_id', 'name']).orderBy('createAt').execute();
  const byName = new Map<string, string>();
  for (const t of types) if (!byName.has(foldCase(t.name))) byName.set(foldCase(t.name), t._id);
  return byName;
}

async function withLinks(db: Db, rows: ParentRow[], ids?: string[]): Promise<Product[]> {
  if (!rows.length) return [];
  const [categories, types, typeIds, designs] = await Promise.all([
    db
      .selectFrom('parent_sku_categories')
      .select(['parentId', 'categoryId'])
      .$if(ids !== undefined, (q) => q.where('parentId', 'in', ids!))
      .orderBy('categoryId')
      .execute(),
    db
      .selectFrom('parent_sku_types')
      .select(['parentId', 'productTypeId'])
      .$if(ids !== undefined, (q) => q.where('parentId', 'in', ids!))
      .orderBy('productTypeId')
      .execute(),
    typeIdsByName(db),
    db
      .selectFrom('parent_sku_designs')
      .select(['parentId', 'designId'])
      .$if(ids !== undefined, (q) => q.where('parentId', 'in', ids!))
      .orderBy('designId')
      .execute(),
  ]);
  const designIds = new Map<string, string[]>();
  for (const l of designs) designIds.set(l.parentId, [...(designIds.get(l.parentId) ?? []), l.designId]);
  const extraCategories = new Map<string, string[]>();
  for (const l of categories) extraCategories.set(l.parentId, [...(extraCategories.get(l.parentId) ?? []), l.categoryId]);
  const extraTypes = new Map<string, string[]>();
  for (const l of types) extraTypes.set(l.parentId, [...(extraTypes.get(l.parentId) ?? []), l.productTypeId]);
  return rows.map((r) => {
    const firstType = r.productType ? typeIds.get(foldCase(r.productType)) : undefined;
    return {
      _id: r._id,
      code: r.parentsSku,
      name: r.name,
      composition: r.composition,
      construction: r.construction,
      density: r.density,
      weaving: r.weaving,
      width: r.width,
      discription: r.discription,
      url: r.path,
      categoryId: [...(r.categoryId ? [r.categoryId] : []), ...(extraCategories.get(r._id) ?? [])],
      productType: [...new Set([...(firstType ? [firstType] : []), ...(extraTypes.get(r._id) ?? [])])],
      design: designIds.get(r._id) ?? [],
      version: Number(r.version),
    };
  });
}

/** Every product (every parent SKU, active or not) with its categories and product types, by code. */
export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db.selectFrom('parent_skus').select(columns).orderBy('parentsSku').orderBy('_id').execute();
  return withLinks(db, rows);
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  const row = await db.selectFrom('parent_skus').select(columns).where('_id', '=', id).executeTakeFirst();
  return row ? (await withLinks(db, [row], [id]))[0] : undefined;
}

/** The _ids of the active products (the public lookups by category and type list these). */
export async function activeProductIds(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('parent_skus').select('_id').where('isActived', '=', 1).execute()).map((r) => r._id));
}

/** Which categories (public categoryId and the category's _id) each product belongs to. */
export async function listProductCategoryLinks(db: Db): Promise<Array<{ productId: string; categoryId: string; category_id: string | null }>> {
  const [first, further] = await Promise.all([
    db
      .selectFrom('parent_skus')
      .leftJoin('categories', 'categories.categoryId', 'parent_skus.categoryId')
      .select(['parent_skus._id as productId', 'parent_skus.categoryId', 'categories._id as category_id'])
      .where('parent_skus.categoryId', '!=', '')
      .execute(),
    db
      .selectFrom('parent_sku_categories')
      .leftJoin('categories', 'categories.categoryId', 'parent_sku_categories.categoryId')
      .select(['parent_sku_categories.parentId as productId', 'parent_sku_categories.categoryId', 'categories._id as category_id'])
      .execute(),
  ]);
  return [...first, ...further];
}

/** Which product types (by _id and by name) each product belongs to. */
export async function listProductTypeLinks(db: Db): Promise<Array<{ productId: string; productTypeId: string; name: string }>> {
  const [first, further] = await Promise.all([
    db
      .selectFrom('parent_skus')
      .innerJoin('product_types', (j) => j.on(sql`lower(product_types.name)`, '=', sql`lower(parent_skus."productType")`))
      .select(['parent_skus._id as productId', 'product_types._id as productTypeId', 'product_types.name'])
      .execute(),
    db
      .selectFrom('parent_sku_types')
      .innerJoin('product_types', 'product_types._id', 'parent_sku_types.productTypeId')
      .select(['parent_sku_types.parentId as productId', 'parent_sku_types.productTypeId', 'product_types.name'])
      .execute(),
  ]);
  return [...first, ...further];
}

/** A product to write; no `design` is no design. */
export type NewProduct = Omit<Product, '_id' | 'design'> & { design?: string[] };

/** The first of `ids` that is not a category's public categoryId, or undefined when all are. */
export async function unknownCategory(db: Db, ids: string[]): Promise<string | undefined> {
  if (!ids.length) return undefined;
  const found = new Set((await db.selectFrom('categories').select('categoryId').where('categoryId', 'in', ids).execute()).map((r) => r.categoryId));
  return ids.find((id) => !found.has(id));
}

/** The names of each product's designs (by the parent's _id), in name order: the storefront shows them. */
export async function listDesignNames(db: Db): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('parent_sku_designs')
    .innerJoin('product_designs', 'product_designs._id', 'parent_sku_designs.designId')
    .select(['parent_sku_designs.parentId', 'product_designs.name'])
    .orderBy('product_designs.name')
    .execute();
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.parentId, [...(out.get(r.parentId) ?? []), r.name]);
  return out;
}

/** The first of `ids` that is not a product design's _id, or undefined when all are. */
export async function unknownDesign(db: Db, ids: string[]): Promise<string | undefined> {
  if (!ids.length) return undefined;
  const found = new Set((await db.selectFrom('product_designs').select('_id').where('_id', 'in', ids).execute()).map((r) => r._id));
  return ids.find((id) => !found.has(id));
}

/** The first of `ids` that is not a product type's _id, or undefined when all are. */
export async function unknownProductType(db: Db, ids: string[]): Promise<string | undefined> {
  if (!ids.length) return undefined;
  const found = new Set((await db.selectFrom('product_types').select('_id').where('_id', 'in', ids).execute()).map((r) => r._id));
  return ids.find((id) => !found.has(id));
}

async function codeTaken(db: Db, code: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('parent_skus').select('_id').where(sql<string>`lower("parentsSku")`, '=', foldCase(code));
  if (exceptId) q = q.where('_id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The parent's columns for its categories and types: the first of each in the row, the rest as links. */
async function firstAndFurther(db: Db, categoryId: string[], productType: string[]) {
  const categories = [...new Set(categoryId)];
  const types = [...new Set(productType)];
  const firstType = types.length ? await db.selectFrom('product_types').select('name').where('_id', '=', types[0]).executeTakeFirst() : undefined;
  return { categoryId: categories[0] ?? '', furtherCategories: categories.slice(1), productType: firstType?.name ?? '', furtherTypes: types.slice(1) };
}

async function writeLinks(db: Db, parentId: string, categories: string[], types: string[], designs: string[]): Promise<void> {
  await db.deleteFrom('parent_sku_categories').where('parentId', '=', parentId).execute();
  await db.deleteFrom('parent_sku_types').where('parentId', '=', parentId).execute();
  await db.deleteFrom('parent_sku_designs').where('parentId', '=', parentId).execute();
  if (categories.length) await db.insertInto('parent_sku_categories').values(categories.map((categoryId) => ({ parentId, categoryId }))).execute();
  if (types.length) await db.insertInto('parent_sku_types').values(types.map((productTypeId) => ({ parentId, productTypeId }))).execute();
  if (designs.length) await db.insertInto('parent_sku_designs').values([...new Set(designs)].map((designId) => ({ parentId, designId }))).execute();
}

/**
 * Adds a product: a parent SKU, active (the storefront shows it at once), with its links; 'duplicate'
 * when a parent SKU has its code (case aside). One transaction.
 */
export function insertProduct(db: Db, input: NewProduct, now: Date): Promise<Product | 'duplicate'> {
  const { categoryId, productType, design, code, url, ...fields } = input;
  return duplicateOr(() =>
    db.transaction().execute(async (trx) => {
      if (await codeTaken(trx, code)) return 'duplicate';
      const _id = newId();
      const links = await firstAndFurther(trx, categoryId, productType);
      await trx
        .insertInto('parent_skus')
        .values({
          _id,
          parentsSku: code,
          ...fields,
          discription: sanitizeRich(fields.discription),
          path: url,
          categoryId: links.categoryId,
          productType: links.productType,
          isActived: 1,
          createAt: now.toISOString(),
        })
        .execute();
      await writeLinks(trx, _id, links.furtherCategories, links.furtherTypes, design ?? []);
      return (await findProduct(trx, _id))!;
    }),
  );
}

/**
 * Replaces a product's fields and links (the picture only when `url` is given); undefined when gone.
 * A new code carries its colours along (their parentsSku follows), so none is left without a parent.
 */
export function updateProduct(db: Db, id: string, input: Omit<NewProduct, 'url'> & { url?: string }, stamp: EditStamp): Promise<Product | 'duplicate' | Stale | undefined> {
  const { categoryId, productType, design, code, url, ...fields } = input;
  return duplicateOr(() =>
    db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('parent_skus').select(['parentsSku']).where('_id', '=', id).executeTakeFirst();
      if (!before) return undefined;
      if (await codeTaken(trx, code, id)) return 'duplicate';
      const links = await firstAndFurther(trx, categoryId, productType);
      // Who changed it instead, when the edit was based on an older version (issue 20 §1.4; nothing written).
      const claimed = await claimVersion(trx, 'parent_skus', id, stamp);
      if (claimed !== 'ok') return claimed === 'gone' ? undefined : claimed;
      await trx
        .updateTable('parent_skus')
        .set({ parentsSku: code, ...fields, discription: sanitizeRich(fields.discription), ...(url !== undefined ? { path: url } : {}), categoryId: links.categoryId, productType: links.productType })
        .where('_id', '=', id)
        .execute();
      // Its colours follow the new code and move their versions on (issue 20 §1.4): a SKU dialog opened before is refused with who and when.
      if (before.parentsSku !== code) await trx.updateTable('skus').set({ parentsSku: code, ...nextVersion(stamp) }).where('parentsSku', '=', before.parentsSku).execute();
      await writeLinks(trx, id, links.furtherCategories, links.furtherTypes, design ?? []);
      return findProduct(trx, id);
    }),
  );
}

/** Deletes a product and its links unless colours (SKUs) belong to it; answers how many do otherwise. */
export function deleteProduct(db: Db, id: string): Promise<{ deleted: boolean; usedBy: number }> {
  return db.transaction().execute(async (trx) => {
    const parent = await trx.selectFrom('parent_skus').select('parentsSku').where('_id', '=', id).executeTakeFirst();
    if (!parent) return { deleted: false, usedBy: 0 };
    const used = await trx.selectFrom('skus').select((eb) => eb.fn.countAll<number>().as('n')).where('parentsSku', '=', parent.parentsSku).executeTakeFirstOrThrow();
    if (Number(used.n) > 0) return { deleted: false, usedBy: Number(used.n) };
    await writeLinks(trx, id, [], [], []);
    const r = await trx.deleteFrom('parent_skus').where('_id', '=', id).executeTakeFirst();
    return { deleted: Number(r.numDeletedRows) > 0, usedBy: 0 };
  });
}
