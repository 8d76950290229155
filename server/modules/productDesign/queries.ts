import { sql } from 'kysely';
import { foldCase } from '../../db/foldCase.js';
import type { Db } from '../../db/index.js';
import { claimVersion, type EditStamp, type Stale } from '../../db/versions.js';
import { newId } from '../../db/ids.js';
import type { ProductDesign } from '../../../src/contract/productDesign.js';
import { duplicateOr } from '../../db/unique.js';

const columns = ['_id', 'name', 'icons', 'url', 'version'] as const;

interface ProductDesignInput {
  name: string;
  icons: string;
  /** The picture; left out on an edit that keeps it. */
  url?: string;
}

export function listProductDesigns(db: Db): Promise<ProductDesign[]> {
  return db.selectFrom('product_designs').select(columns).orderBy('createAt').orderBy('name').execute();
}

export function findProductDesign(db: Db, id: string): Promise<ProductDesign | undefined> {
  return db.selectFrom('product_designs').select(columns).where('_id', '=', id).executeTakeFirst();
}

/** Another design already called `name` (case-insensitive), other than `exceptId`. */
async function nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('product_designs').select('_id').where(sql<string>`lower(name)`, '=', foldCase(name));
  if (exceptId) q = q.where('_id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Adds a design, or answers 'duplicate' when the name is taken (checked in the same transaction). */
export function insertProductDesign(db: Db, input: ProductDesignInput & { url: string }, now: Date): Promise<ProductDesign | 'duplicate'> {
  return duplicateOr(() =>
    db.transaction().execute(async (trx) => {
      if (await nameTaken(trx, input.name)) return 'duplicate';
      const row = { _id: newId(), name: input.name, icons: input.icons, url: input.url, createAt: now.toISOString() };
      await trx.insertInto('product_designs').values(row).execute();
      return { _id: row._id, name: row.name, icons: row.icons, url: row.url, version: 1 };
    }),
  );
}

/**
 * Changes a design; undefined when it is gone, 'duplicate' when another design has the name, who changed
 * it when the edit was based on an older version (issue 20 §1.4; nothing written).
 */
export function updateProductDesign(db: Db, id: string, input: ProductDesignInput, stamp: EditStamp): Promise<ProductDesign | 'duplicate' | Stale | undefined> {
  return duplicateOr(() =>
    db.transaction().execute(async (trx) => {
      if (await nameTaken(trx, input.name, id)) return 'duplicate';
      const claimed = await claimVersion(trx, 'product_designs', id, stamp);
      if (claimed !== 'ok') return claimed === 'gone' ? undefined : claimed;
      const changes = { name: input.name, icons: input.icons, ...(input.url !== undefined ? { url: input.url } : {}) };
      await trx.updateTable('product_designs').set(changes).where('_id', '=', id).execute();
      return findProductDesign(trx, id);
    }),
  );
}

/** Deletes a design unless products show it; answers how many do otherwise (checked in the same transaction). */
export function deleteProductDesign(db: Db, id: string): Promise<{ deleted: boolean; usedBy: number }> {
  return db.transaction().execute(async (trx) => {
    const used = await trx.selectFrom('parent_sku_designs').select((eb) => eb.fn.countAll<number>().as('n')).where('designId', '=', id).executeTakeFirstOrThrow();
    if (Number(used.n) > 0) return { deleted: false, usedBy: Number(used.n) };
    const r = await trx.deleteFrom('product_designs').where('_id', '=', id).executeTakeFirst();
    return { deleted: Number(r.numDeletedRows) > 0, usedBy: 0 };
  });
}

export async function countProductDesigns(db: Db): Promise<number> {
  const r = await db.selectFrom('product_designs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Attaches a design to every product whose weaving names `weave` (case aside), e.g. the seed's Twill to the twill fabrics. */
export async function attachDesignByWeaving(db: Db, designId: string, weave: string): Promise<void> {
  await db
    .insertInto('parent_sku_designs')
    .columns(['parentId', 'designId'])
    .expression((eb) => eb.selectFrom('parent_skus').select(['_id', eb.val(designId).as('designId')]).where(sql<string>`lower(weaving)`, 'like', `%${weave.toLowerCase()}%`))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
