import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { multipart, useTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

const t = useTestApp();

type Slide = { _id: string; title: string; url: string; isActived: boolean };

async function addSlide(token: string | undefined, fields: Record<string, string>, withImage = true) {
  t.clock.advance(1000); // slides show in the order they were added
  const body = await multipart(fields, withImage ? { image: { name: 's.png', type: 'image/png', data: await pngBytes(160, 60) } } : {});
  return t.call({ method: 'POST', url: '/api/slider/add_new_slider', token, ...body });
}
async function updateSlide(token: string | undefined, id: string, fields: Record<string, string>, image?: Buffer) {
  const body = await multipart(fields, image ? { image: { name: 'n.png', type: 'image/png', data: image } } : {});
  return t.call({ method: 'POST', url: `/api/slider/update_slider_by_id/${id}`, token, ...body });
}
const setStatus = (token: string | undefined, payload: object) => t.call({ method: 'POST', url: '/api/slider/update_slider_status', token, payload });
const adminList = async (token: string) => (await t.call({ method: 'GET', url: '/api/slider/get_slider_data_all', token })).json().result as Slide[];
/** The home page's call; it is cached, so it shows a change only if the admin write cleared the cache. */
const homeTitles = async () =>
  ((await t.call({ method: 'POST', url: '/api/slider/get_slider_data_by_status', payload: { status: true } })).json().result as Slide[]).map((s) => s.title);

const uploadFiles = () => readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => !f.startsWith('.')).sort();
const filesOf = (...urls: string[]) =>
  urls.flatMap((u) => { const id = u.slice('/uploads/'.length, -'.webp'.length); return [`${id}.webp`, `${id}-w200.webp`, `${id}-w400.webp`, `${id}-w800.webp`]; }).sort();

