import { Value } from '@sinclair/typebox/value';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContactListAll, ContactListOne, MobileMatchReply, type ContactListEntry, type MobileMatchReply as MatchReply } from '../../src/contract/contactList.js';
import { serverMessages } from '../../src/messages.js';
import { contactListTexts } from '../../src/admin/texts.js';
import { useTestApp } from '../helpers/app.js';

const ALL = '/api/contact_list/get_contact_list_all';
const BY_MOBILE = '/api/contact_list/get_contact_list_by_mobile_number';
const ADD = '/api/contact_list/add_new_contact_list';
const DELETE = '/api/contact_list/delete_contact_list';

const t = useTestApp();
let token: string;
beforeEach(async () => {
  token = await t.adminToken();
});

const post = (url: string, payload: unknown, as: string | null = token) => t.call({ method: 'POST', url, payload: payload as object, ...(as ? { token: as } : {}) });

const entry = (over: Record<string, unknown> = {}) => ({
  fullName: 'Somchai Jaidee',
  mobile: '081-234-5678',
  from: 'LINE',
  address: '99 Silom Road',
  district: 'สีลม',
  city: 'บางรัก',
  province: 'กรุงเทพมหานคร',
  postCode: '10500',
  email: 'Somchai@Example.com',
  lineId: 'somchai.j',
  detail: 'Asked about denim by the metre',
  ...over,
});

async function add(over: Record<string, unknown> = {}): Promise<ContactListEntry> {
  t.clock.advance(1000);
  const r = await post(ADD, entry(over));
  expect(r.statusCode, r.body).toBe(201);
  expect(Value.Check(ContactListOne, r.json())).toBe(true);
  return r.json().result;
}
const all = async (): Promise<ContactListEntry[]> => {
  const r = await post(ALL, {});
  expect(r.statusCode, r.body).toBe(200);
  expect(Value.Check(ContactListAll, r.json())).toBe(true);
  return r.json().result;
};
const byMobile = async (mobile: string): Promise<MatchReply> => {
  const r = await post(BY_MOBILE, { mobile });
  expect(r.statusCode, r.body).toBe(200);
  expect(Value.Check(MobileMatchReply, r.json())).toBe(true);
  return r.json();
};

describe('contact list: guard', () => {
  it('answers 401 without a token and 403 with a member token, for all four calls, changing nothing', async () => {
    const kept = await add();
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    for (const [url, body] of [[ALL, {}], [BY_MOBILE, { mobile: '081' }], [ADD, entry({ mobile: '0899999999' })], [DELETE, { id: kept._id }]] as const) {
      expect((await post(url, body, null)).statusCode, url).toBe(401);
      expect((await post(url, body, member)).statusCode, url).toBe(403);
    }
    expect((await all()).map((e) => e._id)).toEqual([kept._id]);
  });
});

describe('add, list, delete', () => {
  it('stores an entry with its mobile normalised and email lower-cased, lists newest first, deletes by id', async () => {
    const a = await add();
    expect(a).toMatchObject({ ...entry(), mobile: '0812345678', email: 'somchai@example.com' });
    const b = await add({ fullName: 'Malee Sukjai', mobile: '+66 89 111 2222', from: 'SHOPEE', email: '', address: '', district: '', city: '', province: '', postCode: '', lineId: '', detail: '' });
    expect(b.mobile).toBe('0891112222');
    const c = await add({ fullName: 'Only Required', mobile: '02 123 4567', from: 'OTHER', address: undefined, district: undefined, city: undefined, province: undefined, postCode: undefined, email: undefined, lineId: undefined, detail: undefined });
    expect(c).toMatchObject({ mobile: '021234567', address: '', email: '', postCode: '', detail: '' });
    expect((await all()).map((e) => e.fullName)).toEqual(['Only Required', 'Malee Sukjai', 'Somchai Jaidee']);

    const del = await post(DELETE, { id: b._id });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: serverMessages.deleted });
    expect((await all()).map((e) => e._id)).toEqual([c._id, a._id]);
    expect((await post(DELETE, { id: b._id })).statusCode).toBe(404);
  });

  it('takes every source of spec.md, TIKTOK included, in any case; anything else is a 400 naming the field', async () => {
    const sources = ['LAZADA', 'SHOPEE', 'LINE', 'FACEBOOK', 'TIKTOK', 'OTHER'];
    for (const [i, from] of sources.entries()) expect((await add({ mobile: `08100000${i}0`, from })).from).toBe(from);
    expect((await add({ mobile: '0810000099', from: 'tiktok' })).from).toBe('TIKTOK');
    for (const from of ['WEBSITE', '', 'LINE OA']) {
      const r = await post(ADD, entry({ mobile: '0820000000', from }));
      expect(r.statusCode, from).toBe(400);
      expect(r.json().message).toMatch(/^body\.from /);
    }
    expect((await all())).toHaveLength(7);
  });

  it('refuses one number twice, whichever way it is written (409 naming it), and keeps the first', async () => {
    const first = await add({ mobile: '081-234-5678' });
    for (const mobile of ['0812345678', '+66 81 234 5678', '(081) 234.5678']) {
      const r = await post(ADD, entry({ mobile, fullName: 'Someone Else' }));
      expect(r.statusCode, mobile).toBe(409);
      expect(r.json().message).toBe(contactListTexts.taken('0812345678'));
    }
    expect(await all()).toEqual([first]);
  });

  it('answers 400 naming the field for a missing or bad value, and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [entry({ mobile: 'call me' }), serverMessages.invalidMobile],
      [entry({ mobile: '12-34' }), serverMessages.invalidMobile],
      [entry({ mobile: '   ' }), 'body.mobile is required'],
      [entry({ fullName: '  ' }), 'body.fullName is required'],
      [entry({ email: 'not-an-email' }), serverMessages.invalidEmail],
      [entry({ postCode: '105' }), 'body.postCode must be 5 digits'],
      [entry({ role: 'admin' }), 'body.role is not an accepted field'],
      [{ ...entry(), fullName: undefined }, 'body.fullName is required'],
      [{ ...entry(), mobile: undefined }, 'body.mobile is required'],
      [{ ...entry(), from: undefined }, 'body.from is required'],
      [entry({ mobile: 812345678 }), /^body\.mobile /],
    ];
    for (const [body, message] of cases) {
      const r = await post(ADD, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      if (typeof message === 'string') expect(r.json().message).toBe(message);
      else expect(r.json().message).toMatch(message);
    }
    expect(await all()).toEqual([]);
    expect((await post(DELETE, {})).json()).toEqual({ message: 'body.id is required' });
  });
});

