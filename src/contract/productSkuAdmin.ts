import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { EditVersionField, Envelope, errorResponses, IdParams, MessageBody, OptionalText, RecordVersion, Text } from './common.js';
import { ListQueryWith, PlacedFields, WithTotal, YesNo } from './listQuery.js';
import {
  Code,
  ParentSku,
  ParentSkuList,
  Sku,
  SkuCategory,
  SkuList,
} from './productSku.js';

/**
 * GET /product_sku/get_product_category_data_all: every category, active or not, in the storefront's
 * order; with `page` (issue 17 §1) one page of them, searched by id, name and description, sorted and
 * filtered by Active, each with its place in that order (the Category and Category SKU screens).
 */
export const CategoryListQuery = ListQueryWith({ isActived: Type.Optional(YesNo) });
export type CategoryListQuery = Static<typeof CategoryListQuery>;
export const CategoryListAll = WithTotal(Envelope(Type.Array(Type.Composite([SkuCategory, PlacedFields]))));
/** Fields the category screens' search looks in. */
export const CATEGORY_SEARCH = ['categoryId', 'name', 'discription'] as const;

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
    /** true: only the rows an import left waiting for their photo (the admin home's link, issue 17 §2). */
    waitingPhoto: Type.Optional(Type.Boolean()),
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
/** `waitingPhoto`: the file name of the photo an import said the row shows, not uploaded yet (the row waits for it). */
/** `version`: the record's version, which its edit sends back (issue 20 §1.4). */
const Waiting = { waitingPhoto: Type.Optional(Type.String()), version: RecordVersion };
export const SkuRow = Type.Composite([Sku, Type.Object({ parentName: Type.String(), categoryName: Type.String(), ...Waiting })]);
export type SkuRow = Static<typeof SkuRow>;
export const SkuPage = Type.Object({ message: Type.String(), result: Type.Array(SkuRow), total: Type.Integer() });
export type SkuPage = Static<typeof SkuPage>;

/** POST /product_sku/get_product_parents_sku_data_all: keyword over parentsSku and name. */
export const ParentSkuListBody = Type.Object(
  {
    keyword: Type.Optional(Keyword),
    categoryId: Type.Optional(Code),
    isActived: Type.Optional(Type.Boolean()),
    /** true: only the parent SKUs an import left waiting for their photo. */
    waitingPhoto: Type.Optional(Type.Boolean()),
    ...Paging,
    sort: Type.Optional(Type.Union(PARENT_SKU_SORTS.map((s) => Type.Literal(s)))),
  },
  { additionalProperties: false },
);
export type ParentSkuListBody = Static<typeof ParentSkuListBody>;
export const ParentSkuRow = Type.Composite([ParentSku, Type.Object(Waiting)]);
export type ParentSkuRow = Static<typeof ParentSkuRow>;
export const ParentSkuPage = Type.Object({ message: Type.String(), result: Type.Array(ParentSkuRow), total: Type.Integer() });

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
export const SKU_SHEET_COLUMNS = ['path', 'sku', 'name', 'article', 'parentsSku', 'stock', 'marketPrices', 'categoryId', 'isActived', 'silverPrice', 'goldPrice', 'platinumPrice'] as const;


// --- Edit, delete and bulk changes (issue 16 §2): every row of the SKU screens editable, singly and in bulk.

/** `'true'` or `'false'`: a multipart form's boolean. */
const FormFlag = Type.Union([Type.Literal('true'), Type.Literal('false')]);

/**
 * Multipart fields of update_product_sku_by_id/{id} (the file field is `image`, optional: the photo
 * replaced). Numbers arrive as text and are checked by the server (400 naming the field): stock a
 * whole number ≥ 0, prices in THB ≥ 0 with at most two decimals. The tier prices are optional: when
 * any is sent the SKU's sku_prices row is written (a price not sent keeps its value, or 0).
 * categoryId empty: the parent SKU's category.
 */
