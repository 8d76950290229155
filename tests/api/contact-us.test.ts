import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactUsLinkFields } from '../../src/contract/contactUs.js';
import { serverMessages } from '../../src/messages.js';
import { multipart, useTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

const t = useTestApp();

const FULL = {
  company: 'Selvedge Textile Co., Ltd.',
  address: '88 Sukhumvit 101, Bangkok',
  location: 'https://maps.example.com/?q=13.69,100.60',
  telephone: '+66 2 398 1234',
  email: 'sales@selvedge.example',
  webSite: 'https://selvedge.example',
  facebookPageName: 'Selvedge Fabrics',
  facebookPageLink: 'https://facebook.com/selvedge',
  lineId: '@selvedge',
  lineLink: 'https://line.me/R/ti/p/@selvedge',
  lazadaShopName: 'Selvedge Official',
  lazadaShopLink: 'https://lazada.co.th/shop/selvedge',
  shopeeShopName: 'selvedge.fabrics',
  shopeeShopLink: 'https://shopee.co.th/selvedge.fabrics',
  tiktokShopName: '@selvedge.fabrics',
  tiktokShopLink: 'https://www.tiktok.com/@selvedge.fabrics',
};
/** The public (nested) shape of FULL. */
const NESTED = {
  company: FULL.company,
  address: FULL.address,
  location: FULL.location,
  telephone: FULL.telephone,
  email: FULL.email,
  webSite: FULL.webSite,
  facebook: { facebookPageName: FULL.facebookPageName, facebookPageLink: FULL.facebookPageLink },
  lineOfficial: { lineId: FULL.lineId, lineLink: FULL.lineLink },
  lazada: { lazadaShopName: FULL.lazadaShopName, lazadaShopLink: FULL.lazadaShopLink },
  shopee: { shopeeShopName: FULL.shopeeShopName, shopeeShopLink: FULL.shopeeShopLink },
  tiktok: { tiktokShopName: FULL.tiktokShopName, tiktokShopLink: FULL.tiktokShopLink },
};

async function addContact(token: string | undefined, fields: Record<string, string>, image?: Buffer) {
  const body = await multipart(fields, image ? { image: { name: 'logo.png', type: 'image/png', data: image } } : {});
  return t.call({ method: 'POST', url: '/api/contact_us/add_new_contact_us', token, ...body });
}
async function updateContact(token: string | undefined, id: string, fields: Record<string, string>, image?: Buffer) {
  const body = await multipart(fields, image ? { image: { name: 'logo2.png', type: 'image/png', data: image } } : {});
  return t.call({ method: 'POST', url: `/api/contact_us/update_contact_us_by_id/${id}`, token, ...body });
}
const deleteContact = (token: string | undefined, id: string) => t.call({ method: 'DELETE', url: `/api/contact_us/delete_contact_us_by_id/${id}`, token });
/** The storefront's call (public, cached). */
const publicList = async () => (await t.call({ method: 'GET', url: '/api/contact_us/get_contact_us_data_all' })).json().result as Array<typeof NESTED & { _id: string; url: string }>;

const uploadFiles = () => readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => !f.startsWith('.')).sort();
const filesOf = (...urls: string[]) =>
  urls.flatMap((u) => { const id = u.slice('/uploads/'.length, -'.webp'.length); return [`${id}.webp`, `${id}-w200.webp`, `${id}-w400.webp`, `${id}-w800.webp`]; }).sort();

