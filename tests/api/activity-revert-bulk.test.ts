import { beforeAll, describe, expect, it } from 'vitest';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { revertTexts } from '../../src/contract/backOfficeTexts.js';
import { fillPath } from '../../src/contract/call.js';
import { multipart, useSharedTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/**
 * Reverting one record of a change of several at once (issue 20 §2): each record's entry of a bulk status
 * switch (`ids` + status, `ids` + isContacted) is reverted for that record alone, by the same call with
 * `ids: [that record]` and its earlier value, so the call's checks apply; the others stay. Logged noting
 * revertOf, revertible in turn. Changed since: 409 naming who and when, nothing changes; deleted since:
 * 409 too. A bulk delete's entries bring back their own record. Runs on SQLite and (api-pg) PostgreSQL.
 */
const t = useSharedTestApp();
let token: string;
let other: string;

beforeAll(async () => {
  token = await t.adminToken('bulker@test.local');
  other = await t.adminToken('bulk-colleague@test.local');
});

const post = (url: string, payload: object, as = token) => t.call({ method: 'POST', url: `/api${url}`, payload, token: as });
const revert = (seq: string) => t.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq })}`, token });
const entriesOf = async (recordId: string) => {
  const r = await t.call({ method: 'GET', url: `/api${activityApi.list.path}?recordId=${recordId}&perPage=100`, token });
  return (r.json() as { result: ActivityEntry[] }).result;
};
const allEntries = async () => Number((await t.call({ method: 'GET', url: `/api${activityApi.list.path}?perPage=1`, token })).json().total);
const category = async (name: string) =>
  (await t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...(await multipart({ name }, { image: { name: 'c.png', type: 'image/png', data: await pngBytes() } })) })).json().result._id as string;
const row = (id: string) => t.app.db.selectFrom('categories').select(['categoryId', 'isActived']).where('_id', '=', id).executeTakeFirst();
const active = async (id: string) => Boolean((await row(id))?.isActived);
const BULK = '/product_sku/update_product_category_sku_status_bulk';

describe('reverting one record of a bulk status switch', () => {
  it('switches that record back with the same call naming it alone; the others stay; logged noting revertOf, revertible in turn', async () => {
    const ids = [await category('Bulk A'), await category('Bulk B'), await category('Bulk C')];
    for (const id of ids) expect(await active(id)).toBe(true);
    expect((await post(BULK, { ids, status: false })).statusCode).toBe(200);
    const [entry] = await entriesOf(ids[1]!);
    expect(entry).toMatchObject({ action: 'status', call: `POST ${BULK}`, before: { isActived: expect.anything() }, note: { of: 3 } });
    const r = await revert(entry!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(revertTexts.reverted);
    expect([await active(ids[0]!), await active(ids[1]!), await active(ids[2]!)]).toEqual([false, true, false]);
    const [undo] = await entriesOf(ids[1]!);
    expect(undo).toMatchObject({ action: 'status', call: `POST ${BULK}`, note: { revertOf: entry!._id } });
    // Only that record's entry: the others have none from the revert.
    expect((await entriesOf(ids[0]!))[0]!._id).not.toBe(undo!._id);
    expect((await revert(undo!._id)).statusCode).toBe(200);
    expect(await active(ids[1]!)).toBe(false);
  });

  it('a record switched since: 409 naming who and when, and nothing changes', async () => {
    const ids = [await category('Bulk D'), await category('Bulk E')];
    expect((await post(BULK, { ids, status: false })).statusCode).toBe(200);
    const [entry] = await entriesOf(ids[0]!);
    t.clock.advance(60_000);
    expect((await post('/product_sku/update_product_category_sku_status', { _id: ids[0], status: true }, other)).statusCode).toBe(200);
    const [later] = await entriesOf(ids[0]!);
    const count = await allEntries();
    const r = await revert(entry!._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(revertTexts.changedLater((await row(ids[0]!))!.categoryId, later!.adminName, later!.at));
    expect(later!.at).not.toBe(entry!.at);
    expect([await active(ids[0]!), await active(ids[1]!)]).toEqual([true, false]);
    expect(await allEntries()).toBe(count);
  });

  it('a record deleted since: 409, nothing written', async () => {
    const ids = [await category('Bulk F'), await category('Bulk G')];
    expect((await post(BULK, { ids, status: false })).statusCode).toBe(200);
    const [entry] = await entriesOf(ids[0]!);
    expect((await post('/product_sku/delete_product_category_sku_bulk', { ids: [ids[0]] })).statusCode).toBe(200);
    const count = await allEntries();
    const r = await revert(entry!._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/^Changed after this entry by /);
    expect(await row(ids[0]!)).toBeUndefined();
    expect(await active(ids[1]!)).toBe(false);
    expect(await allEntries()).toBe(count);
  });
});

describe('reverting one enquiry of a bulk Is Contacted', () => {
  it('unticks that enquiry alone', async () => {
    const ids: string[] = [];
    for (const name of ['Ann', 'Bee']) {
      const add = await t.call({ method: 'POST', url: '/api/contact_form/add_new_contact_form', payload: { firstName: name, lastName: 'Dee', mobile: '0812345678', email: `${name}@test.local`, detail: 'Samples please' } });
      expect(add.statusCode, add.body).toBe(201);
      ids.push(add.json().result._id as string);
    }
    expect((await post('/contact_form/update_is_contacted_bulk', { ids, isContacted: true })).statusCode).toBe(200);
    const [tick] = await entriesOf(ids[0]!);
    expect(tick).toMatchObject({ action: 'status', note: { of: 2 } });
    const r = await revert(tick!._id);
    expect(r.statusCode, r.body).toBe(200);
    const contacted = async (id: string) => Boolean((await t.app.db.selectFrom('contact_forms').select('isContacted').where('_id', '=', id).executeTakeFirstOrThrow()).isContacted);
    expect([await contacted(ids[0]!), await contacted(ids[1]!)]).toEqual([false, true]);
    expect((await entriesOf(ids[0]!))[0]).toMatchObject({ action: 'status', note: { revertOf: tick!._id } });
  });
});

describe('reverting one record of a bulk delete', () => {
  it('brings that record back (it was kept), the other stays deleted; the restore can be reverted in turn', async () => {
    const ids = [await category('Bulk H'), await category('Bulk I')];
    expect((await post('/product_sku/delete_product_category_sku_bulk', { ids })).statusCode).toBe(200);
    const [gone] = await entriesOf(ids[1]!);
    expect(gone).toMatchObject({ action: 'delete', note: { of: 2 } });
    const r = await revert(gone!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(revertTexts.restored);
    expect(await row(ids[1]!)).toBeDefined();
    expect(await row(ids[0]!)).toBeUndefined();
    const [back] = await entriesOf(ids[1]!);
    expect(back).toMatchObject({ action: 'create', note: { revertOf: gone!._id } });
    expect((await revert(back!._id)).statusCode).toBe(200);
    expect(await row(ids[1]!)).toBeUndefined();
  });
});
