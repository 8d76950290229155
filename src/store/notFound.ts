import { lazyWithTimeout } from '../ui/lazyWithTimeout';

/** The not-found page in its own small chunk, shared by the router's catch-all and the record pages. */
export const LazyNotFoundPage = lazyWithTimeout(() => import('./NotFoundPage'), { name: 'NotFoundPage' });
