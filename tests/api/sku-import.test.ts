import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { staleSaveText } from '../../src/contract/backOfficeTexts.js';
import { fillPath } from '../../src/contract/call.js';
import { categoryApi } from '../../src/contract/category.js';
import { productCompositionApi } from '../../src/contract/productComposition.js';
import { IMPORT_LAYOUTS, IMPORT_LIMITS, type ImportKind } from '../../src/contract/skuImport.js';
import { skuImportTexts as texts } from '../../src/admin/texts.js';
import { workbookBytes, type Cell } from '../../src/admin/skuImport/workbook.js';
import { insertCategory } from '../../server/modules/category/queries.js';
import { importTuning } from '../../server/modules/skuImport/import.js';
import { makeApp, multipart, useSharedTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';
import { onPostgres } from '../helpers/pg.js';

/**
 * The three spreadsheet import calls (issue 9 §3), the import history and the colour photos (§4),
 * through app.inject on a fresh database: guard, 400/413/422, upsert counts, dry runs, all or
 * nothing, codes kept as text, and what the storefront shows afterwards. Hostile files:
 * sku-import-files.test.ts; the crash: sku-import-crash.test.ts.
 */
const t = useSharedTestApp();
let token: string;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a file to an import call, as the browser does. */
async function importFile(kind: ImportKind, bytes: Uint8Array | Buffer, opts: { dryRun?: boolean; name?: string; as?: string | null; extra?: Record<string, string> } = {}) {
  const layout = IMPORT_LAYOUTS[kind];
  const body = await multipart(
    { ...(opts.dryRun ? { dryRun: 'true' } : {}), ...opts.extra },
    { [layout.field]: { name: opts.name ?? `${kind}.xlsx`, type: XLSX_TYPE, data: Buffer.from(bytes) } },
  );
  return t.call({ method: 'POST', url: `/api${layout.path}`, token: opts.as === null ? undefined : (opts.as ?? token), payload: body.payload, headers: body.headers });
}
const sheet = (rows: Cell[][]) => workbookBytes(rows);

const post = (url: string, payload: object) => t.call({ method: 'POST', url: `/api${url}`, payload, token });
const publicPost = (url: string, payload: object) => t.call({ method: 'POST', url: `/api${url}`, payload });
const skuList = async (keyword = '') => (await post('/product_sku/get_product_sku_data_all', { keyword, perPage: 1000, sort: 'sku', order: 'ASC' })).json().result as Array<Record<string, unknown>>;
const parentList = async (keyword = '') => (await post('/product_sku/get_product_parents_sku_data_all', { keyword, perPage: 1000, sort: 'parentsSku', order: 'ASC' })).json().result as Array<Record<string, unknown>>;
const categoryList = async () => (await t.call({ method: 'GET', url: '/api/product_sku/get_product_category_data_all', token })).json().result as Array<Record<string, unknown>>;
const history = async (kind?: ImportKind) => (await t.call({ method: 'GET', url: `/api/product_sku/get_import_history${kind ? `?kind=${kind}` : ''}`, token })).json().result as Array<Record<string, unknown>>;

const CATEGORY_HEADER = ['categoryId', 'name', 'isActived'];
const PARENT_HEADER = ['parentsSku', 'name', 'categoryId', 'productType', 'composition', 'weaving', 'width', 'discription', 'path', 'isActived'];
const SKU_HEADER = ['path', 'sku', 'name', 'article', 'parentsSku', 'stock', 'marketPrices', 'categoryId', 'isActived'];

beforeAll(async () => {
  token = await t.adminToken('importer@test.local');
  await insertCategory(t.app.db, { categoryId: 'SEEDED', name: 'Seeded', discription: 'Kept', url: '/uploads/seeded.webp' }, new Date(t.clock.now));
});
describe('guard and bad requests', () => {
  const file = () => sheet([CATEGORY_HEADER, ['G1', 'Guarded', 'TRUE']]);

  it.each(['category', 'parents', 'sku'] as const)('the %s import answers 401 without a token and 403 with a member token, writing nothing', async (kind) => {
    expect((await importFile(kind, file(), { as: null })).statusCode).toBe(401);
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    expect((await importFile(kind, file(), { as: member })).statusCode).toBe(403);
    expect((await categoryList()).map((c) => c.categoryId)).not.toContain('G1');
  });

  it('history and photo calls are admin only', async () => {
    expect((await t.call({ method: 'GET', url: '/api/product_sku/get_import_history' })).statusCode).toBe(401);
    const photo = await multipart({}, { photo: { name: 'X.png', type: 'image/png', data: await pngBytes() } });
    expect((await t.call({ method: 'POST', url: '/api/product_sku/upload_sku_photo', payload: photo.payload, headers: photo.headers })).statusCode).toBe(401);
  });

  it('answers 400 to a JSON body, a missing file, an unknown field or a bad dryRun', async () => {
    expect((await post(IMPORT_LAYOUTS.category.path, {})).statusCode).toBe(400);
    const noFile = await multipart({ dryRun: 'true' });
    const r = await t.call({ method: 'POST', url: `/api${IMPORT_LAYOUTS.category.path}`, token, payload: noFile.payload, headers: noFile.headers });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(texts.fileRequired('product_category_list'));
    const wrongField = await multipart({}, { product_list: { name: 'c.xlsx', type: XLSX_TYPE, data: Buffer.from(file()) } });
    const w = await t.call({ method: 'POST', url: `/api${IMPORT_LAYOUTS.category.path}`, token, payload: wrongField.payload, headers: wrongField.headers });
    expect(w.statusCode).toBe(400);
    expect(w.json().message).toContain('product_list');
    const extra = await importFile('category', file(), { extra: { role: 'admin' } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('role');
    const maybe = await importFile('category', file(), { extra: { dryRun: 'maybe' } });
    expect(maybe.statusCode).toBe(400);
    expect(maybe.json().message).toContain('dryRun');
  });

  it('decides the file type by its bytes: a picture named .xlsx and an .xls to the .xlsx/.csv imports get 400', async () => {
    const png = await importFile('category', await pngBytes(), { name: 'categories.xlsx' });
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toBe(texts.notXlsx);
    const xls = XLSX.write(XLSX.utils.book_new(XLSX.utils.aoa_to_sheet([CATEGORY_HEADER, ['X1', 'Xls', 'TRUE']])), { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const r = await importFile('category', xls, { name: 'categories.xls' });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(texts.notXlsx);
    const skuPng = await importFile('sku', await pngBytes(), { name: 'skus.xls' });
    expect(skuPng.json().message).toBe(texts.notSpreadsheet);
    expect((await categoryList()).map((c) => c.categoryId)).not.toContain('X1');
  });

  it('answers 413 to a file past 20 MB, before reading it', async () => {
    const big = Buffer.alloc(IMPORT_LIMITS.maxBytes + 1024, 0x41);
    big.write('PK\u0003\u0004', 0, 'latin1');
    const r = await importFile('sku', big);
    expect(r.statusCode).toBe(413);
  });
});

describe('category import: upsert by categoryId', () => {
  it('creates, leaves identical rows alone, updates changed ones and never touches categories not in the file', async () => {
    const first = await importFile('category', sheet([CATEGORY_HEADER, ['COTTON', 'Cotton', 'TRUE'], ['LINEN', 'Linen', ''], ['OLD', 'Old stock', 'no']]));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: texts.imported, result: { created: 3, updated: 0, unchanged: 0, rows: 3, dryRun: false } });

    const again = await importFile('category', sheet([CATEGORY_HEADER, ['COTTON', 'Cotton', 'TRUE'], ['LINEN', 'Linen', ''], ['OLD', 'Old stock', 'no']]));
    expect(again.json().result).toMatchObject({ created: 0, updated: 0, unchanged: 3 });

    // Headers in any order and any case; blank isActived keeps the flag of an existing row.
    const changed = await importFile('category', sheet([['NAME', 'isactived', 'CategoryID'], ['Cotton Fabrics', '', 'COTTON'], ['Old stock', 'yes', 'OLD']]));
    expect(changed.json().result).toMatchObject({ created: 0, updated: 2, unchanged: 0 });
    const byId = new Map((await categoryList()).map((c) => [c.categoryId, c]));
    // A row the sheet changed moves its version on (issue 20 §1.4): an edit dialog opened before the import is refused.
    expect(byId.get('COTTON')).toMatchObject({ name: 'Cotton Fabrics', isActived: true, version: 2 });
    // …naming the importing admin and when.
    const stale = await multipart({ name: 'Cotton (edited)', version: '1' });
    const edit = await t.call({ method: 'POST', url: `/api${fillPath(categoryApi.update.path, { id: String(byId.get('COTTON')!._id) })}`, token, payload: stale.payload, headers: stale.headers });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(staleSaveText('Test Admin (importer@test.local)', new Date(t.clock.now).toISOString()));
    expect(byId.get('LINEN')).toMatchObject({ name: 'Linen', isActived: true, version: 1 });
    expect(byId.get('OLD')).toMatchObject({ isActived: true });
    // Not in the files: untouched, picture and discription included.
    expect(byId.get('SEEDED')).toMatchObject({ name: 'Seeded', discription: 'Kept', url: '/uploads/seeded.webp', isActived: true });
  });

  it('reads isActived as TRUE/FALSE, true/false, 1/0, yes/no and real booleans', async () => {
    const r = await importFile('category', sheet([CATEGORY_HEADER, ['F1', 'Flag one', 'FALSE'], ['F2', 'Flag two', 'false'], ['F3', 'Flag three', 0], ['F4', 'Flag four', 'No'], ['F5', 'Flag five', false], ['F6', 'Flag six', 'YES'], ['F7', 'Flag seven', 1], ['F8', 'Flag eight', true]]));
    expect(r.statusCode).toBe(200);
    const byId = new Map((await categoryList()).map((c) => [c.categoryId, c.isActived]));
    expect(['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8'].map((id) => byId.get(id))).toEqual([false, false, false, false, false, true, true, true]);
  });

  it('the storefront offers the imported categories with a fabric on the next request, inactive and empty ones hidden', async () => {
    const parents = ['COTTON', 'LINEN', 'OLD'].map((c) => [`NAV-${c}`, `Fabric in ${c}`, c, 'FABRICS', '100% Cotton', 'Plain', '58"', '', '', 'TRUE']);
    expect((await importFile('parents', sheet([PARENT_HEADER, ...parents]))).statusCode).toBe(200);
    const navbar = (await publicPost('/product_sku/get_product_category_data_actived', { isActived: true })).json().result.map((c: { categoryId: string }) => c.categoryId);
    expect(navbar).toEqual(expect.arrayContaining(['COTTON', 'LINEN', 'OLD']));
    expect(navbar).not.toContain('F1');
    // F6 is active but no fabric is in it yet: not offered.
    expect(navbar).not.toContain('F6');
    await importFile('category', sheet([CATEGORY_HEADER, ['LINEN', 'Linen', 'FALSE']]));
    const after = (await publicPost('/product_sku/get_product_category_data_actived', { isActived: true })).json().result.map((c: { categoryId: string }) => c.categoryId);
    expect(after).not.toContain('LINEN');
    await importFile('category', sheet([CATEGORY_HEADER, ['LINEN', 'Linen', 'TRUE']]));
  });

  it('refuses a name another category already has (names stay unique, as on the Category screen)', async () => {
    const r = await importFile('category', sheet([CATEGORY_HEADER, ['COTTON2', 'cotton fabrics', 'TRUE']]));
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ row: 2, column: 'name', value: 'cotton fabrics', reason: texts.nameTaken('COTTON') }]);
  });
});

