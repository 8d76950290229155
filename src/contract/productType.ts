import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { EditVersionField, Envelope, errorResponses, IdParams, MessageBody, RecordVersion, Text } from './common.js';
import { ListQuery, WithTotal } from './listQuery.js';

/** A product type (e.g. FABRICS); `url` is its image path. */
export const ProductType = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  url: Type.String(),
  version: RecordVersion,
});
export type ProductType = Static<typeof ProductType>;

/** GET /product_type/get_product_type_all */
export const ProductTypeList = Envelope(Type.Array(ProductType));
export type ProductTypeList = Static<typeof ProductTypeList>;
export const ProductTypeOne = Envelope(ProductType);

/** Multipart text fields of add_new_product_type/ and update_product_type_by_id; the file field is `image`. */
export const ProductTypeFields = Type.Object({ name: Text(120) }, { additionalProperties: false });
export type ProductTypeFields = Static<typeof ProductTypeFields>;
/** The edit's fields: also the `version` it was based on (optional, see EditVersion). */
export const ProductTypeEditFields = Type.Object({ name: Text(120), version: EditVersionField }, { additionalProperties: false });

/** The product type calls: the public list, and the Product Type screen's add, edit and delete. */
export const productTypeApi = {
  list: call({ method: 'GET', path: '/product_type/get_product_type_all', guard: 'public', cached: true, schema: { querystring: ListQuery, response: { 200: WithTotal(ProductTypeList), ...errorResponses } } }),
  /** spec.md writes this call with a trailing slash; the server also answers it without one. */
  add: call({
    method: 'POST',
    path: '/product_type/add_new_product_type/',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: ProductTypeFields, files: { image: 'required' } }, response: { 201: ProductTypeOne, ...errorResponses } },
  }),
  update: call({
    method: 'POST',
    path: '/product_type/update_product_type_by_id/:id',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: ProductTypeEditFields, files: { image: 'optional' } }, params: IdParams, response: { 200: ProductTypeOne, ...errorResponses } },
  }),
  delete: call({ method: 'DELETE', path: '/product_type/delete_product_type_by_id/:id', guard: 'admin', schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } }),
};
