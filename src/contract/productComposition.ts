import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { EditVersion, Envelope, errorResponses, IdParams, MessageBody, RecordVersion, Text } from './common.js';
import { ListQuery, WithTotal } from './listQuery.js';

/** A fibre composition (e.g. 'Cotton 100%'), offered by name in the product dialog. */
export const ProductComposition = Type.Object({ _id: Type.String(), name: Type.String(), version: RecordVersion });
export type ProductComposition = Static<typeof ProductComposition>;

export const ProductCompositionList = Envelope(Type.Array(ProductComposition));
export const ProductCompositionOne = Envelope(ProductComposition);

/** POST /product_composistion/add_new_product_composition and update_product_composition_by_id/{id} */
export const ProductCompositionBody = Type.Object({ name: Text(120) }, { additionalProperties: false });
export type ProductCompositionBody = Static<typeof ProductCompositionBody>;
/** A rename: also the `version` it was based on (issue 20 §1.4; optional, see EditVersion). */
export const ProductCompositionEditBody = Type.Object({ name: Text(120), version: EditVersion }, { additionalProperties: false });

/** The composition calls of the Product Composition screen (admin only; the path keeps the spec's typo: product_composistion). */
export const productCompositionApi = {
  list: call({ method: 'GET', path: '/product_composistion/get_product_composition_all', guard: 'admin', schema: { querystring: ListQuery, response: { 200: WithTotal(ProductCompositionList), ...errorResponses } } }),
  add: call({
    method: 'POST',
    path: '/product_composistion/add_new_product_composition',
    guard: 'admin',
    schema: { body: ProductCompositionBody, response: { 201: ProductCompositionOne, ...errorResponses } },
  }),
  update: call({
    method: 'POST',
    path: '/product_composistion/update_product_composition_by_id/:id',
    guard: 'admin',
    schema: { params: IdParams, body: ProductCompositionEditBody, response: { 200: ProductCompositionOne, ...errorResponses } },
  }),
  delete: call({ method: 'DELETE', path: '/product_composistion/delete_product_composition_by_id/:id', guard: 'admin', schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } }),
};
