import { Type, type Static } from '@sinclair/typebox';
import { Envelope, OptionalText, Text } from './common.js';

export const Category = Type.Object({
  _id: Type.String(),
  categoryId: Type.String(),
  name: Type.String(),
  discription: Type.String(),
  url: Type.String(),
});
export type Category = Static<typeof Category>;

export const CategoryList = Envelope(Type.Array(Category));
export const CategoryOne = Envelope(Category);

/** Multipart text fields of add_new_category; the file field is `image`. */
export const NewCategoryFields = Type.Object(
  { name: Text(120), discription: OptionalText(2000) },
  { additionalProperties: false },
);
export type NewCategoryFields = Static<typeof NewCategoryFields>;
