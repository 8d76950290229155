import { Migrator, type MigrationProvider } from 'kysely';
import * as XLSX from 'xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { SKU_SHEET_COLUMNS } from '../../src/contract/productSkuAdmin.js';
import { migrations } from '../../server/db/migrations/index.js';
import { insertCategory } from '../../server/modules/category/queries.js';
import { insertParentSkus, insertSkuCategories, insertSkus, type NewParentSku, type NewSku } from '../../server/modules/productSku/queries.js';
import { makeApp, useSharedTestApp } from '../helpers/app.js';

/**
 * The admin SKU calls of spec.md §7 (issue 9 §2): guard, 400s, status switches and what they change
 * publicly, server-side paging/sorting/search with `total`, the SKU browser reads, the .xlsx export,
 * and migration 008 merging the two category tables.
 */
const PUBLIC_URL = 'https://shop.example.com';
const t = useSharedTestApp({ publicUrl: PUBLIC_URL });
let token: string;

const parent = (parentsSku: string, categoryId: string, isActived = true, name = `Fabric ${parentsSku}`): NewParentSku => ({
  parentsSku,
  name,
  path: '',
  width: '58"/60"',
  composition: '100% Cotton',
  weaving: 'Plain',
  discription: '<p>x</p>',
  productType: 'FABRICS',
  categoryId,
  isActived,
});
const sku = (code: string, parentsSku: string, over: Partial<NewSku> = {}): NewSku => ({
  sku: code,
  name: `Colour ${code}`,
  path: `/uploads/${code}.webp`,
  article: `A-${code}`,
  parentsSku,
  stock: 10,
  marketPrices: 85.5,
  categoryId: 'COTTON',
  isActived: true,
  ...over,
});

const post = (url: string, payload: unknown, as: string | undefined = token) => t.call({ method: 'POST', url: `/api/product_sku/${url}`, payload: payload as object, token: as });
const get = (url: string) => t.call({ method: 'GET', url });
const publicPost = (url: string, payload: unknown) => t.call({ method: 'POST', url, payload: payload as object });

beforeAll(async () => {
  token = await t.adminToken();
  const db = t.app.db;
  const now = new Date(t.clock.now);
  await insertCategory(db, { categoryId: 'COTTON', name: 'Cotton', discription: 'Soft', url: '/uploads/cotton.webp' }, now);
  await insertCategory(db, { categoryId: 'LINEN', name: 'Linen', discription: '', url: '/uploads/linen.webp' }, now);
  await insertParentSkus(db, [parent('CT-1', 'COTTON'), parent('CT-2', 'COTTON', true, 'ผ้าฝ้าย ทอลาย'), parent('LN-1', 'LINEN'), parent('LN-OLD', 'LINEN', false)], now);
  // 60 SKUs of CT-1, created a second apart (so "newest first" is visible), stock 0..59, every 4th inactive.
  for (let i = 0; i < 60; i++) {
    await insertSkus(db, [sku(`CT-1-${String(i).padStart(2, '0')}`, 'CT-1', { stock: i, isActived: i % 4 !== 0, name: i === 7 ? 'Sky 100%_Blue' : `Colour ${i}` })], new Date(t.clock.now + i * 1000));
  }
  await insertSkus(db, [sku('00123', 'CT-2', { name: 'ผ้าฝ้าย สีกรม', article: '0042' }), sku('LN-1-01', 'LN-1', { categoryId: 'LINEN' })], new Date(t.clock.now + 100_000));
});
describe('guard', () => {
  const calls: Array<[string, 'GET' | 'POST', unknown]> = [
    ['get_product_sku_data_all', 'POST', { keyword: '' }],
    ['update_product_sku_status', 'POST', { _id: 'x', status: true }],
    ['get_product_parents_sku_data_all', 'POST', { keyword: '' }],
    ['update_product_parents_sku_status', 'POST', { _id: 'x', status: true }],
    ['get_product_category_data_all', 'GET', undefined],
    ['update_product_category_sku_status', 'POST', { _id: 'x', status: true }],
    ['get_product_parents_sku_data_by_category_id', 'POST', { categoryId: 'COTTON' }],
    ['get_product_sku_data_by_parents_sku', 'POST', { parentsSku: 'CT-1' }],
    ['export_product_sku_data', 'POST', {}],
  ];
  it.each(calls)('%s answers 401 without a token and 403 with a member token', async (path, method, payload) => {
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    for (const [as, status] of [[undefined, 401], [member, 403]] as const) {
      const r = await t.call({ method, url: `/api/product_sku/${path}`, token: as, ...(payload ? { payload: payload as object } : {}) });
      expect(r.statusCode, `${path} ${status}`).toBe(status);
    }
  });
});

