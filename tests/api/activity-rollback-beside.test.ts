import { beforeAll, describe, expect, it } from 'vitest';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { revertTexts } from '../../src/contract/backOfficeTexts.js';
import { fillPath } from '../../src/contract/call.js';
import { IMPORT_LAYOUTS, type ImportKind } from '../../src/contract/skuImport.js';
import { workbookBytes, type Cell } from '../../src/admin/skuImport/workbook.js';
import { multipart, useSharedTestApp } from '../helpers/app.js';

/**
 * Rolling back an import leaves the data as before it (issue 20 §2), beside its records too: the
 * compositions its sheet named first are removed, and the rows it left waiting for a photo are put back
 * as they were (a photo uploaded after the rollback attaches to nothing the import named). A composition
 * that products added since name is refused as its delete call would (409, in English and Thai), nothing
 * changed; once free, the rollback goes through. Both engines.
 */
const t = useSharedTestApp();
let token: string;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  token = await t.adminToken('rollback-beside@test.local');
  await importFile('category', [['categoryId', 'name'], ['RB-C', 'หมวดข้างเคียง']]);
});

const revert = (seq: string, language = 'en') => t.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq })}`, token, headers: { 'accept-language': language } });
const lastImport = async () =>
  ((await t.call({ method: 'GET', url: `/api${activityApi.list.path}?resource=product_sku&perPage=100`, token })).json().result as ActivityEntry[]).find((e) => e.action === 'import')!;
const compositionsNamed = async (name: string) => (await t.app.db.selectFrom('product_compositions').select('name').execute()).map((r) => r.name).filter((n) => n.startsWith(name));
const waitsOf = (code: string) => t.app.db.selectFrom('photo_waits').select(['kind', 'code', 'fileName']).where('code', '=', code).execute();
const parentsNamed = (prefix: string) => t.app.db.selectFrom('parent_skus').select(['parentsSku', 'composition']).where('parentsSku', 'like', `${prefix}%`).orderBy('parentsSku').execute();

async function importFile(kind: ImportKind, rows: Cell[][]) {
  const layout = IMPORT_LAYOUTS[kind];
  const body = await multipart({}, { [layout.field]: { name: `${kind}.xlsx`, type: XLSX_TYPE, data: Buffer.from(workbookBytes(rows)) } });
  const r = await t.call({ method: 'POST', url: `/api${layout.path}`, token, payload: body.payload, headers: body.headers });
  expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
  return lastImport();
}

const HEADER = ['parentsSku', 'name', 'categoryId', 'composition', 'path'];

describe('rolling back an import', () => {
  it('removes the compositions it added and puts the rows waiting for a photo back as they were', async () => {
    const first = await importFile('parents', [HEADER, ['RB-P1', 'ผ้าป่าน', 'RB-C', 'RB Hemp', 'rb-one.jpg']]);
    expect(await compositionsNamed('RB ')).toEqual(['RB Hemp']);
    expect(await waitsOf('RB-P1')).toEqual([{ kind: 'parents', code: 'RB-P1', fileName: 'rb-one.jpg' }]);
    // A second import adds a composition, a new parent waiting, and makes the first parent wait for another photo.
    const second = await importFile('parents', [HEADER, ['RB-P1', 'ผ้าป่าน', 'RB-C', 'RB Hemp, RB Ramie', 'rb-two.jpg'], ['RB-P2', 'ผ้ารามี', 'RB-C', 'RB Ramie', 'rb-three.jpg']]);
    expect((await compositionsNamed('RB ')).sort()).toEqual(['RB Hemp', 'RB Ramie']);

    const r = await revert(second._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(revertTexts.rolledBack(2)); // its two parents; not the rows beside them
    expect(await parentsNamed('RB-P')).toEqual([{ parentsSku: 'RB-P1', composition: 'RB Hemp' }]);
    expect(await compositionsNamed('RB ')).toEqual(['RB Hemp']);
    expect(await waitsOf('RB-P1')).toEqual([{ kind: 'parents', code: 'RB-P1', fileName: 'rb-one.jpg' }]);
    expect(await waitsOf('RB-P2')).toEqual([]);

    // And the first: nothing of either import is left.
    expect((await revert(first._id)).statusCode).toBe(200);
    expect(await parentsNamed('RB-P')).toEqual([]);
    expect(await compositionsNamed('RB ')).toEqual([]);
    expect(await waitsOf('RB-P1')).toEqual([]);
  });

  it('refuses while products added since name a composition it added, as the composition delete would, and goes once they are gone', async () => {
    const first = await importFile('parents', [HEADER, ['RB-Q1', 'ผ้าลินิน', 'RB-C', 'RB Flax', '']]);
    // Afterwards another import adds a product naming it (the composition is there now: not added again).
    const later = await importFile('parents', [HEADER, ['RB-Q2', 'ผ้าลินินอีก', 'RB-C', 'RB Flax', '']]);
    const count = (await t.call({ method: 'GET', url: `/api${activityApi.list.path}?perPage=1`, token })).json().total as number;

    const r = await revert(first._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/composition RB Flax.*1 parent SKU/);
    const thai = await revert(first._id, 'th');
    expect(thai.statusCode).toBe(409);
    expect(thai.json().message).toContain('RB Flax');
    expect(thai.json().message).toMatch(/ยังถูกใช้อยู่/);
    expect((await parentsNamed('RB-Q')).map((p) => p.parentsSku)).toEqual(['RB-Q1', 'RB-Q2']);
    expect(await compositionsNamed('RB Flax')).toEqual(['RB Flax']);
    expect((await t.call({ method: 'GET', url: `/api${activityApi.list.path}?perPage=1`, token })).json().total).toBe(count);

    expect((await revert(later._id)).statusCode).toBe(200);
    expect((await revert(first._id)).statusCode).toBe(200);
    expect(await parentsNamed('RB-Q')).toEqual([]);
    expect(await compositionsNamed('RB Flax')).toEqual([]);
  });
});
