/**
 * Kysely table types. Flags are 0/1 integers, times are ISO-8601 strings, ids are opaque strings.
 * Each area adds its tables here and a numbered migration under ./migrations.
 */

export interface AdminsTable {
  _id: string;
  email: string;
  mobile: string;
  fullName: string;
  passwordHash: string;
  /** 'active' may sign in; 'pending' waits for approval; 'inactive' was switched off. */
  status: 'active' | 'pending' | 'inactive';
  createAt: string;
  /** Tokens issued before this time (seconds since the epoch) are refused. */
  tokensValidAfter: number;
}

export interface CategoriesTable {
  _id: string;
  categoryId: string;
  name: string;
  discription: string;
  url: string;
  createAt: string;
}

export interface MembersTable {
  _id: string;
  email: string;
  mobile: string;
  firstName: string;
  lastName: string;
  /** null while the registration is pending: no password, no sign-in. */
  passwordHash: string | null;
  isVerified: number;
  /** Avatar path such as /uploads/<id>.webp, or null for the placeholder. */
  url: string | null;
  createAt: string;
  /** Tokens issued before this time (seconds since the epoch) are refused. */
  tokensValidAfter: number;
}

export type CodePurpose = 'member_register' | 'member_reset' | 'admin_register' | 'admin_reset';

/** Emailed verify codes for members and admins; one live code per (purpose, subject). */
export interface VerifyCodesTable {
  _id: string;
  purpose: CodePurpose;
  /** The lower-cased email the code was sent to. */
  subject: string;
  salt: string;
  /** HMAC-SHA256 of salt, purpose, subject and code; the code itself is never stored. */
  codeHash: string;
  /** JSON the flow carries from check to set-password (an admin registration's fullName and mobile). */
  payload: string | null;
  /** Wrong tries so far; the code is dead at five. */
  attempts: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** When the code was confirmed through *_verify_email, ms since the epoch; null until then. */
  verifiedAt: number | null;
  createAt: string;
}

export interface Database {
  admins: AdminsTable;
  categories: CategoriesTable;
  sku_categories: SkuCategoriesTable;
  parent_skus: ParentSkusTable;
  skus: SkusTable;
  sliders: SlidersTable;
  blog_types: BlogTypesTable;
  blog_tags: BlogTagsTable;
  blogs: BlogsTable;
  blog_tag_links: BlogTagLinksTable;
  contact_us: ContactUsTable;
  product_types: ProductTypesTable;
  products: ProductsTable;
  product_category_links: ProductCategoryLinksTable;
  product_type_links: ProductTypeLinksTable;
  contact_forms: ContactFormsTable;
  members: MembersTable;
  verify_codes: VerifyCodesTable;
}

// --- Catalogue (migration 003_catalog): column names are spec.md's wire names, typos included.

export interface SkuCategoriesTable {
  _id: string;
  /** Shared with categories.categoryId. */
  categoryId: string;
  name: string;
  isActived: number;
  createAt: string;
}

export interface ParentSkusTable {
  _id: string;
  parentsSku: string;
  name: string;
  /** Image path, e.g. /uploads/<id>.webp. */
  path: string;
  width: string;
  composition: string;
  weaving: string;
  /** Sanitised HTML (server/plugins/html.ts). */
  discription: string;
  productType: string;
  categoryId: string;
  isActived: number;
  createAt: string;
}

export interface SkusTable {
  _id: string;
  sku: string;
  name: string;
  path: string;
  article: string;
  parentsSku: string;
  stock: number;
  marketPrices: number;
  categoryId: string;
  isActived: number;
  createAt: string;
}

export interface SlidersTable {
  _id: string;
  title: string;
  url: string;
  isActived: number;
  createAt: string;
}

export interface BlogTypesTable {
  _id: string;
  name: string;
  url: string;
  createAt: string;
}

export interface BlogTagsTable {
  _id: string;
  name: string;
  createAt: string;
}

export interface BlogsTable {
  _id: string;
  title: string;
  subTitle: string;
  url: string;
  /** Sanitised HTML (server/plugins/html.ts). */
  body: string;
  blogTypeId: string;
  createAt: string;
  modifyAt: string;
}

export interface BlogTagLinksTable {
  blogId: string;
  blogTagId: string;
}

/** Stored flat; the wire nests the shop links (facebook, lineOfficial, lazada, shopee, tiktok). */
export interface ContactUsTable {
  _id: string;
  company: string;
  address: string;
  location: string;
  telephone: string;
  email: string;
  webSite: string;
  url: string;
  facebookPageName: string;
  facebookPageLink: string;
  lineId: string;
  lineLink: string;
  lazadaShopName: string;
  lazadaShopLink: string;
  shopeeShopName: string;
  shopeeShopLink: string;
  tiktokShopName: string;
  tiktokShopLink: string;
  createAt: string;
}

export interface ProductTypesTable {
  _id: string;
  name: string;
  url: string;
  createAt: string;
}

/** The legacy product catalogue behind the product/get_* calls. */
export interface ProductsTable {
  _id: string;
  code: string;
  name: string;
  composition: string;
  construction: string;
  density: string;
  weaving: string;
  width: string;
  discription: string;
  url: string;
  createAt: string;
}

export interface ProductCategoryLinksTable {
  productId: string;
  /** A public categoryId (categories.categoryId). */
  categoryId: string;
}

export interface ProductTypeLinksTable {
  productId: string;
  productTypeId: string;
}

export interface ContactFormsTable {
  _id: string;
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  detail: string;
  isContacted: number;
  createAt: string;
}
