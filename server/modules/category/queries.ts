import { sql } from 'kysely';
import { foldCase } from '../../db/foldCase.js';
import type { Db } from '../../db/index.js';
import { fromFlag, newId, toFlag } from '../../db/ids.js';
import { notPlacedYet } from '../../db/queries.js';
import type { CategoriesTable } from '../../db/schema.js';
import type { Category } from '../../../src/contract/category.js';
import { suggestCategoryId } from '../../../src/contract/categoryId.js';
import { editVersioned, nextVersion, type EditStamp, type Stale, type VersionStamp } from '../../db/versions.js';

const toCategory = (r: CategoriesTable & { version?: number }): Category => ({
  _id: r._id,
  categoryId: r.categoryId,
  name: r.name,
  discription: r.discription,
  url: r.url,
  isActived: fromFlag(r.isActived),
  createAt: r.createAt,
  alwaysShown: fromFlag(r.alwaysShown),
  version: r.version ?? 1,
});

/**
 * Every category (the admin screens), or only the active ones (every public list), in the admin's
 * order (issue 17 §5); one added since the last reorder (screen or sheet) comes last, oldest first.
 */
export async function listCategories(db: Db, which: 'all' | 'active' = 'all'): Promise<Category[]> {
  let q = db.selectFrom('categories').selectAll();
  if (which === 'active') q = q.where('isActived', '=', 1);
  const rows = await q.orderBy(notPlacedYet).orderBy('sortOrder').orderBy('createAt').orderBy('name').execute();
  return rows.map(toCategory);
}

export async function findCategory(db: Db, id: string): Promise<Category | undefined> {
  const row = await db.selectFrom('categories').selectAll().where('_id', '=', id).executeTakeFirst();
  return row && toCategory(row);
}

/**
 * The public id: the one asked for (checked free by the route), or one suggested from the name (e.g.
 * "Cotton Twill" → "COTTON-TWILL"; a Thai-only name → "CATEGORY"), made unique with a suffix.
 */
async function freeCategoryId(db: Db, name: string, wanted?: string): Promise<string> {
  if (wanted) return wanted;
  const base = suggestCategoryId(name) || 'CATEGORY';
  for (let i = 1; ; i++) {
    const candidate = i === 1 ? base : `${base}-${i}`;
    const taken = await db.selectFrom('categories').select('_id').where('categoryId', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}

export async function insertCategory(
  db: Db,
  input: { name: string; discription: string; url: string; categoryId?: string; isActived?: boolean; alwaysShown?: boolean },
  now: Date,
): Promise<Category> {
  return db.transaction().execute(async (trx) => {
    const row: CategoriesTable = {
      _id: newId(),
      categoryId: await freeCategoryId(trx, input.name, input.categoryId),
      name: input.name,
      discription: input.discription,
      url: input.url,
      isActived: toFlag(input.isActived ?? true),
      createAt: now.toISOString(),
      alwaysShown: toFlag(input.alwaysShown ?? false),
    };
    await trx.insertInto('categories').values(row).execute();
    return toCategory(row);
  });
}

/**
 * Writes categories by their public id: a new categoryId becomes a category (empty picture and
 * discription until an admin adds them); an existing one takes the given name and flag and keeps
 * its picture, discription and creation time. One transaction. Returns the rows as stored.
 */
export async function upsertCategoriesById(
  db: Db,
  inputs: Array<{ categoryId: string; name: string; isActived: boolean }>,
  now: Date,
): Promise<Category[]> {
  return db.transaction().execute(async (trx) => {
    for (const c of inputs) {
      const r = await trx
        .updateTable('categories')
        .set({ name: c.name, isActived: toFlag(c.isActived) })
        .where('categoryId', '=', c.categoryId)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) > 0) continue;
      await trx
        .insertInto('categories')
        .values({ _id: newId(), categoryId: c.categoryId, name: c.name, discription: '', url: '', isActived: toFlag(c.isActived), createAt: now.toISOString(), alwaysShown: 0 })
        .execute();
    }
    if (inputs.length === 0) return [];
    const rows = await trx.selectFrom('categories').selectAll().where('categoryId', 'in', inputs.map((c) => c.categoryId)).execute();
    const byId = new Map(rows.map((r) => [r.categoryId, toCategory(r)]));
    return inputs.map((c) => byId.get(c.categoryId)!);
  });
}

/** Switches a category on or off; undefined when there is no such record. */
export async function setCategoryActive(db: Db, id: string, active: boolean, stamp: VersionStamp): Promise<Category | undefined> {
  const r = await db.updateTable('categories').set({ isActived: toFlag(active), ...nextVersion(stamp) }).where('_id', '=', id).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return undefined;
  return findCategory(db, id);
}

export async function deleteCategory(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom('categories').where('_id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The public ids of the categories some active fabric (parent SKU) is in, as its first category or a further one. */
export async function categoryIdsWithFabric(db: Db): Promise<Set<string>> {
  const [first, further] = await Promise.all([
    db.selectFrom('parent_skus').select('categoryId').distinct().where('isActived', '=', 1).execute(),
    db
      .selectFrom('parent_sku_categories')
      .innerJoin('parent_skus', 'parent_skus._id', 'parent_sku_categories.parentId')
      .select('parent_sku_categories.categoryId')
      .distinct()
      .where('parent_skus.isActived', '=', 1)
      .execute(),
  ]);
  return new Set([...first, ...further].map((r) => r.categoryId));
}

/** Whether a category already has the public id `categoryId`. */
export async function categoryIdTaken(db: Db, categoryId: string): Promise<boolean> {
  return (await db.selectFrom('categories').select('_id').where('categoryId', '=', categoryId).executeTakeFirst()) !== undefined;
}

/** Another category already called `name` (case-insensitive), other than `exceptId`. */
export async function categoryNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('categories').select('_id').where(sql<string>`lower(name)`, '=', foldCase(name));
  if (exceptId) q = q.where('_id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** How many products (parent SKUs) still name a category by its public id, as their first category or a further one. */
export async function categoryUsage(db: Db, categoryId: string): Promise<number> {
  const r = await db
    .selectFrom('parent_skus')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb.or([
        eb('categoryId', '=', categoryId),
        eb.exists(eb.selectFrom('parent_sku_categories').select('parentId').whereRef('parent_sku_categories.parentId', '=', 'parent_skus._id').where('parent_sku_categories.categoryId', '=', categoryId)),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Changes a category's name, description and (when given) picture and alwaysShown; its public
 * categoryId stays, so links keep working. Who changed it instead, when the edit was based on an older version.
 */
export function updateCategory(
  db: Db,
  id: string,
  input: { name: string; discription: string; url?: string; alwaysShown?: boolean },
  stamp: EditStamp,
): Promise<Category | Stale | undefined> {
  const changes = {
    name: input.name,
    discription: input.discription,
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...(input.alwaysShown === undefined ? {} : { alwaysShown: toFlag(input.alwaysShown) }),
  };
  return editVersioned(db, 'categories', id, stamp, async (trx) => {
    await trx.updateTable('categories').set(changes).where('_id', '=', id).execute();
    return findCategory(trx, id);
  });
}