export const SkuFields = Type.Object(
  {
    sku: Text(100),
    name: Text(200),
    article: OptionalText(120),
    parentsSku: Text(100),
    categoryId: OptionalText(100),
    stock: Text(20),
    marketPrices: Text(20),
    silverPrice: OptionalText(20),
    goldPrice: OptionalText(20),
    platinumPrice: OptionalText(20),
    isActived: Type.Optional(FormFlag),
    /** The version the edit was based on (issue 20 §1.4). */
    version: EditVersionField,
  },
  { additionalProperties: false },
);
export type SkuFields = Static<typeof SkuFields>;

/** A SKU as its edit dialog shows it: the admin row with its tier prices (0 and `priced` false until set). */
export const SkuDetail = Type.Composite([
  SkuRow,
  Type.Object({ silverPrice: Type.Number(), goldPrice: Type.Number(), platinumPrice: Type.Number(), priced: Type.Boolean() }),
]);
export type SkuDetail = Static<typeof SkuDetail>;

/**
 * Multipart fields of update_product_parents_sku_by_id/{id} (file field `image`, optional). `productType`
 * is text, as the parent SKU sheet takes it, `categoryId` a category's public id (the parent's first
 * ones; further categories and types set on the Product screen stay); `discription` is HTML, sanitised on write.
 */
export const ParentSkuFields = Type.Object(
  {
    parentsSku: Text(100),
    name: Text(200),
    composition: OptionalText(300),
    construction: OptionalText(120),
    density: OptionalText(120),
    weaving: OptionalText(120),
    width: OptionalText(60),
    discription: OptionalText(20000),
    productType: OptionalText(120),
    categoryId: Text(100),
    isActived: Type.Optional(FormFlag),
    /** The version the edit was based on (issue 20 §1.4). */
    version: EditVersionField,
  },
  { additionalProperties: false },
);
export type ParentSkuFields = Static<typeof ParentSkuFields>;

/** A parent SKU as its edit dialog shows it: every column (construction and density too). */
export const ParentSkuDetail = Type.Composite([ParentSku, Type.Object({ construction: Type.String(), density: Type.String(), version: RecordVersion })]);
export type ParentSkuDetail = Static<typeof ParentSkuDetail>;

const BulkIds = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 1000 });
/** The rows a bulk change takes: all of them, or none (one transaction). */
export const BulkIdsBody = Type.Object({ ids: BulkIds }, { additionalProperties: false });
export type BulkIdsBody = Static<typeof BulkIdsBody>;
export const BulkStatusBody = Type.Object({ ids: BulkIds, status: Type.Boolean() }, { additionalProperties: false });
export type BulkStatusBody = Static<typeof BulkStatusBody>;
/** How many rows a bulk change changed. */
export const BulkAnswer = Envelope(Type.Object({ count: Type.Integer() }));
export type BulkAnswer = Static<typeof BulkAnswer>;

const multipartEdit = <F extends typeof SkuFields | typeof ParentSkuFields>(fields: F) => ({ consumes: ['multipart/form-data'], form: { fields, files: { image: 'optional' as const } }, params: IdParams });

