import { beforeAll, describe, expect, it } from 'vitest';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { revertTexts } from '../../src/contract/backOfficeTexts.js';
import { fillPath } from '../../src/contract/call.js';
import { productSkuAdminApi } from '../../src/contract/productSkuAdmin.js';
import { IMPORT_LAYOUTS, type ImportKind } from '../../src/contract/skuImport.js';
import { workbookBytes, type Cell } from '../../src/admin/skuImport/workbook.js';
import { multipart, useSharedTestApp } from '../helpers/app.js';

/**
 * Rolling back an import (issue 20 §2: "A revert that would conflict with a later change says so and
 * changes nothing"): a parent or category the import created is removed only as its delete call would
 * let it. A SKU added under an imported parent since, or a parent in an imported category, makes the
 * rollback answer the delete call's own 409 and message (in English and Thai), with the rows and the
 * log as they were; once that SKU is gone, the rollback goes through. Both engines.
 */
const t = useSharedTestApp();
let token: string;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  token = await t.adminToken('rollback-in-use@test.local');
});

const revert = (seq: string, language = 'en') => t.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq })}`, token, headers: { 'accept-language': language } });
const lastImport = async () =>
  ((await t.call({ method: 'GET', url: `/api${activityApi.list.path}?resource=product_sku&perPage=100`, token })).json().result as ActivityEntry[]).find((e) => e.action === 'import')!;
const entryCount = async () => Number((await t.app.db.selectFrom('activity_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const parentsNamed = (code: string) => t.app.db.selectFrom('parent_skus').select(['parentsSku', 'name', 'categoryId']).where('parentsSku', '=', code).execute();
const categoriesNamed = (code: string) => t.app.db.selectFrom('categories').select(['categoryId', 'name']).where('categoryId', '=', code).execute();
const skusUnder = (code: string) => t.app.db.selectFrom('skus').select(['sku', '_id']).where('parentsSku', '=', code).execute();

async function importFile(kind: ImportKind, rows: Cell[][]) {
  const layout = IMPORT_LAYOUTS[kind];
  const body = await multipart({}, { [layout.field]: { name: `${kind}.xlsx`, type: XLSX_TYPE, data: Buffer.from(workbookBytes(rows)) } });
  const r = await t.call({ method: 'POST', url: `/api${layout.path}`, token, payload: body.payload, headers: body.headers });
  expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
  return lastImport();
}

describe('rolling back an import whose records are in use since', () => {
  it('refuses like the delete call, naming the record, changes nothing, and goes through once it is free', async () => {
    const categoryImport = await importFile('category', [['categoryId', 'name'], ['RIU-C', 'หมวดใช้อยู่']]);
    const parentImport = await importFile('parents', [['parentsSku', 'name', 'categoryId'], ['RIU-P', 'ผ้าใช้อยู่', 'RIU-C']]);
    // Afterwards an admin adds a SKU under the imported parent.
    await importFile('sku', [['sku', 'name', 'parentsSku', 'stock', 'marketPrices'], ['RIU-S1', 'สีฟ้า', 'RIU-P', 2, 90]]);
    const [parent] = await t.app.db.selectFrom('parent_skus').select('_id').where('parentsSku', '=', 'RIU-P').execute();
    const direct = await t.call({ method: 'DELETE', url: `/api${fillPath(productSkuAdminApi.deleteParent.path, { id: parent!._id })}`, token });
    expect(direct.statusCode).toBe(409);
    const count = await entryCount();

    const r = await revert(parentImport._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(direct.json().message);
    expect(r.json().message).toContain('RIU-P');
    const thai = await revert(parentImport._id, 'th');
    expect(thai.statusCode).toBe(409);
    expect(thai.json().message).toContain('RIU-P');
    expect(thai.json().message).toMatch(/ยังถูกใช้อยู่/);
    // The category import too: the imported parent is in the imported category.
    const c = await revert(categoryImport._id);
    expect(c.statusCode).toBe(409);
    expect(c.json().message).toMatch(/^This category RIU-C is still used by 1 parent SKU/);
    // Nothing changed: the rows and the log are as they were.
    expect(await parentsNamed('RIU-P')).toEqual([{ parentsSku: 'RIU-P', name: 'ผ้าใช้อยู่', categoryId: 'RIU-C' }]);
    expect(await categoriesNamed('RIU-C')).toEqual([{ categoryId: 'RIU-C', name: 'หมวดใช้อยู่' }]);
    expect((await skusUnder('RIU-P')).map((s) => s.sku)).toEqual(['RIU-S1']);
    expect(await entryCount()).toBe(count);

    // The SKU deleted, the parent import rolls back, and then the category import.
    const [sku] = await skusUnder('RIU-P');
    expect((await t.call({ method: 'DELETE', url: `/api${fillPath(productSkuAdminApi.deleteSku.path, { id: sku!._id })}`, token })).statusCode).toBe(200);
    const ok = await revert(parentImport._id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(revertTexts.rolledBack(1));
    expect(await parentsNamed('RIU-P')).toEqual([]);
    const okC = await revert(categoryImport._id);
    expect(okC.statusCode, okC.body).toBe(200);
    expect(await categoriesNamed('RIU-C')).toEqual([]);
  });

  it('names the parent in use among several it created, deletes none of them, and goes once its SKUs are rolled back', async () => {
    await importFile('category', [['categoryId', 'name'], ['RIU-C2', 'หมวดสอง']]);
    const parents = await importFile('parents', [['parentsSku', 'name', 'categoryId'], ['RIU-P2', 'ผ้าสอง', 'RIU-C2'], ['RIU-P3', 'ผ้าสาม', 'RIU-C2']]);
    const skus = await importFile('sku', [['sku', 'name', 'parentsSku', 'stock', 'marketPrices'], ['RIU-S3', 'สีเขียว', 'RIU-P3', 1, 50]]);
    const r = await revert(parents._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/^This parent SKU RIU-P3 is still used by 1 colour/);
    expect((await parentsNamed('RIU-P2')).length).toBe(1);
    // Rolling back the SKU import frees it.
    expect((await revert(skus._id)).statusCode).toBe(200);
    const ok = await revert(parents._id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(revertTexts.rolledBack(2));
    expect([...(await parentsNamed('RIU-P2')), ...(await parentsNamed('RIU-P3'))]).toEqual([]);
  });
});
