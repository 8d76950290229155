import { call } from './call.js';
import { errorResponses } from './common.js';
import {
  ParentSkuList,
  ParentSkuListBody,
  ParentSkuOne,
  ParentSkuPage,
  ParentsOfCategoryBody,
  SkuCategoryList,
  SkuCategoryOne,
  SkuExportBody,
  SkuList,
  SkuListBody,
  SkuOne,
  SkuPage,
  SkusOfParentBody,
  SkuWorkbookFile,
  StatusBody,
} from './productSku.js';

// Declared apart from productSku.ts's public reads: a module the storefront imports goes whole into its
// bundle, so the admin's calls live in a module only the back-office (and the server) imports.
/** The admin's SKU lists, switches and export. Admin reads are POSTs (the spec's shape) that keep the public cache. */
export const productSkuAdminApi = {
  skus: call({ method: 'POST', path: '/product_sku/get_product_sku_data_all', guard: 'admin', readOnly: true, schema: { body: SkuListBody, response: { 200: SkuPage, ...errorResponses } } }),
  setSkuStatus: call({ method: 'POST', path: '/product_sku/update_product_sku_status', guard: 'admin', schema: { body: StatusBody, response: { 200: SkuOne, ...errorResponses } } }),
  parents: call({
    method: 'POST',
    path: '/product_sku/get_product_parents_sku_data_all',
    guard: 'admin',
    readOnly: true,
    schema: { body: ParentSkuListBody, response: { 200: ParentSkuPage, ...errorResponses } },
  }),
  setParentStatus: call({ method: 'POST', path: '/product_sku/update_product_parents_sku_status', guard: 'admin', schema: { body: StatusBody, response: { 200: ParentSkuOne, ...errorResponses } } }),
  categories: call({ method: 'GET', path: '/product_sku/get_product_category_data_all', guard: 'admin', schema: { response: { 200: SkuCategoryList, ...errorResponses } } }),
  setCategoryStatus: call({
    method: 'POST',
    path: '/product_sku/update_product_category_sku_status',
    guard: 'admin',
    schema: { body: StatusBody, response: { 200: SkuCategoryOne, ...errorResponses } },
  }),
  parentsOfCategory: call({
    method: 'POST',
    path: '/product_sku/get_product_parents_sku_data_by_category_id',
    guard: 'admin',
    readOnly: true,
    schema: { body: ParentsOfCategoryBody, response: { 200: ParentSkuList, ...errorResponses } },
  }),
  skusOfParent: call({
    method: 'POST',
    path: '/product_sku/get_product_sku_data_by_parents_sku',
    guard: 'admin',
    readOnly: true,
    schema: { body: SkusOfParentBody, response: { 200: SkuList, ...errorResponses } },
  }),
  export: call({
    method: 'POST',
    path: '/product_sku/export_product_sku_data',
    guard: 'admin',
    readOnly: true,
    schema: { body: SkuExportBody, response: { 200: SkuWorkbookFile, ...errorResponses } },
  }),
};