describe('slider', () => {
  it('adds slides active by default or inactive on request; the admin sees both, the home page only the active one', async () => {
    const token = await t.adminToken();
    expect(await homeTitles()).toEqual([]);
    const on = await addSlide(token, { title: 'Linen week' });
    expect(on.statusCode).toBe(201);
    expect(on.json().result).toEqual({ _id: expect.any(String), title: 'Linen week', url: expect.stringMatching(/^\/uploads\/[0-9a-f]{24}\.webp$/), isActived: true, version: 1 });
    const off = await addSlide(token, { title: 'Draft sale', isActived: 'false' });
    expect(off.json().result.isActived).toBe(false);
    const explicit = await addSlide(token, { title: 'Denim days', isActived: 'true' });
    expect(explicit.json().result.isActived).toBe(true);

    expect((await adminList(token)).map((s) => [s.title, s.isActived])).toEqual([
      ['Linen week', true],
      ['Draft sale', false],
      ['Denim days', true],
    ]);
    expect(await homeTitles()).toEqual(['Linen week', 'Denim days']);
  });

  it('switches a slide off and on: the home page follows at once', async () => {
    const token = await t.adminToken();
    const a = (await addSlide(token, { title: 'Linen week' })).json().result;
    await addSlide(token, { title: 'Denim days' });
    expect(await homeTitles()).toEqual(['Linen week', 'Denim days']);

    const offR = await setStatus(token, { _id: a._id, status: false });
    expect(offR.statusCode).toBe(200);
    expect(offR.json().result).toEqual({ ...a, isActived: false, version: 2 });
    expect(await homeTitles()).toEqual(['Denim days']);
    expect((await adminList(token)).find((s) => s._id === a._id)?.isActived).toBe(false);

    expect((await setStatus(token, { _id: a._id, status: true })).statusCode).toBe(200);
    expect(await homeTitles()).toEqual(['Linen week', 'Denim days']);
  });

  it('edits the caption and state, keeps the picture without a new one, replaces it without leaving the old file', async () => {
    const token = await t.adminToken();
    const s = (await addSlide(token, { title: 'Linen week' })).json().result;
    expect(await homeTitles()).toEqual(['Linen week']);

    const text = await updateSlide(token, s._id, { title: 'Linen fortnight' });
    expect(text.statusCode).toBe(200);
    expect(text.json().result).toEqual({ ...s, title: 'Linen fortnight', version: 2 });
    expect(await homeTitles()).toEqual(['Linen fortnight']);

    const hidden = await updateSlide(token, s._id, { title: 'Linen fortnight', isActived: 'false' });
    expect(hidden.json().result.isActived).toBe(false);
    expect(await homeTitles()).toEqual([]);

    const replaced = await updateSlide(token, s._id, { title: 'Linen fortnight', isActived: 'true' }, await pngBytes(200, 80, '#aa0000'));
    expect(replaced.statusCode).toBe(200);
    const next = replaced.json().result;
    expect(next.url).not.toBe(s.url);
    expect(uploadFiles()).toEqual(filesOf(next.url));
    expect((await t.call({ method: 'GET', url: s.url })).statusCode).toBe(404);
  });

  it('deletes a slide with its picture; the home page drops it', async () => {
    const token = await t.adminToken();
    const a = (await addSlide(token, { title: 'Linen week' })).json().result;
    const b = (await addSlide(token, { title: 'Denim days' })).json().result;
    expect(await homeTitles()).toEqual(['Linen week', 'Denim days']);
    const del = await t.call({ method: 'DELETE', url: `/api/slider/delete_slider_by_id/${a._id}`, token });
    expect(del.statusCode).toBe(200);
    expect(await homeTitles()).toEqual(['Denim days']);
    expect((await adminList(token)).map((s) => s._id)).toEqual([b._id]);
    expect(uploadFiles()).toEqual(filesOf(b.url));
  });

  it('answers 400 naming the field, storing nothing', async () => {
    const token = await t.adminToken();
    const cases: Array<[Record<string, string>, boolean, string]> = [
      [{ isActived: 'true' }, true, 'body.title'],
      [{ title: '  ' }, true, 'body.title'],
      [{ title: 'No picture' }, false, 'body.image'],
      [{ title: 'Odd flag', isActived: 'yes' }, true, 'body.isActived'],
      [{ title: 'Extra', status: 'true' }, true, 'body.status'],
    ];
    for (const [fields, withImage, field] of cases) {
      const r = await addSlide(token, fields, withImage);
      expect(r.statusCode, JSON.stringify(fields)).toBe(400);
      expect(r.json().message).toContain(field);
    }
    const s = (await addSlide(token, { title: 'Kept' })).json().result;
    for (const [payload, field] of [
      [{ _id: s._id }, 'status'],
      [{ status: false }, '_id'],
      [{ _id: s._id, status: 'false' }, 'status'],
    ] as const) {
      const r = await setStatus(token, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().message).toContain(field);
    }
    const badEdit = await updateSlide(token, s._id, { title: '' }, await pngBytes());
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().message).toContain('body.title');
    expect(await adminList(token)).toEqual([s]);
    expect(uploadFiles()).toEqual(filesOf(s.url));
  });

  it('answers 404 for unknown ids', async () => {
    const token = await t.adminToken();
    expect((await setStatus(token, { _id: 'nope', status: false })).statusCode).toBe(404);
    expect((await updateSlide(token, 'nope', { title: 'X' })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: '/api/slider/delete_slider_by_id/nope', token })).statusCode).toBe(404);
  });

  it('guards every admin call: 401 without a token, 403 with a member token; the home call stays public', async () => {
    const token = await t.adminToken();
    const s = (await addSlide(token, { title: 'Linen week' })).json().result;
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    const calls = async (who?: string) => [
      await t.call({ method: 'GET', url: '/api/slider/get_slider_data_all', token: who }),
      await addSlide(who, { title: 'Other' }),
      await updateSlide(who, s._id, { title: 'Changed' }),
      await setStatus(who, { _id: s._id, status: false }),
      await t.call({ method: 'DELETE', url: `/api/slider/delete_slider_by_id/${s._id}`, token: who }),
    ];
    for (const r of await calls(undefined)) expect(r.statusCode).toBe(401);
    for (const r of await calls(member)) expect(r.statusCode).toBe(403);
    expect(await adminList(token)).toEqual([s]);
    expect(await homeTitles()).toEqual(['Linen week']);
  });
});
