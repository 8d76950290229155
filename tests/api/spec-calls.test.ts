import { describe, expect, it } from 'vitest';
import { makeApp } from '../helpers/app.js';

/**
 * spec.md §7, call by call, as test data: each must be registered at exactly its method and path
 * (typos included: they are the published contract). Path parameters are compared by position only.
 */
const SPEC_CALLS = `
GET /product_type/get_product_type_all
POST /product_sku/get_product_category_data_actived
GET /category/get_category_all
POST /slider/get_slider_data_by_status
GET /contact_us/get_contact_us_data_all
GET /blog_tag/get_blog_tag_all
GET /blog_type/get_blog_type_all
GET /blog/get_blog_all
POST /blog/get_blog_by_blog_type
POST /blog/get_blog_by_blog_id/:blogId
POST /blog_tag/get_blog_tag_data_by_blog_id/:blogId
GET /product/get_product_all
POST /product/get_product_by_category_id/:id
POST /product/get_product_by_product_type/:id
POST /product_sku/get_product_parents_sku_data_by_category_id_actived
POST /product_sku/get_product_parents_sku_data_by_product_type_actived
POST /product_sku/get_product_parents_sku_data_by_parents_sku
POST /product_sku/get_product_sku_data_by_parents_sku_actived
POST /admin/admin_login
POST /admin/admin_check
POST /admin/admin_verify_email
POST /admin/admin_set_password
POST /contact_us/add_new_contact_us
POST /category/add_new_category
DELETE /category/delete_category_by_id/:id
POST /product_type/add_new_product_type/
DELETE /product_type/delete_product_type_by_id/:id
GET /product_composistion/get_product_composition_all
POST /product_composistion/add_new_product_composition
DELETE /product_composistion/delete_product_composition_by_id/:id
POST /product/add_new_product
DELETE /product/delete_product_by_id/:id
GET /sub_product/get_sub_product_all
POST /sub_product/add_new_sub_product
DELETE /sub_product/delete_sub_product_by_id/:id
POST /sub_product/get_sub_product_by_product_code/:code
POST /sub_product_price/get_sub_product_price_join_sub_product
POST /sub_product_price/add_new_sub_product_price
GET /contact_form/get_contact_form_data_all
POST /contact_form/update_is_contacted
DELETE /contact_form/delete_contact_form_by_id/:id
POST /blog/add_new_blog
DELETE /blog/delete_blog/:id
POST /blog_tag/add_new_blog_tag
DELETE /blog_tag/delete_blog_tag/:id
POST /blog_type/add_new_blog_type
DELETE /blog_type/delete_blog_type/:id
POST /member/get_member_data_all
POST /member/search_member_by_mobile
POST /member/add_new_admin_member
GET /master/country_state/get_country_data_all
POST /master/country_state/get_province_data_by_country_id
POST /master/country_state/get_city_data_by_province_id
POST /master/country_state/get_district_data_by_city_id
POST /master/country_state/get_country_data
POST /contact_list/get_contact_list_all
POST /contact_list/get_contact_list_by_mobile_number
POST /contact_list/add_new_contact_list
POST /contact_list/delete_contact_list
GET /product_design/get_product_design_data_all
POST /product_design/add_new_product_design
DELETE /product_design/delete_product_design_by_id/:id
POST /slider/add_new_slider
POST /product_sku/get_product_sku_data_all
POST /product_sku/update_product_sku_status
POST /product_sku/get_product_parents_sku_data_all
POST /product_sku/import_update_product_sku_parents
POST /product_sku/update_product_parents_sku_status
GET /product_sku/get_product_category_data_all
POST /product_sku/import_update_product_category_sku
POST /product_sku/update_product_category_sku_status
POST /product_sku/get_product_parents_sku_data_by_category_id
POST /product_sku/get_product_sku_data_by_parents_sku
POST /product_sku/import_update_product_sku
POST /member/member_login
POST /member/member_check
POST /member/member_verify_email
POST /member/member_set_password
POST /member/member_forgot_password
POST /member/get_member_data_by_id/:id
POST /member/upload_member_profile_image
`
  .trim()
  .split('\n')
  .map((line) => line.trim().split(' ') as [string, string]);

/** Calls that an open back-office issue is still building: listed here until they land, then removed. */
const PENDING = new Set<string>([]);

const shape = (method: string, url: string) => `${method} ${url.replace(/^\/api/, '').replace(/:[^/]+/g, ':p')}`;

const t = await makeApp();
const registered = new Set(t.app.routeTable.map((r) => shape(r.method, r.url)));
await t.close();

describe('every call of spec.md §7 exists at its method and path', () => {
  it.each(SPEC_CALLS.filter(([m, p]) => !PENDING.has(`${m} ${p}`)))('%s %s', (method, path) => {
    expect(registered.has(shape(method, path)), `${method} /api${path} is not registered`).toBe(true);
  });

  it('lists no pending call that already exists', () => {
    expect([...PENDING].filter((k) => registered.has(shape(...(k.split(' ') as [string, string]))))).toEqual([]);
  });
});
