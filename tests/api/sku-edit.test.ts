import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { productSkuApi } from '../../src/contract/productSku.js';
import { productSkuAdminApi } from '../../src/contract/productSkuAdmin.js';
import { IMPORT_LAYOUTS } from '../../src/contract/skuImport.js';
import { conflictTexts, serverMessages } from '../../src/contract/texts.js';
import { skuEditTexts } from '../../src/contract/backOfficeTexts.js';
import { insertCategory } from '../../server/modules/category/queries.js';
import { insertParentSkus, insertSkus, type NewParentSku, type NewSku } from '../../server/modules/productSku/queries.js';
import { multipart, useSharedTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/**
 * Issue 16 §2: every row of the SKU screens editable, singly and in bulk — the SKU and parent SKU
 * edits (every field, the photo replaced), deletes refused while in use, bulk status and delete all
 * or nothing, and a dialog edit agreeing with an export imported back.
 */
const t = useSharedTestApp();
let token: string;

const parent = (parentsSku: string, categoryId: string, over: Partial<NewParentSku> = {}): NewParentSku => ({
  parentsSku,
  name: `Fabric ${parentsSku}`,
  path: '',
  width: '58"',
  composition: '100% Cotton',
  weaving: 'Plain',
  discription: '<p>x</p>',
  productType: '',
  categoryId,
  isActived: true,
  ...over,
});
const sku = (code: string, parentsSku: string, over: Partial<NewSku> = {}): NewSku => ({
  sku: code,
  name: `Colour ${code}`,
  path: '',
  article: `A-${code}`,
  parentsSku,
  stock: 10,
  marketPrices: 85.5,
  categoryId: 'ED-COTTON',
  isActived: true,
  ...over,
});

const url = (path: string, id = '') => `/api${path.replace(':id', encodeURIComponent(id))}`;
const db = () => t.app.db;
const idOf = async (table: 'skus' | 'parent_skus', code: string) =>
  (await db().selectFrom(table).select('_id').where(table === 'skus' ? 'sku' : 'parentsSku', '=', code).executeTakeFirstOrThrow())._id;

async function editSku(id: string, fields: Record<string, string>, image?: Buffer) {
  const body = await multipart(fields, image ? { image: { name: 'new.png', type: 'image/png', data: image } } : {});
  return t.call({ method: 'POST', url: url(productSkuAdminApi.updateSku.path, id), token, ...body });
}
async function editParent(id: string, fields: Record<string, string>, image?: Buffer) {
  const body = await multipart(fields, image ? { image: { name: 'new.png', type: 'image/png', data: image } } : {});
  return t.call({ method: 'POST', url: url(productSkuAdminApi.updateParent.path, id), token, ...body });
}
const post = (path: string, payload: object) => t.call({ method: 'POST', url: url(path), token, payload });
const skuFields = (over: Record<string, string> = {}) => ({
  sku: 'ED-1-01',
  name: 'Navy',
  article: '0042',
  parentsSku: 'ED-1',
  categoryId: '',
  stock: '25',
  marketPrices: '120.50',
  ...over,
});
const uploaded = (path: string) => existsSync(join(t.config.dataDir, 'uploads', path.slice('/uploads/'.length)));

beforeAll(async () => {
  token = await t.adminToken();
  const now = new Date(t.clock.now);
  await insertCategory(db(), { categoryId: 'ED-COTTON', name: 'Ed Cotton', discription: '', url: '' }, now);
  await insertCategory(db(), { categoryId: 'ED-LINEN', name: 'Ed Linen', discription: '', url: '' }, now);
  await insertCategory(db(), { categoryId: 'ED-EMPTY', name: 'Ed Empty', discription: '', url: '' }, now);
  await insertParentSkus(db(), [parent('ED-1', 'ED-COTTON'), parent('ED-2', 'ED-LINEN'), parent('ED-3', 'ED-COTTON'), parent('ED-4', 'ED-COTTON')], now);
  await insertSkus(db(), [sku('ED-1-01', 'ED-1'), sku('ED-1-02', 'ED-1'), sku('ED-2-01', 'ED-2', { categoryId: 'ED-LINEN' }), sku('ED-2-02', 'ED-2', { categoryId: 'ED-LINEN' })], now);
});

describe('SKU edit', () => {
  it('writes every field, the tier prices and a new photo; a second photo replaces the first, whose file goes', async () => {
    const id = await idOf('skus', 'ED-1-01');
    const r = await editSku(id, skuFields({ categoryId: 'ED-LINEN', isActived: 'false', silverPrice: '110', goldPrice: '105.25', platinumPrice: '99.9' }), await pngBytes());
    expect(r.statusCode, r.body).toBe(200);
    const saved = r.json().result;
    expect(saved).toMatchObject({
      _id: id,
      sku: 'ED-1-01',
      name: 'Navy',
      article: '0042',
      parentsSku: 'ED-1',
      categoryId: 'ED-LINEN',
      stock: 25,
      marketPrices: 120.5,
      isActived: false,
      silverPrice: 110,
      goldPrice: 105.25,
      platinumPrice: 99.9,
      priced: true,
      parentName: 'Fabric ED-1',
      categoryName: 'Ed Linen',
    });
    expect(saved.path).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    expect(saved).not.toHaveProperty('url');
    expect(uploaded(saved.path)).toBe(true);
    const one = await t.call({ method: 'GET', url: url(productSkuAdminApi.sku.path, id), token });
    expect(one.json().result).toEqual(saved);

    // Prices not sent keep their values; a new photo replaces the old file.
    const again = await editSku(id, skuFields({ categoryId: '', goldPrice: '100' }), await pngBytes(8, 8));
    expect(again.json().result).toMatchObject({ categoryId: 'ED-COTTON', silverPrice: 110, goldPrice: 100, platinumPrice: 99.9, isActived: false });
    expect(uploaded(saved.path)).toBe(false);
    expect(uploaded(again.json().result.path)).toBe(true);
  });

  it('refuses a bad number with 400 naming the field, an unknown parent or category, and a taken code with 409', async () => {
    const id = await idOf('skus', 'ED-1-02');
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ stock: '-1' }, 400, skuEditTexts.wholeNumber('stock')],
      [{ stock: '2.5' }, 400, skuEditTexts.wholeNumber('stock')],
      [{ marketPrices: '12.345' }, 400, skuEditTexts.baht('marketPrices')],
      [{ silverPrice: '-3' }, 400, skuEditTexts.baht('silverPrice')],
      [{ platinumPrice: 'abc' }, 400, skuEditTexts.baht('platinumPrice')],
      [{ parentsSku: 'NO-SUCH' }, 400, skuEditTexts.unknown('parentsSku', 'parent SKU', 'NO-SUCH')],
      [{ categoryId: 'NO-SUCH' }, 400, skuEditTexts.unknown('categoryId', 'category', 'NO-SUCH')],
      [{ sku: 'ed-2-01' }, 409, conflictTexts.duplicateCode('SKU', 'ed-2-01')],
      // A first price needs the three tiers together, as the SKU import asks.
      [{ silverPrice: '5', platinumPrice: '4' }, 400, skuEditTexts.tierPricesTogether('goldPrice')],
    ];
    for (const [over, status, message] of cases) {
      const r = await editSku(id, skuFields({ sku: 'ED-1-02', ...over }));
      expect(r.statusCode, JSON.stringify(over)).toBe(status);
      expect(r.json().message).toBe(message);
    }
    const missing = await editSku(id, { sku: 'ED-1-02', name: 'x', parentsSku: 'ED-1', marketPrices: '1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('body.stock is required');
    expect(await db().selectFrom('skus').select(['sku', 'stock', 'marketPrices']).where('_id', '=', id).executeTakeFirst()).toMatchObject({ sku: 'ED-1-02', stock: 10 });
    expect(await db().selectFrom('sku_prices').select('skuId').where('skuId', '=', id).execute()).toEqual([]);
    expect((await editSku('no-such-id', skuFields())).statusCode).toBe(404);
  });

  it('is an admin call: no token 401', async () => {
    const body = await multipart(skuFields());
    expect((await t.call({ method: 'POST', url: url(productSkuAdminApi.updateSku.path, 'x'), ...body })).statusCode).toBe(401);
  });
});

