import type { GetListParams } from 'react-admin';
import { callApi, formData } from '../../api/client';
import { withVersion } from '../../dataProvider/version';
import { type ParentSku, type Sku } from '../../contract/productSku';
import { productSkuAdminApi, type SkuDetail, SKU_SORTS, type SkuExportBody, type SkuFilters, type SkuListBody, type SkuPage, type SkuSort } from '../../contract/productSkuAdmin';
import { statusOnly, withId, type ResourceCalls } from '../../dataProvider/types';

/** A row of the SKU lists; the edit dialog's copy (getOne) adds the tier prices. */
export type SkuRecord = SkuPage['result'][number] & Partial<Pick<SkuDetail, 'silverPrice' | 'goldPrice' | 'platinumPrice'>> & { id: string };
/** What the SKU edit dialog holds: the record's fields (numbers as typed) and, when chosen, a new photo. */
type SkuInput = Partial<Record<keyof SkuRecord, unknown>> & { image?: File | null };

const text = (v: unknown) => (v === undefined || v === null ? undefined : String(v).trim());

/** The edit dialog's fields as update_product_sku_by_id's form (every field; the photo when one was chosen). */
const skuForm = (input: SkuInput) =>
  formData({
    sku: text(input.sku),
    name: text(input.name),
    article: text(input.article) ?? '',
    parentsSku: text(input.parentsSku),
    categoryId: text(input.categoryId) ?? '',
    stock: text(input.stock),
    marketPrices: text(input.marketPrices),
    silverPrice: text(input.silverPrice),
    goldPrice: text(input.goldPrice),
    platinumPrice: text(input.platinumPrice),
    isActived: input.isActived === undefined ? undefined : String(Boolean(input.isActived)),
    image: input.image,
  });

/** react-admin's sort field, when the server can sort by it. */
const serverSort = (field: string | undefined): SkuSort | undefined => (SKU_SORTS as readonly string[]).includes(field ?? '') ? (field as SkuSort) : undefined;

/** The list's filters (`q` is the search box) as the call's filters. */
function skuFilters(filter: Record<string, unknown> = {}): SkuFilters {
  const out: SkuFilters = {};
  if (typeof filter.q === 'string' && filter.q.trim()) out.keyword = filter.q.trim();
  if (typeof filter.categoryId === 'string' && filter.categoryId) out.categoryId = filter.categoryId;
  if (typeof filter.parentsSku === 'string' && filter.parentsSku.trim()) out.parentsSku = filter.parentsSku.trim();
  if (typeof filter.isActived === 'boolean') out.isActived = filter.isActived;
  if (filter.waitingPhoto === true) out.waitingPhoto = true;
  return out;
}

/** A react-admin page request as the body of get_product_sku_data_all (paged, sorted and searched on the server). */
export function skuListBody(params: GetListParams): SkuListBody {
  const sort = serverSort(params.sort?.field);
  return {
    keyword: '',
    ...skuFilters(params.filter),
    page: params.pagination?.page ?? 1,
    perPage: params.pagination?.perPage ?? 25,
    ...(sort ? { sort, order: params.sort?.order === 'DESC' ? 'DESC' : 'ASC' } : {}),
  };
}

/** Switches a SKU on or off (the only change the SKU screens make). */
async function setStatus(id: string, status: boolean): Promise<Sku> {
  const { data } = await callApi(productSkuAdminApi.setSkuStatus, { body: { _id: id, status } });
  return data.result;
}

/**
 * Admin SKU and SKU Merchant All: one server page per list call; an update is the Actived switch or
 * the edit dialog (every field), a delete one row, and the bulk calls take the selected rows, all or none.
 */
export const productSkuCalls: ResourceCalls<SkuRecord> = {
  list: async (params) => {
    const { data } = await callApi(productSkuAdminApi.skus, { body: skuListBody(params) });
    return { data: data.result.map(withId), total: data.total };
  },
  getOne: async (id) => {
    const sku = (await callApi(productSkuAdminApi.sku, { params: { id } })).data.result;
    // Never priced: the dialog's price fields start empty rather than 0 (saving them blank sets no price).
    return withId(sku.priced ? sku : { ...sku, silverPrice: undefined, goldPrice: undefined, platinumPrice: undefined });
  },
  update: async (id, input, previous) => {
    if (statusOnly(input)) {
      const sku = await setStatus(String(id), input.isActived);
      return { ...(previous as SkuRecord), ...sku, id: sku._id };
    }
    const { data } = await callApi(productSkuAdminApi.updateSku, { params: { id }, body: withVersion(skuForm(input as SkuInput), input) });
    return withId(data.result);
  },
  delete: async (id) => {
    await callApi(productSkuAdminApi.deleteSku, { params: { id } });
  },
  updateMany: async (ids, input) => {
    await callApi(productSkuAdminApi.setSkuStatusBulk, { body: { ids: ids.map(String), status: Boolean(input.isActived) } });
  },
  deleteMany: async (ids) => {
    await callApi(productSkuAdminApi.deleteSkuBulk, { body: { ids: ids.map(String) } });
  },
};

/** The whole filtered SKU list as an .xlsx in the import layout (server-built, no row cap). */
export async function exportSkus(filter: Record<string, unknown>, sort?: { field: string; order: string }): Promise<Blob> {
  const field = serverSort(sort?.field);
  const body: SkuExportBody = { filters: skuFilters(filter), ...(field ? { sort: field, order: sort?.order === 'DESC' ? 'DESC' : 'ASC' } : {}) };
  const { data } = await callApi(productSkuAdminApi.export, { body, responseType: 'blob' });
  // Asked as a blob: the .xlsx bytes arrive as a Blob, not the schema's binary string.
  return data as unknown as Blob;
}

/** The SKU browser's reads: parent SKUs of a category and SKUs of a parent SKU, active or not. */
export const skuBrowserCalls = {
  parentsOfCategory: async (categoryId: string): Promise<ParentSku[]> =>
    (await callApi(productSkuAdminApi.parentsOfCategory, { body: { categoryId } })).data.result,
  skusOfParent: async (parentsSku: string): Promise<Sku[]> =>
    (await callApi(productSkuAdminApi.skusOfParent, { body: { parentsSku } })).data.result,
};
