import { sql } from 'kysely';
import { foldCase } from '../../db/foldCase.js';
import type { Db } from '../../db/index.js';
import { newId } from '../../db/ids.js';
import type { ProductType } from '../../../src/contract/productType.js';
import { duplicateOr } from '../../db/unique.js';
import { claimVersion, nextVersion, type EditStamp, type Stale } from '../../db/versions.js';

const columns = ['_id', 'name', 'url', 'version'] as const;

export function listProductTypes(db: Db): Promise<ProductType[]> {
  return db.selectFrom('product_types').select(columns).orderBy('createAt').orderBy('name').execute();
}

export function findProductType(db: Db, id: string): Promise<ProductType | undefined> {
  return db.selectFrom('product_types').select(columns).where('_id', '=', id).executeTakeFirst();
}

/** Another product type already called `name` (case-insensitive), other than `exceptId`. */
async function nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('product_types').select('_id').where(sql<string>`lower(name)`, '=', foldCase(name));
  if (exceptId) q = q.where('_id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Adds a product type, or answers 'duplicate' when the name is taken (checked in the same transaction). */
export function insertProductType(db: Db, input: { name: string; url: string }, now: Date): Promise<ProductType | 'duplicate'> {
  return duplicateOr(() =>
    db.transaction().execute(async (trx) => {
      if (await nameTaken(trx, input.name)) return 'duplicate';
      const row = { _id: newId(), name: input.name, url: input.url, createAt: now.toISOString() };
      await trx.insertInto('product_types').values(row).execute();
      return { _id: row._id, name: row.name, url: row.url, version: 1 };
    }),
  );
}

/**
 * Renames a product type and (when given) replaces its picture; undefined when gone, 'duplicate' on a
 * taken name, who changed it when the edit was based on an older version (nothing written). Products
 * whose first type it is name it in their row, and follow the new name.
 */
export function updateProductType(db: Db, id: string, input: { name: string; url?: string }, stamp: EditStamp): Promise<ProductType | 'duplicate' | Stale | undefined> {
  return duplicateOr(() =>
    db.transaction().execute(async (trx) => {
      // Checked before the version is claimed: every early answer leaves the transaction unwritten.
      if (await nameTaken(trx, input.name, id)) return 'duplicate';
      const claimed = await claimVersion(trx, 'product_types', id, stamp);
      if (claimed === 'gone') return undefined;
      if (claimed !== 'ok') return claimed;
      const before = await trx.selectFrom('product_types').select('name').where('_id', '=', id).executeTakeFirst();
      if (before && before.name !== input.name) {
        // The products follow the new name and move their versions on (issue 20 §1.4): a Product dialog opened before is refused with who and when.
        await trx.updateTable('parent_skus').set({ productType: input.name, ...nextVersion(stamp) }).where(sql<string>`lower("productType")`, '=', foldCase(before.name)).execute();
      }
      const r = await trx
        .updateTable('product_types')
        .set({ name: input.name, ...(input.url !== undefined ? { url: input.url } : {}) })
        .where('_id', '=', id)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return undefined;
      return findProductType(trx, id);
    }),
  );
}

/**
 * Deletes a product type no product uses (as its first type, by name, or a further one); answers how
 * many products still use it otherwise (nothing deleted). Checked and deleted in one transaction.
 */
export function deleteProductType(db: Db, id: string): Promise<{ deleted: boolean; usedBy: number }> {
  return db.transaction().execute(async (trx) => {
    const type = await trx.selectFrom('product_types').select('name').where('_id', '=', id).executeTakeFirst();
    if (!type) return { deleted: false, usedBy: 0 };
    const [further, first] = await Promise.all([
      trx.selectFrom('parent_sku_types').select((eb) => eb.fn.countAll<number>().as('n')).where('productTypeId', '=', id).executeTakeFirstOrThrow(),
      trx.selectFrom('parent_skus').select((eb) => eb.fn.countAll<number>().as('n')).where(sql<string>`lower("productType")`, '=', foldCase(type.name)).executeTakeFirstOrThrow(),
    ]);
    const used = { n: Number(further.n) + Number(first.n) };
    if (used.n > 0) return { deleted: false, usedBy: used.n };
    const r = await trx.deleteFrom('product_types').where('_id', '=', id).executeTakeFirst();
    return { deleted: Number(r.numDeletedRows) > 0, usedBy: 0 };
  });
}
