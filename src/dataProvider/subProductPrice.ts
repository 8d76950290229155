import { api } from '../api/client';
import type { Product } from '../contract/product';
import type { NewPriceBody, SubProductPrice, SubProductWithPrice } from '../contract/subProductPrice';

type ProductCode = Pick<Product, '_id' | 'code' | 'name'>;

/** The Sub Product Price screen's calls: product codes, the sub products of one code with their prices, one row's save. */
export const priceCalls = {
  /** The left column: every product's code and name (the public product list). */
  productCodes: async (): Promise<ProductCode[]> => {
    const { data } = await api.get<{ result: Product[] }>('/product/get_product_all');
    return data.result.map(({ _id, code, name }) => ({ _id, code, name })).sort((a, b) => a.code.localeCompare(b.code));
  },
  pricesOf: async (code: string): Promise<SubProductWithPrice[]> => {
    const { data } = await api.post<{ result: SubProductWithPrice[] }>('/sub_product_price/get_sub_product_price_join_sub_product', { code }, { auth: 'admin' });
    return data.result;
  },
  /** Saves one sub product's three prices (replacing what was there) and answers the stored record. */
  save: async (body: NewPriceBody): Promise<SubProductPrice> => {
    const { data } = await api.post<{ result: SubProductPrice }>('/sub_product_price/add_new_sub_product_price', body, { auth: 'admin' });
    return data.result;
  },
};
export type PriceCalls = typeof priceCalls;
