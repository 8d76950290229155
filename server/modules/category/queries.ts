import type { Db } from '../../db/index.js';
import { newId } from '../../db/ids.js';
import type { Category } from '../../../src/contract/category.js';

const columns = ['_id', 'categoryId', 'name', 'discription', 'url'] as const;

export function listCategories(db: Db): Promise<Category[]> {
  return db.selectFrom('categories').select(columns).orderBy('createAt').orderBy('name').execute();
}

export function findCategory(db: Db, id: string): Promise<Category | undefined> {
  return db.selectFrom('categories').select(columns).where('_id', '=', id).executeTakeFirst();
}

/** A short public id from the name (e.g. "Cotton Twill" → "COTTON-TWILL"), made unique with a suffix. */
async function freeCategoryId(db: Db, name: string, wanted?: string): Promise<string> {
  const base = (wanted ?? name).toUpperCase().replace(/[^A-Z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'CAT';
  for (let i = 1; ; i++) {
    const candidate = i === 1 ? base : `${base}-${i}`;
    const taken = await db.selectFrom('categories').select('_id').where('categoryId', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}

export async function insertCategory(
  db: Db,
  input: { name: string; discription: string; url: string; categoryId?: string },
  now: Date,
): Promise<Category> {
  return db.transaction().execute(async (trx) => {
    const row = {
      _id: newId(),
      categoryId: await freeCategoryId(trx, input.name, input.categoryId),
      name: input.name,
      discription: input.discription,
      url: input.url,
      createAt: now.toISOString(),
    };
    await trx.insertInto('categories').values(row).execute();
    return { _id: row._id, categoryId: row.categoryId, name: row.name, discription: row.discription, url: row.url };
  });
}

export async function deleteCategory(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom('categories').where('_id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
