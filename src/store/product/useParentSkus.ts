import type { Call } from '../../contract/call';
import { productSkuApi, type ParentSku, type PublicSku } from '../../contract/productSku';
import { useResult } from '../useApi';

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

