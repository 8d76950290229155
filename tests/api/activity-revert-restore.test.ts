import { beforeAll, describe, expect, it } from 'vitest';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { revertTexts } from '../../src/contract/backOfficeTexts.js';
import { fillPath } from '../../src/contract/call.js';
import { productSkuAdminApi } from '../../src/contract/productSkuAdmin.js';
import { IMPORT_LAYOUTS, type ImportKind } from '../../src/contract/skuImport.js';
import { workbookBytes, type Cell } from '../../src/admin/skuImport/workbook.js';
import { multipart, useSharedTestApp } from '../helpers/app.js';

/**
 * Reverting a restore (issue 20 §2 follow-up): the record is deleted again through the delete call it
 * undid, so that call's "still in use" check applies — a parent that got SKUs after it was restored is
 * not deleted (the delete's own 409 and message, nothing changed, nothing logged); once it is free,
 * the revert deletes it as the delete call does, logged as a delete that can be reverted. And two
 * admins reverting the same import at once: one rolls it back, the other is told it changed since
 * (the check and the writes are one step). Both engines.
 */
/** What the app runs between a restore revert's check and its delete, once (its seam, fixed when the app is built). */
let afterCheck: (() => Promise<void>) | undefined;
const t = useSharedTestApp({}, {
  seams: {
    revertAfterCheck: async () => {
      const run = afterCheck;
      afterCheck = undefined;
      await run?.();
    },
  },
});
let token: string;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  token = await t.adminToken('restorer@test.local');
});

