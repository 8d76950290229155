import { Type, type Static } from '@sinclair/typebox';
import { Envelope, Text } from './common.js';

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
export const ProductTypeOne = Envelope(ProductType);

/** Multipart text fields of add_new_product_type/ and update_product_type_by_id; the file field is `image`. */
export const ProductTypeFields = Type.Object({ name: Text(120) }, { additionalProperties: false });
export type ProductTypeFields = Static<typeof ProductTypeFields>;
