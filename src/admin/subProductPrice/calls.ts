import { callApi } from '../../api/client';
import { shopSettingApi, type ShopSettings } from '../../contract/shopSetting';
import { productApi, type Product } from '../../contract/product';
import { subProductPriceApi, type NewPriceBody, type SubProductPrice, type SubProductWithPrice } from '../../contract/subProductPrice';

type ProductCode = Pick<Product, '_id' | 'code' | 'name'>;

/** The Sub Product Price screen's calls: product codes, the sub products of one code with their prices, one row's save. */
export const priceCalls = {
  /** The left column: every product's code and name (the public product list). */
  productCodes: async (): Promise<ProductCode[]> => {
    const { data } = await callApi(productApi.list);
    return data.result.map(({ _id, code, name }) => ({ _id, code, name })).sort((a, b) => a.code.localeCompare(b.code));
  },
  pricesOf: async (code: string): Promise<SubProductWithPrice[]> => {
    const { data } = await callApi(subProductPriceApi.ofProductCode, { body: { code } });
    return data.result;
  },
  /** Saves one sub product's three prices (replacing what was there) and answers the stored record. */
  save: async (body: NewPriceBody): Promise<SubProductPrice> => {
    const { data } = await callApi(subProductPriceApi.save, { body });
    return data.result;
  },
  /** The shop's "show prices" setting. */
  settings: async (): Promise<ShopSettings> => (await callApi(shopSettingApi.settings)).data.result,
  saveSettings: async (showPrices: boolean): Promise<ShopSettings> => (await callApi(shopSettingApi.saveSettings, { body: { showPrices } })).data.result,
};
export type PriceCalls = typeof priceCalls;
