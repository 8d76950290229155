import { callApi, formData } from '../../api/client';
import { productTypeApi, type ProductType, type ProductTypeFields } from '../../contract/productType';
import { withId, type ResourceCalls } from '../../dataProvider/types';

export type ProductTypeRecord = ProductType & { id: string };
/** What the product type dialogs hold: the name and, when chosen, a picture. */
type ProductTypeInput = Partial<ProductTypeFields> & { image?: File | null };

const body = (input: ProductTypeInput) => formData({ name: input.name, image: input.image });

export const productTypeCalls: ResourceCalls<ProductTypeRecord> = {
  list: async () => {
    const { data } = await callApi(productTypeApi.list);
    return data.result.map(withId);
  },
  create: async (input) => {
    const { data } = await callApi(productTypeApi.add, { body: body(input as ProductTypeInput) });
    return withId(data.result);
  },
  update: async (id, input) => {
    const { data } = await callApi(productTypeApi.update, { params: { id }, body: body(input as ProductTypeInput) });
    return withId(data.result);
  },
  delete: async (id) => {
    await callApi(productTypeApi.delete, { params: { id } });
  },
  searchFields: ['name'],
};