describe('bad input answers 400 naming the field, and changes nothing', () => {
  it.each([
    ['update_product_sku_status', { _id: 'x' }, 'status'],
    ['update_product_sku_status', { _id: 'x', status: 'true' }, 'status'],
    ['update_product_parents_sku_status', { status: false }, '_id'],
    ['update_product_category_sku_status', { _id: 'x', status: true, role: 'admin' }, 'role'],
    ['get_product_sku_data_all', { keyword: 'a', perPage: 0 }, 'perPage'],
    ['get_product_sku_data_all', { keyword: 'a', perPage: 5000 }, 'perPage'],
    ['get_product_sku_data_all', { keyword: 'a', page: 1, sort: 'passwordHash' }, 'sort'],
    ['get_product_sku_data_all', { keyword: 'a', order: 'sideways' }, 'order'],
    ['get_product_sku_data_all', { keyword: 42 }, 'keyword'],
    ['get_product_parents_sku_data_all', { keyword: 'a', sort: 'sku' }, 'sort'],
    ['get_product_parents_sku_data_by_category_id', {}, 'categoryId'],
    ['get_product_sku_data_by_parents_sku', { parentsSku: '' }, 'parentsSku'],
    ['export_product_sku_data', { filters: { keyword: 'a', evil: 1 } }, 'evil'],
  ])('%s %j', async (path, payload, field) => {
    const r = await post(path, payload);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain(field);
  });

  it('answers 404 switching an unknown record', async () => {
    for (const path of ['update_product_sku_status', 'update_product_parents_sku_status', 'update_product_category_sku_status']) {
      const r = await post(path, { _id: 'no-such-id', status: false });
      expect(r.statusCode, path).toBe(404);
    }
  });
});

