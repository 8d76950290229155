import { beforeAll, describe, expect, it } from 'vitest';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { revertTexts } from '../../src/contract/backOfficeTexts.js';
import { revertTextsTh } from '../../src/contract/th/backOfficeTexts.js';
import { fillPath } from '../../src/contract/call.js';
import { multipart, useSharedTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/**
 * Reverting an edit (issue 20 §2): POST /api/activity/revert/:seq re-issues the record's own edit call
 * with the entry's `before`, so it is validated like a new write and logged like one (note.revertOf);
 * a record changed since the entry answers 409 and stays as it is. Runs on SQLite and (api-pg) PostgreSQL.
 */
const t = useSharedTestApp();
let token: string;

beforeAll(async () => {
  token = await t.adminToken('reverter@test.local');
});

const post = (url: string, payload: object) => t.call({ method: 'POST', url: `/api${url}`, payload, token });
const revert = (seq: string, as: string | null = token) => t.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq })}`, token: as ?? undefined });
const entriesOf = async (recordId: string) => {
  const r = await t.call({ method: 'GET', url: `/api${activityApi.list.path}?recordId=${recordId}&perPage=100`, token });
  return (r.json() as { result: ActivityEntry[] }).result;
};
const synonym = async (words: string) => (await post('/search_synonym/add_new_search_synonym', { words })).json().result._id as string;
const editSynonym = async (id: string, words: string) => expect((await post(`/search_synonym/update_search_synonym_by_id/${id}`, { words })).statusCode).toBe(200);
const wordsOf = async (id: string) => (await t.app.db.selectFrom('search_synonyms').select('words').where('_id', '=', id).executeTakeFirstOrThrow()).words;

describe('reverting an edit', () => {
  it('puts the earlier values back through the edit call, and the revert is an entry of its own', async () => {
    const id = await synonym('linen, ลินิน');
    await editSynonym(id, 'linen, ลินิน, flax');
    const [edit] = await entriesOf(id);
    const r = await revert(edit!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(revertTexts.reverted);
    expect(await wordsOf(id)).toBe('linen, ลินิน');
    const [undo, ...rest] = await entriesOf(id);
    expect(rest[0]!._id).toBe(edit!._id);
    expect(undo).toMatchObject({ action: 'edit', before: { words: 'linen, ลินิน, flax' }, after: { words: 'linen, ลินิน' }, note: { revertOf: edit!._id } });
    // A revert is an edit like any other: it can be reverted in turn.
    expect((await revert(undo!._id)).statusCode).toBe(200);
    expect(await wordsOf(id)).toBe('linen, ลินิน, flax');
  });

  it('a multipart edit (a product type renamed) is reverted too, and so is one that changed the picture (activity-revert-picture.test)', async () => {
    const png = async (c: string) => ({ image: { name: 'p.png', type: 'image/png', data: await pngBytes(20, 20, c) } });
    const a = await t.call({ method: 'POST', url: '/api/product_type/add_new_product_type/', token, ...(await multipart({ name: 'Voile' }, await png('#123456'))) });
    const id = a.json().result._id as string;
    expect((await t.call({ method: 'POST', url: `/api/product_type/update_product_type_by_id/${id}`, token, ...(await multipart({ name: 'Voiles' })) })).statusCode).toBe(200);
    const [rename] = await entriesOf(id);
    expect((await revert(rename!._id)).statusCode).toBe(200);
    expect((await t.app.db.selectFrom('product_types').select('name').where('_id', '=', id).executeTakeFirstOrThrow()).name).toBe('Voile');

    expect((await t.call({ method: 'POST', url: `/api/product_type/update_product_type_by_id/${id}`, token, ...(await multipart({ name: 'Voile' }, await png('#654321'))) })).statusCode).toBe(200);
    const [picture] = await entriesOf(id);
    expect(picture!.after).toHaveProperty('url');
    const r = await revert(picture!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect((await t.app.db.selectFrom('product_types').select('url').where('_id', '=', id).executeTakeFirstOrThrow()).url).toBe(picture!.before!.url);
  });

  it('runs the edit call\'s own checks: a name taken since answers as the edit would, and nothing changes', async () => {
    const tag = (await post('/blog_tag/add_new_blog_tag', { name: 'Weaving' })).json().result._id as string;
    expect((await post(`/blog_tag/update_blog_tag_by_id/${tag}`, { name: 'Weaves' })).statusCode).toBe(200);
    const [rename] = await entriesOf(tag);
    expect((await post('/blog_tag/add_new_blog_tag', { name: 'Weaving' })).statusCode).toBe(201);
    const r = await revert(rename!._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).not.toBe(revertTexts.conflict);
    expect((await t.app.db.selectFrom('blog_tags').select('name').where('_id', '=', tag).executeTakeFirstOrThrow()).name).toBe('Weaves');
  });
});

describe('a revert refused', () => {
  it('after a later change to the record: 409 saying so, and nothing changes or is logged', async () => {
    const id = await synonym('wool, ขนสัตว์');
    await editSynonym(id, 'wool, ขนสัตว์, merino');
    const [first] = await entriesOf(id);
    await editSynonym(id, 'wool, ขนสัตว์, merino, cashmere');
    const [entryAfter] = await entriesOf(id);
    const count = (await entriesOf(id)).length;
    const r = await revert(first!._id);
    expect(r.statusCode).toBe(409);
    // Who changed it and when (issue 20 §2: a revert that conflicts says so).
    expect(r.json().message).toBe(revertTexts.changedLater('wool, ขนสัตว์, merino, cashmere', entryAfter.adminName, entryAfter.at));
    expect(r.json().message).toMatch(/by .+ at 2026-11-22 08:00 UTC/);
    expect(await wordsOf(id)).toBe('wool, ขนสัตว์, merino, cashmere');
    expect(await entriesOf(id)).toHaveLength(count);
  });

  it('of a record deleted since: 409', async () => {
    const id = await synonym('silk, ไหม');
    await editSynonym(id, 'silk, ไหม, mulberry');
    const [edit] = await entriesOf(id);
    expect((await t.call({ method: 'DELETE', url: `/api/search_synonym/delete_search_synonym/${id}`, token })).statusCode).toBe(200);
    expect((await revert(edit!._id)).statusCode).toBe(409);
  });

  it('of a change with nothing to go back to: 400; of no entry: 404', async () => {
    // A setting saved as it was changed nothing (a setting that changed is reverted: activity-revert-setting).
    for (let i = 0; i < 2; i++) expect((await post('/shop_setting/update_shop_setting', { showPrices: false })).statusCode).toBe(200);
    const r0 = await t.call({ method: 'GET', url: `/api${activityApi.list.path}?resource=shop_setting&perPage=1`, token });
    const [setting] = (r0.json() as { result: ActivityEntry[] }).result;
    expect(setting).toMatchObject({ action: 'setting', before: {}, after: {} });
    const r = await revert(setting!._id);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(revertTexts.notEdit);
    // It names what still cannot be reverted, in both languages: a save that changed nothing, one logged without its fields, and
    // only a first price logged before first prices kept their row (not a first price now, a setting, a reorder or a change of several records).
    for (const text of [revertTexts.notEdit, revertTextsTh.notEdit]) {
      const refused = /\((?:not |ไม่ใช่)([^)]*)\)$/.exec(text)?.[1] ?? '';
      expect(refused).toMatch(/changed nothing|ไม่ได้เปลี่ยนแปลงอะไร/);
      expect(refused).toMatch(/first price logged before first prices kept their row|การตั้งราคาครั้งแรกที่บันทึกไว้ก่อนที่ระบบจะเก็บแถวราคาไว้/);
      expect(text.slice(0, text.length - refused.length)).toMatch(/or a first price,|หรือการตั้งราคาครั้งแรก /);
      expect(refused).not.toMatch(/setting|การตั้งค่า|reorder|การจัดลำดับ|several|หลายรายการ|picture|photo|รูป|create|การเพิ่ม|status|สถานะ|approval|อนุมัติ|price change|การเปลี่ยนราคา/);
    }
    expect((await revert('999999999')).statusCode).toBe(404);
  });

  it('to anyone but an admin: 401 without a token, 403 with a member token', async () => {
    const id = await synonym('cotton, ฝ้าย');
    await editSynonym(id, 'cotton, ฝ้าย, pima');
    const [edit] = await entriesOf(id);
    expect((await revert(edit!._id, null)).statusCode).toBe(401);
    expect((await revert(edit!._id, await t.app.tokens.sign('member', 'm1', {}, '1h'))).statusCode).toBe(403);
    expect(await wordsOf(id)).toBe('cotton, ฝ้าย, pima');
  });
});
