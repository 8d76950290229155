import { callApi, formData } from '../../api/client';
import { productDesignApi, type ProductDesign } from '../../contract/productDesign';
import { withId, type ResourceCalls } from '../../dataProvider/types';

export type ProductDesignRecord = ProductDesign & { id: string };
/** What the design dialogs hold: the record's `icons` (sent as the payload's `icon`) and, when chosen, a picture. */
type ProductDesignInput = { name?: string; icons?: string; image?: File | null };

const body = (input: ProductDesignInput) => formData({ name: input.name, icon: input.icons ?? '', image: input.image });

export const productDesignCalls: ResourceCalls<ProductDesignRecord> = {
  list: async () => {
    const { data } = await callApi(productDesignApi.list);
    return data.result.map(withId);
  },
  create: async (input) => {
    const { data } = await callApi(productDesignApi.add, { body: body(input as ProductDesignInput) });
    return withId(data.result);
  },
  update: async (id, input) => {
    const { data } = await callApi(productDesignApi.update, { params: { id }, body: body(input as ProductDesignInput) });
    return withId(data.result);
  },
  delete: async (id) => {
    await callApi(productDesignApi.delete, { params: { id } });
  },
  searchFields: ['name', 'icons'],
};
