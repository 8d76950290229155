import { callApi, formData } from '../../api/client';
import { withVersion } from '../../dataProvider/version';
import { productSkuAdminApi, type ParentSkuDetail, type ParentSkuRow, PARENT_SKU_SORTS, type ParentSkuListBody, type ParentSkuSort } from '../../contract/productSkuAdmin';
import { statusOnly, withId, type ResourceCalls } from '../../dataProvider/types';

/** A row of the list; the edit dialog's copy (getOne) adds construction and density. */
export type ParentSkuRecord = ParentSkuRow & Partial<Pick<ParentSkuDetail, 'construction' | 'density'>> & { id: string };
/** What the parent SKU edit dialog holds, and a new photo when one was chosen. */
type ParentSkuInput = Partial<Omit<ParentSkuDetail, 'isActived'>> & { isActived?: boolean; image?: File | null };

/** The edit dialog's fields as update_product_parents_sku_by_id's form. */
const parentForm = (input: ParentSkuInput) =>
  formData({
    parentsSku: input.parentsSku,
    name: input.name,
    composition: input.composition ?? '',
    construction: input.construction ?? '',
    density: input.density ?? '',
    weaving: input.weaving ?? '',
    width: input.width ?? '',
    discription: input.discription ?? '',
    productType: input.productType ?? '',
    categoryId: input.categoryId,
    isActived: input.isActived === undefined ? undefined : String(Boolean(input.isActived)),
    image: input.image,
  });

/**
 * Product Parents SKU: one server page per list call (search by parent SKU); an update is the Active
 * switch or the edit dialog; a delete is refused while the parent has colours; bulk calls take all or none.
 */
export const productParentsSkuCalls: ResourceCalls<ParentSkuRecord> = {
  list: async (params) => {
    const filter = (params.filter ?? {}) as Record<string, unknown>;
    const field = params.sort?.field;
    const sort = (PARENT_SKU_SORTS as readonly string[]).includes(field ?? '') ? (field as ParentSkuSort) : undefined;
    const body: ParentSkuListBody = {
      keyword: typeof filter.q === 'string' ? filter.q.trim() : '',
      ...(typeof filter.categoryId === 'string' && filter.categoryId ? { categoryId: filter.categoryId } : {}),
      ...(typeof filter.isActived === 'boolean' ? { isActived: filter.isActived } : {}),
      ...(filter.waitingPhoto === true ? { waitingPhoto: true } : {}),
      page: params.pagination?.page ?? 1,
      perPage: params.pagination?.perPage ?? 25,
      ...(sort ? { sort, order: params.sort?.order === 'DESC' ? 'DESC' : 'ASC' } : {}),
    };
    const { data } = await callApi(productSkuAdminApi.parents, { body });
    return { data: data.result.map(withId), total: data.total };
  },
  getOne: async (id) => withId((await callApi(productSkuAdminApi.parent, { params: { id } })).data.result),
  update: async (id, input, previous) => {
    if (statusOnly(input)) {
      const { data } = await callApi(productSkuAdminApi.setParentStatus, { body: { _id: String(id), status: input.isActived } });
      return { ...(previous as ParentSkuRecord), ...withId(data.result) };
    }
    const { data } = await callApi(productSkuAdminApi.updateParent, { params: { id }, body: withVersion(parentForm(input as ParentSkuInput), input) });
    return withId(data.result);
  },
  delete: async (id) => {
    await callApi(productSkuAdminApi.deleteParent, { params: { id } });
  },
  updateMany: async (ids, input) => {
    await callApi(productSkuAdminApi.setParentStatusBulk, { body: { ids: ids.map(String), status: Boolean(input.isActived) } });
  },
  deleteMany: async (ids) => {
    await callApi(productSkuAdminApi.deleteParentBulk, { body: { ids: ids.map(String) } });
  },
};
