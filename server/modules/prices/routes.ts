import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pricesApi, type MemberPrices, type PriceTier } from '../../../src/contract/prices.js';
import { shopSettingApi } from '../../../src/contract/shopSetting.js';
import { serverMessages } from '../../../src/contract/texts.js';
import { serve } from '../../route.js';
import { activeColourPrices, readShopSettings, saveShopSettings, tierOfEmail } from './queries.js';
import { shopSettings } from './reads.js';

const TIER_COLUMN = { silver: 'silverPrice', gold: 'goldPrice', platinum: 'platinumPrice' } as const;

/**
 * Who sees which price (issue 16 §3): the shop's "show prices" setting (admin), and a signed-in
 * member's prices. A member with a tier sees that tier's price of each colour priced on Sub Product
 * Price, else the market price when the shop shows prices; otherwise no price is answered.
 * Changing the setting is an admin write, so it clears the public cache: the public colour lists
 * (which carry `marketPrices` only while prices are shown) follow at once.
 */
export const pricesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, shopSettingApi.settings, async () => ({ message: serverMessages.ok, result: await readShopSettings(app.db) }));

  serve(app, shopSettingApi.saveSettings, async (request) => ({
    message: serverMessages.ok,
    result: await saveShopSettings(app.db, request.body, new Date(app.config.now())),
  }));

  serve(app, pricesApi.memberPrices, async (request, reply) => {
    const [tier, { showPrices }, colours] = await Promise.all([
      tierOfEmail(app.db, request.member!.email),
      shopSettings(app),
      activeColourPrices(app.db, request.body.parentsSku),
    ]);
    const prices: MemberPrices['result']['prices'] = [];
    for (const c of colours) {
      const tierPrice = tier === 'none' ? null : c[TIER_COLUMN[tier]];
      if (tierPrice !== null) prices.push({ sku: c.sku, price: Number(tierPrice), tier: tier as PriceTier });
      else if (showPrices) prices.push({ sku: c.sku, price: Number(c.marketPrices), tier: 'none' });
    }
    // The answer depends on who asks: never stored by a browser or a proxy.
    reply.header('Cache-Control', 'private, no-store');
    return { message: serverMessages.ok, result: { tier, prices } };
  });
};