const revert = (seq: string, as = token) => t.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq })}`, token: as });
const log = async (query: string) => (await t.call({ method: 'GET', url: `/api${activityApi.list.path}?${query}&perPage=100`, token })).json().result as ActivityEntry[];
const entryCount = async () => Number((await t.app.db.selectFrom('activity_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const parentRow = (id: string) => t.app.db.selectFrom('parent_skus').select(['parentsSku', 'name']).where('_id', '=', id).executeTakeFirst();
const deleteParent = (id: string) => t.call({ method: 'DELETE', url: `/api${fillPath(productSkuAdminApi.deleteParent.path, { id })}`, token });

async function importFile(kind: ImportKind, rows: Cell[][]) {
  const layout = IMPORT_LAYOUTS[kind];
  const body = await multipart({}, { [layout.field]: { name: `${kind}.xlsx`, type: XLSX_TYPE, data: Buffer.from(workbookBytes(rows)) } });
  const r = await t.call({ method: 'POST', url: `/api${layout.path}`, token, payload: body.payload, headers: body.headers });
  expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
}

/** A parent imported, deleted and restored (the revert of its delete): its id and the restore's entry. */
async function restoredParent(categoryId: string, code: string, name: string) {
  await importFile('category', [['categoryId', 'name'], [categoryId, `หมวด ${categoryId}`]]);
  await importFile('parents', [['parentsSku', 'name', 'categoryId'], [code, name, categoryId]]);
  const parent = await t.app.db.selectFrom('parent_skus').select('_id').where('parentsSku', '=', code).executeTakeFirstOrThrow();
  expect((await deleteParent(parent._id)).statusCode).toBe(200);
  const [del] = await log(`recordId=${parent._id}`);
  expect((await revert(del!._id)).statusCode).toBe(200);
  const [restore] = await log(`recordId=${parent._id}`);
  expect(restore).toMatchObject({ action: 'create', note: { revertOf: del!._id } });
  return { parent, restore: restore! };
}

describe('reverting a restore', () => {
  it('refuses like the delete call while the restored parent has SKUs, and deletes it once they are gone', async () => {
    const { parent, restore } = await restoredParent('RR-C', 'RR-P', 'ผ้าคืนชีพ');

    // A SKU is added under the restored parent: the delete call refuses, and so does the revert.
    await importFile('sku', [['sku', 'name', 'parentsSku', 'stock', 'marketPrices'], ['RR-S1', 'สีคราม', 'RR-P', 3, 80]]);
    const direct = await deleteParent(parent._id);
    expect(direct.statusCode).toBe(409);
    const count = await entryCount();
    const r = await revert(restore._id);
    expect(r.statusCode).toBe(direct.statusCode);
    expect(r.json().message).toBe(direct.json().message);
    expect(await parentRow(parent._id)).toEqual({ parentsSku: 'RR-P', name: 'ผ้าคืนชีพ' });
    expect(await t.app.db.selectFrom('skus').select('sku').where('parentsSku', '=', 'RR-P').execute()).toEqual([{ sku: 'RR-S1' }]);
    expect(await entryCount()).toBe(count);

    // The SKU gone, the revert deletes the parent, logged as a delete of it that notes the restore it reverted.
    const sku = await t.app.db.selectFrom('skus').select('_id').where('sku', '=', 'RR-S1').executeTakeFirstOrThrow();
    expect((await t.call({ method: 'DELETE', url: `/api${fillPath(productSkuAdminApi.deleteSku.path, { id: sku._id })}`, token })).statusCode).toBe(200);
    const ok = await revert(restore._id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(revertTexts.rolledBack(1));
    expect(await parentRow(parent._id)).toBeUndefined();
    const [again] = await log(`recordId=${parent._id}`);
    expect(again).toMatchObject({ action: 'delete', note: { revertOf: restore._id }, before: { parentsSku: 'RR-P' } });
    // That delete can be undone in turn.
    expect((await revert(again!._id)).statusCode).toBe(200);
    expect(await parentRow(parent._id)).toEqual({ parentsSku: 'RR-P', name: 'ผ้าคืนชีพ' });
  });

  it('a restored record changed since: 409 naming who and when, nothing deleted', async () => {
    const { parent, restore } = await restoredParent('RR-C2', 'RR-P2', 'ผ้าสอง');
    await importFile('parents', [['parentsSku', 'name', 'categoryId'], ['RR-P2', 'ผ้าสองใหม่', 'RR-C2']]);
    const r = await revert(restore._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/^Changed after this entry by .+: RR-P2\. Nothing was reverted/);
    expect(await parentRow(parent._id)).toEqual({ parentsSku: 'RR-P2', name: 'ผ้าสองใหม่' });
  });
});

describe('two admins reverting the same import at once', () => {
  it('one rolls it back, the other answers 409 naming the first, and the rollback is logged once', async () => {
    await importFile('category', [['categoryId', 'name'], ['RACE-C', 'หมวดแข่ง']]);
    await importFile('parents', [['parentsSku', 'name', 'categoryId'], ['RACE-P', 'ผ้าแข่ง', 'RACE-C']]);
    const head = ['sku', 'name', 'parentsSku', 'stock', 'marketPrices'];
    await importFile('sku', [head, ['RACE-1', 'สีทอง', 'RACE-P', 1, 60], ['RACE-2', 'สีเงิน', 'RACE-P', 2, 60]]);
    await importFile('sku', [head, ['RACE-1', 'สีทองอ่อน', 'RACE-P', 7, 60], ['RACE-3', 'สีนาก', 'RACE-P', 3, 60]]);
    const entry = (await log('resource=product_sku')).find((e) => e.action === 'import')!;
    const other = await t.adminToken('racer@test.local');
    const count = await entryCount();

    const answers = await Promise.all([revert(entry._id), revert(entry._id, other), revert(entry._id), revert(entry._id, other)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toMatch(/^Changed after this entry by .+: RACE-\d.*Nothing was reverted/);
    const skus = await t.app.db.selectFrom('skus').select(['sku', 'name', 'stock']).where('sku', 'in', ['RACE-1', 'RACE-2', 'RACE-3']).orderBy('sku').execute();
    expect(skus.map((r) => `${r.sku}/${r.name}/${Number(r.stock)}`)).toEqual(['RACE-1/สีทอง/1', 'RACE-2/สีเงิน/2']);
    expect(await entryCount()).toBe(count + 1);
    const rollbacks = (await log('resource=product_sku')).filter((e) => e.note?.revertOf === entry._id);
    expect(rollbacks).toHaveLength(1);
  });
});

describe("a record's history", () => {
  it('lists the imports that changed it and the rollback of one, and no import that left it alone', async () => {
    await importFile('category', [['categoryId', 'name'], ['HIST-C', 'หมวดประวัติ']]);
    await importFile('parents', [['parentsSku', 'name', 'categoryId'], ['HIST-P', 'ผ้าประวัติ', 'HIST-C']]);
    const head = ['sku', 'name', 'parentsSku', 'stock', 'marketPrices'];
    await importFile('sku', [head, ['HIST-1', 'สีน้ำตาล', 'HIST-P', 1, 70], ['HIST-2', 'สีขาว', 'HIST-P', 2, 70], ['HIST-3', 'สีดำ', 'HIST-P', 3, 70]]);
    const imported = (await log('resource=product_sku')).find((e) => e.action === 'import')!;
    // A second import changes HIST-1 only, and is rolled back.
    await importFile('sku', [head, ['HIST-1', 'สีน้ำตาลเข้ม', 'HIST-P', 1, 70]]);
    const second = (await log('resource=product_sku')).find((e) => e.action === 'import')!;
    expect((await revert(second._id)).statusCode).toBe(200);

    const id = async (code: string) => (await t.app.db.selectFrom('skus').select('_id').where('sku', '=', code).executeTakeFirstOrThrow())._id;
    const untouched = await log(`recordId=${await id('HIST-2')}`);
    expect(untouched.map((e) => [e._id, e.action, e.recordId, e.note?.rows])).toEqual([[imported._id, 'import', null, 3]]);
    const changed = await log(`recordId=${await id('HIST-1')}`);
    expect(changed.map((e) => [e.action, e.note?.rows, e.note?.revertOf])).toEqual([
      ['import', 1, second._id],
      ['import', 1, undefined],
      ['import', 3, undefined],
    ]);
    // Another record's history does not list it.
    const parent = await t.app.db.selectFrom('parent_skus').select('_id').where('parentsSku', '=', 'HIST-P').executeTakeFirstOrThrow();
    expect((await log(`recordId=${parent._id}`)).some((e) => e._id === imported._id)).toBe(false);
  });
});

describe('a save between the check and the delete of a restore', () => {
  it('answers 409 naming who saved, and the record stays as saved (the delete is guarded by the version checked)', async () => {
    const other = await t.adminToken('saver@test.local');
    const post = (url: string, payload: object, as = token) => t.call({ method: 'POST', url: `/api${url}`, payload, token: as });
    const id = (await post('/search_synonym/add_new_search_synonym', { words: 'seersucker, ซีซักเกอร์' })).json().result._id as string;
    expect((await t.call({ method: 'DELETE', url: `/api/search_synonym/delete_search_synonym/${id}`, token })).statusCode).toBe(200);
    const [del] = await log(`recordId=${id}`);
    expect((await revert(del!._id)).statusCode).toBe(200);
    const [restore] = await log(`recordId=${id}`);
    const count = await entryCount();

    // Another admin saves the restored record just after the revert's check.
    afterCheck = async () => {
      expect((await post(`/search_synonym/update_search_synonym_by_id/${id}`, { words: 'seersucker, ซีซักเกอร์, crinkle' }, other)).statusCode).toBe(200);
    };
    try {
      const r = await revert(restore!._id);
      expect(r.statusCode, r.body).toBe(409);
      const [saved] = await log(`recordId=${id}`);
      expect(saved).toMatchObject({ action: 'edit', after: { words: 'seersucker, ซีซักเกอร์, crinkle' } });
      expect(r.json().message).toBe(revertTexts.changedLater('seersucker, ซีซักเกอร์, crinkle', 'Test Admin', saved!.at));
    } finally {
      afterCheck = undefined;
    }
    const row = await t.app.db.selectFrom('search_synonyms').select('words').where('_id', '=', id).executeTakeFirst();
    expect(row?.words).toBe('seersucker, ซีซักเกอร์, crinkle');
    // Only the save was logged: no delete.
    expect(await entryCount()).toBe(count + 1);
  });
});
