import { Type, type Static } from '@sinclair/typebox';
import { Envelope } from './common.js';

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

export const SliderList = Envelope(Type.Array(Slider));
export type SliderList = Static<typeof SliderList>;
