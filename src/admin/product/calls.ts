import { callApi, formData } from '../../api/client';
import { withVersion } from '../../dataProvider/version';
import { productApi, type Product, type ProductFields } from '../../contract/product';
import { withId, type ResourceCalls } from '../../dataProvider/types';
import { PRODUCT_SEARCH } from '../../contract/product';
import { pagedList } from '../../dataProvider/crud';

export type ProductRecord = Product & { id: string };
/** What the product dialogs hold: the fields (compositions as chosen names) and, when chosen, a picture. */
type ProductInput = Partial<Omit<ProductFields, 'composition'>> & { composition?: string | string[]; image?: File | null };

/** The record's composition text ('Cotton 100%, Spandex 2%') as the names the multi-select holds. */
const compositionNames = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

const body = (input: ProductInput) =>
  formData({
    categoryId: input.categoryId as string[] | undefined,
    productType: input.productType as string[] | undefined,
    composition: typeof input.composition === 'string' ? compositionNames(input.composition) : input.composition,
    design: input.design as string[] | undefined,
    code: input.code,
    name: input.name,
    construction: input.construction ?? '',
    density: input.density ?? '',
    weaving: input.weaving ?? '',
    width: input.width,
    discription: input.discription ?? '',
    image: input.image,
  });

export const productCalls: ResourceCalls<ProductRecord> = {
  /** A page at a time, searched, sorted and (issue 17 §1) cut to one category on the server. */
  list: (params) => pagedList(productApi.list, params, PRODUCT_SEARCH, ['categoryId']),
  create: async (input) => {
    const { data } = await callApi(productApi.add, { body: body(input as ProductInput) });
    return withId(data.result);
  },
  update: async (id, input) => {
    const { data } = await callApi(productApi.update, { params: { id }, body: withVersion(body(input as ProductInput), input) });
    return withId(data.result);
  },
  delete: async (id) => {
    await callApi(productApi.delete, { params: { id } });
  },
  searchFields: PRODUCT_SEARCH,
};
