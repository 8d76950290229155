import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { revertTexts } from '../../src/contract/backOfficeTexts.js';
import { fillPath } from '../../src/contract/call.js';
import { categoryApi } from '../../src/contract/category.js';
import { productSkuAdminApi } from '../../src/contract/productSkuAdmin.js';
import { insertCategory } from '../../server/modules/category/queries.js';
import { insertParentSkus, insertSkus } from '../../server/modules/productSku/queries.js';
import { multipart, useSharedTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/**
 * A picture replaced is revertible too (issue 20 §2): the edit's entry keeps the earlier and the new
 * picture's path, the earlier picture's files are kept (as a delete keeps its record's), and reverting
 * the entry shows the earlier picture again through the record's own edit call (its file back in
 * /uploads, the replaced one kept in turn), logged as an edit noting { revertOf } that can be reverted
 * too. A later change to the record: 409 and nothing changes. Runs on SQLite and (api-pg) PostgreSQL.
 */
const t = useSharedTestApp();
let token: string;

beforeAll(async () => {
  token = await t.adminToken('picture-reverter@test.local');
  const now = new Date(t.clock.now);
  await insertCategory(t.app.db, { categoryId: 'RP-COTTON', name: 'Rp Cotton', discription: '', url: '' }, now);
  await insertParentSkus(t.app.db, [{ parentsSku: 'RP-1', name: 'Fabric RP-1', path: '', width: '58"', composition: '100% Cotton', weaving: 'Plain', discription: '<p>x</p>', productType: '', categoryId: 'RP-COTTON', isActived: true }], now);
  await insertSkus(t.app.db, [{ sku: 'RP-1-01', name: 'Navy', path: '', article: 'A-1', parentsSku: 'RP-1', stock: 10, marketPrices: 85.5, categoryId: 'RP-COTTON', isActived: true }], now);
});

const png = async (colour: string) => ({ image: { name: 'p.png', type: 'image/png', data: await pngBytes(20, 20, colour) } });
const revert = (seq: string) => t.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq })}`, token });
const entriesOf = async (recordId: string) => (await t.call({ method: 'GET', url: `/api${activityApi.list.path}?recordId=${recordId}&perPage=100`, token })).json().result as ActivityEntry[];
const file = (url: string) => url.slice('/uploads/'.length);
const served = (url: string) => existsSync(join(t.app.uploads.uploadDir, file(url)));
const kept = (url: string) => existsSync(join(t.app.uploads.keptDir, file(url)));

async function editCategory(id: string, fields: Record<string, string>, colour?: string) {
  const r = await t.call({ method: 'POST', url: `/api${fillPath(categoryApi.update.path, { id })}`, token, ...(await multipart(fields, colour ? await png(colour) : {})) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().result as { url: string };
}
const categoryUrl = async (id: string) => (await t.app.db.selectFrom('categories').select('url').where('_id', '=', id).executeTakeFirstOrThrow()).url;

describe('a picture replaced, reverted', () => {
  it('a category: the earlier picture shows again, its file back in /uploads, the replaced one kept; the revert is an entry that can be reverted', async () => {
    const add = await t.call({ method: 'POST', url: `/api${categoryApi.add.path}`, token, ...(await multipart({ name: 'ผ้าฝ้าย Cotton', categoryId: 'RP-PICTURE' }, await png('#204060'))) });
    expect(add.statusCode, add.body).toBe(201);
    const { _id: id, url: first } = add.json().result as { _id: string; url: string };
    const { url: second } = await editCategory(id, { name: 'ผ้าฝ้าย Cotton', categoryId: 'RP-PICTURE' }, '#a05020');
    expect(second).not.toBe(first);
    expect(served(first)).toBe(false);
    expect(kept(first)).toBe(true);
    const [edit] = await entriesOf(id);
    expect(edit).toMatchObject({ action: 'edit', before: { url: first }, after: { url: second } });

    const r = await revert(edit!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(revertTexts.reverted);
    expect(await categoryUrl(id)).toBe(first);
    expect(served(first)).toBe(true);
    expect((await t.call({ method: 'GET', url: first })).statusCode).toBe(200);
    expect(served(second)).toBe(false);
    expect(kept(second)).toBe(true);
    const [undo] = await entriesOf(id);
    expect(undo).toMatchObject({ action: 'edit', before: { url: second }, after: { url: first }, note: { revertOf: edit!._id } });

    // The revert is reverted in turn: the later picture again.
    expect((await revert(undo!._id)).statusCode).toBe(200);
    expect(await categoryUrl(id)).toBe(second);
    expect(served(second)).toBe(true);
    expect(kept(first)).toBe(true);
  });

  it('a SKU\'s photo: the earlier photo shows again', async () => {
    const id = (await t.app.db.selectFrom('skus').select('_id').where('sku', '=', 'RP-1-01').executeTakeFirstOrThrow())._id;
    const edit = async (colour: string) => {
      const r = await t.call({ method: 'POST', url: `/api${fillPath(productSkuAdminApi.updateSku.path, { id })}`, token, ...(await multipart({ sku: 'RP-1-01', name: 'Navy', article: 'A-1', parentsSku: 'RP-1', categoryId: 'RP-COTTON', stock: '10', marketPrices: '85.5' }, await png(colour))) });
      expect(r.statusCode, r.body).toBe(200);
    };
    const pathOf = async () => (await t.app.db.selectFrom('skus').select('path').where('_id', '=', id).executeTakeFirstOrThrow()).path;
    await edit('#112233');
    const first = await pathOf();
    await edit('#332211');
    const second = await pathOf();
    const [replace] = await entriesOf(id);
    expect(replace).toMatchObject({ action: 'edit', before: { path: first }, after: { path: second } });
    const r = await revert(replace!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(await pathOf()).toBe(first);
    expect(served(first)).toBe(true);
    expect(kept(second)).toBe(true);
  });

  it('after a later change of the picture: 409 saying who and when, the picture stays, its files where they were, nothing logged', async () => {
    const add = await t.call({ method: 'POST', url: `/api${categoryApi.add.path}`, token, ...(await multipart({ name: 'ผ้าไหม Silk', categoryId: 'RP-LATER' }, await png('#405060'))) });
    const { _id: id, url: first } = add.json().result as { _id: string; url: string };
    const { url: second } = await editCategory(id, { name: 'ผ้าไหม Silk', categoryId: 'RP-LATER' }, '#605040');
    const [edit] = await entriesOf(id);
    const { url: third } = await editCategory(id, { name: 'ผ้าไหม Silk', categoryId: 'RP-LATER' }, '#506070');
    const [later] = await entriesOf(id);
    const count = (await entriesOf(id)).length;
    const r = await revert(edit!._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(revertTexts.changedLater('RP-LATER', later!.adminName, later!.at));
    expect(await categoryUrl(id)).toBe(third);
    expect(served(third)).toBe(true);
    for (const url of [first, second]) expect([served(url), kept(url)]).toEqual([false, true]);
    expect(await entriesOf(id)).toHaveLength(count);
  });

  it('a picture given to a record that had none: the revert takes it away (kept), logged, and its revert gives it back', async () => {
    const id = (await insertCategory(t.app.db, { categoryId: 'RP-NONE', name: 'ผ้าลินิน Linen', discription: '', url: '' }, new Date(t.clock.now)))._id;
    const { url: given } = await editCategory(id, { name: 'ผ้าลินิน Linen', categoryId: 'RP-NONE' }, '#306090');
    const [edit] = await entriesOf(id);
    expect(edit).toMatchObject({ action: 'edit', before: { url: '' }, after: { url: given } });

    const r = await revert(edit!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(await categoryUrl(id)).toBe('');
    expect([served(given), kept(given)]).toEqual([false, true]);
    const [undo] = await entriesOf(id);
    expect(undo).toMatchObject({ action: 'edit', before: { url: given }, after: { url: '' }, note: { revertOf: edit!._id } });

    expect((await revert(undo!._id)).statusCode).toBe(200);
    expect(await categoryUrl(id)).toBe(given);
    expect([served(given), kept(given)]).toEqual([true, false]);
  });

  it('a picture given to a record that had none, changed since: 409 saying who and when, nothing moves, nothing logged', async () => {
    const id = (await insertCategory(t.app.db, { categoryId: 'RP-NONE-LATER', name: 'ผ้ายีนส์ Denim', discription: '', url: '' }, new Date(t.clock.now)))._id;
    const { url: given } = await editCategory(id, { name: 'ผ้ายีนส์ Denim', categoryId: 'RP-NONE-LATER' }, '#609030');
    const [edit] = await entriesOf(id);
    const { url: later } = await editCategory(id, { name: 'ผ้ายีนส์ Denim', categoryId: 'RP-NONE-LATER' }, '#903060');
    const entries = await entriesOf(id);
    const r = await revert(edit!._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(revertTexts.changedLater('RP-NONE-LATER', entries[0]!.adminName, entries[0]!.at));
    expect(await categoryUrl(id)).toBe(later);
    expect([served(later), served(given), kept(given)]).toEqual([true, false, true]);
    expect(await entriesOf(id)).toHaveLength(entries.length);
  });
});

/**
 * A colour photo upload (upload_sku_photo, action 'photo') is logged with every row it changed, in its
 * own transaction (as an import is); its revert puts them back (the paths, the photo's record by file
 * name, the rows that waited for it), brings the replaced pictures back from uploads/.kept and keeps
 * the photo's own. The same conflict rule; the revert is logged and can be reverted.
 */
describe('a colour photo upload, reverted', () => {
  const upload = async (name: string, colour: string) => {
    const body = await multipart({}, { photo: { name, type: 'image/png', data: await pngBytes(30, 20, colour) } });
    const r = await t.call({ method: 'POST', url: '/api/product_sku/upload_sku_photo', token, payload: body.payload, headers: body.headers });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().result as { url: string; skus: string[] };
  };
  const sku = async (code: string) => t.app.db.selectFrom('skus').select(['_id', 'path']).where('sku', '=', code).executeTakeFirstOrThrow();
  const waits = async (fileKey: string) => t.app.db.selectFrom('photo_waits').select(['kind', 'code']).where('fileKey', '=', fileKey).execute();
  const photoUrl = async (fileKey: string) => (await t.app.db.selectFrom('import_photos').select('url').where('fileKey', '=', fileKey).executeTakeFirst())?.url;

  beforeAll(async () => {
    const now = new Date(t.clock.now);
    await insertSkus(t.app.db, ['RP-PH-01', 'RP-PH-02', 'RP-PH-09'].map((code) => ({ sku: code, name: code, path: '', article: 'A', parentsSku: 'RP-1', stock: 1, marketPrices: 1, categoryId: 'RP-COTTON', isActived: true })), now);
    // RP-PH-02 waits for the photo RP-PH-01.png (an import named it).
    await t.app.db.insertInto('photo_waits').values({ kind: 'sku', code: 'RP-PH-02', fileKey: 'rp-ph-01.png', fileName: 'rp-ph-01.png', createAt: now.toISOString() }).execute();
  });

  it('a first photo: the SKUs show no picture again, the wait is back, the photo kept; the revert is logged and can be reverted', async () => {
    const { url, skus } = await upload('RP-PH-01.png', '#123456');
    expect(skus).toEqual(['RP-PH-01', 'RP-PH-02']);
    const { _id: id } = await sku('RP-PH-01');
    const [photo] = await entriesOf(id);
    expect(photo).toMatchObject({ action: 'photo', call: 'POST /product_sku/upload_sku_photo', note: { fileName: 'RP-PH-01.png', code: 'RP-PH-01', url, rows: 2 } });
    expect((await entriesOf((await sku('RP-PH-02'))._id))[0]?._id).toBe(photo!._id);

    const r = await revert(photo!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(revertTexts.reverted);
    expect([(await sku('RP-PH-01')).path, (await sku('RP-PH-02')).path]).toEqual(['', '']);
    expect(await waits('rp-ph-01.png')).toEqual([{ kind: 'sku', code: 'RP-PH-02' }]);
    expect(await photoUrl('rp-ph-01.png')).toBeUndefined();
    expect([served(url), kept(url)]).toEqual([false, true]);
    const [undo] = await entriesOf(id);
    expect(undo).toMatchObject({ action: 'photo', note: { revertOf: photo!._id, rows: 2 } });

    expect((await revert(undo!._id)).statusCode).toBe(200);
    expect([(await sku('RP-PH-01')).path, (await sku('RP-PH-02')).path]).toEqual([url, url]);
    expect(await waits('rp-ph-01.png')).toEqual([]);
    expect(await photoUrl('rp-ph-01.png')).toBe(url);
    expect([served(url), kept(url)]).toEqual([true, false]);
  });

  it('a photo replacing another: the earlier one shows again, its files back in /uploads, the replacing one kept', async () => {
    const { url: first } = await upload('RP-PH-09.png', '#654321');
    const { url: second } = await upload('RP-PH-09.png', '#abcdef');
    expect([served(first), kept(first)]).toEqual([false, true]);
    const { _id: id } = await sku('RP-PH-09');
    const [photo] = await entriesOf(id);
    expect(photo?.note).toMatchObject({ url: second });
    expect((await revert(photo!._id)).statusCode).toBe(200);
    expect((await sku('RP-PH-09')).path).toBe(first);
    expect(await photoUrl('rp-ph-09.png')).toBe(first);
    expect([served(first), served(second), kept(second)]).toEqual([true, false, true]);
  });

  it('a SKU changed since: 409 saying who and when, nothing moves, nothing logged', async () => {
    await insertSkus(t.app.db, [{ sku: 'RP-PH-05', name: 'Teal', path: '', article: 'A-5', parentsSku: 'RP-1', stock: 1, marketPrices: 1, categoryId: 'RP-COTTON', isActived: true }], new Date(t.clock.now));
    const { url } = await upload('RP-PH-05.png', '#0a0b0c');
    const { _id: id } = await sku('RP-PH-05');
    const [photo] = await entriesOf(id);
    const edit = await t.call({ method: 'POST', url: `/api${fillPath(productSkuAdminApi.updateSku.path, { id })}`, token, ...(await multipart({ sku: 'RP-PH-05', name: 'Teal blue', article: 'A-5', parentsSku: 'RP-1', categoryId: 'RP-COTTON', stock: '1', marketPrices: '1' })) });
    expect(edit.statusCode, edit.body).toBe(200);
    const entries = await entriesOf(id);
    const r = await revert(photo!._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(revertTexts.changedLater('RP-PH-05', entries[0]!.adminName, entries[0]!.at));
    expect((await sku('RP-PH-05')).path).toBe(url);
    expect(await photoUrl('rp-ph-05.png')).toBe(url);
    expect([served(url), kept(url)]).toEqual([true, false]);
    expect(await entriesOf(id)).toHaveLength(entries.length);
  });
});
