import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LAYOUTS, type ImportKind } from '../../src/contract/skuImport.js';
import { skuImportTexts as texts } from '../../src/admin/texts.js';
import { workbookBytes } from '../../src/admin/skuImport/workbook.js';
import { multipart, useSharedTestApp } from '../helpers/app.js';

/**
 * CSV imports (issue 16 §4): the three import calls take a .csv as well as an .xlsx, read through
 * papaparse in UTF-8 (with or without BOM), UTF-16 (Excel's "Unicode text") or Thai Windows-874/TIS-620,
 * with the same checks, dry run and all-or-nothing write as a workbook.
 */
const t = useSharedTestApp();
let token: string;

async function importCsv(kind: ImportKind, bytes: Buffer, opts: { dryRun?: boolean } = {}) {
  const layout = IMPORT_LAYOUTS[kind];
  const body = await multipart(opts.dryRun ? { dryRun: 'true' } : {}, { [layout.field]: { name: `${kind}.csv`, type: 'text/csv', data: bytes } });
  return t.call({ method: 'POST', url: `/api${layout.path}`, token, payload: body.payload, headers: body.headers });
}
const post = (url: string, payload: object) => t.call({ method: 'POST', url: `/api${url}`, payload, token });
const skuList = async (keyword: string) => (await post('/product_sku/get_product_sku_data_all', { keyword, perPage: 1000, sort: 'sku', order: 'ASC' })).json().result as Array<Record<string, unknown>>;
const parentList = async (keyword: string) => (await post('/product_sku/get_product_parents_sku_data_all', { keyword, perPage: 1000, sort: 'parentsSku', order: 'ASC' })).json().result as Array<Record<string, unknown>>;
const categories = async () => (await t.call({ method: 'GET', url: '/api/product_sku/get_product_category_data_all', token })).json().result as Array<{ categoryId: string; name: string; isActived: boolean }>;

/** TIS-620 / Windows-874 bytes of a text of ASCII and Thai (U+0E01–U+0E5B sit at 0xA1–0xFB). */
function windows874(text: string): Buffer {
  return Buffer.from(
    [...text].map((ch) => {
      const c = ch.codePointAt(0)!;
      if (c < 0x80) return c;
      if (c >= 0x0e01 && c <= 0x0e5b) return c - 0x0e00 + 0xa0;
      throw new Error(`not in Windows-874: ${ch}`);
    }),
  );
}
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const lines = (...rows: string[]) => rows.join('\r\n') + '\r\n';

beforeAll(async () => {
  token = await t.adminToken('csv@test.local');
});

