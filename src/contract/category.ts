import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { EditVersionField, Envelope, errorResponses, IdParams, MessageBody, OptionalText, OrderBody, RecordVersion, Text } from './common.js';

/**
 * A category: one record per public `categoryId`, edited by /admin_category (name, discription,
 * picture) and /admin_product_category_sku (active flag). Public lists carry active ones only.
 */
export const Category = Type.Object({
  _id: Type.String(),
  categoryId: Type.String(),
  name: Type.String(),
  discription: Type.String(),
  /** Picture path, e.g. /uploads/<id>.webp ('' for a category made by a SKU import without one). */
  url: Type.String(),
  isActived: Type.Boolean(),
  createAt: Type.String(),
  /** Offered on the home grid and navbar even while no active fabric is in it (otherwise an empty category is not). */
  alwaysShown: Type.Boolean(),
  version: RecordVersion,
});
export type Category = Static<typeof Category>;

export const CategoryList = Envelope(Type.Array(Category));
export const CategoryOne = Envelope(Category);

/**
 * Multipart text fields of add_new_category; the file field is `image`. `categoryId` (our improvement)
 * sets the public id on add (checked by CATEGORY_ID); without it the server suggests one from the name.
 * On edit it is ignored: the public id stays, so links keep working.
 */
const categoryFields = {
  name: Text(120),
  discription: OptionalText(2000),
  categoryId: OptionalText(40),
  /** 'true' or 'false' (multipart text); left out: false on add, unchanged on edit. */
  alwaysShown: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
};
export const NewCategoryFields = Type.Object(categoryFields, { additionalProperties: false });
export type NewCategoryFields = Static<typeof NewCategoryFields>;
/** The edit's fields: also the `version` it was based on (issue 20 §1.4; optional, see EditVersionField). */
export const CategoryEditFields = Type.Object({ ...categoryFields, version: EditVersionField }, { additionalProperties: false });
/** The editable text fields of a category (add and update_category_by_id share them). */
export type CategoryFields = NewCategoryFields;

/** A public category id: capital letters A–Z, digits and single dashes between them (it is in the storefront's URLs). */
export const CATEGORY_ID = /^[A-Z0-9]+(-[A-Z0-9]+)*$/;

/** The category calls: the public list, and the Category screen's add, edit and delete. */
export const categoryApi = {
  list: call({ method: 'GET', path: '/category/get_category_all', guard: 'public', cached: true, schema: { response: { 200: CategoryList, ...errorResponses } } }),
  add: call({
    method: 'POST',
    path: '/category/add_new_category',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: NewCategoryFields, files: { image: 'required' } }, response: { 201: CategoryOne, ...errorResponses } },
  }),
  update: call({
    method: 'POST',
    path: '/category/update_category_by_id/:id',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: CategoryEditFields, files: { image: 'optional' } }, params: IdParams, response: { 200: CategoryOne, ...errorResponses } },
  }),
  delete: call({ method: 'DELETE', path: '/category/delete_category_by_id/:id', guard: 'admin', schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } }),
  /** Puts every category in order: body.ids names each once, first shown first (issue 17 §5). */
  reorder: call({ method: 'POST', path: '/category/update_category_order', guard: 'admin', schema: { body: OrderBody, response: { 200: MessageBody, ...errorResponses } } }),
};
