import { beforeAll, describe, expect, it } from 'vitest';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { fillPath } from '../../src/contract/call.js';
import { IMPORT_LAYOUTS, type ImportKind } from '../../src/contract/skuImport.js';
import { workbookBytes, type Cell } from '../../src/admin/skuImport/workbook.js';
import { makeApp, multipart, useSharedTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/**
 * The activity log (issue 20 §2): every successful admin write leaves an entry with who, when, what and
 * the fields before and after (server/plugins/activity.ts); the log is read through one admin call and
 * no call changes it. Runs on SQLite and (api-pg) PostgreSQL.
 */
const t = useSharedTestApp();
let token: string;
let adminId: string;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LIST = `/api${activityApi.list.path}`;

beforeAll(async () => {
  token = await t.adminToken('logger@test.local');
  adminId = String((await t.app.tokens.verify(token, 'admin')).sub);
});

const log = async (query = '', as: string | undefined = token) => {
  const r = await t.call({ method: 'GET', url: `${LIST}${query ? `?${query}` : ''}`, token: as });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { result: ActivityEntry[]; total: number };
};
const entriesOf = async (recordId: string) => (await log(`recordId=${recordId}&perPage=100`)).result;
const post = (url: string, payload: object) => t.call({ method: 'POST', url: `/api${url}`, payload, token });

async function importFile(kind: ImportKind, rows: Cell[][], opts: { dryRun?: boolean; name?: string } = {}) {
  const layout = IMPORT_LAYOUTS[kind];
  const body = await multipart(opts.dryRun ? { dryRun: 'true' } : {}, { [layout.field]: { name: opts.name ?? `${kind}.xlsx`, type: XLSX_TYPE, data: Buffer.from(workbookBytes(rows)) } });
  const r = await t.call({ method: 'POST', url: `/api${layout.path}`, token, payload: body.payload, headers: body.headers });
  expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
  return r.json().result;
}

describe('each kind of write leaves its entry', () => {
  it('a create keeps the new record whole, an edit only the fields it changed, a delete the record it removed', async () => {
    const created = (await post('/search_synonym/add_new_search_synonym', { words: 'tweed, ทวีด' })).json().result;
    const id = created._id as string;
    expect((await post(`/search_synonym/update_search_synonym_by_id/${id}`, { words: 'tweed, ทวีด, harris' })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/search_synonym/delete_search_synonym/${id}`, token })).statusCode).toBe(200);

    const [del, edit, add] = await entriesOf(id);
    expect(add).toMatchObject({ adminId, adminName: 'Test Admin', resource: 'search_synonym', recordId: id, action: 'create', before: null, after: { _id: id, words: 'tweed, ทวีด' } });
    expect(add!.call).toBe('POST /search_synonym/add_new_search_synonym');
    expect(Object.keys(add!.after!).sort()).toEqual(['_id', 'createAt', 'words']);
    expect(edit).toMatchObject({ action: 'edit', before: { words: 'tweed, ทวีด' }, after: { words: 'tweed, ทวีด, harris' } });
    // Only what changed: not the version or who saved it.
    expect(Object.keys(edit!.after!)).toEqual(['words']);
    expect(del).toMatchObject({ action: 'delete', before: { _id: id, words: 'tweed, ทวีด, harris' }, after: null });
    expect(add!.at).toBe(new Date(t.clock.now).toISOString());
  });

  it('a multipart create and edit (product type, with its picture) record the file and the new url', async () => {
    const png = async (c: string) => ({ image: { name: 'lace.png', type: 'image/png', data: await pngBytes(40, 40, c) } });
    const a = await t.call({ method: 'POST', url: '/api/product_type/add_new_product_type/', token, ...(await multipart({ name: 'Lace' }, await png('#336699'))) });
    expect(a.statusCode).toBe(201);
    const { _id: id, url } = a.json().result;
    const e = await t.call({ method: 'POST', url: `/api/product_type/update_product_type_by_id/${id}`, token, ...(await multipart({ name: 'Laces' }, await png('#aa0000'))) });
    expect(e.statusCode).toBe(200);
    const [edit, add] = await entriesOf(id);
    expect(add).toMatchObject({ action: 'create', after: { name: 'Lace', url }, note: { files: [{ field: 'image', name: 'lace.png' }] } });
    expect(edit).toMatchObject({ action: 'edit', before: { name: 'Lace', url }, after: { name: 'Laces', url: e.json().result.url } });
  });

  it('an import is one entry with its file name and counts; a status switch and a bulk switch record the flag before and after', async () => {
    const rows: Cell[][] = [['categoryId', 'name', 'isActived'], ['LOG-1', 'Logged one', 'TRUE'], ['LOG-2', 'Logged two', 'TRUE']];
    await importFile('category', rows, { dryRun: true, name: 'dry.xlsx' });
    expect(await importFile('category', rows, { name: 'cats.xlsx' })).toMatchObject({ created: 2 });
    const imports = (await log('resource=product_sku&perPage=100')).result.filter((e) => e.action === 'import');
    expect(imports).toHaveLength(1); // the dry run changed nothing and left nothing
    expect(imports[0]).toMatchObject({ recordId: null, before: null, after: null, note: { files: [{ name: 'cats.xlsx' }], created: 2, updated: 0, unchanged: 0, rows: 2, dryRun: false } });

    const cats = (await t.call({ method: 'GET', url: '/api/product_sku/get_product_category_data_all', token })).json().result as Array<{ _id: string; categoryId: string }>;
    const [one, two] = ['LOG-1', 'LOG-2'].map((c) => cats.find((x) => x.categoryId === c)!._id);
    expect((await post('/product_sku/update_product_category_sku_status', { _id: one, status: false })).statusCode).toBe(200);
    expect((await entriesOf(one!))[0]).toMatchObject({ action: 'status', before: { isActived: 1 }, after: { isActived: 0 } });

    expect((await post('/product_sku/update_product_category_sku_status_bulk', { ids: [one, two], status: false })).statusCode).toBe(200);
    // The bulk switch moved only LOG-2 (LOG-1 was off already): one entry, for it, telling how many the call named.
    expect((await entriesOf(two!))[0]).toMatchObject({ action: 'status', before: { isActived: 1 }, after: { isActived: 0 }, note: { of: 2 } });
    expect((await entriesOf(one!))[0]!.call).toBe('POST /product_sku/update_product_category_sku_status');
  });

  it('a refused write (400, 404, 409) and a read leave nothing', async () => {
    const id = (await post('/search_synonym/add_new_search_synonym', { words: 'jute, ปอ' })).json().result._id as string;
    const before = (await log()).total;
    expect((await post(`/search_synonym/update_search_synonym_by_id/${id}`, { words: 'jute, ปอ, hessian', version: 99 })).statusCode).toBe(409);
    expect((await post('/search_synonym/update_search_synonym_by_id/no-such', { words: 'x, y' })).statusCode).toBe(404);
    expect((await post('/search_synonym/add_new_search_synonym', { words: 42 })).statusCode).toBe(400);
    expect((await post('/product_sku/get_product_sku_data_all', { keyword: '' })).statusCode).toBe(200);
    expect((await log()).total).toBe(before);
  });
});

describe('reading the log', () => {
  it('is for admins only: 401 without a token, 403 with a member token', async () => {
    expect((await t.call({ method: 'GET', url: LIST })).statusCode).toBe(401);
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    expect((await t.call({ method: 'GET', url: LIST, token: member })).statusCode).toBe(403);
  });

  it('no call changes or removes an entry (a revert adds one: activity-revert.test.ts)', async () => {
    const writes = t.app.routeTable.filter((r) => r.url.startsWith('/api/activity'));
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${LIST}`, `POST /api${activityApi.revert.path}`]);
    for (const method of ['POST', 'DELETE', 'PUT', 'PATCH'] as const) {
      expect((await t.call({ method, url: LIST, token, payload: {} })).statusCode, method).toBe(404);
    }
  });

  it('pages newest first and filters by admin, resource and day', async () => {
    const other = await t.adminToken('second@test.local');
    const otherId = String((await t.app.tokens.verify(other, 'admin')).sub);
    const day = new Date(t.clock.now + 7 * 3_600_000).toISOString().slice(0, 10);
    for (const w of ['a', 'b', 'c']) expect((await t.call({ method: 'POST', url: '/api/blog_tag/add_new_blog_tag', token: other, payload: { name: `tag ${w}` } })).statusCode).toBe(201);

    const mine = await log(`adminId=${otherId}&perPage=2&page=1`);
    expect(mine.total).toBe(3);
    expect(mine.result.map((e) => e.after?.name)).toEqual(['tag c', 'tag b']);
    expect((await log(`adminId=${otherId}&perPage=2&page=2`)).result.map((e) => e.after?.name)).toEqual(['tag a']);
    expect((await log('resource=blog_tag')).total).toBe(3);
    expect((await log(`dateFrom=${day}&dateTo=${day}&resource=blog_tag`)).total).toBe(3);
    expect((await log(`dateTo=${new Date(t.clock.now + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10)}&resource=blog_tag`)).total).toBe(0);
    const all = await log('perPage=100');
    expect(all.result.map((e) => Number(e._id))).toEqual([...all.result.map((e) => Number(e._id))].sort((a, b) => b - a));
  });
});

describe('a 50,000-row import', () => {
  it('is one entry that keeps every row it created, and its revert removes them all', async () => {
    const big = await makeApp();
    try {
      const admin = await big.adminToken();
      const send = async (kind: ImportKind, rows: Cell[][], name: string) => {
        const layout = IMPORT_LAYOUTS[kind];
        const body = await multipart({}, { [layout.field]: { name, type: XLSX_TYPE, data: Buffer.from(workbookBytes(rows)) } });
        const r = await big.call({ method: 'POST', url: `/api${layout.path}`, token: admin, payload: body.payload, headers: body.headers });
        expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
      };
      await send('category', [['categoryId', 'name'], ['BULK', 'Bulk']], 'c.xlsx');
      const parents: Cell[][] = [['parentsSku', 'name', 'categoryId']];
      for (let p = 0; p < 500; p++) parents.push([`BK-P${String(p).padStart(3, '0')}`, `Bulk parent ${p}`, 'BULK']);
      await send('parents', parents, 'p.xlsx');
      const skus: Cell[][] = [['path', 'sku', 'name', 'article', 'parentsSku', 'stock', 'marketPrices', 'categoryId', 'isActived']];
      for (let i = 0; i < 50_000; i++) skus.push(['', `BK-${String(i).padStart(6, '0')}`, `สี ${i}`, `A${i}`, `BK-P${String(i % 500).padStart(3, '0')}`, i % 97, 50, '', 'TRUE']);
      await send('sku', skus, 'skus-50000.xlsx');

      const rows = await big.app.db.selectFrom('activity_log').selectAll().orderBy('seq', 'desc').execute();
      expect(rows).toHaveLength(3);
      const entry = rows[0]!;
      expect(JSON.parse(entry.note!)).toMatchObject({ created: 50_000, rows: 50_000, files: [{ name: 'skus-50000.xlsx' }] });
      const bytes = Object.values(entry).reduce<number>((n, v) => n + Buffer.byteLength(String(v ?? '')), 0);
      expect(bytes).toBeLessThan(1000);
      // Its rows, kept for a rollback (issue 20 §2): one per SKU, before (none) and after (the row as stored).
      const kept = await big.app.db.selectFrom('activity_rows').selectAll().where('seq', '=', entry.seq).execute();
      expect(kept).toHaveLength(50_000);
      const keptBytes = kept.reduce((n, r) => n + Object.values(r).reduce<number>((m, v) => m + Buffer.byteLength(String(v)), 0), 0);
      console.log(`activity log of a 50,000-row SKU import: entry ${bytes} bytes + kept rows ${keptBytes} bytes (${Math.round(keptBytes / 50_000)} bytes a row)`);
      expect(keptBytes / 50_000).toBeLessThan(600);

      const started = performance.now();
      const r = await big.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq: String(entry.seq) })}`, token: admin });
      expect(r.statusCode, r.body).toBe(200);
      const undo = await big.app.db.selectFrom('activity_rows').selectAll().where('seq', '>', entry.seq).execute();
      const undoBytes = undo.reduce((n, row) => n + Object.values(row).reduce<number>((m, v) => m + Buffer.byteLength(String(v)), 0), 0);
      console.log(`rollback of the 50,000-row import: ${Math.round(performance.now() - started)} ms; its own entry keeps ${undo.length} rows, ${undoBytes} bytes`);
      expect(Number((await big.app.db.selectFrom('skus').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(0);
    } finally {
      await big.close();
    }
  }, 300_000);
});
