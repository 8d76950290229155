import type { FastifyInstance } from 'fastify';
import { specTexts } from '../../../src/contract/texts.js';
import { listCategories } from '../../modules/category/queries.js';
import { listProductCompositions, insertProductComposition } from '../../modules/productComposition/queries.js';
import { insertProduct, listProducts } from '../../modules/product/queries.js';
import { listProductTypes } from '../../modules/productType/queries.js';
import { fabricSwatch } from './images.js';

/**
 * The compositions offered in the product dialog, written the way the storefront's catalogue writes
 * them ('100% Cotton'): every composition the demo catalogue's products name is one of these.
 */
const COMPOSITIONS = [
  '100% Cotton',
  '100% Linen',
  '55% Linen 45% Cotton',
  '65% Polyester 35% Cotton',
  '98% Cotton 2% Spandex',
  '100% Polyester',
  '97% Cotton 3% Spandex',
  '60% Cotton 40% Polyester',
  '30% Linen 70% Viscose',
  '100% Rayon',
];

/**
 * The products the back-office adds beside the storefront seed's parent SKUs (the same catalogue):
 * TIGER (the product code whose sub products the price screen opens on) and two more, each given
 * colours by the sub product seed.
 */
const PRODUCTS = [
  { code: specTexts.fixedProductCode, name: 'Tiger Twill Uniform', categoryId: ['UNIFORM'], composition: ['65% Polyester 35% Cotton'], construction: '20x16', density: '120x60', weaving: 'Twill', width: '58"/60"', colour: ['#c98a2b', '#5a3a12'], discription: 'The house uniform twill: hard-wearing, colour-fast and easy to iron.' },
  { code: 'CT-VOI-150', name: 'Cotton Voile 150', categoryId: ['COTTON', 'FASHION'], composition: ['100% Cotton'], construction: '60x60', density: '90x88', weaving: 'Plain', width: '58"', colour: ['#f3efe6', '#cfc6b2'], discription: 'A sheer, airy voile for blouses, scarves and curtains.' },
  { code: 'UF-PIQ-610', name: 'Polo Pique 610', categoryId: ['UNIFORM'], composition: ['65% Polyester 35% Cotton'], construction: '32s', density: '200 gsm', weaving: 'Knit', width: '72"', colour: ['#2f4a72', '#9fb4d4'], discription: 'A breathable pique knit for polo shirts.' },
];

/** The codes of the products made as on the Product screen (not by a sheet): codes and texts in their own style. */
export const BACK_OFFICE_PRODUCT_CODES: readonly string[] = PRODUCTS.map((p) => p.code);

/** Compositions and the back-office's products; each part runs only on an empty table part. */
export async function seedProducts(app: FastifyInstance): Promise<void> {
  const now = new Date(app.config.now());
  if ((await listProductCompositions(app.db)).length === 0) {
    for (const name of COMPOSITIONS) await insertProductComposition(app.db, name, now);
  }
  const existing = new Set((await listProducts(app.db)).map((p) => p.code));
  if (existing.has(specTexts.fixedProductCode)) return;
  const fabrics = (await listProductTypes(app.db)).find((t) => t.name === 'FABRICS');
  // Link only to categories that exist (an admin may have removed a demo category before a re-seed).
  const categories = new Set((await listCategories(app.db)).map((c) => c.categoryId));
  for (const p of PRODUCTS) {
    if (existing.has(p.code)) continue;
    const url = await app.uploads.saveBuffer(await fabricSwatch(p.colour[0], p.colour[1], { size: 600, twill: p.weaving === 'Twill' }));
    await insertProduct(
      app.db,
      {
        code: p.code,
        name: p.name,
        composition: p.composition.join(', '),
        construction: p.construction,
        density: p.density,
        weaving: p.weaving,
        width: p.width,
        discription: p.discription,
        url,
        categoryId: p.categoryId.filter((c) => categories.has(c)),
        productType: fabrics ? [fabrics._id] : [],
      },
      now,
    );
  }
}