describe('contact us', () => {
  it('adds a record sent flat, with its logo; the public call shows it nested', async () => {
    const token = await t.adminToken();
    expect(await publicList()).toEqual([]);
    const r = await addContact(token, FULL, await pngBytes());
    expect(r.statusCode).toBe(201);
    const rec = r.json().result;
    expect(rec).toEqual({ _id: expect.any(String), url: expect.stringMatching(/^\/uploads\/[0-9a-f]{24}\.webp$/), ...NESTED, version: 1 });
    expect(await publicList()).toEqual([rec]);
    expect(uploadFiles()).toEqual(filesOf(rec.url));
  });

  it('needs only the company; left-out fields are empty and the logo is optional', async () => {
    const token = await t.adminToken();
    const r = await addContact(token, { company: 'Branch Office' });
    expect(r.statusCode).toBe(201);
    expect(r.json().result).toMatchObject({ company: 'Branch Office', address: '', email: '', url: '', facebook: { facebookPageName: '', facebookPageLink: '' } });
  });

  it('answers 400 naming the field: no company, a link that is not http(s), a bad email, an unknown field; nothing stored', async () => {
    const token = await t.adminToken();
    const noCompany = await addContact(token, { ...FULL, company: ' ' }, await pngBytes());
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().message).toContain('body.company');
    for (const field of contactUsLinkFields) {
      for (const bad of ['javascript:alert(1)', 'facebook.com/selvedge', 'https://', 'data:text/html,hi']) {
        const r = await addContact(token, { ...FULL, [field]: bad }, await pngBytes());
        expect(r.statusCode, `${field}=${bad}`).toBe(400);
        expect(r.json().message).toContain(`body.${field}`);
      }
    }
    const email = await addContact(token, { ...FULL, email: 'not-an-email' }, await pngBytes());
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe(serverMessages.invalidEmail);
    const extra = await addContact(token, { ...FULL, facebook: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('body.facebook');
    expect(await publicList()).toEqual([]);
    expect(uploadFiles()).toEqual([]);
  });

  it('edits a record: the public call shows the change at once; a new logo replaces the old file', async () => {
    const token = await t.adminToken();
    const rec = (await addContact(token, FULL, await pngBytes())).json().result;
    expect((await publicList())[0].telephone).toBe(FULL.telephone);

    const edited = await updateContact(token, rec._id, { ...FULL, telephone: '+66 2 000 0000', lineId: '@selvedge.th' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().result).toEqual({ ...rec, telephone: '+66 2 000 0000', lineOfficial: { lineId: '@selvedge.th', lineLink: FULL.lineLink }, version: 2 });
    expect(await publicList()).toEqual([edited.json().result]);

    const bad = await updateContact(token, rec._id, { ...FULL, tiktokShopLink: 'tiktok.com/@x' }, await pngBytes(30, 30, '#ff0000'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.tiktokShopLink');
    expect(uploadFiles()).toEqual(filesOf(rec.url));

    const logo = await updateContact(token, rec._id, { ...FULL }, await pngBytes(40, 40, '#00aa00'));
    expect(logo.statusCode).toBe(200);
    const next = logo.json().result;
    expect(next.url).not.toBe(rec.url);
    expect(next.telephone).toBe(FULL.telephone);
    expect(uploadFiles()).toEqual(filesOf(next.url));
    expect((await publicList())[0].url).toBe(next.url);
  });

  it('deletes a record and its logo (the spec left it unwired; ours works)', async () => {
    const token = await t.adminToken();
    const a = (await addContact(token, FULL, await pngBytes())).json().result;
    const b = (await addContact(token, { company: 'Warehouse' }, await pngBytes(20, 20, '#123456'))).json().result;
    expect(await publicList()).toHaveLength(2);
    const del = await deleteContact(token, a._id);
    expect(del.statusCode).toBe(200);
    expect((await publicList()).map((c) => c.company)).toEqual(['Warehouse']);
    expect(uploadFiles()).toEqual(filesOf(b.url));
  });

  it('answers 404 for unknown ids', async () => {
    const token = await t.adminToken();
    expect((await updateContact(token, 'nope', { company: 'X' })).statusCode).toBe(404);
    expect((await deleteContact(token, 'nope')).statusCode).toBe(404);
  });

  it('guards the admin calls: 401 without a token, 403 with a member token; the list stays public', async () => {
    const token = await t.adminToken();
    const rec = (await addContact(token, FULL)).json().result;
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    const calls = async (who?: string) => [
      await addContact(who, { company: 'Other' }),
      await updateContact(who, rec._id, { company: 'Changed' }),
      await deleteContact(who, rec._id),
    ];
    for (const r of await calls(undefined)) expect(r.statusCode).toBe(401);
    for (const r of await calls(member)) expect(r.statusCode).toBe(403);
    expect(await publicList()).toEqual([rec]);
  });
});
