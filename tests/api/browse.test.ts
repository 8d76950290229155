import { Value } from '@sinclair/typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowseResult } from '../../src/contract/browse.js';
import { insertParentSkus, insertSkus } from '../../server/modules/productSku/queries.js';
import { attachDesignByWeaving, insertProductDesign } from '../../server/modules/productDesign/queries.js';
import { searchIndexReady } from '../../server/modules/search/reads.js';
import { useSharedTestApp } from '../helpers/app.js';
import { onPostgres } from '../helpers/pg.js';

/**
 * GET /api/browse (issue 18 §2): a category's, a product type's or a search's fabrics filtered by
 * composition, weaving, width range, product type and design, each option counted with the other
 * filters applied, paged; bad input answers 400 with a message. Runs on both engines (api, api-pg).
 */
const t = useSharedTestApp();

const COMPOSITIONS = ['100% Cotton', '55% Linen 45% Cotton', '100% Polyester'];
// under45, from58, from58 (150 cm = 59″), from72, from45 (1.2 m = 47″)
const WIDTHS = ['44"', '58"', '150 cm', '110"', '1.2 m'];
const parents = Array.from({ length: 12 }, (_, i) => ({
  parentsSku: `F-${i}`,
  name: `Fabric ${i}`,
  path: '',
  width: WIDTHS[i % 5],
  composition: COMPOSITIONS[i % 3],
  weaving: i % 2 ? 'Twill' : 'Plain',
  discription: '',
  productType: i < 8 ? 'FABRICS' : 'LACE',
  categoryId: 'C1',
  // F-11 is switched off: never listed nor counted.
  isActived: i !== 11,
}));
const skus = parents.flatMap((p) =>
  ['Navy', 'Red'].map((name, c) => ({ sku: `${p.parentsSku}-${c + 1}`, name, path: '', article: '', parentsSku: p.parentsSku, stock: 1, marketPrices: 1, categoryId: 'C1', isActived: true })),
);

beforeAll(async () => {
  const now = new Date(t.clock.now);
  await insertParentSkus(t.app.db, parents, now);
  await insertSkus(t.app.db, skus, now);
  const design = await insertProductDesign(t.app.db, { name: 'Diagonal', icons: '', url: '' }, now);
  if (design === 'duplicate') throw new Error('design taken');
  await attachDesignByWeaving(t.app.db, design._id, 'twill');
  await searchIndexReady(t.app);
});

