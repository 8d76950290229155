import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { EditVersionField, Envelope, errorResponses, IdParams, MessageBody, OptionalText, RecordVersion, Text } from './common.js';
import { ListQuery, WithTotal } from './listQuery.js';

/** A sub product (a colour or article of one or more parent products). */
export const SubProduct = Type.Object({
  _id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  article: Type.String(),
  /** Image path. */
  url: Type.String(),
  /** _ids of its parent products. */
  productId: Type.Array(Type.String()),
  /** Its parent products' codes and names, for display (`code : name`). */
  products: Type.Array(Type.Object({ _id: Type.String(), code: Type.String(), name: Type.String() })),
  version: RecordVersion,
});
export type SubProduct = Static<typeof SubProduct>;

export const SubProductList = Envelope(Type.Array(SubProduct));
/** What the Sub Product screen's search looks in (a list page's `q`). */
export const SUB_PRODUCT_SEARCH = ['code', 'name', 'article'];
export const SubProductOne = Envelope(SubProduct);

/** Multipart text fields of add_new_sub_product and update_sub_product_by_id/{id}; the file field is `image`. */
const subProductFields = {
  productId: Type.Union([Type.String({ maxLength: 64 }), Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 })]),
  code: Text(60),
  name: Text(200),
  article: OptionalText(120),
};
export const SubProductFields = Type.Object(subProductFields, { additionalProperties: false });
export type SubProductFields = Static<typeof SubProductFields>;
/** The edit's fields: also the `version` it was based on (issue 20 §1.4). */
export const SubProductEditFields = Type.Object({ ...subProductFields, version: EditVersionField }, { additionalProperties: false });

/** Path of get_sub_product_by_product_code/{code}. */
export const ProductCodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false });

/** The sub product calls of the Sub Product screen (admin only). */
export const subProductApi = {
  list: call({ method: 'GET', path: '/sub_product/get_sub_product_all', guard: 'admin', schema: { querystring: ListQuery, response: { 200: WithTotal(SubProductList), ...errorResponses } } }),
  byProductCode: call({
    method: 'POST',
    path: '/sub_product/get_sub_product_by_product_code/:code',
    guard: 'admin',
    readOnly: true,
    schema: { params: ProductCodeParams, response: { 200: SubProductList, ...errorResponses } },
  }),
  add: call({
    method: 'POST',
    path: '/sub_product/add_new_sub_product',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: SubProductFields, files: { image: 'required' } }, response: { 201: SubProductOne, ...errorResponses } },
  }),
  update: call({
    method: 'POST',
    path: '/sub_product/update_sub_product_by_id/:id',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: SubProductEditFields, files: { image: 'optional' } }, params: IdParams, response: { 200: SubProductOne, ...errorResponses } },
  }),
  delete: call({ method: 'DELETE', path: '/sub_product/delete_sub_product_by_id/:id', guard: 'admin', schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } }),
};
