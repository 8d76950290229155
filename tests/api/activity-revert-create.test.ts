import { beforeAll, describe, expect, it } from 'vitest';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { revertTexts } from '../../src/contract/backOfficeTexts.js';
import { fillPath } from '../../src/contract/call.js';
import { conflictTexts } from '../../src/messages.js';
import { multipart, useSharedTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/**
 * Reverting a create (issue 20 §2): the record is deleted through its resource's own delete call, so that
 * call's checks apply (still in use: the delete's 409 and message); a record changed since it was made
 * answers 409 naming who and when. The delete is logged noting revertOf and keeps the record, so
 * reverting it brings the record back. Runs on SQLite and (api-pg) PostgreSQL.
 */
const t = useSharedTestApp();
let token: string;
let other: string;

beforeAll(async () => {
  token = await t.adminToken('creator@test.local');
  other = await t.adminToken('editor@test.local');
});

const post = (url: string, payload: object, as = token) => t.call({ method: 'POST', url: `/api${url}`, payload, token: as });
const revert = (seq: string) => t.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq })}`, token });
const entriesOf = async (recordId: string) => {
  const r = await t.call({ method: 'GET', url: `/api${activityApi.list.path}?recordId=${recordId}&perPage=100`, token });
  return (r.json() as { result: ActivityEntry[] }).result;
};
const synonym = async (words: string) => (await post('/search_synonym/add_new_search_synonym', { words })).json().result._id as string;
const wordsOf = async (id: string) => (await t.app.db.selectFrom('search_synonyms').select('words').where('_id', '=', id).executeTakeFirst())?.words;

describe('reverting a create', () => {
  it('deletes the record through its delete call, logged as a delete noting revertOf, whose revert brings it back', async () => {
    const id = await synonym('jute, ปอ');
    const [add] = await entriesOf(id);
    expect(add).toMatchObject({ action: 'create' });
    const r = await revert(add!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(revertTexts.removed);
    expect(await wordsOf(id)).toBeUndefined();
    const [del] = await entriesOf(id);
    expect(del).toMatchObject({ action: 'delete', call: 'DELETE /search_synonym/delete_search_synonym/:id', note: { revertOf: add!._id } });
    // Reverting the revert restores it, as for any delete: same id, same words.
    const back = await revert(del!._id);
    expect(back.statusCode, back.body).toBe(200);
    expect(await wordsOf(id)).toBe('jute, ปอ');
  });

  it('a record changed since it was made: 409 naming who and when, and it stays', async () => {
    const id = await synonym('ramie, รามี');
    const [add] = await entriesOf(id);
    expect((await post(`/search_synonym/update_search_synonym_by_id/${id}`, { words: 'ramie, รามี, china grass' }, other)).statusCode).toBe(200);
    const [edit] = await entriesOf(id);
    const count = (await entriesOf(id)).length;
    const r = await revert(add!._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(revertTexts.changedLater('ramie, รามี, china grass', edit!.adminName, edit!.at));
    expect(await wordsOf(id)).toBe('ramie, รามี, china grass');
    expect(await entriesOf(id)).toHaveLength(count);
    // Put back to the values it was made with, it is still changed since (its version moved on).
    expect((await revert(edit!._id)).statusCode).toBe(200);
    expect(await wordsOf(id)).toBe('ramie, รามี');
    expect((await revert(add!._id)).statusCode).toBe(409);
    expect(await wordsOf(id)).toBe('ramie, รามี');
  });

  it('a record in use: the delete call\'s own 409 and message, and nothing changes or is logged', async () => {
    const add = await post('/product_composistion/add_new_product_composition', { name: 'Abaca 100%' });
    expect(add.statusCode).toBe(201);
    const id = add.json().result._id as string;
    const [created] = await entriesOf(id);
    const cat = (await t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...(await multipart({ name: 'Cat AB1' }, { image: { name: 'c.png', type: 'image/png', data: await pngBytes() } })) })).json().result;
    const body = new FormData();
    for (const [k, v] of [['code', 'AB1'], ['name', 'AB1'], ['width', '58"'], ['categoryId', cat.categoryId], ['composition', 'Abaca 100%']]) body.append(k, v!);
    body.append('image', new Blob([new Uint8Array(await pngBytes(40, 40, '#884422'))], { type: 'image/png' }), 'p.png');
    const req = new Request('http://local/', { method: 'POST', body });
    const product = await t.call({ method: 'POST', url: '/api/product/add_new_product', token, headers: { 'content-type': req.headers.get('content-type')! }, payload: Buffer.from(await req.arrayBuffer()) });
    expect(product.statusCode, product.body).toBe(201);
    const count = (await entriesOf(id)).length;
    const r = await revert(created!._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(conflictTexts.inUse('composition', '1 product'));
    expect(await t.app.db.selectFrom('product_compositions').select('name').where('_id', '=', id).executeTakeFirst()).toEqual({ name: 'Abaca 100%' });
    expect(await entriesOf(id)).toHaveLength(count);
  });
});