describe('all or nothing: any bad row refuses the whole file with 422 and the rows’ errors', () => {
  it('lists every problem with its sheet row, column, value and reason, and writes nothing', async () => {
    const before = await skuList();
    const r = await importFile(
      'parents',
      sheet([
        PARENT_HEADER,
        ['P-GOOD', 'Good parent', 'COTTON', 'FABRICS', '', '', '', '', '', ''],
        ['', 'No code', 'COTTON', '', '', '', '', '', '', ''],
        ['P-BAD-CAT', 'Bad category', 'NOPE', '', '', '', '', '', '', ''],
        [],
        ['P-GOOD', 'Twice', 'COTTON', '', '', '', '', '', '', 'maybe'],
      ]),
    );
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      message: texts.refused(4),
      total: 4,
      errors: [
        { row: 3, column: 'parentsSku', value: '', reason: texts.required },
        { row: 4, column: 'categoryId', value: 'NOPE', reason: texts.unknownCategory },
        { row: 6, column: 'parentsSku', value: 'P-GOOD', reason: texts.duplicateCode(2) },
        { row: 6, column: 'isActived', value: 'maybe', reason: texts.flag },
      ],
    });
    expect(await parentList('P-GOOD')).toEqual([]);
    expect(await skuList()).toEqual(before);
  });

  it('checks numbers: stock a whole number ≥ 0, marketPrices ≥ 0', async () => {
    await importFile('parents', sheet([PARENT_HEADER, ['P-NUM', 'Numbers', 'COTTON', '', '', '', '', '', '', '']]));
    const r = await importFile(
      'sku',
      sheet([SKU_HEADER, ['', 'N-1', 'a', '', 'P-NUM', -1, 10, '', ''], ['', 'N-2', 'b', '', 'P-NUM', 1.5, 10, '', ''], ['', 'N-3', 'c', '', 'P-NUM', 'ten', -2, '', ''], ['', 'N-4', 'd', '', 'P-NUM', '7', '12.50', '', '']]),
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([
      { row: 2, column: 'stock', value: '-1', reason: texts.wholeNumber },
      { row: 3, column: 'stock', value: '1.5', reason: texts.wholeNumber },
      { row: 4, column: 'stock', value: 'ten', reason: texts.wholeNumber },
      { row: 4, column: 'marketPrices', value: '-2', reason: texts.money },
    ]);
    expect(await skuList('N-')).toEqual([]);
  });

  it('names a missing column, and a SKU whose parent does not exist', async () => {
    const noParentColumn = await importFile('sku', sheet([['sku', 'name'], ['Z-1', 'Zed']]));
    expect(noParentColumn.statusCode).toBe(422);
    expect(noParentColumn.json().errors).toEqual([{ row: 1, column: 'parentsSku', value: '', reason: texts.missingColumn }]);
    const noParent = await importFile('sku', sheet([SKU_HEADER, ['', 'Z-1', 'Zed', '', 'NO-SUCH-PARENT', 1, 1, '', '']]));
    expect(noParent.json().errors).toEqual([{ row: 2, column: 'parentsSku', value: 'NO-SUCH-PARENT', reason: texts.unknownParent }]);
    const empty = await importFile('sku', sheet([SKU_HEADER]));
    expect(empty.json().errors).toEqual([{ row: 2, column: '', value: '', reason: texts.noRows }]);
  });

  it('lists the first 1,000 errors and the total', async () => {
    const rows: Cell[][] = [CATEGORY_HEADER];
    for (let i = 0; i < 1500; i++) rows.push([`E${i}`, '', 'TRUE']);
    const r = await importFile('category', sheet(rows));
    expect(r.statusCode).toBe(422);
    const body = r.json();
    expect(body.total).toBe(1500);
    expect(body.errors).toHaveLength(1000);
    expect(body.errors[999]).toEqual({ row: 1001, column: 'name', value: '', reason: texts.required });
  });
});

