import { imageSrcSet, imageUrl } from '../api/images';
import { isAdminPath } from '../routes';
import type { ParentSku } from '../contract/productSku';
import { sliderApi, type Slider } from '../contract/slider';
import { categoryApi } from '../contract/category';
import { activeCategoriesCall } from './category/useActiveCategories';
import { slideSizes } from './home/Carousel';
import { coloursCall, mainPhotoSizes, parentSkuCall, parentSkusCall, productCardSizes } from './product/useParentSkus';
import { preloadResult } from './useApi';

/** Asks for the page's main picture now, so it downloads while React renders (the same srcset the <img> uses). */
function preloadImage(path: string | undefined, sizes: string) {
  if (!path || typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = imageUrl(path);
  const srcset = imageSrcSet(path);
  if (srcset) {
    link.imageSrcset = srcset;
    link.imageSizes = sizes;
  }
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}

const ignore = () => undefined;
const segment = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

/**
 * Run once at start-up, before the first render: starts the calls the page at `pathname` will make,
 * instead of waiting for the components (the data would otherwise be asked for
 * only after the whole page has rendered once). Once the data names the page's main picture, that is
 * preloaded too. The components then receive these same requests through SWR.
 */
export function preloadRoute(pathname: string) {
  if (isAdminPath(pathname)) return;
  // The navbar's dropdown, on every page.
  preloadResult(...activeCategoriesCall).catch(ignore);
  preloadResult(categoryApi.list).catch(ignore);

  if (pathname === '/') {
    preloadResult<Slider[]>(sliderApi.listActive, { body: { status: true } })
      .then((s) => preloadImage(s[0]?.url, slideSizes))
      .catch(ignore);
    return;
  }
  const product = /^\/product\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (product) {
    const id = segment(product[2]);
    if (!id) return;
    preloadResult<ParentSku[]>(...parentSkusCall(segment(product[1]) ?? '', id))
      .then((list) => preloadImage(list[0]?.path, productCardSizes))
      .catch(ignore);
    return;
  }
  const sub = /^\/sub_product\/([^/]+)\/?$/.exec(pathname);
  if (sub) {
    const code = segment(sub[1]);
    if (!code) return;
    preloadResult<ParentSku[]>(...parentSkuCall(code))
      .then((p) => preloadImage(p[0]?.path, mainPhotoSizes))
      .catch(ignore);
    preloadResult(...coloursCall(code)).catch(ignore);
  }
}
