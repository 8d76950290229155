import type { FastifyInstance } from 'fastify';
import { listProducts } from '../../modules/product/queries.js';
import { insertSubProduct, listSubProductsOfProductCode } from '../../modules/subProduct/queries.js';
import { savePrice } from '../../modules/subProductPrice/queries.js';
import { specTexts } from '../../../src/contract/texts.js';
import { fabricSwatch } from './images.js';

/** Colours of the demo sub products, with their tier prices (baht a metre: silver, gold, platinum). */
const SUBS: Record<string, Array<{ suffix: string; name: string; colour: [string, string]; prices?: [number, number, number] }>> = {
  [specTexts.fixedProductCode]: [
    { suffix: '01', name: 'Navy', colour: ['#1f2f4f', '#51698f'], prices: [95, 89, 84.5] },
    { suffix: '02', name: 'Khaki', colour: ['#b8a67a', '#7d6f4b'], prices: [95, 89, 84.5] },
    { suffix: '03', name: 'White', colour: ['#f4f4f0', '#cfcfc6'], prices: [92, 86, 81] },
    { suffix: '04', name: 'Black', colour: ['#1c1c1c', '#4a4a4a'], prices: [98, 92, 87.25] },
    { suffix: '05', name: 'Bottle Green', colour: ['#1f4a35', '#4f7d63'] },
  ],
  'CT-VOI-150': [
    { suffix: '01', name: 'Ivory', colour: ['#f3efe6', '#cfc6b2'], prices: [120, 112, 105] },
    { suffix: '02', name: 'Blush', colour: ['#e8c4c8', '#b98e94'], prices: [120, 112, 105] },
  ],
  'UF-PIQ-610': [
    { suffix: '01', name: 'Royal Blue', colour: ['#2f4a9e', '#7f93d1'], prices: [150, 142, 135] },
    { suffix: '02', name: 'Red', colour: ['#a3272e', '#d96a70'] },
  ],
};

/**
 * Colours of TIGER (specTexts.fixedProductCode, the price screen's first code) and of two other
 * products, with prices (one of each left unpriced). Runs only while TIGER has none; a product that
 * does not exist is skipped.
 */
export async function seedSubProducts(app: FastifyInstance): Promise<void> {
  if ((await listSubProductsOfProductCode(app.db, specTexts.fixedProductCode)).length > 0) return;
  const now = new Date(app.config.now());
  const products = new Map((await listProducts(app.db)).map((p) => [p.code, p]));
  for (const [code, subs] of Object.entries(SUBS)) {
    const product = products.get(code);
    if (!product) continue;
    for (const s of subs) {
      const url = await app.uploads.saveBuffer(await fabricSwatch(s.colour[0], s.colour[1], { size: 400, twill: product.weaving === 'Twill' }));
      const saved = await insertSubProduct(app.db, { code: `${code}-${s.suffix}`, name: s.name, article: `${code}/${s.suffix}`, productId: product._id, url }, now);
      if (typeof saved === 'string' || !s.prices) continue;
      const [silverPrice, goldPrice, platinumPrice] = s.prices;
      await savePrice(app.db, { skuId: saved._id, silverPrice, goldPrice, platinumPrice }, { adminId: null, now: now.toISOString() });
    }
  }
}