describe('parent SKU edit', () => {
  it('writes every field (discription sanitised, product type as text, as the sheet takes it), and a new code carries its colours', async () => {
    const id = await idOf('parent_skus', 'ED-3');
    await insertSkus(db(), [sku('ED-3-01', 'ED-3')], new Date(t.clock.now));
    const r = await editParent(
      id,
      {
        parentsSku: 'ED-3B',
        name: 'Oxford 120',
        composition: '60% Cotton, 40% Polyester',
        construction: '40x40',
        density: '133x72',
        weaving: 'Oxford',
        width: '60"',
        discription: '<p>Soft<script>alert(1)</script></p>',
        productType: 'FABRICS',
        categoryId: 'ED-LINEN',
        isActived: 'false',
      },
      await pngBytes(),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().result).toMatchObject({
      _id: id,
      parentsSku: 'ED-3B',
      name: 'Oxford 120',
      composition: '60% Cotton, 40% Polyester',
      construction: '40x40',
      density: '133x72',
      weaving: 'Oxford',
      width: '60"',
      discription: '<p>Soft</p>',
      productType: 'FABRICS',
      categoryId: 'ED-LINEN',
      isActived: false,
      path: expect.stringMatching(/^\/uploads\//),
    });
    expect((await db().selectFrom('skus').select('parentsSku').where('sku', '=', 'ED-3-01').executeTakeFirstOrThrow()).parentsSku).toBe('ED-3B');
    expect((await t.call({ method: 'GET', url: url(productSkuAdminApi.parent.path, id), token })).json().result).toEqual(r.json().result);
  });

  it('refuses a taken code (409) and an unknown category (400)', async () => {
    const id = await idOf('parent_skus', 'ED-4');
    const base = { parentsSku: 'ED-4', name: 'x', categoryId: 'ED-COTTON' };
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ parentsSku: 'ed-1' }, 409, conflictTexts.duplicateCode('parent SKU', 'ed-1')],
      [{ categoryId: 'NOPE' }, 400, skuEditTexts.unknown('categoryId', 'category', 'NOPE')],
    ];
    for (const [over, status, message] of cases) {
      const r = await editParent(id, { ...base, ...over });
      expect(r.statusCode, JSON.stringify(over)).toBe(status);
      expect(r.json().message).toBe(message);
    }
    expect((await db().selectFrom('parent_skus').select('name').where('_id', '=', id).executeTakeFirstOrThrow()).name).toBe('Fabric ED-4');
  });
});

