import type { Db } from '../../db/index.js';
import { newId } from '../../db/ids.js';
import type { Product } from '../../../src/contract/product.js';

const columns = ['_id', 'code', 'name', 'composition', 'construction', 'density', 'weaving', 'width', 'discription', 'url'] as const;

export function listProducts(db: Db): Promise<Product[]> {
  return db.selectFrom('products').select(columns).orderBy('code').orderBy('_id').execute();
}

/** Which categories (public categoryId and the category's _id) each product belongs to. */
export function listProductCategoryLinks(db: Db): Promise<Array<{ productId: string; categoryId: string; category_id: string | null }>> {
  return db
    .selectFrom('product_category_links')
    .leftJoin('categories', 'categories.categoryId', 'product_category_links.categoryId')
    .select(['product_category_links.productId', 'product_category_links.categoryId', 'categories._id as category_id'])
    .execute();
}

/** Which product types (by _id and by name) each product belongs to. */
export function listProductTypeLinks(db: Db): Promise<Array<{ productId: string; productTypeId: string; name: string }>> {
  return db
    .selectFrom('product_type_links')
    .innerJoin('product_types', 'product_types._id', 'product_type_links.productTypeId')
    .select(['product_type_links.productId', 'product_type_links.productTypeId', 'product_types.name'])
    .execute();
}

export interface NewProduct extends Omit<Product, '_id'> {
  /** Public categoryIds. */
  categoryId: string[];
  /** Product type _ids. */
  productType: string[];
}

export async function insertProduct(db: Db, input: NewProduct, now: Date): Promise<Product> {
  const { categoryId, productType, ...fields } = input;
  const product: Product = { _id: newId(), ...fields };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('products').values({ ...product, createAt: now.toISOString() }).execute();
    const categories = [...new Set(categoryId)];
    if (categories.length) {
      await trx.insertInto('product_category_links').values(categories.map((c) => ({ productId: product._id, categoryId: c }))).execute();
    }
    const types = [...new Set(productType)];
    if (types.length) {
      await trx.insertInto('product_type_links').values(types.map((t) => ({ productId: product._id, productTypeId: t }))).execute();
    }
  });
  return product;
}