// Declared apart from productSku.ts's public reads: a module the storefront imports goes whole into its
// bundle, so the admin's calls live in a module only the back-office (and the server) imports.
/** The admin's SKU lists, switches and export. Admin reads are POSTs (the spec's shape) that keep the public cache. */
export const productSkuAdminApi = {
  skus: call({ method: 'POST', path: '/product_sku/get_product_sku_data_all', guard: 'admin', readOnly: true, schema: { body: SkuListBody, response: { 200: SkuPage, ...errorResponses } } }),
  setSkuStatus: call({ method: 'POST', path: '/product_sku/update_product_sku_status', guard: 'admin', schema: { body: StatusBody, response: { 200: SkuOne, ...errorResponses } } }),
  parents: call({
    method: 'POST',
    path: '/product_sku/get_product_parents_sku_data_all',
    guard: 'admin',
    readOnly: true,
    schema: { body: ParentSkuListBody, response: { 200: ParentSkuPage, ...errorResponses } },
  }),
  setParentStatus: call({ method: 'POST', path: '/product_sku/update_product_parents_sku_status', guard: 'admin', schema: { body: StatusBody, response: { 200: ParentSkuOne, ...errorResponses } } }),
  categories: call({
    method: 'GET',
    path: '/product_sku/get_product_category_data_all',
    guard: 'admin',
    schema: { querystring: CategoryListQuery, response: { 200: CategoryListAll, ...errorResponses } },
  }),
  setCategoryStatus: call({
    method: 'POST',
    path: '/product_sku/update_product_category_sku_status',
    guard: 'admin',
    schema: { body: StatusBody, response: { 200: SkuCategoryOne, ...errorResponses } },
  }),
  parentsOfCategory: call({
    method: 'POST',
    path: '/product_sku/get_product_parents_sku_data_by_category_id',
    guard: 'admin',
    readOnly: true,
    schema: { body: ParentsOfCategoryBody, response: { 200: ParentSkuList, ...errorResponses } },
  }),
  skusOfParent: call({
    method: 'POST',
    path: '/product_sku/get_product_sku_data_by_parents_sku',
    guard: 'admin',
    readOnly: true,
    schema: { body: SkusOfParentBody, response: { 200: SkuList, ...errorResponses } },
  }),
  export: call({
    method: 'POST',
    path: '/product_sku/export_product_sku_data',
    guard: 'admin',
    readOnly: true,
    schema: { body: SkuExportBody, response: { 200: SkuWorkbookFile, ...errorResponses } },
  }),
  sku: call({ method: 'GET', path: '/product_sku/get_product_sku_data_by_id/:id', guard: 'admin', schema: { params: IdParams, response: { 200: Envelope(SkuDetail), ...errorResponses } } }),
  updateSku: call({
    method: 'POST',
    path: '/product_sku/update_product_sku_by_id/:id',
    guard: 'admin',
    schema: { ...multipartEdit(SkuFields), response: { 200: Envelope(SkuDetail), ...errorResponses } },
  }),
  deleteSku: call({ method: 'DELETE', path: '/product_sku/delete_product_sku_by_id/:id', guard: 'admin', schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } }),
  setSkuStatusBulk: call({ method: 'POST', path: '/product_sku/update_product_sku_status_bulk', guard: 'admin', schema: { body: BulkStatusBody, response: { 200: BulkAnswer, ...errorResponses } } }),
  deleteSkuBulk: call({ method: 'POST', path: '/product_sku/delete_product_sku_bulk', guard: 'admin', schema: { body: BulkIdsBody, response: { 200: BulkAnswer, ...errorResponses } } }),
  parent: call({
    method: 'GET',
    path: '/product_sku/get_product_parents_sku_data_by_id/:id',
    guard: 'admin',
    schema: { params: IdParams, response: { 200: Envelope(ParentSkuDetail), ...errorResponses } },
  }),
  updateParent: call({
    method: 'POST',
    path: '/product_sku/update_product_parents_sku_by_id/:id',
    guard: 'admin',
    schema: { ...multipartEdit(ParentSkuFields), response: { 200: Envelope(ParentSkuDetail), ...errorResponses } },
  }),
  deleteParent: call({
    method: 'DELETE',
    path: '/product_sku/delete_product_parents_sku_by_id/:id',
    guard: 'admin',
    schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } },
  }),
  setParentStatusBulk: call({
    method: 'POST',
    path: '/product_sku/update_product_parents_sku_status_bulk',
    guard: 'admin',
    schema: { body: BulkStatusBody, response: { 200: BulkAnswer, ...errorResponses } },
  }),
  deleteParentBulk: call({ method: 'POST', path: '/product_sku/delete_product_parents_sku_bulk', guard: 'admin', schema: { body: BulkIdsBody, response: { 200: BulkAnswer, ...errorResponses } } }),
  setCategoryStatusBulk: call({
    method: 'POST',
    path: '/product_sku/update_product_category_sku_status_bulk',
    guard: 'admin',
    schema: { body: BulkStatusBody, response: { 200: BulkAnswer, ...errorResponses } },
  }),
  deleteCategoryBulk: call({
    method: 'POST',
    path: '/product_sku/delete_product_category_sku_bulk',
    guard: 'admin',
    schema: { body: BulkIdsBody, response: { 200: BulkAnswer, ...errorResponses } },
  }),
};
