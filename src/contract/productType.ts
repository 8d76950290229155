import { Type, type Static } from '@sinclair/typebox';
import { Envelope } from './common.js';

/** A product type (e.g. FABRICS); `url` is its image path. */
export const ProductType = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  url: Type.String(),
});
export type ProductType = Static<typeof ProductType>;

/** GET /product_type/get_product_type_all */
export const ProductTypeList = Envelope(Type.Array(ProductType));
export type ProductTypeList = Static<typeof ProductTypeList>;
