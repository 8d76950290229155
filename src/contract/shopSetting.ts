import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { Envelope, errorResponses } from './common.js';

/** The shop's settings, edited on the Sub Product Price screen. */
export const ShopSettings = Type.Object({ showPrices: Type.Boolean(), modifyAt: Type.String() });
export type ShopSettings = Static<typeof ShopSettings>;
export const ShopSettingsBody = Type.Object({ showPrices: Type.Boolean() }, { additionalProperties: false });
export type ShopSettingsBody = Static<typeof ShopSettingsBody>;

/** The shop's settings calls (admin only; see prices.ts for who sees which price). */
export const shopSettingApi = {
  settings: call({ method: 'GET', path: '/shop_setting/get_shop_setting', guard: 'admin', schema: { response: { 200: Envelope(ShopSettings), ...errorResponses } } }),
  saveSettings: call({
    method: 'POST',
    path: '/shop_setting/update_shop_setting',
    guard: 'admin',
    schema: { body: ShopSettingsBody, response: { 200: Envelope(ShopSettings), ...errorResponses } },
  }),
};