describe('SKU list: paged, sorted and searched on the server', () => {
  it('answers every SKU with total when no page is asked for (the spec shape), newest first, with parent and category names', async () => {
    const r = await post('get_product_sku_data_all', { keyword: '' });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.total).toBe(62);
    expect(body.result).toHaveLength(62);
    expect(body.result.slice(0, 2).map((s: { sku: string }) => s.sku).sort()).toEqual(['00123', 'LN-1-01']);
    expect(body.result[2].sku).toBe('CT-1-59');
    const cotton = body.result.find((s: { sku: string }) => s.sku === '00123');
    expect(cotton).toMatchObject({ parentsSku: 'CT-2', parentName: 'ผ้าฝ้าย ทอลาย', categoryId: 'COTTON', categoryName: 'Cotton', stock: 10, marketPrices: 85.5, isActived: true });
    expect(Object.keys(cotton).sort()).toEqual(
      ['_id', 'sku', 'name', 'path', 'article', 'parentsSku', 'stock', 'marketPrices', 'categoryId', 'isActived', 'createAt', 'parentName', 'categoryName', 'version'].sort(),
    );
  });

  it('pages with page/perPage and keeps total the whole count', async () => {
    const page = async (n: number) => (await post('get_product_sku_data_all', { keyword: 'ct-1-', page: n, perPage: 25, sort: 'sku', order: 'ASC' })).json();
    const [p1, p2, p3, p4] = [await page(1), await page(2), await page(3), await page(4)];
    expect([p1.total, p2.total, p3.total, p4.total]).toEqual([60, 60, 60, 60]);
    expect([p1.result.length, p2.result.length, p3.result.length, p4.result.length]).toEqual([25, 25, 10, 0]);
    expect(p1.result[0].sku).toBe('CT-1-00');
    expect(p2.result[0].sku).toBe('CT-1-25');
    const all = [...p1.result, ...p2.result, ...p3.result].map((s: { sku: string }) => s.sku);
    expect(new Set(all).size).toBe(60);
  });

  it('sorts by any listed column in either order', async () => {
    const stockDesc = (await post('get_product_sku_data_all', { keyword: 'CT-1', page: 1, perPage: 3, sort: 'stock', order: 'DESC' })).json().result;
    expect(stockDesc.map((s: { stock: number }) => s.stock)).toEqual([59, 58, 57]);
    const nameAsc = (await post('get_product_sku_data_all', { page: 1, perPage: 2, sort: 'name', order: 'asc' })).json().result;
    expect(nameAsc.map((s: { name: string }) => s.name)).toEqual(['Colour 0', 'Colour 1']);
  });

  it('searches sku, name, article and parent SKU case-insensitively, wildcards taken literally, Thai included', async () => {
    const find = async (keyword: string) => (await post('get_product_sku_data_all', { keyword, page: 1, perPage: 100 })).json();
    expect((await find('ct-1-0')).total).toBe(10);
    expect((await find('SKY 100%_b')).result.map((s: { sku: string }) => s.sku)).toEqual(['CT-1-07']);
    expect((await find('100%')).total).toBe(1);
    expect((await find('_')).total).toBe(1);
    expect((await find('สีกรม')).result.map((s: { sku: string }) => s.sku)).toEqual(['00123']);
    expect((await find('0042')).result.map((s: { sku: string }) => s.sku)).toEqual(['00123']);
    expect((await find('LN-1')).total).toBe(1);
    expect((await find('  ct-1-59 ')).total).toBe(1);
    expect((await find('no such thing')).result).toEqual([]);
  });

  it('filters by category, parent SKU and active flag', async () => {
    const list = async (f: object) => (await post('get_product_sku_data_all', { ...f, page: 1, perPage: 100 })).json();
    expect((await list({ categoryId: 'LINEN' })).result.map((s: { sku: string }) => s.sku)).toEqual(['LN-1-01']);
    expect((await list({ parentsSku: 'CT-2' })).total).toBe(1);
    expect((await list({ parentsSku: 'CT-1', isActived: false })).total).toBe(15);
    expect((await list({ parentsSku: 'CT-1', isActived: true, keyword: 'ct-1-0' })).total).toBe(7);
  });
});

describe('parent SKU list', () => {
  it('searches by parent SKU and name, pages, sorts, and lists inactive ones too', async () => {
    const all = (await post('get_product_parents_sku_data_all', { keyword: '' })).json();
    expect(all.total).toBe(4);
    expect(all.result.map((p: { parentsSku: string }) => p.parentsSku).sort()).toEqual(['CT-1', 'CT-2', 'LN-1', 'LN-OLD']);
    const ln = (await post('get_product_parents_sku_data_all', { keyword: 'ln-', page: 1, perPage: 1, sort: 'parentsSku', order: 'DESC' })).json();
    expect(ln.total).toBe(2);
    expect(ln.result.map((p: { parentsSku: string }) => p.parentsSku)).toEqual(['LN-OLD']);
    expect((await post('get_product_parents_sku_data_all', { keyword: 'ทอลาย' })).json().result.map((p: { parentsSku: string }) => p.parentsSku)).toEqual(['CT-2']);
  });
});

