import { callApi } from '../../api/client';
import { productCompositionApi, type ProductComposition } from '../../contract/productComposition';
import { withId, type ResourceCalls } from '../../dataProvider/types';

export type ProductCompositionRecord = ProductComposition & { id: string };

const body = (input: Partial<ProductComposition>) => ({ name: input.name ?? '' });

export const productCompositionCalls: ResourceCalls<ProductCompositionRecord> = {
  list: async () => {
    const { data } = await callApi(productCompositionApi.list);
    return data.result.map(withId);
  },
  create: async (input) => {
    const { data } = await callApi(productCompositionApi.add, { body: body(input) });
    return withId(data.result);
  },
  update: async (id, input) => {
    const { data } = await callApi(productCompositionApi.update, { params: { id }, body: body(input) });
    return withId(data.result);
  },
  delete: async (id) => {
    await callApi(productCompositionApi.delete, { params: { id } });
  },
  searchFields: ['name'],
};
