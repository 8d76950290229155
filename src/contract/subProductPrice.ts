import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { Envelope, errorResponses, OptionalText } from './common.js';

/** A price: a non-negative number with at most two decimals (checked by the server, which names the field). */
const Price = Type.Number({ minimum: 0, maximum: 100_000_000 });

/**
 * A sub product of a product code with its three tier prices. A sub product never priced answers 0 for
 * each price and `priced: false` (numbers keep the grid's inputs simple; `priced` tells the two apart).
 * `version` (issue 20 §1.4) is the prices' version, the one a save is based on: 1 when first priced, +1
 * on every save of them (this screen's, the SKU dialog's, an import's); 0 while the colour has no price
 * (never priced, or its first price reverted).
 */
export const SubProductWithPrice = Type.Object({
  _id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  article: Type.String(),
  url: Type.String(),
  silverPrice: Type.Number(),
  goldPrice: Type.Number(),
  platinumPrice: Type.Number(),
  priced: Type.Boolean(),
  version: Type.Integer({ minimum: 0 }),
});
export type SubProductWithPrice = Static<typeof SubProductWithPrice>;

/** POST /sub_product_price/get_sub_product_price_join_sub_product */
export const PriceJoinBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false });
export const PriceJoinList = Envelope(Type.Array(SubProductWithPrice));

/**
 * POST /sub_product_price/add_new_sub_product_price: saves (or replaces) one sub product's prices.
 * `version`: the one the grid read (0: it showed no price). Optional, like EditVersion, so spec.md's
 * clients that send none save as before (the latest save wins); a save based on a version replaced since
 * (or on 0 when a price was made meanwhile) answers 409 naming who saved the prices and when, and
 * changes nothing.
 */
export const NewPriceBody = Type.Object(
  {
    subProductId: Type.String({ minLength: 1, maxLength: 64 }),
    subProductArticle: OptionalText(120),
    silverPrice: Price,
    goldPrice: Price,
    platinumPrice: Price,
    version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
  },
  { additionalProperties: false },
);
export type NewPriceBody = Static<typeof NewPriceBody>;

export const SubProductPrice = Type.Object({
  subProductId: Type.String(),
  subProductArticle: Type.String(),
  silverPrice: Type.Number(),
  goldPrice: Type.Number(),
  platinumPrice: Type.Number(),
  modifyAt: Type.String(),
  /** The prices' version now (the next save is based on it). */
  version: Type.Integer({ minimum: 1 }),
});
export type SubProductPrice = Static<typeof SubProductPrice>;
export const SubProductPriceOne = Envelope(SubProductPrice);

/** The Sub Product Price screen's calls (admin only): the sub products of a product code with their prices, and one row's save. */
export const subProductPriceApi = {
  /** A read sent as a POST (the spec's shape): it keeps the public cache. */
  ofProductCode: call({
    method: 'POST',
    path: '/sub_product_price/get_sub_product_price_join_sub_product',
    guard: 'admin',
    readOnly: true,
    schema: { body: PriceJoinBody, response: { 200: PriceJoinList, ...errorResponses } },
  }),
  save: call({ method: 'POST', path: '/sub_product_price/add_new_sub_product_price', guard: 'admin', schema: { body: NewPriceBody, response: { 201: SubProductPriceOne, ...errorResponses } } }),
};

/** A price the server accepts: at most two decimals. */
export const hasTwoDecimalsAtMost = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
