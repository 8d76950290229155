/** Every route of spec.md §2, grouped by who may see it. The router and the tests both read these. */
export const publicPaths = [
  '/',
  '/category',
  '/product/:type/:categoryId',
  '/contact',
  '/blog',
  '/blogdetail/:blogId',
  '/sub_product/:parentsSku',
  '/about_us',
  '/member_login',
  '/member_register',
  '/member_forgot_password',
  '/admin_login',
  '/admin_register',
  '/admin_forgot_password',
] as const;

export const memberPaths = ['/member_profile'] as const;

export const adminPaths = [
  '/admin',
  '/admin_category',
  '/admin_product',
  '/admin_product_type',
  '/admin_product_composition',
  '/admin_sub_product',
  '/admin_contact_form',
  '/admin_blog',
  '/admin_blog_tag',
  '/admin_blog_type',
  '/admin_contact_us',
  '/admin_sub_product_price',
  '/admin_member',
  '/admin_product_design',
  '/admin_slider',
  '/admin_contact_list',
  '/admin_sku_merchant_preview',
  '/admin_product_sku',
  '/admin_product_parents_sku',
  '/admin_product_category_sku',
  '/admin_product_sku_merchant_all',
  '/admin_admins',
] as const;

const adminSet = new Set<string>(adminPaths);

/** True for a path the back-office renders (any admin route, or a sub-path react-admin makes under one). */
export function isAdminPath(pathname: string): boolean {
  const first = '/' + (pathname.split('/')[1] ?? '');
  return adminSet.has(first) || adminSet.has(pathname.replace(/\/$/, ''));
}
