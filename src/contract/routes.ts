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