async function browse(query: string): Promise<BrowseResult> {
  const res = await t.call({ method: 'GET', url: `/api/browse?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json().result;
  expect(Value.Check(BrowseResult, result)).toBe(true);
  return result;
}
const counts = (options: Array<{ value: string; count: number }>) => Object.fromEntries(options.map((o) => [o.value, o.count]));

describe(`GET /api/browse on ${onPostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  it("counts every option of a category's active fabrics", async () => {
    const r = await browse('category=C1&limit=100');
    expect(r.parentTotal).toBe(11);
    expect(r.total).toBe(11);
    expect(r.skus).toEqual([]);
    expect(r.facets.composition).toEqual([
      { value: '100% Cotton', count: 4 },
      { value: '100% Polyester', count: 3 },
      { value: '55% Linen 45% Cotton', count: 4 },
    ]);
    expect(counts(r.facets.weaving)).toEqual({ Plain: 6, Twill: 5 });
    // Narrow to wide, whatever unit the width was typed in.
    expect(r.facets.width).toEqual([
      { value: 'under45', count: 3 },
      { value: 'from45', count: 2 },
      { value: 'from58', count: 4 },
      { value: 'from72', count: 2 },
    ]);
    expect(counts(r.facets.productType)).toEqual({ FABRICS: 8, LACE: 3 });
    expect(counts(r.facets.design)).toEqual({ Diagonal: 5 });
  });

  it('combines filters: AND across filters, each filter counted with the others applied', async () => {
    const r = await browse(`category=C1&weaving=Twill&composition=${encodeURIComponent('100% Cotton')}`);
    expect(r.parents.map((p) => p.parentsSku)).toEqual(['F-3', 'F-9']);
    expect(r.parents[0]).toEqual({ parentsSku: 'F-3', name: 'Fabric 3', path: '', url: '/sub_product/F-3' });
    expect(r.total).toBe(2);
    // Compositions among the twills; weavings among the cottons; widths among what both keep.
    expect(counts(r.facets.composition)).toEqual({ '100% Cotton': 2, '100% Polyester': 1, '55% Linen 45% Cotton': 2 });
    expect(counts(r.facets.weaving)).toEqual({ Plain: 2, Twill: 2 });
    expect(counts(r.facets.width)).toEqual({ under45: 0, from45: 1, from58: 0, from72: 1 });
    expect(counts(r.facets.design)).toEqual({ Diagonal: 2 });
  });

  it('keeps any of the options chosen of one filter (OR within it)', async () => {
    const r = await browse('category=C1&width=under45&width=from72&limit=100');
    expect(r.parents.map((p) => p.parentsSku)).toEqual(['F-0', 'F-10', 'F-3', 'F-5', 'F-8']);
    expect(counts(r.facets.width)).toEqual({ under45: 3, from45: 2, from58: 4, from72: 2 });
    expect(counts(r.facets.productType)).toEqual({ FABRICS: 3, LACE: 2 });
    // The same, as the storefront sends it: one parameter, values separated by |.
    expect(await browse('category=C1&width=under45%7Cfrom72&limit=100')).toEqual(r);
  });

  it('pages: limit and offset over what the filters keep', async () => {
    const all = (await browse('category=C1&limit=100')).parents.map((p) => p.parentsSku);
    const page = await browse('category=C1&limit=4&offset=8');
    expect(page.parents.map((p) => p.parentsSku)).toEqual(all.slice(8, 12));
    expect(page.parents).toHaveLength(3);
    expect(page.parentTotal).toBe(11);
    expect((await browse('category=C1&design=Diagonal&limit=2&offset=2')).parents.map((p) => p.parentsSku)).toEqual(['F-5', 'F-7']);
  });

  it("lists a product type's fabrics in any case, and an unknown list empty", async () => {
    expect((await browse('type=lace')).parents.map((p) => p.parentsSku)).toEqual(['F-10', 'F-8', 'F-9']);
    const none = await browse('category=NOPE');
    expect(none.total).toBe(0);
    expect(none.facets.weaving).toEqual([]);
  });

  it('filters a search: the colours found by their fabric, counted with the fabrics found', async () => {
    const navy = await browse('q=navy&weaving=Twill');
    expect(navy.skus.map((s) => s.sku)).toEqual(['F-1-1', 'F-3-1', 'F-5-1', 'F-7-1', 'F-9-1']);
    expect(navy.skus[0].url).toBe('/sub_product/F-1?sku=F-1-1');
    expect(navy.parentTotal).toBe(0);
    expect(counts(navy.facets.weaving)).toEqual({ Plain: 6, Twill: 5 });
    // "fabric" finds every fabric by name and none of the colours' names, yet each colour through its fabric.
    const fabric = await browse('q=fabric&productType=LACE&limit=100');
    expect(fabric.parentTotal).toBe(3);
    expect(fabric.skuTotal).toBe(6);
    expect(counts(fabric.facets.productType)).toEqual({ FABRICS: 24, LACE: 9 });
  });

  it('follows an admin write: a fabric switched off leaves the list and its counts (the cached answer cleared)', async () => {
    expect(counts((await browse('category=C1')).facets.weaving)).toEqual({ Plain: 6, Twill: 5 });
    const inserted = await t.app.db.selectFrom('parent_skus').select('_id').where('parentsSku', '=', 'F-1').executeTakeFirstOrThrow();
    const token = await t.adminToken();
    const off = await t.call({ method: 'POST', url: '/api/product_sku/update_product_parents_sku_status', token, payload: { _id: inserted._id, status: false } });
    expect(off.statusCode, off.body).toBe(200);
    const after = await browse('category=C1');
    expect(counts(after.facets.weaving)).toEqual({ Plain: 6, Twill: 4 });
    expect(after.parentTotal).toBe(10);
    const on = await t.call({ method: 'POST', url: '/api/product_sku/update_product_parents_sku_status', token, payload: { _id: inserted._id, status: true } });
    expect(on.statusCode, on.body).toBe(200);
    await searchIndexReady(t.app);
  });

  it.each([
    ['', 'one list'],
    ['category=C1&q=navy', 'one list'],
    ['q=%20%20', 'querystring.q'],
    ['category=C1&width=enormous', 'width'],
    ['category=C1&width=under45|enormous', 'width'],
    ['category=C1&weaving=%7C', 'weaving'],
    ['category=C1&limit=0', 'limit'],
    ['category=C1&colour=teal', 'colour'],
    [`category=C1&${Array.from({ length: 21 }, (_, i) => `weaving=w${i}`).join('&')}`, 'weaving'],
  ])('answers 400 with a message for ?%s', async (query, named) => {
    const res = await t.call({ method: 'GET', url: `/api/browse?${query}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(named);
  });
});
