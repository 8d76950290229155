import { sql } from 'kysely';
import { foldCase } from '../../db/foldCase.js';
import type { Db } from '../../db/index.js';
import { claimVersion, nextVersion, type EditStamp, type Stale } from '../../db/versions.js';
import { newId } from '../../db/ids.js';
import type { ProductComposition } from '../../../src/contract/productComposition.js';
import { duplicateOr } from '../../db/unique.js';

export function listProductCompositions(db: Db): Promise<ProductComposition[]> {
  return db.selectFrom('product_compositions').select(['_id', 'name', 'version']).orderBy('name').execute();
}

function findProductComposition(db: Db, id: string): Promise<ProductComposition | undefined> {
  return db.selectFrom('product_compositions').select(['_id', 'name', 'version']).where('_id', '=', id).executeTakeFirst();
}

async function nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('product_compositions').select('_id').where(sql<string>`lower(name)`, '=', foldCase(name));
  if (exceptId) q = q.where('_id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export function insertProductComposition(db: Db, name: string, now: Date): Promise<ProductComposition | 'duplicate'> {
  return duplicateOr(() =>
    db.transaction().execute(async (trx) => {
      if (await nameTaken(trx, name)) return 'duplicate';
      const row = { _id: newId(), name, createAt: now.toISOString() };
      await trx.insertInto('product_compositions').values(row).execute();
      return { _id: row._id, name, version: 1 };
    }),
  );
}

/**
 * How many products (parent SKUs) name a composition. They keep their composition as text (the names
 * chosen in the product dialog, joined with ', '), so a composition is in use when one of those names is it.
 */
async function productsNaming(db: Db, name: string): Promise<number> {
  return naming(await db.selectFrom('parent_skus').select('composition').execute(), name);
}

const naming = (rows: { composition: string }[], name: string) => rows.filter((r) => splitComposition(r.composition).some((n) => n.toLowerCase() === name.toLowerCase())).length;

/**
 * The first of these compositions (by name) that products still name, and how many: such a composition
 * is not deleted (its delete call's rule; an import's rollback removes the compositions it added by it).
 */
export async function compositionInUse(db: Db, names: readonly string[]): Promise<{ code: string; usedBy: number } | undefined> {
  if (!names.length) return undefined;
  const rows = await db.selectFrom('parent_skus').select('composition').execute();
  for (const code of [...new Set(names)].sort()) {
    const usedBy = naming(rows, code);
    if (usedBy) return { code, usedBy };
  }
  return undefined;
}

/** The composition names a product's text holds. */
const splitComposition = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

/**
 * Renames a composition; products naming the old name follow in the same transaction. Who changed it
 * instead, when the edit was based on an older version (issue 20 §1.4; nothing written).
 */
export function updateProductComposition(db: Db, id: string, name: string, stamp: EditStamp): Promise<ProductComposition | 'duplicate' | Stale | undefined> {
  return duplicateOr(() =>
    db.transaction().execute(async (trx) => {
      const before = await findProductComposition(trx, id);
      if (!before) return undefined;
      if (await nameTaken(trx, name, id)) return 'duplicate';
      const claimed = await claimVersion(trx, 'product_compositions', id, stamp);
      if (claimed !== 'ok') return claimed === 'gone' ? undefined : claimed;
      await trx.updateTable('product_compositions').set({ name }).where('_id', '=', id).execute();
      if (before.name !== name) {
        const products = await trx.selectFrom('parent_skus').select(['_id', 'composition']).execute();
        for (const p of products) {
          const names = splitComposition(p.composition);
          if (!names.some((n) => n.toLowerCase() === before.name.toLowerCase())) continue;
          const next = names.map((n) => (n.toLowerCase() === before.name.toLowerCase() ? name : n)).join(', ');
          // The product follows the new name and moves its version on (issue 20 §1.4): a Product dialog opened before would put the old name back.
          await trx.updateTable('parent_skus').set({ composition: next, ...nextVersion(stamp) }).where('_id', '=', p._id).execute();
        }
      }
      return findProductComposition(trx, id);
    }),
  );
}

/** Deletes a composition no product names; otherwise answers how many do (nothing deleted). */
export function deleteProductComposition(db: Db, id: string): Promise<{ deleted: boolean; usedBy: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await findProductComposition(trx, id);
    if (!row) return { deleted: false, usedBy: 0 };
    const usedBy = await productsNaming(trx, row.name);
    if (usedBy) return { deleted: false, usedBy };
    await trx.deleteFrom('product_compositions').where('_id', '=', id).execute();
    return { deleted: true, usedBy: 0 };
  });
}
