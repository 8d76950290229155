import { imageSrcSet, imageUrl } from '../api/images';
import { isAdminPath } from '../routes';
import { FIRST_STATE_ID } from '../contract/routes';
import type { ParentSku, PublicSku } from '../contract/productSku';
import { contactUsApi } from '../contract/contactUs';
import { closestCall } from './colour/closestCall';
import { sliderApi, type Slider } from '../contract/slider';
import { categoryApi } from '../contract/category';
import { activeCategoriesCall } from './category/useActiveCategories';
import { slideSizes } from './home/Carousel';
import { coloursCall, mainPhotoSizes, parentSkuCall, parentSkusCall, productCardSizes } from './product/useParentSkus';
import { preloadResult } from './useApi';
import type { BrowseResult } from '../contract/browse';
import { browseCall, chosenOf } from './filters/useBrowse';
import { SEARCH_PER_PAGE, searchPhotoSizes, searchQueryOf } from './search/searchList';

/** Asks for the page's main picture now, so it downloads while React renders (the same srcset the <img> uses). */
function preloadImage(path: string | undefined, sizes: string) {
  if (!path || typeof document === 'undefined') return;
  // Attributes rather than properties: what the browser reads, and what a test can (jsdom reflects few of these).
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', imageUrl(path));
  const srcset = imageSrcSet(path);
  if (srcset) {
    link.setAttribute('imagesrcset', srcset);
    link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
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
 * preloaded too. The components then receive these same answers through useApi (one request per key).
 */
export function preloadRoute(pathname: string, search = '') {
  if (isAdminPath(pathname)) return;
  // The server drew the page and sent its answers (src/main.tsx stores them): nothing to ask for.
  if (typeof document !== 'undefined' && document.getElementById(FIRST_STATE_ID)) return;
  // The navbar's dropdown, on every page; and the shop's contacts, which the top bar shows once the
  // page has loaded and a colour's "Ask on LINE" uses: a server-drawn page carries them, so neither
  // is drawn again when they arrive (a late answer draws its part again at once, in one long task).
  preloadResult(...activeCategoriesCall).catch(ignore);
  preloadResult(categoryApi.list).catch(ignore);
  preloadResult(contactUsApi.list).catch(ignore);

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
  if (pathname === '/search') {
    // The page's first answer (the same call and query its useBrowse makes) and its lead picture: the
    // first fabric found, else the first colour (SearchPage's first grid).
    const params = new URLSearchParams(search);
    const q = searchQueryOf(params);
    if (!q) return;
    const { chosen, page } = chosenOf(params, SEARCH_PER_PAGE);
    preloadResult<BrowseResult>(...browseCall({ q }, chosen, page, SEARCH_PER_PAGE))
      .then((r) => preloadImage((r.parents[0] ?? r.skus[0])?.path, searchPhotoSizes))
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
    // "Closest colours": the colours nearest the chosen (?sku=) or first one, asked now so they are
    // drawn with the page instead of arriving after it has started.
    preloadResult<PublicSku[]>(...coloursCall(code))
      .then((colours) => {
        const chosen = new URLSearchParams(search).get('sku');
        const sku = (colours.find((c) => c.sku === chosen) ?? colours[0])?.sku;
        if (sku) return preloadResult(...closestCall(sku));
      })
      .catch(ignore);
  }
}