describe('CSV files', () => {
  it('a UTF-8 CSV with BOM imports categories with Thai names; the dry run says how it was read and writes nothing', async () => {
    const file = Buffer.concat([BOM, Buffer.from(lines('categoryId,name,isActived', 'CSV-SILK,ผ้าไหม,TRUE', 'CSV-BATIK,"ผ้าบาติก, ภาคใต้",false'))]);
    const dry = await importCsv('category', file, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json().result).toMatchObject({ created: 2, rows: 2, dryRun: true, csv: 'utf-8' });
    expect((await categories()).map((c) => c.categoryId)).not.toContain('CSV-SILK');
    expect((await importCsv('category', file)).json().result).toMatchObject({ created: 2, csv: 'utf-8' });
    const byId = new Map((await categories()).map((c) => [c.categoryId, c]));
    expect(byId.get('CSV-SILK')).toMatchObject({ name: 'ผ้าไหม', isActived: true });
    expect(byId.get('CSV-BATIK')).toMatchObject({ name: 'ผ้าบาติก, ภาคใต้', isActived: false });
    // The same rows as an .xlsx are unchanged: one reading, whatever the format.
    const xlsx = workbookBytes([['categoryId', 'name', 'isActived'], ['CSV-SILK', 'ผ้าไหม', 'TRUE'], ['CSV-BATIK', 'ผ้าบาติก, ภาคใต้', 'FALSE']]);
    const body = await multipart({}, { [IMPORT_LAYOUTS.category.field]: { name: 'c.xlsx', type: 'application/octet-stream', data: Buffer.from(xlsx) } });
    const again = await t.call({ method: 'POST', url: `/api${IMPORT_LAYOUTS.category.path}`, token, payload: body.payload, headers: body.headers });
    expect(again.json().result).toMatchObject({ unchanged: 2 });
    expect(again.json().result).not.toHaveProperty('csv');
  });

  it('a Windows-874 (TIS-620) CSV from an older Thai system imports parents and SKUs with their Thai text intact, codes kept as written', async () => {
    const parents = windows874(lines('parentsSku,name,categoryId,composition,width', '00881,ผ้าฝ้ายทอมือ ลายขิด,CSV-SILK,100% Cotton,"44"""'));
    const p = await importCsv('parents', parents);
    expect(p.statusCode).toBe(200);
    expect(p.json().result).toMatchObject({ created: 1, csv: 'windows-874' });
    expect((await parentList('00881'))[0]).toMatchObject({ parentsSku: '00881', name: 'ผ้าฝ้ายทอมือ ลายขิด', width: '44"' });

    const skus = windows874(lines('sku;name;article;parentsSku;stock;marketPrices', '00881-01;สีแดงเลือดหมู;00012;00881;12;250.50', '00881-02;สีคราม;;00881;;'));
    const s = await importCsv('sku', skus);
    expect(s.statusCode).toBe(200);
    expect(s.json().result).toMatchObject({ created: 2, csv: 'windows-874' });
    expect(s.json().result).not.toHaveProperty('numberCodes');
    expect((await skuList('00881-')).map((x) => [x.sku, x.name, x.article, x.stock, x.marketPrices])).toEqual([
      ['00881-01', 'สีแดงเลือดหมู', '00012', 12, 250.5],
      ['00881-02', 'สีคราม', '', 0, 0],
    ]);
  });

  it('a UTF-16 tab-separated file (Excel’s "Unicode text") and a UTF-8 file without BOM import too', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(lines('categoryId\tname', 'CSV-U16\tผ้าลินิน UTF-16'), 'utf16le')]);
    expect((await importCsv('category', utf16)).json().result).toMatchObject({ created: 1, csv: 'utf-16' });
    const plain = Buffer.from('categoryId,name\nCSV-PLAIN,"Plain\nwith a line break"\n');
    expect((await importCsv('category', plain)).json().result).toMatchObject({ created: 1, csv: 'utf-8' });
    const byId = new Map((await categories()).map((c) => [c.categoryId, c.name]));
    expect(byId.get('CSV-U16')).toBe('ผ้าลินิน UTF-16');
    expect(byId.get('CSV-PLAIN')).toBe('Plain\nwith a line break');
  });

  it('gets the same checks as a workbook: bad cells refuse the whole file with 422 naming row and column, nothing written', async () => {
    const file = Buffer.from(lines('sku,name,parentsSku,stock,marketPrices', 'CSV-BAD-1,Fine,00881,1,1', 'CSV-BAD-2,Stock,00881,-3,1', 'CSV-BAD-3,Code,00881,1,1', '3.65275E+11,E,00881,1,1', 'CSV-BAD-1,Again,00881,1,1'));
    const r = await importCsv('sku', file);
    expect(r.statusCode).toBe(422);
    const errors = r.json().errors as Array<{ row: number; column: string; reason: string }>;
    expect(errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'stock'],
      [5, 'sku'],
      [6, 'sku'],
    ]);
    expect(errors[0].reason).toBe(texts.wholeNumber);
    expect(errors[2].reason).toBe(texts.duplicateCode(2));
    expect(await skuList('CSV-BAD')).toEqual([]);
  });

  it('a quote left open refuses the file naming its row; bytes that are not text are refused as not a spreadsheet', async () => {
    const open = await importCsv('category', Buffer.from(lines('categoryId,name', 'CSV-Q1,Fine', 'CSV-Q2,"Never closed', 'CSV-Q3,Lost')));
    expect(open.statusCode).toBe(400);
    expect(open.json().message).toBe(texts.csvQuotes(3));
    const binary = await importCsv('category', Buffer.from([0x42, 0x00, 0x01, 0x02, 0x03]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toBe(texts.notXlsx);
    const sku = await importCsv('sku', Buffer.from([0x42, 0x00, 0x01]));
    expect(sku.json().message).toBe(texts.notSpreadsheet);
    expect((await categories()).map((c) => c.categoryId).filter((id) => id.startsWith('CSV-Q'))).toEqual([]);
  });
});
