/**
 * The storefront's Thai texts by name, for tests: the browser loads each with its screens (frame.ts,
 * catalogue.ts, pages.ts).
 */
export { clientTextsTh, navSearchTextsTh, storeTextsTh } from './frame';
export { priceTextsTh, productTextsTh, searchTextsTh } from './catalogue';
export { aboutUsTh, pageTextsTh } from './pages';
