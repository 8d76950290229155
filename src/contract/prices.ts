import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { Envelope, errorResponses } from './common.js';

/**
 * Who sees which price (issue 16 §3). A business customer on the Members screen has a tier; a
 * signed-in website member whose email is that customer's sees the tier's price of each colour.
 * Everyone else sees the market price when the shop shows prices, otherwise "Ask for price" — and then
 * no price at all is sent to their browser (the public colour list leaves `marketPrices` out).
 */
export const PRICE_TIERS = ['none', 'silver', 'gold', 'platinum'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];
export const PriceTier = Type.Union(PRICE_TIERS.map((t) => Type.Literal(t)));

/** POST /member/get_member_prices_by_parents_sku */
export const MemberPricesBody = Type.Object({ parentsSku: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
/**
 * The prices this member may see for the active colours of a parent SKU: `tier` is the member's tier;
 * each price says which it is (their tier's, or `none` for the market price). A colour without a price
 * the member may see is left out (the page offers "Ask for price" for it).
 */
export const MemberPrices = Envelope(
  Type.Object({ tier: PriceTier, prices: Type.Array(Type.Object({ sku: Type.String(), price: Type.Number(), tier: PriceTier })) }),
);
export type MemberPrices = Static<typeof MemberPrices>;

/** The storefront's price call (the shop's setting, admin only, is in shopSetting.ts: not in the storefront's bundle). */
export const pricesApi = {
  /** A signed-in member's prices (never cached: the answer depends on who asks). */
  memberPrices: call({
    method: 'POST',
    path: '/member/get_member_prices_by_parents_sku',
    guard: 'member',
    schema: { body: MemberPricesBody, response: { 200: MemberPrices, ...errorResponses } },
  }),
};
