import { Type, type Static } from '@sinclair/typebox';
import { Envelope } from './common.js';

/** A SKU category; `categoryId` is shared with the Category record of the same id. */
export const SkuCategory = Type.Object({
  _id: Type.String(),
  categoryId: Type.String(),
  name: Type.String(),
  isActived: Type.Boolean(),
  createAt: Type.String(),
});
export type SkuCategory = Static<typeof SkuCategory>;

/** A parent SKU: one fabric quality, shown as a card and on /sub_product/{parentsSku}. */
export const ParentSku = Type.Object({
  _id: Type.String(),
  parentsSku: Type.String(),
  name: Type.String(),
  /** Image path, e.g. /uploads/<id>.webp ('' when none). */
  path: Type.String(),
  width: Type.String(),
  composition: Type.String(),
  weaving: Type.String(),
  /** HTML, sanitised by the server on write. */
  discription: Type.String(),
  productType: Type.String(),
  categoryId: Type.String(),
  isActived: Type.Boolean(),
  createAt: Type.String(),
});
export type ParentSku = Static<typeof ParentSku>;

/** A colour SKU of a parent SKU. */
export const Sku = Type.Object({
  _id: Type.String(),
  sku: Type.String(),
  name: Type.String(),
  /** Image path, e.g. /uploads/<id>.webp ('' when none). */
  path: Type.String(),
  article: Type.String(),
  parentsSku: Type.String(),
  stock: Type.Integer(),
  marketPrices: Type.Number(),
  categoryId: Type.String(),
  isActived: Type.Boolean(),
  createAt: Type.String(),
});
export type Sku = Static<typeof Sku>;

const Code = Type.String({ minLength: 1, maxLength: 100 });
/**
 * Public calls serve active records only, so their `isActived` must be true: the field stays for
 * the published call shape, and `false` is refused with 400 rather than answered with hidden rows.
 */
const ActiveOnly = Type.Literal(true);

/** POST /product_sku/get_product_category_data_actived */
export const CategoryActivedBody = Type.Object({ isActived: ActiveOnly }, { additionalProperties: false });
export type CategoryActivedBody = Static<typeof CategoryActivedBody>;

/** POST /product_sku/get_product_parents_sku_data_by_category_id_actived */
export const ParentsByCategoryBody = Type.Object({ categoryId: Code, isActived: ActiveOnly }, { additionalProperties: false });
export type ParentsByCategoryBody = Static<typeof ParentsByCategoryBody>;

/** POST /product_sku/get_product_parents_sku_data_by_product_type_actived */
export const ParentsByProductTypeBody = Type.Object({ productType: Code, isActived: ActiveOnly }, { additionalProperties: false });
export type ParentsByProductTypeBody = Static<typeof ParentsByProductTypeBody>;

/** POST /product_sku/get_product_parents_sku_data_by_parents_sku */
export const ParentsSkuBody = Type.Object({ parentsSku: Code }, { additionalProperties: false });
export type ParentsSkuBody = Static<typeof ParentsSkuBody>;

/** POST /product_sku/get_product_sku_data_by_parents_sku_actived */
export const SkusByParentBody = Type.Object({ parentsSku: Code, isActived: ActiveOnly }, { additionalProperties: false });
export type SkusByParentBody = Static<typeof SkusByParentBody>;

export const SkuCategoryList = Envelope(Type.Array(SkuCategory));
export type SkuCategoryList = Static<typeof SkuCategoryList>;
/** Every parent-SKU call answers a list; by_parents_sku answers [] or [that parent SKU]. */
export const ParentSkuList = Envelope(Type.Array(ParentSku));
export type ParentSkuList = Static<typeof ParentSkuList>;
export const SkuList = Envelope(Type.Array(Sku));
export type SkuList = Static<typeof SkuList>;