describe('dry run', () => {
  it('answers the counts and writes nothing', async () => {
    await importFile('parents', sheet([PARENT_HEADER, ['P-DRY', 'Dry parent', 'COTTON', '', '', '', '', '', '', '']]));
    await importFile('sku', sheet([SKU_HEADER, ['', 'D-1', 'One', '', 'P-DRY', 1, 10, '', '']]));
    const before = await skuList('D-');
    const historyBefore = (await history('sku')).length;
    const r = await importFile('sku', sheet([SKU_HEADER, ['', 'D-1', 'One', '', 'P-DRY', 1, 10, '', ''], ['', 'D-2', 'Two', '', 'P-DRY', 2, 10, '', ''], ['', 'D-3', 'Three', '', 'P-DRY', 3, 10, '', '']]), { dryRun: true });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: texts.checked, result: { created: 2, updated: 0, unchanged: 1, rows: 3, dryRun: true } });
    expect(await skuList('D-')).toEqual(before);
    expect((await history('sku')).length).toBe(historyBefore);
    const changed = await importFile('sku', sheet([SKU_HEADER, ['', 'D-1', 'One', '', 'P-DRY', 5, 10, '', '']]), { dryRun: true });
    expect(changed.json().result).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const bad = await importFile('sku', sheet([SKU_HEADER, ['', 'D-9', '', '', 'P-DRY', 1, 1, '', '']]), { dryRun: true });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([{ row: 2, column: 'name', value: '', reason: texts.required }]);
  });
});

