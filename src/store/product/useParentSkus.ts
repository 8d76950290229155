import { useMemo } from 'react';
import useSWR from 'swr';
import { useMemberSession } from '../../account/member/memberSession';
import { callApi } from '../../api/client';
import type { Call } from '../../contract/call';
import { pricesApi } from '../../contract/prices';
import { productSkuApi, type ParentSku, type PublicSku } from '../../contract/productSku';
import { useResult } from '../useApi';
import type { ShownPrice } from './ColourGrid';

/** spec.md: the type segment is CATEGORY (the default) or PRODUCTTYPE, in any case. */
export function isProductType(type: string | undefined): boolean {
  return type?.toUpperCase() === 'PRODUCTTYPE';
}

/** A storefront read: the declared call and its body (what useResult and preloadResult take). */
type Read = [declared: Call, input: { body: unknown }];

/** The active parent SKUs of a category, or of a product type when `type` is PRODUCTTYPE. */
export const parentSkusCall = (type: string | undefined, id: string): Read =>
  isProductType(type)
    ? [productSkuApi.parentsByProductTypeActive, { body: { productType: id, isActived: true } }]
    : [productSkuApi.parentsByCategoryActive, { body: { categoryId: id, isActived: true } }];

/** One parent SKU by its code: the call answers [] or [that parent SKU]. */
export const parentSkuCall = (parentsSku: string): Read => [productSkuApi.parentByCode, { body: { parentsSku } }];

/** The active colour SKUs of a parent SKU. */
export const coloursCall = (parentsSku: string): Read => [productSkuApi.skusByParentActive, { body: { parentsSku, isActived: true } }];

/** The `sizes` of the product cards' and the main photo's pictures (also used to preload them). */
export const productCardSizes = '(min-width: 1200px) 280px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw';
export const mainPhotoSizes = '(min-width: 1200px) 470px, (min-width: 900px) 40vw, 100vw';

function useCall<T>(read: Read | null) {
  return useResult<T>(read?.[0] ?? null, read?.[1]);
}

export const useParentSkus = (type: string | undefined, id: string | undefined) => useCall<ParentSku[]>(id ? parentSkusCall(type, id) : null);
export const useParentSku = (parentsSku: string | undefined) => useCall<ParentSku[]>(parentsSku ? parentSkuCall(parentsSku) : null);
export const useColours = (parentsSku: string | undefined) => useCall<PublicSku[]>(parentsSku ? coloursCall(parentsSku) : null);

/**
 * The price shown under each colour: a signed-in member's come from their own call (their tier's, or
 * the market price when the shop shows prices); anyone else's from the public list, which carries the
 * market price only while the shop shows prices. Undefined: "Ask for price".
 */
export function useColourPrices(parentsSku: string | undefined): (c: PublicSku) => ShownPrice | undefined {
  const session = useMemberSession();
  const key = parentsSku && session.isLogin ? ['memberPrices', parentsSku, session._id] : null;
  const { data } = useSWR(key, () => callApi(pricesApi.memberPrices, { body: { parentsSku: parentsSku! } }).then((r) => r.data.result), { revalidateOnFocus: false });
  const bySku = useMemo(() => new Map(data?.prices.map((p) => [p.sku, p])), [data]);
  if (key && data) return (c) => bySku.get(c.sku);
  return (c) => (c.marketPrices === undefined ? undefined : { price: c.marketPrices, tier: 'none' });
}
