import { Type, type Static } from '@sinclair/typebox';
import { Envelope } from './common.js';

/** A product of the legacy catalogue (the product/get_* calls). */
export const Product = Type.Object({
  _id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  composition: Type.String(),
  construction: Type.String(),
  density: Type.String(),
  weaving: Type.String(),
  width: Type.String(),
  discription: Type.String(),
  /** Image path. */
  url: Type.String(),
});
export type Product = Static<typeof Product>;

/**
 * Path of get_product_by_category_id/{id} (a category's public categoryId or its _id) and
 * get_product_by_product_type/{id} (a product type's _id or its name, e.g. FABRICS).
 */
export const ProductLookupParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
export type ProductLookupParams = Static<typeof ProductLookupParams>;

export const ProductList = Envelope(Type.Array(Product));
export type ProductList = Static<typeof ProductList>;
