import type { Generated } from 'kysely';

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
  /** Repeated by the account's tokens as `ver`; bumped to revoke them all. */
  tokenVersion: number;
}

export interface CategoriesTable {
  _id: string;
  categoryId: string;
  name: string;
  discription: string;
  url: string;
  /** 1 shows the category publicly (home grid, /category, navbar); 0 hides it everywhere public. */
  isActived: number;
  createAt: string;
  /** 1: offered publicly even while no active fabric is in it (migration 013). */
  alwaysShown: number;
  /**
   * Its place among the others, 1 first (migration 018, set by the reorder calls). 0 (the default, what
   * an add leaves) is not placed yet: shown after the placed ones (blog posts: before them).
   */
  sortOrder?: number;
}

export interface MembersTable {
  _id: string;
  email: string;
  mobile: string;
  firstName: string;
  lastName: string;
  /** Set at registration's last step (a row is stored only then, migration 025); null only in rows from before it. */
  passwordHash: string | null;
  isVerified: number;
  /** Avatar path such as /uploads/<id>.webp, or null for the placeholder. */
  url: string | null;
  createAt: string;
  /** Tokens issued before this time (seconds since the epoch) are refused. */
  /** Repeated by the account's tokens as `ver`; bumped to revoke them all. */
  tokenVersion: number;
  /** The language the member chose ('en' or 'th', issue 19); null until they choose. Optional on insert (migration 024 added it). */
  locale?: string | null;
}

/** The shop's business customers (migration 007); '' where a field was left empty. */
export interface AdminMembersTable {
  _id: string;
  firstName: string;
  lastName: string;
  bussiness: string;
  /** Lower-cased; unique when not ''. */
  email: string;
  /** Normalised digits; unique when not ''. */
  mobile: string;
  address: string;
  /** Ids of the Thai address master data. */
  country: string;
  province: string;
  city: string;
  district: string;
  /** '' or 5 digits (migration 017): filled from the district, editable. */
  postCode: string;
  createAt: string;
  modifyAt: string;
  /** The customer's price tier (migration 014): none, silver, gold or platinum. */
  tier: string;
}

/** A sheet row waiting for its photo (migration 015): `kind` 'sku' or 'parents', the row's code, the photo's lower-cased file name. */
export interface PhotoWaitsTable {
  kind: 'sku' | 'parents';
  code: string;
  fileKey: string;
  fileName: string;
  createAt: string;
}

/** The shop's settings (migration 014): one row, `_id` 1. */
export interface ShopSettingsTable {
  _id: number;
  /** 1: visitors and members without a tier see the market price; 0: "Ask for price", no price sent. */
  showPrices: number;
  modifyAt: string;
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

/** Each table's row. `& Versioned`: the columns migration 026 added (issue 20 §1.4), kept out of the row types the modules insert and read. */
export interface Database {
  admins: AdminsTable & Versioned;
  categories: CategoriesTable & Versioned;
  parent_skus: ParentSkusTable & Versioned;
  parent_sku_categories: ParentSkuCategoriesTable;
  parent_sku_types: ParentSkuTypesTable;
  parent_sku_designs: ParentSkuDesignsTable;
  sku_prices: SkuPricesTable & Versioned;
  skus: SkusTable & Versioned;
  sliders: SlidersTable & Versioned;
  blog_types: BlogTypesTable;
  blog_tags: BlogTagsTable;
  search_synonyms: SearchSynonymsTable & Versioned;
  blogs: BlogsTable & Versioned;
  blog_tag_links: BlogTagLinksTable;
  blog_type_links: { blogId: string; blogTypeId: string };
  contact_us: ContactUsTable & Versioned;
  product_types: ProductTypesTable;
  contact_forms: ContactFormsTable & Versioned;
  contact_form_samples: ContactFormSamplesTable;
  product_compositions: ProductCompositionsTable;
  product_designs: ProductDesignsTable;
  members: MembersTable;
  admin_members: AdminMembersTable & Versioned;
  shop_settings: ShopSettingsTable;
  photo_waits: PhotoWaitsTable;
  verify_codes: VerifyCodesTable;
  import_history: ImportHistoryTable;
  import_photos: ImportPhotosTable;
  location_countries: LocationCountriesTable;
  location_provinces: LocationProvincesTable;
  location_cities: LocationCitiesTable;
  location_districts: LocationDistrictsTable;
  contact_lists: ContactListsTable;
  activity_log: ActivityLogTable;
  activity_rows: ActivityRowsTable;
  activity_pending: ActivityPendingTable;
}

// --- Catalogue (migration 003_catalog): column names are spec.md's wire names, typos included.

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
  /** Its first product type's name (further ones: parent_sku_types). */
  productType: string;
  /** Its first category's public categoryId (further ones: parent_sku_categories). */
  categoryId: string;
  isActived: number;
  createAt: string;
  construction: string;
  density: string;
}

/** A product's categories beyond its first (migration 012_one_catalogue). */
export interface ParentSkuCategoriesTable {
  parentId: string;
  categoryId: string;
}

/** A product's product types beyond its first. */
export interface ParentSkuTypesTable {
  parentId: string;
  productTypeId: string;
}

/** The designs attached to a product (migration 016). */
export interface ParentSkuDesignsTable {
  parentId: string;
  designId: string;
}

