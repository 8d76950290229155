import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { Category } from './category.js';
import { Envelope, errorResponses } from './common.js';

/**
 * A SKU category is the Category record of the same `categoryId` (one record since migration
 * 008_one_category): the SKU calls answer the whole record, picture and discription included.
 */
export const SkuCategory = Category;
export type SkuCategory = Category;

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
  /** The public reads only, when it has any: the names of its designs (Product dialog), e.g. ['Stripe']. */
  designs: Type.Optional(Type.Array(Type.String())),
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

/**
 * A colour as the public colour list answers it: `marketPrices` only while the shop shows prices
 * (issue 16 §3: a price is never sent to a browser that may not see it).
 */
export const PublicSku = Type.Composite([Type.Omit(Sku, ['marketPrices']), Type.Object({ marketPrices: Type.Optional(Type.Number()) })]);
export type PublicSku = Static<typeof PublicSku>;

/** A code in a body (parentsSku, categoryId…). */
export const Code = Type.String({ minLength: 1, maxLength: 100 });
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
export const PublicSkuList = Envelope(Type.Array(PublicSku));

/**
 * The SKU calls (spec.md §7), the storefront's public reads: active records only where the call says
 * `actived`, answered from the public cache. The admin's are productSkuAdminApi (declared apart, so
 * the storefront's bundle carries none of them); the imports are in skuImport.ts.
 */
export const productSkuApi = {
  categoriesActive: call({
    method: 'POST',
    path: '/product_sku/get_product_category_data_actived',
    guard: 'public',
    cached: true,
    schema: { body: CategoryActivedBody, response: { 200: SkuCategoryList, ...errorResponses } },
  }),
  parentsByCategoryActive: call({
    method: 'POST',
    path: '/product_sku/get_product_parents_sku_data_by_category_id_actived',
    guard: 'public',
    cached: true,
    schema: { body: ParentsByCategoryBody, response: { 200: ParentSkuList, ...errorResponses } },
  }),
  parentsByProductTypeActive: call({
    method: 'POST',
    path: '/product_sku/get_product_parents_sku_data_by_product_type_actived',
    guard: 'public',
    cached: true,
    schema: { body: ParentsByProductTypeBody, response: { 200: ParentSkuList, ...errorResponses } },
  }),
  parentByCode: call({
    method: 'POST',
    path: '/product_sku/get_product_parents_sku_data_by_parents_sku',
    guard: 'public',
    cached: true,
    schema: { body: ParentsSkuBody, response: { 200: ParentSkuList, ...errorResponses } },
  }),
  skusByParentActive: call({
    method: 'POST',
    path: '/product_sku/get_product_sku_data_by_parents_sku_actived',
    guard: 'public',
    cached: true,
    schema: { body: SkusByParentBody, response: { 200: PublicSkuList, ...errorResponses } },
  }),
};
