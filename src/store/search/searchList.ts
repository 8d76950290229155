/** What /search shows, shared by its page and by routeData, which asks for the first answer before the page's code has come. */

/** Results a page shows, of fabrics and of colours each. */
export const SEARCH_PER_PAGE = 24;

/** The `sizes` of a result's picture. */
export const searchPhotoSizes = '(min-width: 900px) 25vw, 50vw';

/** The query of a /search URL, as the page searches it. */
export const searchQueryOf = (params: URLSearchParams) => (params.get('q') ?? '').trim().slice(0, 200);