/** A SKU's tier prices (THB per metre); a SKU never priced has no row. */
export interface SkuPricesTable {
  skuId: string;
  silverPrice: number;
  goldPrice: number;
  platinumPrice: number;
  modifyAt: string;
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
  /** Its photo's measured colour, CIELAB D65 (migration 028, issue 18 §3); null until measured or when unreadable. */
  colourL?: number | null;
  colourA?: number | null;
  colourB?: number | null;
  /** RRGGBB of the measured colour. */
  colourHex?: string | null;
  /** One of COLOUR_FAMILIES (src/contract/colour.ts). */
  colourFamily?: string | null;
  /** The photo path that was measured: a row whose `path` differs is measured again. */
  colourOf?: string | null;
}

export interface SlidersTable {
  _id: string;
  title: string;
  url: string;
  isActived: number;
  createAt: string;
  /**
   * Its place among the others, 1 first (migration 018, set by the reorder calls). 0 (the default, what
   * an add leaves) is not placed yet: shown after the placed ones (blog posts: before them).
   */
  sortOrder?: number;
}

/**
 * A record edited through the shared edit dialog (022_record_versions and 026, issue 20 §1.4): `version` is 1
 * when made and +1 on each save; a save based on an older version is refused. Who saved last and when.
 */
export interface Versioned {
  version: Generated<number>;
  updatedAt: string | null;
  /** The admin's _id. */
  updatedBy: string | null;
}

export interface BlogTypesTable extends Versioned {
  _id: string;
  name: string;
  url: string;
  createAt: string;
}

/** A group of trade words naming the same fabric, comma-separated (021_search_synonyms). */
export interface SearchSynonymsTable {
  _id: string;
  words: string;
  createAt: string;
}

export interface BlogTagsTable extends Versioned {
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
  /**
   * Its place among the others, 1 first (migration 018, set by the reorder calls). 0 (the default, what
   * an add leaves) is not placed yet: shown after the placed ones (blog posts: before them).
   */
  sortOrder?: number;
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

export interface ProductTypesTable extends Versioned {
  _id: string;
  name: string;
  url: string;
  createAt: string;
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
  /** A sample request's postal address (migration 029); null on a plain enquiry. */
  address?: string | null;
  /** When the admin marked a sample request's samples sent; null until then (migration 029). */
  samplesSentAt?: string | null;
}

/** A sample request's colours (migration 029): one row per SKU code, `position` 0.. in the order asked. */
export interface ContactFormSamplesTable {
  contactFormId: string;
  position: number;
  sku: string;
}

export interface ProductCompositionsTable extends Versioned {
  _id: string;
  name: string;
  createAt: string;
}

export interface ProductDesignsTable extends Versioned {
  _id: string;
  name: string;
  icons: string;
  url: string;
  createAt: string;
}

// --- Thai address master data and the contact list (migration 006_locations).

/** A unit of the Thai address master data; `id` is its geocode (or its parent's id with `-n`). */
interface LocationPlace {
  _id: string;
  id: string;
  name_th: string;
  name_en: string;
  shortName_th: string;
  fullName_th: string;
}
export type LocationCountriesTable = LocationPlace;
export interface LocationProvincesTable extends LocationPlace {
  countryId: string;
}
export interface LocationCitiesTable extends LocationPlace {
  provinceId: string;
}
export interface LocationDistrictsTable extends LocationPlace {
  cityId: string;
  postCode: string;
  /** Comma-separated, the main one first. */
  postCodes: string;
}

export interface ContactListsTable {
  _id: string;
  fullName: string;
  /** Normalised: digits (optionally +country), Thai numbers in the local 0… form; unique. */
  mobile: string;
  from: string;
  address: string;
  district: string;
  city: string;
  province: string;
  postCode: string;
  email: string;
  lineId: string;
  detail: string;
  createAt: string;
}

// --- Spreadsheet imports (migration 009_import_history).

/** One import call that read its file: who, when, which file, what it did. */
export interface ImportHistoryTable {
  _id: string;
  kind: 'category' | 'parents' | 'sku';
  fileName: string;
  adminId: string;
  adminEmail: string;
  /** 'imported' (written), 'refused' (bad rows or file, nothing written), 'failed' (server error, nothing written). */
  outcome: 'imported' | 'refused' | 'failed';
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  errorCount: number;
  message: string;
  durationMs: number;
  createAt: string;
}

/** A colour photo uploaded by file name, so a sheet's `path` cell can name it. */
export interface ImportPhotosTable {
  _id: string;
  /** The lower-cased file name: the lookup key. */
  fileKey: string;
  fileName: string;
  url: string;
  createAt: string;
}

/** One admin write (migration 027_activity_log, issue 20 §2): appended, never changed. JSON in before/after/note. */
export interface ActivityLogTable {
  seq: Generated<number>;
  at: string;
  adminId: string;
  adminName: string;
  resource: string;
  recordId: string | null;
  action: string;
  call: string;
  before: string | null;
  after: string | null;
  note: string | null;
}

/**
 * An admin write under way (migration 032_activity_pending): written before its handler runs, removed in
 * the transaction that appends its entries; one left behind is settled from it. JSON in ids/before/links.
 */
export interface ActivityPendingTable {
  _id: string;
  at: string;
  /** The server instance handling the write (a random id per start). */
  owner: string;
  adminId: string;
  /** As the entry's `call`: the method and the declared path. */
  call: string;
  ids: string;
  before: string;
  links: string;
}

/** The rows an activity entry changed, kept whole for its revert (migration 030_activity_rows): JSON arrays of rows. */
export interface ActivityRowsTable {
  seq: number;
  n: number;
  tbl: string;
  keyCol: string;
  keyVal: string;
  before: string;
  after: string;
}
