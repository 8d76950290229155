import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { EditVersionField, Envelope, errorResponses, IdParams, MessageBody, OptionalText, RecordVersion, Text } from './common.js';
import { ListQueryWith, WithTotal } from './listQuery.js';

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
  /** _ids of its designs (Product Design), chosen in the Product dialog. */
  design: Type.Array(Type.String()),
  version: RecordVersion,
});
export type Product = Static<typeof Product>;

/**
 * Path of get_product_by_category_id/{id} (a category's public categoryId or its _id) and
 * get_product_by_product_type/{id} (a product type's _id or its name, e.g. FABRICS).
 */
export const ProductLookupParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
export type ProductLookupParams = Static<typeof ProductLookupParams>;

export const ProductList = Envelope(Type.Array(Product));
/** What the Product screen's search looks in (a list page's `q`). */
export const PRODUCT_SEARCH = ['code', 'name', 'composition', 'weaving'];
/** GET /product/get_product_all's query: ListQuery's page, sort and search, and (issue 17 §1) one category by its public categoryId. */
export const ProductListQuery = ListQueryWith({ categoryId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) });
export type ProductListQuery = Static<typeof ProductListQuery>;
export type ProductList = Static<typeof ProductList>;
export const ProductOne = Envelope(Product);

const Many = Type.Union([Type.String({ maxLength: 120 }), Type.Array(Type.String({ maxLength: 120 }), { maxItems: 50 })]);

/**
 * Multipart text fields of add_new_product and update_product_by_id/{id}; the file field is `image`.
 * categoryId, productType, composition and design are multi-selects (a field repeated once per choice).
 */
const productFields = {
  categoryId: Type.Optional(Many),
  productType: Type.Optional(Many),
  composition: Type.Optional(Many),
  /** Product Design _ids (a multi-select). */
  design: Type.Optional(Many),
  code: Text(60),
  name: Text(200),
  construction: OptionalText(120),
  density: OptionalText(120),
  weaving: OptionalText(120),
  width: Text(60),
  discription: OptionalText(4000),
  subProductArticle: OptionalText(120),
};
export const ProductFields = Type.Object(productFields, { additionalProperties: false });
export type ProductFields = Static<typeof ProductFields>;
/** The edit's fields: also the `version` it was based on (issue 20 §1.4). */
export const ProductEditFields = Type.Object({ ...productFields, version: EditVersionField }, { additionalProperties: false });

/** The product calls: the public reads, and the Product screen's add, edit and delete. */
export const productApi = {
  list: call({ method: 'GET', path: '/product/get_product_all', guard: 'public', cached: true, schema: { querystring: ProductListQuery, response: { 200: WithTotal(ProductList), ...errorResponses } } }),
  byCategory: call({
    method: 'POST',
    path: '/product/get_product_by_category_id/:id',
    guard: 'public',
    cached: true,
    schema: { params: ProductLookupParams, response: { 200: ProductList, ...errorResponses } },
  }),
  byProductType: call({
    method: 'POST',
    path: '/product/get_product_by_product_type/:id',
    guard: 'public',
    cached: true,
    schema: { params: ProductLookupParams, response: { 200: ProductList, ...errorResponses } },
  }),
  add: call({
    method: 'POST',
    path: '/product/add_new_product',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: ProductFields, files: { image: 'required' } }, response: { 201: ProductOne, ...errorResponses } },
  }),
  update: call({
    method: 'POST',
    path: '/product/update_product_by_id/:id',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: ProductEditFields, files: { image: 'optional' } }, params: IdParams, response: { 200: ProductOne, ...errorResponses } },
  }),
  delete: call({ method: 'DELETE', path: '/product/delete_product_by_id/:id', guard: 'admin', schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } }),
};
