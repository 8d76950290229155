import { Type, type Static } from '@sinclair/typebox';
import { Envelope, OptionalText, Text } from './common.js';

/** A product of the legacy catalogue (the product/get_* calls). */
export const Product = Type.Object({
  _id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  /** The composition names chosen in the product dialog, joined with ', '. */
  composition: Type.String(),
  construction: Type.String(),
  density: Type.String(),
  weaving: Type.String(),
  width: Type.String(),
  discription: Type.String(),
  /** Image path. */
  url: Type.String(),
  /** Public categoryIds of the categories it belongs to. */
  categoryId: Type.Array(Type.String()),
  /** _ids of its product types. */
  productType: Type.Array(Type.String()),
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
export const ProductOne = Envelope(Product);

const Many = Type.Union([Type.String({ maxLength: 120 }), Type.Array(Type.String({ maxLength: 120 }), { maxItems: 50 })]);

/**
 * Multipart text fields of add_new_product and update_product_by_id/{id}; the file field is `image`.
 * categoryId, productType and composition are multi-selects (a field repeated once per choice).
 */
export const ProductFields = Type.Object(
  {
    categoryId: Type.Optional(Many),
    productType: Type.Optional(Many),
    composition: Type.Optional(Many),
    code: Text(60),
    name: Text(200),
    construction: OptionalText(120),
    density: OptionalText(120),
    weaving: OptionalText(120),
    width: Text(60),
    discription: OptionalText(4000),
    subProductArticle: OptionalText(120),
  },
  { additionalProperties: false },
);
export type ProductFields = Static<typeof ProductFields>;
