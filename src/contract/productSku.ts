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
export const PublicSkuList = Envelope(Type.Array(PublicSku));

// --- Admin SKU calls (spec.md §7 "SKU"; admin token required). Large lists page on the server
// (DESIGN §3): optional page, perPage, sort and order in the body, answering `total` beside `result`.

const Keyword = Type.String({ maxLength: 200 });
const Order = Type.Union([Type.Literal('ASC'), Type.Literal('DESC'), Type.Literal('asc'), Type.Literal('desc')]);
/** The most rows one page may carry; the .xlsx export has no cap. */
const MAX_PER_PAGE = 1000;
const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE })),
  order: Type.Optional(Order),
};

export const SKU_SORTS = ['sku', 'name', 'article', 'parentsSku', 'stock', 'marketPrices', 'categoryId', 'isActived', 'createAt'] as const;
export type SkuSort = (typeof SKU_SORTS)[number];
export const PARENT_SKU_SORTS = ['parentsSku', 'name', 'composition', 'productType', 'weaving', 'width', 'categoryId', 'isActived', 'createAt'] as const;
export type ParentSkuSort = (typeof PARENT_SKU_SORTS)[number];

/** What narrows the SKU list (and its export): a keyword over sku, name, article and parentsSku, and exact filters. */
export const SkuFilters = Type.Object(
  {
    keyword: Type.Optional(Keyword),
    categoryId: Type.Optional(Code),
    parentsSku: Type.Optional(Code),
    isActived: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SkuFilters = Static<typeof SkuFilters>;

/** POST /product_sku/get_product_sku_data_all */
export const SkuListBody = Type.Object(
  { ...SkuFilters.properties, ...Paging, sort: Type.Optional(Type.Union(SKU_SORTS.map((s) => Type.Literal(s)))) },
  { additionalProperties: false },
);
export type SkuListBody = Static<typeof SkuListBody>;

/** A SKU in the admin lists, with the names of its parent SKU and category ('' when they are missing). */
export const SkuRow = Type.Composite([Sku, Type.Object({ parentName: Type.String(), categoryName: Type.String() })]);
export type SkuRow = Static<typeof SkuRow>;
export const SkuPage = Type.Object({ message: Type.String(), result: Type.Array(SkuRow), total: Type.Integer() });
export type SkuPage = Static<typeof SkuPage>;

/** POST /product_sku/get_product_parents_sku_data_all: keyword over parentsSku and name. */
export const ParentSkuListBody = Type.Object(
  {
    keyword: Type.Optional(Keyword),
    categoryId: Type.Optional(Code),
    isActived: Type.Optional(Type.Boolean()),
    ...Paging,
    sort: Type.Optional(Type.Union(PARENT_SKU_SORTS.map((s) => Type.Literal(s)))),
  },
  { additionalProperties: false },
);
export type ParentSkuListBody = Static<typeof ParentSkuListBody>;
export const ParentSkuPage = Type.Object({ message: Type.String(), result: Type.Array(ParentSku), total: Type.Integer() });

/** POST /product_sku/update_product_sku_status, …_parents_sku_status, …_category_sku_status */
export const StatusBody = Type.Object({ _id: Type.String({ minLength: 1, maxLength: 64 }), status: Type.Boolean() }, { additionalProperties: false });
export type StatusBody = Static<typeof StatusBody>;
export const SkuOne = Envelope(Sku);
export const ParentSkuOne = Envelope(ParentSku);
export const SkuCategoryOne = Envelope(SkuCategory);

/** POST /product_sku/get_product_parents_sku_data_by_category_id (admin: active or not) */
export const ParentsOfCategoryBody = Type.Object({ categoryId: Code }, { additionalProperties: false });
export type ParentsOfCategoryBody = Static<typeof ParentsOfCategoryBody>;
/** POST /product_sku/get_product_sku_data_by_parents_sku (admin: active or not) */
export const SkusOfParentBody = Type.Object({ parentsSku: Code }, { additionalProperties: false });
export type SkusOfParentBody = Static<typeof SkusOfParentBody>;

/** POST /product_sku/export_product_sku_data: the whole filtered SKU list as .xlsx in the import layout. */
export const SkuExportBody = Type.Object(
  { filters: Type.Optional(SkuFilters), sort: Type.Optional(Type.Union(SKU_SORTS.map((s) => Type.Literal(s)))), order: Type.Optional(Order) },
  { additionalProperties: false },
);
export type SkuExportBody = Static<typeof SkuExportBody>;
/** The export's answer: the .xlsx bytes (sent as they are, never serialised as JSON). */
export const SkuWorkbookFile = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' });
/** The SKU sheet's columns, in the import layout's order (`path` first: the merchant preview shows it as the image). */
export const SKU_SHEET_COLUMNS = ['path', 'sku', 'name', 'article', 'parentsSku', 'stock', 'marketPrices', 'categoryId', 'isActived'] as const;

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
