import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { refusedOf, skuImportCalls } from './calls';

/** What the client sent: URL, method and the multipart fields (files by name). */
const sent: Array<{ url: string; method: string; fields: Record<string, string> }> = [];
let answer: () => Response;

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const fields: Record<string, string> = {};
      if (init.body instanceof FormData) for (const [k, v] of init.body.entries()) fields[k] = typeof v === 'string' ? v : `file:${(v as File).name}`;
      sent.push({ url, method: init.method ?? 'GET', fields });
      return answer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status });
const file = (name: string) => new File(['x'], name);

describe('the import calls', () => {
  it('send the file in the layout’s field to its call, with dryRun=true only for a check', async () => {
    answer = json(200, { message: 'Checked', result: { created: 1, updated: 0, unchanged: 2, rows: 3, dryRun: true } });
    expect(await skuImportCalls.importFile('category', file('c.xlsx'), { dryRun: true })).toMatchObject({ created: 1, unchanged: 2 });
    await skuImportCalls.importFile('parents', file('p.xlsx'), { dryRun: false });
    await skuImportCalls.importFile('sku', file('s.xls'), { dryRun: false });
    expect(sent).toEqual([
      { url: '/api/product_sku/import_update_product_category_sku', method: 'POST', fields: { dryRun: 'true', product_category_list: 'file:c.xlsx' } },
      { url: '/api/product_sku/import_update_product_sku_parents', method: 'POST', fields: { product_parents_list: 'file:p.xlsx' } },
      { url: '/api/product_sku/import_update_product_sku', method: 'POST', fields: { product_list: 'file:s.xls' } },
    ]);
  });

  it('a 422 carries the problems and the total; other failures are not read as a refusal', async () => {
    const errors = [{ row: 3, column: 'stock', value: '-1', reason: 'Must be a whole number, 0 or more' }];
    answer = json(422, { message: '1 problem found', errors, total: 1 });
    const err = await skuImportCalls.importFile('sku', file('s.xlsx'), { dryRun: true }).catch((e: unknown) => e);
    expect(refusedOf(err)).toEqual({ message: '1 problem found', errors, total: 1 });
    answer = json(400, { message: 'The file is not an .xlsx workbook' });
    const bad = await skuImportCalls.importFile('sku', file('s.xlsx'), { dryRun: true }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ApiError);
    expect(refusedOf(bad)).toBeNull();
  });

  it('read the history of one kind and send a photo in the photo field', async () => {
    answer = json(200, { message: 'OK', result: [] });
    await skuImportCalls.history('parents');
    answer = json(200, { message: 'OK', result: { fileName: 'A-1.jpg', code: 'A-1', url: '/uploads/a.webp', skus: ['A-1'], parents: [] } });
    expect(await skuImportCalls.uploadPhoto(file('A-1.jpg'))).toMatchObject({ skus: ['A-1'] });
    expect(sent).toEqual([
      { url: '/api/product_sku/get_import_history?kind=parents', method: 'GET', fields: {} },
      { url: '/api/product_sku/upload_sku_photo', method: 'POST', fields: { photo: 'file:A-1.jpg' } },
    ]);
  });
});