describe('deletes and bulk changes', () => {
  it('refuses to delete a parent SKU that has colours, naming them; deletes one without', async () => {
    const used = await idOf('parent_skus', 'ED-2');
    const r = await t.call({ method: 'DELETE', url: url(productSkuAdminApi.deleteParent.path, used), token });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(conflictTexts.inUse('parent SKU ED-2', skuEditTexts.colours(2)));
    const free = await idOf('parent_skus', 'ED-4');
    const ok = await t.call({ method: 'DELETE', url: url(productSkuAdminApi.deleteParent.path, free), token });
    expect(ok.json()).toEqual({ message: serverMessages.deleted });
    expect(await db().selectFrom('parent_skus').select('_id').where('_id', '=', free).executeTakeFirst()).toBeUndefined();
  });

  it('refuses to delete a category that still has parents, via the bulk call too', async () => {
    const ids = (await db().selectFrom('categories').select(['_id', 'categoryId']).where('categoryId', 'in', ['ED-EMPTY', 'ED-COTTON']).orderBy('categoryId').execute()).map((c) => c._id);
    const r = await post(productSkuAdminApi.deleteCategoryBulk.path, { ids });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/^This category ED-COTTON is still used by \d parent SKUs?; remove it there first$/);
    expect(await db().selectFrom('categories').select('_id').where('_id', 'in', ids).execute()).toHaveLength(2);
  });

  it('switches SKUs, parents and categories in bulk, all or none; the storefront follows at once', async () => {
    const ids = [await idOf('skus', 'ED-2-01'), await idOf('skus', 'ED-2-02')];
    const shown = async () =>
      (await t.call({ method: 'POST', url: url(productSkuApi.skusByParentActive.path), payload: { parentsSku: 'ED-2', isActived: true } })).json().result.map((x: { sku: string }) => x.sku);
    expect(await shown()).toEqual(['ED-2-01', 'ED-2-02']);
    const off = await post(productSkuAdminApi.setSkuStatusBulk.path, { ids, status: false });
    expect(off.json()).toEqual({ message: serverMessages.ok, result: { count: 2 } });
    expect(await shown()).toEqual([]);
    expect((await db().selectFrom('skus').select('isActived').where('_id', 'in', ids).execute()).map((r) => Number(r.isActived))).toEqual([0, 0]);

    const refused = await post(productSkuAdminApi.setSkuStatusBulk.path, { ids: [...ids, 'no-such'], status: true });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(skuEditTexts.missing('SKU', 'no-such'));
    expect((await db().selectFrom('skus').select('isActived').where('_id', 'in', ids).execute()).map((r) => Number(r.isActived))).toEqual([0, 0]);

    const parentIds = [await idOf('parent_skus', 'ED-1'), await idOf('parent_skus', 'ED-2')];
    expect((await post(productSkuAdminApi.setParentStatusBulk.path, { ids: parentIds, status: false })).json().result).toEqual({ count: 2 });
    const cats = (await db().selectFrom('categories').select('_id').where('categoryId', 'in', ['ED-LINEN', 'ED-EMPTY']).execute()).map((c) => c._id);
    expect((await post(productSkuAdminApi.setCategoryStatusBulk.path, { ids: cats, status: false })).json().result).toEqual({ count: 2 });
    expect((await post(productSkuAdminApi.setSkuStatusBulk.path, { ids: [], status: true })).statusCode).toBe(400);
  });

  it('bulk-deletes parents only when none has colours: one with colours refuses the batch, naming it', async () => {
    await insertParentSkus(db(), [parent('ED-5', 'ED-COTTON'), parent('ED-6', 'ED-COTTON')], new Date(t.clock.now));
    const ids = [await idOf('parent_skus', 'ED-5'), await idOf('parent_skus', 'ED-2'), await idOf('parent_skus', 'ED-6')];
    const r = await post(productSkuAdminApi.deleteParentBulk.path, { ids });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(conflictTexts.inUse('parent SKU ED-2', skuEditTexts.colours(2)));
    expect(await db().selectFrom('parent_skus').select('_id').where('_id', 'in', ids).execute()).toHaveLength(3);

    // The colours go first (with their prices and photo), then the parents.
    const skuIds = [await idOf('skus', 'ED-2-01'), await idOf('skus', 'ED-2-02')];
    await db().insertInto('sku_prices').values({ skuId: skuIds[0], silverPrice: 1, goldPrice: 1, platinumPrice: 1, modifyAt: '' }).execute();
    const gone = await post(productSkuAdminApi.deleteSkuBulk.path, { ids: skuIds });
    expect(gone.json()).toEqual({ message: serverMessages.deleted, result: { count: 2 } });
    expect(await db().selectFrom('sku_prices').select('skuId').where('skuId', 'in', skuIds).execute()).toEqual([]);
    expect((await post(productSkuAdminApi.deleteParentBulk.path, { ids })).json().result).toEqual({ count: 3 });
  });

  it('deletes one SKU and removes its photo file unless another row shows it', async () => {
    const shared = await t.app.uploads.saveBuffer(await pngBytes());
    await insertSkus(db(), [sku('ED-1-03', 'ED-1', { path: shared }), sku('ED-1-04', 'ED-1', { path: shared })], new Date(t.clock.now));
    const del = (code: string) => idOf('skus', code).then((id) => t.call({ method: 'DELETE', url: url(productSkuAdminApi.deleteSku.path, id), token }));
    expect((await del('ED-1-03')).statusCode).toBe(200);
    expect(uploaded(shared)).toBe(true);
    expect((await del('ED-1-04')).statusCode).toBe(200);
    expect(uploaded(shared)).toBe(false);
    expect((await t.call({ method: 'DELETE', url: url(productSkuAdminApi.deleteSku.path, 'no-such'), token })).statusCode).toBe(404);
  });
});

