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
