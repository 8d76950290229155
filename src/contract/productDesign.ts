import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { EditVersionField, Envelope, errorResponses, IdParams, MessageBody, RecordVersion, Text } from './common.js';
import { ListQuery, WithTotal } from './listQuery.js';

/** A fabric design motif shown with an icon; `icons` names the icon (e.g. the Material icon 'Texture'), `url` is its picture. */
export const ProductDesign = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  icons: Type.String(),
  url: Type.String(),
  version: RecordVersion,
});
export type ProductDesign = Static<typeof ProductDesign>;

/** GET /product_design/get_product_design_data_all */
export const ProductDesignList = Envelope(Type.Array(ProductDesign));
export const ProductDesignOne = Envelope(ProductDesign);

/** The icons a design may name: those the back-office draws and offers in its picker (src/admin/productDesign/DesignIcon.tsx). */
export const DESIGN_ICON_NAMES = ['BlurOn', 'Brush', 'Grain', 'GridOn', 'LocalFlorist', 'Pattern', 'Star', 'Texture', 'ViewModule', 'Waves'] as const;
export type DesignIconName = (typeof DESIGN_ICON_NAMES)[number];

/**
 * Multipart text fields of add_new_product_design and update_product_design_by_id; the file field is
 * `image`. The payload calls the icon `icon` (the record calls it `icons`): an icon name such as
 * 'Texture' or 'GridOn', letters and digits only.
 */
const designFields = {
  name: Text(120),
  icon: Type.Optional(Type.String({ maxLength: 60, pattern: '^([A-Za-z][A-Za-z0-9]*)?$' })),
};
export const ProductDesignFields = Type.Object(designFields, { additionalProperties: false });
export type ProductDesignFields = Static<typeof ProductDesignFields>;
/** The edit's fields: also the `version` it was based on (issue 20 §1.4). */
export const ProductDesignEditFields = Type.Object({ ...designFields, version: EditVersionField }, { additionalProperties: false });

/** The product design calls of the Product Design screen (admin only). */
export const productDesignApi = {
  list: call({ method: 'GET', path: '/product_design/get_product_design_data_all', guard: 'admin', schema: { querystring: ListQuery, response: { 200: WithTotal(ProductDesignList), ...errorResponses } } }),
  add: call({
    method: 'POST',
    path: '/product_design/add_new_product_design',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: ProductDesignFields, files: { image: 'required' } }, response: { 201: ProductDesignOne, ...errorResponses } },
  }),
  update: call({
    method: 'POST',
    path: '/product_design/update_product_design_by_id/:id',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: ProductDesignEditFields, files: { image: 'optional' } }, params: IdParams, response: { 200: ProductDesignOne, ...errorResponses } },
  }),
  delete: call({ method: 'DELETE', path: '/product_design/delete_product_design_by_id/:id', guard: 'admin', schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } }),
};
