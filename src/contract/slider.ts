import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { EditVersionField, Envelope, errorResponses, IdParams, MessageBody, OrderBody, RecordVersion, Text } from './common.js';
import { ListQueryWith, PlacedFields, WithTotal, YesNo } from './listQuery.js';

/** A home-page slide; `title` is its caption and `url` its wide image path. */
export const Slider = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  url: Type.String(),
  isActived: Type.Boolean(),
  version: RecordVersion,
});
export type Slider = Static<typeof Slider>;

/** POST /slider/get_slider_data_by_status: public, so only active slides (`status` must be true). */
export const SliderStatusBody = Type.Object({ status: Type.Literal(true) }, { additionalProperties: false });
export type SliderStatusBody = Static<typeof SliderStatusBody>;

/** The public list (active slides) and the admin list GET /slider/get_slider_data_all (every slide). */
export const SliderList = Envelope(Type.Array(Slider));
export type SliderList = Static<typeof SliderList>;
export const SliderOne = Envelope(Slider);
/**
 * GET /slider/get_slider_data_all: every slide in the home page's order; with `page` (issue 17 §1)
 * one page, searched by title, sorted and filtered by Active, each slide with its place in that order.
 */
export const SliderListQuery = ListQueryWith({ isActived: Type.Optional(YesNo) });
export type SliderListQuery = Static<typeof SliderListQuery>;
export const SliderListAll = WithTotal(Envelope(Type.Array(Type.Composite([Slider, PlacedFields]))));

/**
 * Multipart text fields of add_new_slider and update_slider_by_id; the file field is `image`.
 * `isActived` arrives as the text 'true' or 'false'; a new slide is active when it is left out.
 */
const sliderFields = {
  title: Text(200),
  isActived: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
};
export const SliderFields = Type.Object(sliderFields, { additionalProperties: false });
export type SliderFields = Static<typeof SliderFields>;
/** The edit's fields: also the `version` it was based on (issue 20 §1.4). */
export const SliderEditFields = Type.Object({ ...sliderFields, version: EditVersionField }, { additionalProperties: false });

/** POST /slider/update_slider_status: switches one slide on or off. */
export const SliderStatusUpdateBody = Type.Object(
  { _id: Type.String({ minLength: 1, maxLength: 64 }), status: Type.Boolean() },
  { additionalProperties: false },
);
export type SliderStatusUpdateBody = Static<typeof SliderStatusUpdateBody>;

/** The slider calls: the home page's active slides, and the Slider screen's list, add, edit, switch and delete. */
export const sliderApi = {
  listActive: call({
    method: 'POST',
    path: '/slider/get_slider_data_by_status',
    guard: 'public',
    cached: true,
    schema: { body: SliderStatusBody, response: { 200: SliderList, ...errorResponses } },
  }),
  list: call({ method: 'GET', path: '/slider/get_slider_data_all', guard: 'admin', schema: { querystring: SliderListQuery, response: { 200: SliderListAll, ...errorResponses } } }),
  add: call({
    method: 'POST',
    path: '/slider/add_new_slider',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: SliderFields, files: { image: 'required' } }, response: { 201: SliderOne, ...errorResponses } },
  }),
  update: call({
    method: 'POST',
    path: '/slider/update_slider_by_id/:id',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: SliderEditFields, files: { image: 'optional' } }, params: IdParams, response: { 200: SliderOne, ...errorResponses } },
  }),
  setStatus: call({ method: 'POST', path: '/slider/update_slider_status', guard: 'admin', schema: { body: SliderStatusUpdateBody, response: { 200: SliderOne, ...errorResponses } } }),
  delete: call({ method: 'DELETE', path: '/slider/delete_slider_by_id/:id', guard: 'admin', schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } }),
  /** Puts every slide in order: body.ids names each once, first shown first (issue 17 §5). */
  reorder: call({ method: 'POST', path: '/slider/update_slider_order', guard: 'admin', schema: { body: OrderBody, response: { 200: MessageBody, ...errorResponses } } }),
};
