import { beforeAll, describe, expect, it } from 'vitest';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { revertTexts } from '../../src/contract/backOfficeTexts.js';
import { fillPath } from '../../src/contract/call.js';
import { multipart, useSharedTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/**
 * Reverting a reorder (issue 20 §2): any one of its entries (each moved record has one) puts back the
 * whole earlier order, by making the reorder call again with the ids in that order, so its checks apply;
 * the revert is a reorder logged noting revertOf, revertible in turn. A later reorder, a record added or
 * deleted since: 409 naming who and when, and the order stays. Runs on SQLite and (api-pg) PostgreSQL.
 */
const t = useSharedTestApp();
let token: string;
let other: string;
const ORDER = '/category/update_category_order';

beforeAll(async () => {
  token = await t.adminToken('orderer@test.local');
  other = await t.adminToken('reorderer@test.local');
});

const reorder = (ids: string[], as = token) => t.call({ method: 'POST', url: `/api${ORDER}`, payload: { ids }, token: as });
const revert = (seq: string) => t.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq })}`, token });
const log = async (query = '') => {
  const r = await t.call({ method: 'GET', url: `/api${activityApi.list.path}?perPage=100${query}`, token });
  return r.json() as { result: ActivityEntry[]; total: number };
};
const entriesOf = async (recordId: string) => (await log(`&recordId=${recordId}`)).result;
const category = async (name: string) => {
  const r = await t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...(await multipart({ name }, { image: { name: 'c.png', type: 'image/png', data: await pngBytes() } })) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().result._id as string;
};
/** Every category's id by its place (all placed here but one added since a reorder, which comes last). */
const listed = async () =>
  (await t.app.db.selectFrom('categories').select(['_id', 'sortOrder']).execute()).sort((x, y) => (Number(x.sortOrder) || 1e9) - (Number(y.sortOrder) || 1e9)).map((r) => r._id);
const places = async () => Object.fromEntries((await t.app.db.selectFrom('categories').select(['_id', 'sortOrder']).execute()).map((r) => [r._id, Number(r.sortOrder)]));

describe('reverting a reorder', () => {
  it('puts back the whole earlier order from any of its entries; logged as a reorder noting revertOf, revertible in turn', async () => {
    const [a, b, c, d] = [await category('Order A'), await category('Order B'), await category('Order C'), await category('Order D')];
    expect((await reorder([a!, b!, c!, d!])).statusCode).toBe(200);
    const before = await places();
    expect((await reorder([c!, a!, b!, d!])).statusCode).toBe(200);
    // Three records moved (d kept its place): an entry each, with its place before and after.
    const moved = (await log('&resource=category')).result.filter((e) => e.action === 'reorder' && e.note?.revertOf === undefined).slice(0, 3);
    expect(moved.map((e) => e.recordId).sort()).toEqual([a, b, c].sort());
    const ofB = moved.find((e) => e.recordId === b)!;
    expect(ofB).toMatchObject({ call: `POST ${ORDER}`, before: { sortOrder: 2 }, after: { sortOrder: 3 }, note: { of: 4, request: expect.any(String) } });
    const r = await revert(ofB._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(revertTexts.rolledBack(3));
    expect(await places()).toEqual(before);
    expect(await listed()).toEqual([a, b, c, d]);
    const undo = (await entriesOf(c!))[0]!;
    expect(undo).toMatchObject({ action: 'reorder', call: `POST ${ORDER}`, before: { sortOrder: 1 }, after: { sortOrder: 3 }, note: { revertOf: ofB._id } });
    expect((await entriesOf(a!))[0]).toMatchObject({ note: { revertOf: ofB._id, request: undo.note?.request } });
    // The revert reverted, from another of its entries: the later order again.
    expect((await revert((await entriesOf(a!))[0]!._id)).statusCode).toBe(200);
    expect(await listed()).toEqual([c, a, b, d]);
  });

  it('a later reorder: 409 naming who and when, and the later order stays', async () => {
    const ids = await listed();
    expect((await reorder([...ids].reverse())).statusCode).toBe(200);
    const [mine] = await entriesOf(ids[0]!);
    t.clock.advance(60_000);
    const later = [...ids.slice(1), ids[0]!];
    expect((await reorder(later, other)).statusCode).toBe(200);
    const [theirs] = (await log('&resource=category')).result;
    expect(theirs).toMatchObject({ action: 'reorder' });
    const count = (await log()).total;
    const r = await revert(mine!._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(new RegExp(`^${revertTexts.changedLater('', theirs!.adminName, theirs!.at).split(': ')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `));
    expect(theirs!.at).not.toBe(mine!.at);
    expect(await listed()).toEqual(later);
    expect((await log()).total).toBe(count);
  });

  it('a record added since (the earlier list would leave it out): 409 naming who and when; nothing changes', async () => {
    const ids = await listed();
    expect((await reorder([...ids].reverse())).statusCode).toBe(200);
    const [mine] = await entriesOf(ids[0]!);
    t.clock.advance(60_000);
    const added = await category('Order E');
    const [add] = await entriesOf(added);
    const was = await places();
    const count = (await log()).total;
    const r = await revert(mine!._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toContain(revertTexts.changedLater('', add!.adminName, add!.at).split(': ')[0]!);
    expect(await places()).toEqual(was);
    expect((await log()).total).toBe(count);
  });

  it('a record deleted since: 409; nothing half-written', async () => {
    const ids = await listed();
    expect((await reorder([...ids].reverse())).statusCode).toBe(200);
    const [mine] = await entriesOf(ids[0]!);
    t.clock.advance(60_000);
    const gone = ids[ids.length - 1]!;
    expect((await t.call({ method: 'DELETE', url: `/api/category/delete_category_by_id/${gone}`, token: other })).statusCode).toBe(200);
    const [del] = await entriesOf(gone);
    const was = await places();
    const r = await revert(mine!._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toContain(revertTexts.changedLater('', del!.adminName, del!.at).split(': ')[0]!);
    expect(await places()).toEqual(was);
  });
});

describe('reverting the first reorder of a list', () => {
  it('brings back the order the list showed when no row was placed yet (slides: oldest first)', async () => {
    const slides = async () => ((await t.call({ method: 'GET', url: '/api/slider/get_slider_data_all', token })).json().result as { _id: string }[]).map((s) => s._id);
    for (const title of ['Slide one', 'Slide two', 'Slide three']) {
      t.clock.advance(1000); // slides not placed yet show in the order they were added
      const r = await t.call({ method: 'POST', url: '/api/slider/add_new_slider', token, ...(await multipart({ title }, { image: { name: 's.png', type: 'image/png', data: await pngBytes(160, 60) } })) });
      expect(r.statusCode, r.body).toBe(201);
    }
    const shown = await slides();
    expect(shown).toHaveLength(3);
    expect((await t.call({ method: 'POST', url: '/api/slider/update_slider_order', payload: { ids: [shown[1], shown[2], shown[0]] }, token })).statusCode).toBe(200);
    const [entry] = await entriesOf(shown[2]!);
    expect(entry).toMatchObject({ action: 'reorder', before: { sortOrder: 0 }, after: { sortOrder: 2 } });
    const r = await revert(entry!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(await slides()).toEqual(shown);
  });
});