describe('search by mobile', () => {
  it('finds an entry by any spelling of its number, or part of it', async () => {
    const a = await add({ mobile: '081-234-5678' });
    await add({ fullName: 'Other Person', mobile: '0899990000' });
    for (const mobile of ['0812345678', '081-234-5678', '+66 81 234 5678', '+66812345678', '081 234', '234-56', '5678']) {
      const r = await byMobile(mobile);
      expect(r.result.map((e) => e._id), mobile).toEqual([a._id]);
    }
    expect((await byMobile('0777')).result).toEqual([]);
    // Only the start of +66 typed so far: nothing to look for yet.
    expect(await byMobile('+6')).toEqual({ message: serverMessages.ok, result: [], members: [] });
  });

  it('refuses letters with a 400 naming body.mobile', async () => {
    for (const payload of [{ mobile: 'abc' }, { mobile: '081x' }]) {
      const r = await post(BY_MOBILE, payload);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toMatch(/^body\.mobile /);
    }
    expect((await post(BY_MOBILE, {})).json()).toEqual({ message: 'body.mobile is required' });
  });

  it('also finds business customers (with the Thai names of their address) and signed-up storefront accounts, read only', async () => {
    const customer = await post('/api/member/add_new_admin_member', {
      firstName: 'Pranee',
      lastName: 'Thongdee',
      email: 'pranee@example.com',
      mobile: '089-876-5432',
      address: '12 Soi Pradit',
      country: 'TH',
      province: '10',
      city: '1004',
      district: '100402',
      bussiness: 'Pranee Tailor',
    });
    expect(customer.statusCode, customer.body).toBe(201);
    const now = new Date(t.clock.now).toISOString();
    await t.app.db
      .insertInto('members')
      .values([
        { _id: 'acc-1', email: 'nok@example.com', mobile: '+66898765000', firstName: 'Nok', lastName: 'Srisuk', passwordHash: 'x', isVerified: 1, url: null, createAt: now, tokenVersion: 0 },
        { _id: 'acc-2', email: 'pending@example.com', mobile: '0898765111', firstName: 'Pending', lastName: 'Person', passwordHash: null, isVerified: 0, url: null, createAt: now, tokenVersion: 0 },
      ])
      .execute();

    const r = await byMobile('089 8765');
    expect(r.result).toEqual([]);
    expect(r.members).toEqual([
      {
        _id: customer.json().result._id,
        kind: 'customer',
        fullName: 'Pranee Thongdee',
        mobile: '0898765432',
        email: 'pranee@example.com',
        address: '12 Soi Pradit',
        district: 'สีลม',
        city: 'บางรัก',
        province: 'กรุงเทพมหานคร',
        postCode: '10500',
      },
      { _id: 'acc-1', kind: 'account', fullName: 'Nok Srisuk', mobile: '+66898765000', email: 'nok@example.com', address: '', district: '', city: '', province: '', postCode: '' },
    ]);
    expect((await byMobile('+66 89 876 5432')).members.map((m) => m.fullName)).toEqual(['Pranee Thongdee']);
    // Finding members never makes a contact-list entry.
    expect(await all()).toEqual([]);
  });
});
