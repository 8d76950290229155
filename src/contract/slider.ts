import { Type, type Static } from '@sinclair/typebox';
import { Envelope, Text } from './common.js';

/** A home-page slide; `title` is its caption and `url` its wide image path. */
export const Slider = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  url: Type.String(),
  isActived: Type.Boolean(),
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
 * Multipart text fields of add_new_slider and update_slider_by_id; the file field is `image`.
 * `isActived` arrives as the text 'true' or 'false'; a new slide is active when it is left out.
 */
export const SliderFields = Type.Object(
  {
    title: Text(200),
    isActived: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  },
  { additionalProperties: false },
);
export type SliderFields = Static<typeof SliderFields>;

/** POST /slider/update_slider_status: switches one slide on or off. */
export const SliderStatusUpdateBody = Type.Object(
  { _id: Type.String({ minLength: 1, maxLength: 64 }), status: Type.Boolean() },
  { additionalProperties: false },
);
export type SliderStatusUpdateBody = Static<typeof SliderStatusUpdateBody>;
