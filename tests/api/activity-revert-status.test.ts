import { beforeAll, describe, expect, it } from 'vitest';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { revertTexts } from '../../src/contract/backOfficeTexts.js';
import { fillPath } from '../../src/contract/call.js';
import { multipart, useSharedTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/**
 * Reverting a status switch or an approval (issue 20 §2): the same status call is made again with the
 * earlier value, so its own checks apply; a record whose status changed
 * since answers 409 naming who and when. The revert is logged noting revertOf and can be reverted in
 * turn. A switch of several records at once is reverted record by record. Runs on SQLite and (api-pg) PostgreSQL.
 */
const t = useSharedTestApp();
let token: string;
let other: string;

beforeAll(async () => {
  token = await t.adminToken('switcher@test.local');
  other = await t.adminToken('colleague@test.local');
});

const post = (url: string, payload: object, as = token) => t.call({ method: 'POST', url: `/api${url}`, payload, token: as });
const revert = (seq: string, as = token) => t.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq })}`, token: as });
const entriesOf = async (recordId: string) => {
  const r = await t.call({ method: 'GET', url: `/api${activityApi.list.path}?recordId=${recordId}&perPage=100`, token });
  return (r.json() as { result: ActivityEntry[] }).result;
};
const category = async (name: string) =>
  (await t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...(await multipart({ name }, { image: { name: 'c.png', type: 'image/png', data: await pngBytes() } })) })).json().result._id as string;
const statusOf = async (id: string) => Boolean((await t.app.db.selectFrom('categories').select('isActived').where('_id', '=', id).executeTakeFirstOrThrow()).isActived);
const SWITCH = '/product_sku/update_product_category_sku_status';

describe('reverting a status switch', () => {
  it('makes the same call with the earlier value, logged noting revertOf, and revertible in turn', async () => {
    const id = await category('Switch one');
    const was = await statusOf(id);
    expect((await post(SWITCH, { _id: id, status: !was })).statusCode).toBe(200);
    const [sw] = await entriesOf(id);
    expect(sw).toMatchObject({ action: 'status', call: `POST ${SWITCH}` });
    const r = await revert(sw!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(revertTexts.reverted);
    expect(await statusOf(id)).toBe(was);
    const [undo] = await entriesOf(id);
    expect(undo).toMatchObject({ action: 'status', note: { revertOf: sw!._id } });
    expect((await revert(undo!._id)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe(!was);
  });

  it('a status changed since: 409 naming who and when, and it stays', async () => {
    const id = await category('Switch two');
    const was = await statusOf(id);
    expect((await post(SWITCH, { _id: id, status: !was })).statusCode).toBe(200);
    const [sw] = await entriesOf(id);
    expect((await post(SWITCH, { _id: id, status: was }, other)).statusCode).toBe(200);
    const [later] = await entriesOf(id);
    const count = (await entriesOf(id)).length;
    const r = await revert(sw!._id);
    expect(r.statusCode).toBe(409);
    const { categoryId } = await t.app.db.selectFrom('categories').select('categoryId').where('_id', '=', id).executeTakeFirstOrThrow();
    expect(r.json().message).toBe(revertTexts.changedLater(categoryId, later!.adminName, later!.at));
    expect(await statusOf(id)).toBe(was);
    expect(await entriesOf(id)).toHaveLength(count);
  });

  it('a switch of several records at once: reverted for its record (activity-revert-bulk)', async () => {
    const id = await category('Switch many');
    expect((await post('/product_sku/update_product_category_sku_status_bulk', { ids: [id], status: false })).statusCode).toBe(200);
    const [bulk] = await entriesOf(id);
    expect(bulk).toMatchObject({ action: 'status' });
    const r = await revert(bulk!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(await statusOf(id)).toBe(true);
  });
});

describe('reverting an enquiry ticked as contacted (the call names it by id)', () => {
  it('unticks it again', async () => {
    const add = await t.call({ method: 'POST', url: '/api/contact_form/add_new_contact_form', payload: { firstName: 'Nok', lastName: 'Dee', mobile: '0812345678', email: 'nok@test.local', detail: 'Samples please' } });
    expect(add.statusCode, add.body).toBe(201);
    const id = add.json().result._id as string;
    expect((await post('/contact_form/update_is_contacted', { id, isContacted: true })).statusCode).toBe(200);
    const [tick] = await entriesOf(id);
    expect(tick).toMatchObject({ action: 'status' });
    const r = await revert(tick!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(Boolean((await t.app.db.selectFrom('contact_forms').select('isContacted').where('_id', '=', id).executeTakeFirstOrThrow()).isContacted)).toBe(false);
  });
});

describe('reverting an approval', () => {
  const adminOf = async (email: string) => t.app.db.selectFrom('admins').select(['_id', 'status', 'version']).where('email', '=', email).executeTakeFirstOrThrow();

  it('switches the admin back through the status call, at the version it compared', async () => {
    await t.adminToken('approved@test.local');
    const target = await adminOf('approved@test.local');
    expect((await post('/admin/update_admin_status', { _id: target._id, status: 'inactive', version: Number(target.version) })).statusCode).toBe(200);
    const [off] = await entriesOf(target._id);
    expect(off).toMatchObject({ action: 'approval', before: { status: 'active' }, after: { status: 'inactive' } });
    const r = await revert(off!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect((await adminOf('approved@test.local')).status).toBe('active');
    const [undo] = await entriesOf(target._id);
    expect(undo).toMatchObject({ action: 'approval', note: { revertOf: off!._id } });
    // An approval changed since (the admin switched off again by someone else): 409, and it stays.
    const now = await adminOf('approved@test.local');
    expect((await post('/admin/update_admin_status', { _id: target._id, status: 'inactive', version: Number(now.version) }, other)).statusCode).toBe(200);
    const refused = await revert(undo!._id);
    expect(refused.statusCode).toBe(409);
    expect((await adminOf('approved@test.local')).status).toBe('inactive');
  });
});
