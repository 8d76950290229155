import type { Db } from '../../db/index.js';
import { newId } from '../../db/ids.js';
import type { ProductType } from '../../../src/contract/productType.js';

const columns = ['_id', 'name', 'url'] as const;

export function listProductTypes(db: Db): Promise<ProductType[]> {
  return db.selectFrom('product_types').select(columns).orderBy('createAt').orderBy('name').execute();
}

export async function insertProductType(db: Db, input: { name: string; url: string }, now: Date): Promise<ProductType> {
  const row = { _id: newId(), name: input.name, url: input.url, createAt: now.toISOString() };
  await db.insertInto('product_types').values(row).execute();
  return { _id: row._id, name: row.name, url: row.url };
}
