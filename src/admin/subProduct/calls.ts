import { callApi, formData } from '../../api/client';
import { withVersion } from '../../dataProvider/version';
import { subProductApi, type SubProduct, type SubProductFields } from '../../contract/subProduct';
import { withId, type ResourceCalls } from '../../dataProvider/types';
import { SUB_PRODUCT_SEARCH } from '../../contract/subProduct';
import { pagedList } from '../../dataProvider/crud';

export type SubProductRecord = SubProduct & { id: string };
type SubProductInput = Partial<Omit<SubProductFields, 'productId'>> & { productId?: string | string[]; image?: File | null };

const body = (input: SubProductInput) => formData({ productId: input.productId, code: input.code, name: input.name, article: input.article ?? '', image: input.image });

export const subProductCalls: ResourceCalls<SubProductRecord> = {
  list: (params) => pagedList(subProductApi.list, params, SUB_PRODUCT_SEARCH),
  create: async (input) => {
    const { data } = await callApi(subProductApi.add, { body: body(input as SubProductInput) });
    return withId(data.result);
  },
  update: async (id, input) => {
    const { data } = await callApi(subProductApi.update, { params: { id }, body: withVersion(body(input as SubProductInput), input) });
    return withId(data.result);
  },
  delete: async (id) => {
    await callApi(subProductApi.delete, { params: { id } });
  },
  searchFields: SUB_PRODUCT_SEARCH,
};