describe('SKU browser reads (admin: active or not)', () => {
  it('lists the parent SKUs of a category and the SKUs of a parent SKU', async () => {
    const parents = (await post('get_product_parents_sku_data_by_category_id', { categoryId: 'LINEN' })).json().result;
    expect(parents.map((p: { parentsSku: string }) => p.parentsSku)).toEqual(['LN-1', 'LN-OLD']);
    const skus = (await post('get_product_sku_data_by_parents_sku', { parentsSku: 'CT-1' })).json().result;
    expect(skus).toHaveLength(60);
    expect(skus.filter((s: { isActived: boolean }) => !s.isActived)).toHaveLength(15);
    expect((await post('get_product_sku_data_by_parents_sku', { parentsSku: 'NONE' })).json().result).toEqual([]);
  });
});

describe('status switches', () => {
  it('a SKU switched off leaves the public colour list; on again, it is back', async () => {
    const colours = async () =>
      (await publicPost('/api/product_sku/get_product_sku_data_by_parents_sku_actived', { parentsSku: 'CT-2', isActived: true })).json().result.map((s: { sku: string }) => s.sku);
    expect(await colours()).toEqual(['00123']);
    const id = (await post('get_product_sku_data_by_parents_sku', { parentsSku: 'CT-2' })).json().result[0]._id;
    const off = await post('update_product_sku_status', { _id: id, status: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().result).toMatchObject({ sku: '00123', isActived: false });
    expect(await colours()).toEqual([]);
    expect((await post('update_product_sku_status', { _id: id, status: true })).json().result.isActived).toBe(true);
    expect(await colours()).toEqual(['00123']);
  });

  it('a parent SKU switched off leaves the storefront lists and the sitemap; its old link answers 404 marked discontinued', async () => {
    const cards = async () =>
      (await publicPost('/api/product_sku/get_product_parents_sku_data_by_category_id_actived', { categoryId: 'COTTON', isActived: true })).json().result.map((p: { parentsSku: string }) => p.parentsSku);
    const byType = async () =>
      (await publicPost('/api/product_sku/get_product_parents_sku_data_by_product_type_actived', { productType: 'FABRICS', isActived: true })).json().result.map((p: { parentsSku: string }) => p.parentsSku);
    const sitemap = async () => (await get('/sitemap.xml')).body;
    expect(await cards()).toContain('CT-2');
    expect(await sitemap()).toContain(`${PUBLIC_URL}/sub_product/CT-2<`);
    expect((await get('/sub_product/CT-2')).statusCode).toBe(200);

    const id = (await post('get_product_parents_sku_data_all', { keyword: 'CT-2' })).json().result[0]._id;
    const off = await post('update_product_parents_sku_status', { _id: id, status: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().result).toMatchObject({ parentsSku: 'CT-2', isActived: false });
    expect(await cards()).not.toContain('CT-2');
    expect(await byType()).not.toContain('CT-2');
    expect(await sitemap()).not.toContain('/sub_product/CT-2<');
    const page = await get('/sub_product/CT-2');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(/<title>([^<]*)<\/title>/.exec(page.body)?.[1]).toContain('discontinued');
    // The record itself is still readable, flagged, so the page can say it is discontinued.
    const stored = (await publicPost('/api/product_sku/get_product_parents_sku_data_by_parents_sku', { parentsSku: 'CT-2' })).json().result;
    expect(stored).toMatchObject([{ parentsSku: 'CT-2', isActived: false }]);
    // LN-OLD was never active: the same.
    expect((await get('/sub_product/LN-OLD')).statusCode).toBe(404);
    // An unknown code is the not-found page, a 404 too.
    const unknown = await get('/sub_product/NO-SUCH');
    expect(unknown.statusCode).toBe(404);
    expect(/<title>([^<]*)<\/title>/.exec(unknown.body)?.[1]).toBe('Page Not Found 404 | Selvedge');

    await post('update_product_parents_sku_status', { _id: id, status: true });
    expect(await cards()).toContain('CT-2');
    expect((await get('/sub_product/CT-2')).statusCode).toBe(200);
    expect(await sitemap()).toContain(`${PUBLIC_URL}/sub_product/CT-2<`);
  });

  it('a category switched off is hidden by every public category call, its product list, page head and sitemap entry', async () => {
    const publicIds = async () => ({
      grid: (await get('/api/category/get_category_all')).json().result.map((c: { categoryId: string }) => c.categoryId),
      navbar: (await publicPost('/api/product_sku/get_product_category_data_actived', { isActived: true })).json().result.map((c: { categoryId: string }) => c.categoryId),
    });
    const linenCards = async () =>
      (await publicPost('/api/product_sku/get_product_parents_sku_data_by_category_id_actived', { categoryId: 'LINEN', isActived: true })).json().result;
    expect(await publicIds()).toEqual({ grid: ['COTTON', 'LINEN'], navbar: ['COTTON', 'LINEN'] });
    expect(await linenCards()).toHaveLength(1);
    expect(/<title>([^<]*)<\/title>/.exec((await get('/product/CATEGORY/LINEN')).body)?.[1]).toContain('Linen');

    const all = (await t.call({ method: 'GET', url: '/api/product_sku/get_product_category_data_all', token })).json().result;
    const linen = all.find((c: { categoryId: string }) => c.categoryId === 'LINEN');
    expect(linen).toMatchObject({ name: 'Linen', url: '/uploads/linen.webp', isActived: true });
    const off = await post('update_product_category_sku_status', { _id: linen._id, status: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().result).toMatchObject({ categoryId: 'LINEN', isActived: false });

    expect(await publicIds()).toEqual({ grid: ['COTTON'], navbar: ['COTTON'] });
    expect(await linenCards()).toEqual([]);
    expect((await get('/sitemap.xml')).body).not.toContain('/product/CATEGORY/LINEN<');
    const offPage = await get('/product/CATEGORY/LINEN');
    expect(offPage.statusCode).toBe(404);
    expect(/<title>([^<]*)<\/title>/.exec(offPage.body)?.[1]).toBe('Page Not Found 404 | Selvedge');
    // The admin lists still show it, switched off, and the Category screen's list is the same rows.
    const after = (await t.call({ method: 'GET', url: '/api/product_sku/get_product_category_data_all', token })).json().result;
    expect(after.find((c: { categoryId: string }) => c.categoryId === 'LINEN')).toMatchObject({ isActived: false, name: 'Linen' });

    await post('update_product_category_sku_status', { _id: linen._id, status: true });
    expect(await publicIds()).toEqual({ grid: ['COTTON', 'LINEN'], navbar: ['COTTON', 'LINEN'] });
    expect((await get('/sitemap.xml')).body).toContain('/product/CATEGORY/LINEN<');
  });
});

/** Reads an .xlsx answer back with SheetJS: the first sheet's rows, and its raw cells. */
function readSheet(body: Buffer) {
  const book = XLSX.read(body, { type: 'buffer', dense: true });
  const sheet = book.Sheets[book.SheetNames[0]];
  return { rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true }), sheet };
}

describe('export of the filtered SKU list as .xlsx in the import layout', () => {
  it('sends every matching row with the import headers, codes as text (leading zeros kept), Thai intact and the tier prices', async () => {
    // A priced SKU carries its tier prices (blank, i.e. "keep", while never priced).
    const [unpriced] = (await post('get_product_sku_data_by_parents_sku', { parentsSku: 'CT-2' })).json().result as Array<{ _id: string }>;
    const before = readSheet((await post('export_product_sku_data', { filters: { parentsSku: 'CT-2' } })).rawPayload).rows[1];
    expect(before).toHaveLength(9);
    expect((await t.call({ method: 'POST', url: '/api/sub_product_price/add_new_sub_product_price', token, payload: { subProductId: unpriced._id, silverPrice: 80, goldPrice: 77.5, platinumPrice: 75 } })).statusCode).toBe(201);
    const r = await post('export_product_sku_data', { filters: { parentsSku: 'CT-2' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="skus-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const { rows, sheet } = readSheet(r.rawPayload);
    expect(rows[0]).toEqual([...SKU_SHEET_COLUMNS]);
    expect(rows[1]).toEqual(['/uploads/00123.webp', '00123', 'ผ้าฝ้าย สีกรม', '0042', 'CT-2', 10, 85.5, 'COTTON', 'TRUE', 80, 77.5, 75]);
    expect(rows).toHaveLength(2);
    const code = (sheet['!data'] as Array<Array<{ t: string; v: unknown; z?: string }>>)[1][1];
    expect(code.t).toBe('s');
    expect(code.v).toBe('00123');
  });

  it('applies the keyword, flag and sort, and writes FALSE for switched-off rows', async () => {
    const r = await post('export_product_sku_data', { filters: { keyword: 'ct-1-', isActived: false }, sort: 'stock', order: 'DESC' });
    const { rows } = readSheet(r.rawPayload);
    expect(rows).toHaveLength(16);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['CT-1-56', 'CT-1-52', 'CT-1-48', 'CT-1-44', 'CT-1-40', 'CT-1-36', 'CT-1-32', 'CT-1-28', 'CT-1-24', 'CT-1-20', 'CT-1-16', 'CT-1-12', 'CT-1-08', 'CT-1-04', 'CT-1-00']);
    expect(new Set(rows.slice(1).map((row) => row[8]))).toEqual(new Set(['FALSE']));
  });

  it('has no 1,000-row cap', async () => {
    const other = await makeApp();
    try {
      const now = new Date(other.clock.now);
      await insertParentSkus(other.app.db, [parent('BIG', 'COTTON')], now);
      await insertSkus(other.app.db, Array.from({ length: 2500 }, (_, i) => sku(`BIG-${String(i).padStart(5, '0')}`, 'BIG')), now);
      const r = await other.call({ method: 'POST', url: '/api/product_sku/export_product_sku_data', payload: {}, token: await other.adminToken() });
      const { rows } = readSheet(r.rawPayload);
      expect(rows).toHaveLength(2501);
      expect(rows[2500][1]).toBe('BIG-02499');
    } finally {
      await other.close();
    }
  });
});

describe('migration 008_one_category', () => {
  it('merges the SKU categories into the categories without loss, then drops them', async () => {
    const other = await makeApp();
    try {
      // A fresh database taken back to the migration before 008, holding rows in both tables.
      const names = Object.keys(migrations).sort();
      const before = names[names.indexOf('008_one_category') - 1];
      const migrator = new Migrator({ db: other.app.db, provider: { getMigrations: async () => migrations } satisfies MigrationProvider });
      const down = await migrator.migrateTo(before);
      expect(down.error).toBeUndefined();
      const db = other.app.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
      await db
        .insertInto('categories')
        .values([
          { _id: 'c1', categoryId: 'COTTON', name: 'Cotton', discription: 'Soft cotton', url: '/uploads/c1.webp', createAt: '2026-03-01T00:00:00.000Z' },
          { _id: 'c2', categoryId: 'BATIK', name: 'Batik', discription: 'Hand-dyed', url: '/uploads/c2.webp', createAt: '2026-03-02T00:00:00.000Z' },
          { _id: 'c3', categoryId: 'UNIFORM', name: 'Uniform', discription: '', url: '/uploads/c3.webp', createAt: '2026-03-03T00:00:00.000Z' },
        ])
        .execute();
      await db
        .insertInto('sku_categories')
        .values([
          { _id: 's1', categoryId: 'COTTON', name: 'Cotton SKU name', isActived: 1, createAt: '2026-01-15T00:00:00.000Z' },
          { _id: 's2', categoryId: 'UNIFORM', name: 'Uniform', isActived: 0, createAt: '2026-04-01T00:00:00.000Z' },
          { _id: 's3', categoryId: 'CLEARANCE', name: 'ผ้าลดราคา', isActived: 0, createAt: '2026-02-01T00:00:00.000Z' },
          { _id: 's4', categoryId: 'SILK', name: 'Silk', isActived: 1, createAt: '2026-02-02T00:00:00.000Z' },
        ])
        .execute();

      const up = await migrator.migrateToLatest();
      expect(up.error).toBeUndefined();
      // sortOrder (migration 018): the order the categories were shown in, oldest first.
      // The rows as 008 and 018 left them (the version columns of migration 026 aside).
      const rows = (await db.selectFrom('categories').selectAll().orderBy('categoryId').execute()).map(({ version: _v, updatedAt: _at, updatedBy: _by, ...r }) => r);
      expect(rows).toEqual([
        { _id: 'c2', categoryId: 'BATIK', name: 'Batik', discription: 'Hand-dyed', url: '/uploads/c2.webp', isActived: 1, createAt: '2026-03-02T00:00:00.000Z', alwaysShown: 0, sortOrder: 4 },
        { _id: 's3', categoryId: 'CLEARANCE', name: 'ผ้าลดราคา', discription: '', url: '', isActived: 0, createAt: '2026-02-01T00:00:00.000Z', alwaysShown: 0, sortOrder: 2 },
        { _id: 'c1', categoryId: 'COTTON', name: 'Cotton', discription: 'Soft cotton', url: '/uploads/c1.webp', isActived: 1, createAt: '2026-01-15T00:00:00.000Z', alwaysShown: 0, sortOrder: 1 },
        { _id: 's4', categoryId: 'SILK', name: 'Silk', discription: '', url: '', isActived: 1, createAt: '2026-02-02T00:00:00.000Z', alwaysShown: 0, sortOrder: 3 },
        { _id: 'c3', categoryId: 'UNIFORM', name: 'Uniform', discription: '', url: '/uploads/c3.webp', isActived: 0, createAt: '2026-03-03T00:00:00.000Z', alwaysShown: 0, sortOrder: 5 },
      ]);
      await expect(db.selectFrom('sku_categories').selectAll().execute()).rejects.toThrow(/no such table|does not exist/);

      // Both admin screens read the merged rows; the public lists carry the active ones (each with a fabric in it).
      await insertParentSkus(other.app.db, ['COTTON', 'CLEARANCE', 'SILK', 'BATIK', 'UNIFORM'].map((c) => parent(`P-${c}`, c)), new Date());
      other.app.publicCache.clear();
      const adminToken = await other.adminToken();
      const admin = (await other.call({ method: 'GET', url: '/api/product_sku/get_product_category_data_all', token: adminToken })).json().result;
      expect(admin.map((c: { categoryId: string }) => c.categoryId)).toEqual(['COTTON', 'CLEARANCE', 'SILK', 'BATIK', 'UNIFORM']);
      const grid = (await other.call({ method: 'GET', url: '/api/category/get_category_all' })).json().result;
      expect(grid.map((c: { categoryId: string }) => c.categoryId)).toEqual(['COTTON', 'SILK', 'BATIK']);
      const navbar = (await other.call({ method: 'POST', url: '/api/product_sku/get_product_category_data_actived', payload: { isActived: true } })).json().result;
      expect(navbar).toEqual(grid);
    } finally {
      await other.close();
    }
  });

  it('keeps SKU categories written through the SKU writers in the one table, picture and text untouched', async () => {
    const other = await makeApp();
    try {
      const now = new Date(other.clock.now);
      await insertCategory(other.app.db, { categoryId: 'DENIM', name: 'Denim', discription: 'Indigo', url: '/uploads/d.webp' }, now);
      await insertSkuCategories(other.app.db, [{ categoryId: 'DENIM', name: 'Denim', isActived: false }, { categoryId: 'NEW', name: 'New one', isActived: true }], now);
      const all = (await other.call({ method: 'GET', url: '/api/product_sku/get_product_category_data_all', token: await other.adminToken() })).json().result;
      expect(all).toEqual([
        expect.objectContaining({ categoryId: 'DENIM', discription: 'Indigo', url: '/uploads/d.webp', isActived: false }),
        expect.objectContaining({ categoryId: 'NEW', name: 'New one', discription: '', url: '', isActived: true }),
      ]);
    } finally {
      await other.close();
    }
  });
});