describe('parent SKUs and SKUs: upsert by code', () => {
  it('creates parents with sanitised discription, defaults and the storefront shows them', async () => {
    const r = await importFile(
      'parents',
      sheet([PARENT_HEADER, ['CT-IMP-1', 'ผ้าฝ้าย Import', 'COTTON', 'FABRICS', '100% Cotton', 'Oxford', '58"/60"', '<p onclick="x()">Soft<script>bad()</script></p>', '', '']]),
    );
    expect(r.json().result).toMatchObject({ created: 1 });
    const [p] = await parentList('CT-IMP-1');
    expect(p).toMatchObject({ parentsSku: 'CT-IMP-1', name: 'ผ้าฝ้าย Import', categoryId: 'COTTON', productType: 'FABRICS', width: '58"/60"', discription: '<p>Soft</p>', path: '', isActived: true });
    const shown = (await publicPost('/product_sku/get_product_parents_sku_data_by_category_id_actived', { categoryId: 'COTTON', isActived: true })).json().result;
    expect(shown.map((x: { parentsSku: string }) => x.parentsSku)).toContain('CT-IMP-1');
  });

  it('matches composition cells against Product Composition (its spelling kept), adding a name it does not have yet and saying so', async () => {
    expect((await post(productCompositionApi.add.path, { name: '65% Polyester' })).statusCode).toBe(201);
    const compositions = async () => ((await t.call({ method: 'GET', url: `/api${productCompositionApi.list.path}`, token })).json().result as Array<{ name: string }>).map((c) => c.name);
    const before = await compositions();
    const row = (code: string, cell: string) => [code, `Blend ${code}`, 'COTTON', '', cell, '', '', '', '', ''];
    const file = sheet([PARENT_HEADER, row('CT-MIX-1', ' 65%  polyester ,35% Cotton-Lyocell'), row('CT-MIX-2', '35% cotton-lyocell, 65% POLYESTER')]);
    const dry = await importFile('parents', file, { dryRun: true });
    expect(dry.json().result).toMatchObject({ created: 2, newCompositions: ['35% Cotton-Lyocell'] });
    expect(await compositions()).toEqual(before);
    const r = await importFile('parents', file);
    expect(r.json().result).toMatchObject({ created: 2, newCompositions: ['35% Cotton-Lyocell'] });
    expect((await parentList('CT-MIX-')).map((p) => p.composition)).toEqual(['65% Polyester, 35% Cotton-Lyocell', '35% Cotton-Lyocell, 65% Polyester']);
    expect((await compositions()).sort()).toEqual([...before, '35% Cotton-Lyocell'].sort());
    // Known now: the same file again adds nothing and changes nothing.
    const again = (await importFile('parents', file)).json().result;
    expect(again).toMatchObject({ unchanged: 2 });
    expect(again).not.toHaveProperty('newCompositions');
  });

  it('SKUs: blank cells keep an existing row’s values and default a new one; rows not in the file stay', async () => {
    const first = await importFile(
      'sku',
      sheet([SKU_HEADER, ['', 'CT-IMP-1-01', 'Navy', 'A-1', 'CT-IMP-1', 10, 100.5, '', ''], ['', 'CT-IMP-1-02', 'Red', '', 'CT-IMP-1', '', '', 'LINEN', 'FALSE']]),
    );
    expect(first.json().result).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    let skus = new Map((await skuList('CT-IMP-1-')).map((s) => [s.sku, s]));
    expect(skus.get('CT-IMP-1-01')).toMatchObject({ name: 'Navy', article: 'A-1', stock: 10, marketPrices: 100.5, categoryId: 'COTTON', isActived: true });
    expect(skus.get('CT-IMP-1-02')).toMatchObject({ article: '', stock: 0, marketPrices: 0, categoryId: 'LINEN', isActived: false });

    // Only -01 in the file, with blank stock/price/flag: those stay; the name changes.
    const second = await importFile('sku', sheet([SKU_HEADER, ['', 'CT-IMP-1-01', 'Navy Blue', '', 'CT-IMP-1', '', '', '', '']]));
    expect(second.json().result).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    skus = new Map((await skuList('CT-IMP-1-')).map((s) => [s.sku, s]));
    expect(skus.get('CT-IMP-1-01')).toMatchObject({ name: 'Navy Blue', article: 'A-1', stock: 10, marketPrices: 100.5, isActived: true });
    expect(skus.get('CT-IMP-1-02')).toMatchObject({ name: 'Red', isActived: false });

    const colours = (await publicPost('/product_sku/get_product_sku_data_by_parents_sku_actived', { parentsSku: 'CT-IMP-1', isActived: true })).json().result;
    expect(colours.map((s: { sku: string; name: string }) => [s.sku, s.name])).toEqual([['CT-IMP-1-01', 'Navy Blue']]);
  });

  it('SKUs: the silverPrice, goldPrice and platinumPrice columns price a colour (Sub Product Price shows it); blank keeps a price; a first price needs all three', async () => {
    const TIERED = [...SKU_HEADER, 'silverPrice', 'goldPrice', 'platinumPrice'];
    const tiers = async () =>
      Object.fromEntries(
        ((await post('/sub_product_price/get_sub_product_price_join_sub_product', { code: 'CT-IMP-1' })).json().result as Array<{ code: string; silverPrice: number; goldPrice: number; platinumPrice: number; priced: boolean }>)
          .filter((r) => r.code.startsWith('CT-IMP-1-T'))
          .map((r) => [r.code, [r.silverPrice, r.goldPrice, r.platinumPrice, r.priced]]),
      );
    const first = await importFile('sku', sheet([TIERED, ['', 'CT-IMP-1-T1', 'Teal', '', 'CT-IMP-1', 5, 120, '', '', 110, 104.25, 99.5], ['', 'CT-IMP-1-T2', 'Tan', '', 'CT-IMP-1', 5, 120, '', '', '', '', '']]));
    expect(first.json().result).toMatchObject({ created: 2 });
    expect(await tiers()).toEqual({ 'CT-IMP-1-T1': [110, 104.25, 99.5, true], 'CT-IMP-1-T2': [0, 0, 0, false] });
    // A blank tier keeps its price; a changed one counts the row as updated; the same again is unchanged.
    const again = sheet([TIERED, ['', 'CT-IMP-1-T1', 'Teal', '', 'CT-IMP-1', '', '', '', '', '', 101, '']]);
    expect((await importFile('sku', again)).json().result).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect((await tiers())['CT-IMP-1-T1']).toEqual([110, 101, 99.5, true]);
    expect((await importFile('sku', again)).json().result).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    // Never priced: one tier alone is refused, naming the first missing column; nothing is written.
    const partial = await importFile('sku', sheet([TIERED, ['', 'CT-IMP-1-T2', 'Tan', '', 'CT-IMP-1', '', '', '', '', 90, '', '']]));
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors).toEqual([{ row: 2, column: 'goldPrice', value: '', reason: texts.tierPricesTogether }]);
    expect((await tiers())['CT-IMP-1-T2']).toEqual([0, 0, 0, false]);
    const negative = await importFile('sku', sheet([TIERED, ['', 'CT-IMP-1-T2', 'Tan', '', 'CT-IMP-1', '', '', '', '', -1, 2, 3]]));
    expect(negative.json().errors).toMatchObject([{ row: 2, column: 'silverPrice', value: '-1' }]);
  });

  it('checks and counts the same when the tables are too large to read whole (rows looked up by code)', async () => {
    const whole = importTuning.readWholeMax;
    importTuning.readWholeMax = 0;
    try {
      const parent = (name: string) => sheet([['parentsSku', 'name', 'categoryId'], ['CT-BY-CODE', name, 'COTTON']]);
      expect((await importFile('parents', parent('By code'))).json().result).toMatchObject({ created: 1, updated: 0 });
      expect((await importFile('parents', parent('By code, renamed'))).json().result).toMatchObject({ created: 0, updated: 1 });
      const sku = sheet([SKU_HEADER, ['', 'CT-BY-CODE-01', 'Ecru', '', 'CT-BY-CODE', 4, 80, '', '']]);
      expect((await importFile('sku', sku)).json().result).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
      expect((await importFile('sku', sku)).json().result).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
      const orphan = await importFile('sku', sheet([SKU_HEADER, ['', 'CT-BY-CODE-02', 'Ecru', '', 'NO-SUCH-PARENT', 4, 80, '', '']]));
      expect(orphan.statusCode).toBe(422);
      expect(orphan.json().errors).toMatchObject([{ row: 2, column: 'parentsSku', value: 'NO-SUCH-PARENT' }]);
    } finally {
      importTuning.readWholeMax = whole;
    }
  });

  it('accepts the SKU sheet as .xls too', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([SKU_HEADER, ['', 'CT-IMP-1-XLS', 'Old format', '', 'CT-IMP-1', 3, 9.5, '', 'TRUE']]), 'S');
    const r = await importFile('sku', XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer, { name: 'skus.xls' });
    expect(r.statusCode).toBe(200);
    expect((await skuList('CT-IMP-1-XLS'))[0]).toMatchObject({ name: 'Old format', stock: 3, marketPrices: 9.5 });
  });
});

