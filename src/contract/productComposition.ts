import { Type, type Static } from '@sinclair/typebox';
import { Envelope, Text } from './common.js';

/** A fibre composition (e.g. 'Cotton 100%'), offered by name in the product dialog. */
export const ProductComposition = Type.Object({ _id: Type.String(), name: Type.String() });
export type ProductComposition = Static<typeof ProductComposition>;

export const ProductCompositionList = Envelope(Type.Array(ProductComposition));
export const ProductCompositionOne = Envelope(ProductComposition);

/** POST /product_composistion/add_new_product_composition and update_product_composition_by_id/{id} */
export const ProductCompositionBody = Type.Object({ name: Text(120) }, { additionalProperties: false });
export type ProductCompositionBody = Static<typeof ProductCompositionBody>;