describe('a dialog edit and a re-imported export agree', () => {
  it('edits a SKU through the dialog call, exports it, imports the export back: the rows are unchanged', async () => {
    await insertParentSkus(db(), [parent('RT-1', 'ED-COTTON')], new Date(t.clock.now));
    await insertSkus(db(), [sku('RT-1-01', 'RT-1'), sku('00777', 'RT-1')], new Date(t.clock.now));
    const id = await idOf('skus', 'RT-1-01');
    const r = await editSku(id, skuFields({ sku: 'RT-1-01', parentsSku: 'RT-1', name: 'ผ้าฝ้าย สีกรม', article: '0099', stock: '7', marketPrices: '99.95', isActived: 'false', silverPrice: '90', goldPrice: '85', platinumPrice: '80' }));
    expect(r.statusCode, r.body).toBe(200);
    const rows = () =>
      db()
        .selectFrom('skus')
        .selectAll()
        .where('parentsSku', '=', 'RT-1')
        .orderBy('sku')
        .execute()
        // The rows' data; who saved them last and their version (issue 20 §1.4) move on with every save.
        .then((all) => all.map(({ version: _v, updatedAt: _at, updatedBy: _by, ...s }) => ({ ...s, stock: Number(s.stock), marketPrices: Number(s.marketPrices), isActived: Number(s.isActived) })));
    const prices = () => db().selectFrom('sku_prices').select(['skuId', 'silverPrice', 'goldPrice', 'platinumPrice']).where('skuId', '=', id).execute();
    const before = await rows();
    const pricesBefore = await prices();

    const exported = await post(productSkuAdminApi.export.path, { filters: { parentsSku: 'RT-1' } });
    expect(exported.statusCode).toBe(200);
    const layout = IMPORT_LAYOUTS.sku;
    const body = await multipart({}, { [layout.field]: { name: 'skus.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data: exported.rawPayload } });
    const imported = await t.call({ method: 'POST', url: `/api${layout.path}`, token, ...body });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().result).toMatchObject({ rows: 2, created: 0, updated: 0, unchanged: 2 });

    expect(await rows()).toEqual(before);
    expect(before.find((s) => s.sku === 'RT-1-01')).toMatchObject({ name: 'ผ้าฝ้าย สีกรม', article: '0099', stock: 7, marketPrices: 99.95, isActived: 0 });
    // The export carries no tier prices (yet): the import leaves them as the dialog set them.
    expect(await prices()).toEqual(pricesBefore);

    // And the reverse: the dialog saving what the sheet wrote (its copy, unchanged) writes the same row.
    const copy = (await t.call({ method: 'GET', url: url(productSkuAdminApi.sku.path, id), token })).json().result;
    const same = await editSku(id, {
      sku: copy.sku,
      name: copy.name,
      article: copy.article,
      parentsSku: copy.parentsSku,
      categoryId: copy.categoryId,
      stock: String(copy.stock),
      marketPrices: String(copy.marketPrices),
      isActived: String(copy.isActived),
      silverPrice: String(copy.silverPrice),
      goldPrice: String(copy.goldPrice),
      platinumPrice: String(copy.platinumPrice),
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(await rows()).toEqual(before);
    expect(await prices()).toEqual(pricesBefore);
  });
});