describe('50,000 rows', () => {
  // The bulk writes differ by engine (json_each on SQLite, json_to_recordset on PostgreSQL): the api-pg
  // run checks that both answer the same counts and store the same values. Reading the file does not
  // depend on the engine: the api run reads the 50,000 rows from .xlsx workbooks, the api-pg run from the
  // same rows as UTF-8 CSV files (read into the same rows; two 7 MB workbooks took this process 5 s of CPU
  // to build and more to read).
  const bulkFile = (rows: Cell[][]) => (onPostgres ? Buffer.from(rows.map((r) => r.join(',')).join('\r\n') + '\r\n') : sheet(rows));
  const read = onPostgres ? { csv: 'utf-8' } : {};
  it('creates 50,000 SKUs in one call, then updates every one, then finds them all unchanged', async () => {
    const big = await makeApp();
    try {
      const admin = await big.adminToken();
      const send = async (kind: ImportKind, file: Uint8Array) => {
        const layout = IMPORT_LAYOUTS[kind];
        const body = await multipart({}, { [layout.field]: { name: `${kind}.${onPostgres ? 'csv' : 'xlsx'}`, type: onPostgres ? 'text/csv' : XLSX_TYPE, data: Buffer.from(file) } });
        const r = await big.call({ method: 'POST', url: `/api${layout.path}`, token: admin, payload: body.payload, headers: body.headers });
        expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
        return r.json().result;
      };
      expect(await send('category', bulkFile([['categoryId', 'name'], ['BULK', 'Bulk']]))).toMatchObject({ created: 1 });
      const parents: Cell[][] = [['parentsSku', 'name', 'categoryId']];
      for (let p = 0; p < 500; p++) parents.push([`BK-P${String(p).padStart(3, '0')}`, `Bulk parent ${p}`, 'BULK']);
      expect(await send('parents', bulkFile(parents))).toMatchObject({ created: 500, rows: 500 });
      const skus = (tag: string) =>
        bulkFile([
          SKU_HEADER,
          ...Array.from({ length: 50_000 }, (_, i): Cell[] => ['', `BK-${String(i).padStart(6, '0')}`, `${tag} สี ${i}`, `A${i}`, `BK-P${String(i % 500).padStart(3, '0')}`, i % 97, 50 + (i % 13) / 4, '', i % 10 ? 'TRUE' : 'FALSE']),
        ]);
      const second = skus('Second');
      expect(await send('sku', skus('First'))).toEqual({ created: 50_000, updated: 0, unchanged: 0, rows: 50_000, dryRun: false, ...read });
      expect(await send('sku', second)).toEqual({ created: 0, updated: 50_000, unchanged: 0, rows: 50_000, dryRun: false, ...read });
      expect(await send('sku', second)).toEqual({ created: 0, updated: 0, unchanged: 50_000, rows: 50_000, dryRun: false, ...read });

      const page = (await big.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_all', token: admin, payload: { keyword: 'BK-04999', perPage: 20, sort: 'sku', order: 'ASC' } })).json();
      expect(page.total).toBe(10);
      expect(page.result[9]).toMatchObject({ sku: 'BK-049999', name: 'Second สี 49999', article: 'A49999', parentsSku: 'BK-P499', stock: 49999 % 97, marketPrices: 50 + (49999 % 13) / 4, categoryId: 'BULK', isActived: true });
      const all = (await big.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_all', token: admin, payload: { perPage: 1 } })).json();
      expect(all.total).toBe(50_000);
      const off = (await big.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_all', token: admin, payload: { isActived: false, perPage: 1 } })).json();
      expect(off.total).toBe(5_000);
    } finally {
      await big.close();
    }
  }, 180_000);
});

describe('codes stay text', () => {
  it('keeps leading zeros, Thai text and trims cells; round-trips through the .xlsx export', async () => {
    await importFile('parents', sheet([PARENT_HEADER, ['00777', '  ผ้าลินิน สีธรรมชาติ  ', 'LINEN', '', '', '', '', '', '', '']]));
    const r = await importFile(
      'sku',
      sheet([SKU_HEADER, ['', '  00123  ', 'สีกรม ท่าเรือ', '0042', '00777', 5, 10, '', ''], ['', { t: 'n', v: 456, z: '00000' }, 'Formatted', '', '00777', 1, 1, '', '']]),
    );
    expect(r.statusCode).toBe(200);
    const skus = await skuList('00777');
    expect(skus.map((s) => [s.sku, s.name, s.article, s.parentsSku])).toEqual([
      ['00123', 'สีกรม ท่าเรือ', '0042', '00777'],
      ['00456', 'Formatted', '', '00777'],
    ]);
    expect((await parentList('00777'))[0].name).toBe('ผ้าลินิน สีธรรมชาติ');

    // Export → import: the same file finds every row unchanged.
    const exported = await post('/product_sku/export_product_sku_data', { filters: { parentsSku: '00777' } });
    expect(exported.statusCode).toBe(200);
    const back = await importFile('sku', exported.rawPayload);
    expect(back.json().result).toMatchObject({ created: 0, updated: 0, unchanged: 2, rows: 2 });
  });

  it('warns, naming the column and rows, when a code column holds numbers (LibreOffice turned 00001 into 1), and imports the rows as shown', async () => {
    const file = sheet([SKU_HEADER, ['', 'CT-NUM-1', 'One', 1, 'CT-IMP-1', 1, 1, '', ''], ['', 'CT-NUM-2', 'Two', '00002', 'CT-IMP-1', 1, 1, '', ''], ['', 'CT-NUM-3', 'Three', 3, 'CT-IMP-1', 1, 1, '', '']]);
    const dry = (await importFile('sku', file, { dryRun: true })).json().result;
    expect(dry).toMatchObject({ created: 3, numberCodes: [{ column: 'article', rows: [2, 4], total: 2 }] });
    expect((await importFile('sku', file)).statusCode).toBe(200);
    expect((await skuList('CT-NUM-')).map((s) => s.article)).toEqual(['1', '00002', '3']);
    // Codes written as text give no warning.
    const text = sheet([SKU_HEADER, ['', 'CT-NUM-4', 'Four', '00004', 'CT-IMP-1', 1, 1, '', '']]);
    expect((await importFile('sku', text, { dryRun: true })).json().result).not.toHaveProperty('numberCodes');
  });

  it('refuses a code a spreadsheet turned into E notation or a date, naming the cell', async () => {
    const r = await importFile(
      'sku',
      sheet([SKU_HEADER, ['', 365275123456, 'E number', '', '00777', 1, 1, '', ''], ['', '3.65275E+11', 'E text', '', '00777', 1, 1, '', ''], ['', { t: 'n', v: 45000, z: 'm/d/yy' }, 'Date', '', '00777', 1, 1, '', '']]),
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([
      { row: 2, column: 'sku', value: '3.65275E+11', reason: texts.eNotation('B2') },
      { row: 3, column: 'sku', value: '3.65275E+11', reason: texts.eNotation('B3') },
      { row: 4, column: 'sku', value: expect.any(String), reason: texts.codeDate('B4') },
    ]);
  });
});

describe('colour photos and path cells', () => {
  const upload = async (name: string, data?: Buffer) => {
    const body = await multipart({}, { photo: { name, type: 'image/png', data: data ?? (await pngBytes(40, 30, '#aa3355')) } });
    return t.call({ method: 'POST', url: '/api/product_sku/upload_sku_photo', token, payload: body.payload, headers: body.headers });
  };

  it('attaches a photo to the SKU (and parent SKU) named by the file, and reports a name that matched nothing', async () => {
    const r = await upload('CT-IMP-1-01.png');
    expect(r.statusCode).toBe(200);
    const result = r.json().result;
    expect(result).toMatchObject({ fileName: 'CT-IMP-1-01.png', code: 'CT-IMP-1-01', skus: ['CT-IMP-1-01'], parents: [] });
    expect(result.url).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    expect(existsSync(join(t.config.dataDir, result.url))).toBe(true);
    expect((await skuList('CT-IMP-1-01'))[0].path).toBe(result.url);
    const colours = (await publicPost('/product_sku/get_product_sku_data_by_parents_sku_actived', { parentsSku: 'CT-IMP-1', isActived: true })).json().result;
    expect(colours[0].path).toBe(result.url);

    const parent = await upload('ct-imp-1.png');
    expect(parent.json().result).toMatchObject({ skus: [], parents: ['CT-IMP-1'] });

    const none = await upload('NOT-A-CODE.jpg');
    expect(none.json().result).toMatchObject({ skus: [], parents: [] });

    // A new photo of the same SKU replaces the old image, which goes once nothing shows it.
    const replaced = await upload('CT-IMP-1-01.png', await pngBytes(40, 30, '#113355'));
    expect(existsSync(join(t.config.dataDir, result.url))).toBe(false);
    expect((await skuList('CT-IMP-1-01'))[0].path).toBe(replaced.json().result.url);
  });

  it('refuses a file that is not an image, or that has no name to match', async () => {
    const text = await multipart({}, { photo: { name: 'CT-IMP-1-02.png', type: 'image/png', data: Buffer.from('not a picture') } });
    const r = await t.call({ method: 'POST', url: '/api/product_sku/upload_sku_photo', token, payload: text.payload, headers: text.headers });
    expect(r.statusCode).toBe(400);
    expect((await skuList('CT-IMP-1-02'))[0].path).toBe('');
    expect((await upload('.png')).statusCode).toBe(400);
  });

  it('a path cell naming a photo not uploaded yet imports the row without it, waiting; the photo uploaded later attaches by its file name', async () => {
    t.clock.advance(60_000); // the newest import in the history is this one
    const first = await importFile('sku', sheet([SKU_HEADER, ['later-navy.jpg', 'CT-WAIT-01', 'Navy', '', 'CT-IMP-1', 1, 1, '', ''], ['LATER-NAVY.jpg', 'CT-WAIT-02', 'Navy 2', '', 'CT-IMP-1', 1, 1, '', ''], ['', 'CT-WAIT-03', 'No photo named', '', 'CT-IMP-1', 1, 1, '', '']]), { name: 'waiting.xlsx' });
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({ created: 3, waiting: ['CT-WAIT-01', 'CT-WAIT-02'], waitingTotal: 2 });
    expect((await history('sku'))[0]).toMatchObject({ fileName: 'waiting.xlsx', outcome: 'imported', message: texts.importedWaiting(2) });
    // No broken image meanwhile: no picture at all, and the admin's list says which photo each row waits for.
    expect((await skuList('CT-WAIT-0')).map((s) => [s.path, s.waitingPhoto])).toEqual([['', 'later-navy.jpg'], ['', 'LATER-NAVY.jpg'], ['', undefined]]);
    // The photo, uploaded afterwards under that file name (any case), goes to both rows that wait for it.
    const up = await upload('Later-Navy.jpg');
    expect(up.statusCode).toBe(200);
    expect(up.json().result.skus).toEqual(['CT-WAIT-01', 'CT-WAIT-02']);
    const url = up.json().result.url as string;
    expect((await skuList('CT-WAIT-0')).map((s) => [s.path, s.waitingPhoto])).toEqual([[url, undefined], [url, undefined], ['', undefined]]);
    // The wait is over: the same sheet again finds the photo and changes nothing.
    const again = await importFile('sku', sheet([SKU_HEADER, ['later-navy.jpg', 'CT-WAIT-01', 'Navy', '', 'CT-IMP-1', 1, 1, '', '']]));
    expect(again.json().result).toEqual({ created: 0, updated: 0, unchanged: 1, rows: 1, dryRun: false });
  });

  it('a path cell naming an uploaded photo or an existing /uploads path links the image; anything else is refused', async () => {
    const photo = (await upload('swatch-07.png')).json().result.url as string;
    const ok = await importFile('sku', sheet([SKU_HEADER, ['SWATCH-07.PNG', 'CT-IMP-1-02', 'Red', '', 'CT-IMP-1', '', '', '', ''], [photo, 'CT-IMP-1-03', 'Green', '', 'CT-IMP-1', 1, 1, '', '']]));
    expect(ok.statusCode).toBe(200);
    const skus = new Map((await skuList('CT-IMP-1-0')).map((s) => [s.sku, s.path]));
    expect(skus.get('CT-IMP-1-02')).toBe(photo);
    expect(skus.get('CT-IMP-1-03')).toBe(photo);
    const bad = await importFile('sku', sheet([SKU_HEADER, ['/uploads/0123456789abcdef01234567.webp', 'CT-IMP-1-05', 'y', '', 'CT-IMP-1', 1, 1, '', ''], ['https://elsewhere.example/a.jpg', 'CT-IMP-1-06', 'z', '', 'CT-IMP-1', 1, 1, '', '']]));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { row: number; reason: string }) => [e.row, e.reason])).toEqual([
      [2, texts.missingUpload],
      [3, texts.badPath],
    ]);
  });
});

describe('import history', () => {
  it('records who, when, which file, the counts and the outcome; newest first', async () => {
    t.clock.advance(60_000);
    await importFile('category', sheet([CATEGORY_HEADER, ['H1', 'History one', 'TRUE']]), { name: 'history-ok.xlsx' });
    const okAt = new Date(t.clock.now).toISOString();
    t.clock.advance(60_000);
    await importFile('category', sheet([CATEGORY_HEADER, ['H2', '', 'TRUE']]), { name: 'history-bad.xlsx' });
    const [bad, ok] = await history('category');
    expect(bad).toMatchObject({ kind: 'category', fileName: 'history-bad.xlsx', adminEmail: 'importer@test.local', outcome: 'refused', errorCount: 1, created: 0 });
    expect(ok).toMatchObject({ kind: 'category', fileName: 'history-ok.xlsx', adminEmail: 'importer@test.local', outcome: 'imported', created: 1, updated: 0, unchanged: 0, rows: 1 });
    expect(ok.createAt).toBe(okAt);
    expect(ok).not.toHaveProperty('adminId');
    expect((await history('sku')).every((h) => h.kind === 'sku')).toBe(true);
  });
});
