import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedDesigns } from '../../server/db/seed/designs.js';
import { conflictTexts } from '../../src/messages.js';
import { multipart, useTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

const t = useTestApp();

const LIST = '/api/product_design/get_product_design_data_all';
const png = async (color = '#336699') => ({ image: { name: 'd.png', type: 'image/png', data: await pngBytes(64, 48, color) } });

async function addDesign(token: string | undefined, fields: Record<string, string>, withImage = true) {
  const body = await multipart(fields, withImage ? await png() : {});
  return t.call({ method: 'POST', url: '/api/product_design/add_new_product_design', token, ...body });
}
async function updateDesign(token: string | undefined, id: string, fields: Record<string, string>, image?: Buffer) {
  const body = await multipart(fields, image ? { image: { name: 'e.png', type: 'image/png', data: image } } : {});
  return t.call({ method: 'POST', url: `/api/product_design/update_product_design_by_id/${id}`, token, ...body });
}
const list = async (token: string) => (await t.call({ method: 'GET', url: LIST, token })).json().result as Array<{ _id: string; name: string; icons: string; url: string }>;

/** The files under uploads/: a picture and its resized copies per stored image. */
const uploadFiles = () => readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => !f.startsWith('.')).sort();
const filesOf = (...urls: string[]) =>
  urls.flatMap((u) => { const id = u.slice('/uploads/'.length, -'.webp'.length); return [`${id}.webp`, `${id}-w200.webp`, `${id}-w400.webp`, `${id}-w800.webp`]; }).sort();

describe('product design', () => {
  it('adds a design (payload icon → record icons), lists it, and deletes it with its picture', async () => {
    const token = await t.adminToken();
    expect(await list(token)).toEqual([]);
    const created = await addDesign(token, { name: 'Herringbone', icon: 'Texture' });
    expect(created.statusCode).toBe(201);
    const design = created.json().result;
    expect(design).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Herringbone', icons: 'Texture', url: expect.stringMatching(/^\/uploads\/[0-9a-f]{24}\.webp$/), version: 1 });
    expect(await list(token)).toEqual([design]);
    expect(uploadFiles()).toEqual(filesOf(design.url));

    const del = await t.call({ method: 'DELETE', url: `/api/product_design/delete_product_design_by_id/${design._id}`, token });
    expect(del.statusCode).toBe(200);
    expect(await list(token)).toEqual([]);
    expect(uploadFiles()).toEqual([]);
  });

  it('refuses a second design of the same name in any case with 409, keeping no extra picture', async () => {
    const token = await t.adminToken();
    const first = (await addDesign(token, { name: 'Twill', icon: 'Texture' })).json().result;
    const again = await addDesign(token, { name: 'TWILL', icon: 'GridOn' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(conflictTexts.duplicate('product design', 'TWILL'));
    expect(await list(token)).toEqual([first]);
    expect(uploadFiles()).toEqual(filesOf(first.url));
  });

  it('answers 400 naming the field for a missing name, a missing image, a bad icon name or an unknown field, storing nothing', async () => {
    const token = await t.adminToken();
    const cases: Array<[Record<string, string>, boolean, string]> = [
      [{ icon: 'Texture' }, true, 'name'],
      [{ name: '   ' }, true, 'name'],
      [{ name: 'Dots' }, false, 'image'],
      [{ name: 'Dots', icon: '<svg onload=x>' }, true, 'icon'],
      // A well-formed name the back-office does not offer (it would draw nothing).
      [{ name: 'Dots', icon: 'Rocket' }, true, 'icon'],
      [{ name: 'Dots', icons: 'Texture' }, true, 'icons'],
    ];
    for (const [fields, withImage, field] of cases) {
      const r = await addDesign(token, fields, withImage);
      expect(r.statusCode, JSON.stringify(fields)).toBe(400);
      expect(r.json().message).toContain(`body.${field}`);
    }
    expect(await list(token)).toEqual([]);
    expect(uploadFiles()).toEqual([]);
  });

  it('edits name and icon, keeps the picture without a new one, and replaces it without leaving the old file', async () => {
    const token = await t.adminToken();
    const d = (await addDesign(token, { name: 'Stripe', icon: 'GridOn' })).json().result;
    const other = (await addDesign(token, { name: 'Check', icon: 'GridOn' })).json().result;

    const text = await updateDesign(token, d._id, { name: 'Pin Stripe', icon: 'Waves' });
    expect(text.statusCode).toBe(200);
    expect(text.json().result).toEqual({ ...d, name: 'Pin Stripe', icons: 'Waves', version: 2 });

    const clash = await updateDesign(token, d._id, { name: 'check' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(conflictTexts.duplicate('product design', 'check'));
    const same = await updateDesign(token, d._id, { name: 'PIN STRIPE', icon: 'Waves' });
    expect(same.statusCode).toBe(200);

    const replaced = await updateDesign(token, d._id, { name: 'Pin Stripe', icon: 'Waves' }, await pngBytes(80, 80, '#aa0000'));
    expect(replaced.statusCode).toBe(200);
    const next = replaced.json().result;
    expect(next.url).not.toBe(d.url);
    expect(uploadFiles()).toEqual(filesOf(next.url, other.url));
    expect((await list(token)).find((x) => x._id === d._id)).toEqual({ _id: d._id, name: 'Pin Stripe', icons: 'Waves', url: next.url, version: 4 });

    const bad = await updateDesign(token, d._id, { name: '' }, await pngBytes());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.name');
    expect(uploadFiles()).toEqual(filesOf(next.url, other.url));
  });

  it('answers 404 for unknown ids on edit and delete', async () => {
    const token = await t.adminToken();
    expect((await updateDesign(token, 'nope', { name: 'X' })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: '/api/product_design/delete_product_design_by_id/nope', token })).statusCode).toBe(404);
  });

  it('guards every call: 401 without a token, 403 with a member token', async () => {
    const token = await t.adminToken();
    const d = (await addDesign(token, { name: 'Dobby' })).json().result;
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    const calls = async (who?: string) => [
      await t.call({ method: 'GET', url: LIST, token: who }),
      await addDesign(who, { name: 'Other' }),
      await updateDesign(who, d._id, { name: 'Changed' }),
      await t.call({ method: 'DELETE', url: `/api/product_design/delete_product_design_by_id/${d._id}`, token: who }),
    ];
    for (const r of await calls(undefined)) expect(r.statusCode).toBe(401);
    for (const r of await calls(member)) expect(r.statusCode).toBe(403);
    expect(await list(token)).toEqual([d]);
  });

  it('seeds a handful of designs with icon names and pictures, once', async () => {
    await seedDesigns(t.app);
    await seedDesigns(t.app);
    const token = await t.adminToken();
    const seeded = await list(token);
    expect(seeded.length).toBeGreaterThanOrEqual(4);
    expect(seeded.length).toBeLessThanOrEqual(6);
    expect(new Set(seeded.map((d) => d.name)).size).toBe(seeded.length);
    for (const d of seeded) {
      expect(d.icons).toMatch(/^[A-Z][A-Za-z]+$/);
      expect((await t.call({ method: 'GET', url: d.url })).statusCode).toBe(200);
    }
    expect(uploadFiles()).toEqual(filesOf(...seeded.map((d) => d.url)));
  });
});
