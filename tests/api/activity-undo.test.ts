import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { revertTexts } from '../../src/contract/backOfficeTexts.js';
import { fillPath } from '../../src/contract/call.js';
import { categoryApi } from '../../src/contract/category.js';
import { productSkuAdminApi } from '../../src/contract/productSkuAdmin.js';
import { IMPORT_LAYOUTS, type ImportKind } from '../../src/contract/skuImport.js';
import { workbookBytes, type Cell } from '../../src/admin/skuImport/workbook.js';
import { cleanupActivity } from '../../server/plugins/activity.js';
import { makeApp, multipart, useSharedTestApp, type TestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/**
 * Undoing a delete and a whole import (issue 20 §2). A deleted record is kept whole with its links
 * (and its pictures are put aside, not unlinked) for 30 days; its revert brings it back with the same
 * id, checked by the database as a new write. An import is one entry with every row it changed; its
 * revert puts every row back in one transaction, or — when a row changed since — says which, who and
 * when, and changes nothing. A revert is an entry of its own and can be reverted. Both engines.
 */
const t = useSharedTestApp();
let token: string;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  token = await t.adminToken('undoer@test.local');
});

const revert = (seq: string, app: TestApp = t, as = token) => app.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq })}`, token: as });
const log = async (query: string, app: TestApp = t, as = token) =>
  (await app.call({ method: 'GET', url: `/api${activityApi.list.path}?${query}&perPage=100`, token: as })).json().result as ActivityEntry[];
const entryCount = async () => Number((await t.app.db.selectFrom('activity_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function addCategory(app: TestApp, as: string, name: string, categoryId: string) {
  const png = await pngBytes(24, 24, '#3a6b35');
  const r = await app.call({ method: 'POST', url: `/api${categoryApi.add.path}`, token: as, ...(await multipart({ name, categoryId }, { image: { name: 'c.png', type: 'image/png', data: png } })) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().result as { _id: string; url: string };
}

async function importFile(kind: ImportKind, rows: Cell[][], app: TestApp = t, as = token) {
  const layout = IMPORT_LAYOUTS[kind];
  const body = await multipart({}, { [layout.field]: { name: `${kind}.xlsx`, type: XLSX_TYPE, data: Buffer.from(workbookBytes(rows)) } });
  const r = await app.call({ method: 'POST', url: `/api${layout.path}`, token: as, payload: body.payload, headers: body.headers });
  expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
  return r.json().result;
}
const lastImport = async () => (await log('resource=product_sku')).find((e) => e.action === 'import')!;

describe('a delete undone', () => {
  it('brings the category back with the same id and its picture, and the restore is an entry that can be reverted', async () => {
    const cat = await addCategory(t, token, 'ผ้าลินิน Linen', 'UNDO-LINEN');
    expect((await t.call({ method: 'GET', url: cat.url })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api${fillPath(categoryApi.delete.path, { id: cat._id })}`, token })).statusCode).toBe(200);
    // The picture is no longer served, but kept.
    expect((await t.call({ method: 'GET', url: cat.url })).statusCode).toBe(404);
    const [del] = await log(`recordId=${cat._id}`);
    expect(del).toMatchObject({ action: 'delete', before: { name: 'ผ้าลินิน Linen' }, after: null });

    const r = await revert(del!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(revertTexts.restored);
    const row = await t.app.db.selectFrom('categories').selectAll().where('_id', '=', cat._id).executeTakeFirst();
    expect(row).toMatchObject({ categoryId: 'UNDO-LINEN', name: 'ผ้าลินิน Linen', url: cat.url });
    expect((await t.call({ method: 'GET', url: cat.url })).statusCode).toBe(200);
    const [restore] = await log(`recordId=${cat._id}`);
    expect(restore).toMatchObject({ action: 'create', note: { revertOf: del!._id } });

    // Reverting the restore deletes it again.
    expect((await revert(restore!._id)).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('categories').select('_id').where('_id', '=', cat._id).executeTakeFirst()).toBeUndefined();
  });

  it('a name taken meanwhile: 409 saying so, nothing restored, nothing logged', async () => {
    const cat = await addCategory(t, token, 'ผ้าไหม Silk', 'UNDO-SILK');
    expect((await t.call({ method: 'DELETE', url: `/api${fillPath(categoryApi.delete.path, { id: cat._id })}`, token })).statusCode).toBe(200);
    const [del] = await log(`recordId=${cat._id}`);
    await addCategory(t, token, 'ผ้าไหม Silk', 'UNDO-SILK2');
    const count = await entryCount();
    const r = await revert(del!._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(revertTexts.taken);
    expect(await t.app.db.selectFrom('categories').select('_id').where('_id', '=', cat._id).executeTakeFirst()).toBeUndefined();
    expect(await entryCount()).toBe(count);
    // In Thai for a Thai admin.
    const th = await t.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq: del!._id })}`, token, headers: { 'accept-language': 'th' } });
    expect(th.json().message).toMatch(/ชื่อหรือรหัสนี้/);
  });

  it('a restore that conflicts with a later change (the record is back already): 409 naming who and when', async () => {
    const cat = await addCategory(t, token, 'ผ้าฝ้าย Cotton', 'UNDO-COTTON');
    expect((await t.call({ method: 'DELETE', url: `/api${fillPath(categoryApi.delete.path, { id: cat._id })}`, token })).statusCode).toBe(200);
    const [del] = await log(`recordId=${cat._id}`);
    expect((await revert(del!._id)).statusCode).toBe(200);
    const r = await revert(del!._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(revertTexts.changedLater('UNDO-COTTON', 'Test Admin', new Date(t.clock.now).toISOString()));
  });

  it('brings a SKU back with its tier prices (its links)', async () => {
    await importFile('category', [['categoryId', 'name'], ['UNDO-C', 'หมวดทดลอง']]);
    await importFile('parents', [['parentsSku', 'name', 'categoryId'], ['UNDO-P', 'ผ้าทดลอง', 'UNDO-C']]);
    await importFile('sku', [['sku', 'name', 'parentsSku', 'stock', 'marketPrices', 'silverPrice', 'goldPrice', 'platinumPrice'], ['UNDO-S1', 'สีแดง', 'UNDO-P', 5, 120, 110, 100, 90]]);
    const sku = await t.app.db.selectFrom('skus').select('_id').where('sku', '=', 'UNDO-S1').executeTakeFirstOrThrow();
    expect((await t.call({ method: 'DELETE', url: `/api${fillPath(productSkuAdminApi.deleteSku.path, { id: sku._id })}`, token })).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('sku_prices').selectAll().where('skuId', '=', sku._id).executeTakeFirst()).toBeUndefined();
    const [del] = await log(`recordId=${sku._id}`);
    expect((await revert(del!._id)).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('skus').select(['sku', 'name']).where('_id', '=', sku._id).executeTakeFirst()).toEqual({ sku: 'UNDO-S1', name: 'สีแดง' });
    expect(await t.app.db.selectFrom('sku_prices').select(['silverPrice', 'goldPrice', 'platinumPrice']).where('skuId', '=', sku._id).executeTakeFirst()).toEqual({ silverPrice: 110, goldPrice: 100, platinumPrice: 90 });
  });
});

describe('a whole import rolled back', () => {
  const names = async (codes: string[]) =>
    Object.fromEntries((await t.app.db.selectFrom('skus').select(['sku', 'name', 'stock']).where('sku', 'in', codes).execute()).map((r) => [r.sku, `${r.name}/${r.stock}`]));

  it('puts every row back as it was (created rows gone, updated ones as before), and the rollback can itself be reverted', async () => {
    await importFile('category', [['categoryId', 'name'], ['ROLL-C', 'หมวดย้อน']]);
    await importFile('parents', [['parentsSku', 'name', 'categoryId'], ['ROLL-P', 'ผ้าย้อน', 'ROLL-C']]);
    const head = ['sku', 'name', 'parentsSku', 'stock', 'marketPrices'];
    await importFile('sku', [head, ['ROLL-1', 'สีเขียว', 'ROLL-P', 1, 50], ['ROLL-2', 'สีฟ้า', 'ROLL-P', 2, 50]]);
    expect(await importFile('sku', [head, ['ROLL-1', 'สีเขียวเข้ม', 'ROLL-P', 9, 50], ['ROLL-3', 'สีม่วง', 'ROLL-P', 3, 50]])).toMatchObject({ created: 1, updated: 1 });
    const entry = await lastImport();
    expect(entry.note).toMatchObject({ created: 1, updated: 1 });
    const r = await revert(entry._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(revertTexts.rolledBack(2));
    expect(await names(['ROLL-1', 'ROLL-2', 'ROLL-3'])).toEqual({ 'ROLL-1': 'สีเขียว/1', 'ROLL-2': 'สีฟ้า/2' });
    const undo = await lastImport();
    expect(undo.note).toMatchObject({ revertOf: entry._id });
    expect((await revert(undo._id)).statusCode).toBe(200);
    expect(await names(['ROLL-1', 'ROLL-2', 'ROLL-3'])).toEqual({ 'ROLL-1': 'สีเขียวเข้ม/9', 'ROLL-2': 'สีฟ้า/2', 'ROLL-3': 'สีม่วง/3' });
  });

  it('a row changed since: 409 naming it, who and when, and nothing changes', async () => {
    await importFile('category', [['categoryId', 'name'], ['LATE-C', 'หมวดช้า']]);
    await importFile('parents', [['parentsSku', 'name', 'categoryId'], ['LATE-P', 'ผ้าช้า', 'LATE-C']]);
    const head = ['sku', 'name', 'parentsSku', 'stock', 'marketPrices'];
    await importFile('sku', [head, ['LATE-1', 'สีส้ม', 'LATE-P', 1, 50], ['LATE-2', 'สีชมพู', 'LATE-P', 2, 50]]);
    const entry = await lastImport();
    // Another admin edits one row afterwards (a later import here: the SKU screen's edit works the same way).
    const other = await t.adminToken('later@test.local');
    await importFile('sku', [head, ['LATE-2', 'สีชมพูอ่อน', 'LATE-P', 2, 50]], t, other);
    const count = await entryCount();
    const r = await revert(entry._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/^Changed after this entry by Test Admin at 2026-11-22 08:00 UTC: LATE-2\. Nothing was reverted/);
    expect(await names(['LATE-1', 'LATE-2'])).toEqual({ 'LATE-1': 'สีส้ม/1', 'LATE-2': 'สีชมพูอ่อน/2' });
    expect(await entryCount()).toBe(count);
  });
});

describe('after 30 days', () => {
  it('the cleanup removes old entries, their kept rows and the kept pictures; newer ones stay', async () => {
    const own = await makeApp();
    try {
      const admin = await own.adminToken();
      const old = await addCategory(own, admin, 'ผ้าเก่า Old', 'OLD-1');
      expect((await own.call({ method: 'DELETE', url: `/api${fillPath(categoryApi.delete.path, { id: old._id })}`, token: admin })).statusCode).toBe(200);
      const kept = join(own.app.uploads.keptDir, old.url.replace('/uploads/', ''));
      expect(existsSync(kept)).toBe(true);
      const [del] = await log(`recordId=${old._id}`, own, admin);
      own.clock.advance(29 * 86_400_000);
      expect(await cleanupActivity(own.app)).toEqual({ entries: 0, files: 0 });
      own.clock.advance(2 * 86_400_000);
      const admin2 = await own.adminToken(); // the first sign-in has expired by now
      const fresh = await addCategory(own, admin2, 'ผ้าใหม่ New', 'NEW-1');
      expect(await cleanupActivity(own.app)).toEqual({ entries: 2, files: 4 }); // the add and the delete; the picture and its three sizes
      expect(existsSync(kept)).toBe(false);
      expect(await own.app.db.selectFrom('activity_rows').selectAll().execute()).toEqual([]);
      expect((await revert(del!._id, own, admin2)).statusCode).toBe(404);
      expect((await log(`recordId=${fresh._id}`, own, admin2)).map((e) => e.action)).toEqual(['create']);
    } finally {
      await own.close();
    }
  });
});
