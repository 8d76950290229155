import { adminLinks } from '../messages.js';

/** Every route of spec.md §2, grouped by who may see it. The router and the tests both read these. */
export const publicPaths = [
  '/',
  '/category',
  '/product/:type/:categoryId',
  '/contact',
  '/blog',
  '/blogdetail/:blogId',
  '/sub_product/:parentsSku',
  '/search',
  '/samples',
  '/about_us',
  '/member_login',
  '/member_register',
  '/member_forgot_password',
  '/admin_login',
  '/admin_register',
  '/admin_forgot_password',
] as const;

export const memberPaths = ['/member_profile'] as const;

/** The back-office: /admin and the screens it links to (spec.md's /admin links, declared once in messages.ts). */
export const adminPaths: readonly string[] = ['/admin', ...adminLinks.map(([, path]) => path)];

const adminSet = new Set<string>(adminPaths);

/** True for a path the back-office renders (any admin route, or a sub-path react-admin makes under one). */
export function isAdminPath(pathname: string): boolean {
  const first = '/' + (pathname.split('/')[1] ?? '');
  return adminSet.has(first) || adminSet.has(pathname.replace(/\/$/, ''));
}

/**
 * The id of a server-drawn page's JSON block (server/plugins/spa.ts), a FirstState, which the browser
 * reads before hydrating the page (src/main.tsx).
 */
export const FIRST_STATE_ID = 'first-state';

/** What a server-drawn page's first HTML was drawn with, besides its URL and language. */
export interface FirstState {
  /** The answers it shows, by cache key (src/store/useApi.ts): the browser's first render does not ask again. */
  answers: Record<string, unknown>;
  /** The text groups its screens read (src/i18n/locale.ts): loaded before hydrating, so nothing waits on them then. */
  texts: string[];
  /** The named lazy parts it holds (src/ui/lazyWithTimeout.ts): loaded before hydrating, so the whole page hydrates at once. */
  parts: string[];
}
