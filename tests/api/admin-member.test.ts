import { Value } from '@sinclair/typebox/value';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminMemberDetail, AdminMemberOne, MemberListReply, type AdminMember } from '../../src/contract/adminMember.js';
import { serverMessages } from '../../src/messages.js';
import { memberServerTexts } from '../../src/contract/backOfficeTexts.js';
import { memberTexts } from '../../src/admin/texts.js';
import { registerMember } from '../helpers/accounts.js';
import { useTestApp } from '../helpers/app.js';

const LIST = '/api/member/get_member_data_all';
const SEARCH = '/api/member/search_member_by_mobile';
const ADD = '/api/member/add_new_admin_member';
const UPDATE = (id: string) => `/api/member/update_admin_member_by_id/${id}`;
const DETAIL = (id: string) => `/api/member/get_admin_member_detail_by_id/${id}`;

const fields = (over: Record<string, unknown> = {}) => ({
  firstName: 'Malee',
  lastName: 'Srisuk',
  email: 'malee@srisuk-textiles.co.th',
  mobile: '0812345678',
  address: '99/1 Rama IV Rd',
  country: 'TH',
  province: '10',
  city: '1004',
  district: '100402',
  postCode: '10500',
  bussiness: 'Srisuk Textiles',
  ...over,
});

const t = useTestApp();
let token: string;
beforeEach(async () => {
  token = await t.adminToken();
});

/** Posts as the admin, or with another token (null: none). */
const post = (url: string, payload: unknown, as: string | null = token) => t.call({ method: 'POST', url, token: as ?? undefined, payload: payload as object });

async function add(over: Record<string, unknown> = {}): Promise<AdminMember> {
  t.clock.advance(1000);
  const r = await post(ADD, fields(over));
  expect(r.statusCode, r.body).toBe(201);
  return r.json().result;
}

async function list(body: Record<string, unknown>): Promise<{ result: AdminMember[]; total: number }> {
  const r = await post(LIST, body);
  expect(r.statusCode, r.body).toBe(200);
  expect(Value.Check(MemberListReply, r.json())).toBe(true);
  return r.json();
}

describe('Members calls: guard', () => {
  it('answers 401 without a token and 403 with a member token, for every call, adding nothing', async () => {
    const m = await add();
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    for (const [url, body] of [[LIST, { limit: 20 }], [SEARCH, { mobile: '081' }], [ADD, fields({ email: 'x@y.co', mobile: '0899999999' })], [UPDATE(m._id), fields({ firstName: 'Hacked' })], [DETAIL(m._id), {}]] as const) {
      expect((await post(url, body, null)).statusCode, url).toBe(401);
      expect((await post(url, body, member)).statusCode, url).toBe(403);
    }
    const all = await list({ limit: 20 });
    expect(all.total).toBe(1);
    expect(all.result[0].firstName).toBe('Malee');
  });
});

describe('add_new_admin_member', () => {
  it('adds a business customer with every field, email lower-cased and mobile normalised', async () => {
    const r = await post(ADD, fields({ email: ' Malee@Srisuk-Textiles.co.th ', mobile: '+66 81-234-5678', firstName: '  Malee ' }));
    expect(r.statusCode).toBe(201);
    expect(Value.Check(AdminMemberOne, r.json())).toBe(true);
    expect(r.json().message).toBe(serverMessages.created);
    expect(r.json().result).toEqual({
      ...fields(),
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      isVerified: false,
      // No tier given: none (issue 16 §3; prices.test.ts covers tiers).
      tier: 'none',
      createAt: new Date(t.clock.now).toISOString(),
      source: 'business',
      version: 1,
    });
    expect((await list({ limit: 20 })).result).toEqual([r.json().result]);
  });

  it('needs only first and last name: the other fields may be left out or empty', async () => {
    const bare = await add({ email: undefined, mobile: undefined, address: undefined, country: undefined, province: undefined, city: undefined, district: undefined, bussiness: undefined });
    const empty = await add({ firstName: 'Anan', email: '', mobile: '', address: '', country: '', province: '', city: '', district: '', bussiness: '' });
    expect(bare).toMatchObject({ email: '', mobile: '', bussiness: '', country: '' });
    expect(empty).toMatchObject({ firstName: 'Anan', email: '', mobile: '' });
    expect((await list({ limit: 20 })).total).toBe(2);
  });

  it('answers 400 naming the field, and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [fields({ firstName: undefined }), 'firstName'],
      [fields({ lastName: undefined }), 'lastName'],
      [fields({ firstName: '   ' }), 'firstName'],
      [fields({ lastName: '' }), 'lastName'],
      [fields({ email: 'not-an-email' }), 'email'],
      [fields({ mobile: 'call me' }), 'mobile'],
      [fields({ mobile: '123' }), 'mobile'],
      [fields({ bussiness: 42 }), 'bussiness'],
      [fields({ province: 'x'.repeat(65) }), 'province'],
      [fields({ isVerified: true }), 'isVerified'],
      [fields({ province: '99' }), 'province'],
      [fields({ country: 'XX' }), 'country'],
      [fields({ city: '5001' }), 'city'],
      [fields({ district: '100101' }), 'district'],
      [fields({ country: '' }), 'province'],
      [fields({ postCode: '1050' }), 'postCode'],
      [fields({ postCode: '10500x' }), 'postCode'],
      [fields({ postCode: 'x'.repeat(17) }), 'postCode'],
    ];
    for (const [payload, field] of cases) {
      const r = await post(ADD, JSON.parse(JSON.stringify(payload)));
      expect(r.statusCode, `${field}: ${r.body}`).toBe(400);
      expect(r.json().message).toContain(field);
    }
    expect((await list({ limit: 20 })).total).toBe(0);
  });

  it('answers the spec’s 404 to a taken email (any case) or mobile (any form), and adds nothing', async () => {
    await add();
    const byEmail = await post(ADD, fields({ email: 'MALEE@srisuk-textiles.co.th', mobile: '0899999999' }));
    expect(byEmail.statusCode).toBe(404);
    expect(byEmail.json()).toEqual({ message: memberTexts.taken('email', 'malee@srisuk-textiles.co.th') });
    const byMobile = await post(ADD, fields({ email: 'other@example.com', mobile: '+66 81 234 5678' }));
    expect(byMobile.statusCode).toBe(404);
    expect(byMobile.json()).toEqual({ message: memberTexts.taken('mobile', '0812345678') });
    expect((await list({ limit: 20 })).total).toBe(1);
  });
});

describe('get_member_data_all', () => {
  it('answers the spec’s { limit: 20 } with the newest 20 and the total; pages and sorts on request', async () => {
    for (let i = 1; i <= 25; i++) await add({ firstName: `Customer${String(i).padStart(2, '0')}`, email: `c${i}@example.com`, mobile: `08000000${String(i).padStart(2, '0')}` });
    const first = await list({ limit: 20 });
    expect(first.total).toBe(25);
    expect(first.result.map((m) => m.firstName)).toEqual(Array.from({ length: 20 }, (_, i) => `Customer${String(25 - i).padStart(2, '0')}`));
    const second = await list({ limit: 20, page: 2, perPage: 20 });
    expect(second.total).toBe(25);
    expect(second.result.map((m) => m.firstName)).toEqual(['Customer05', 'Customer04', 'Customer03', 'Customer02', 'Customer01']);
    const byName = await list({ page: 1, perPage: 3, sort: 'firstName' });
    expect(byName.result.map((m) => m.firstName)).toEqual(['Customer01', 'Customer02', 'Customer03']);
    const desc = await list({ perPage: 2, sort: 'firstName', order: 'DESC' });
    expect(desc.result.map((m) => m.firstName)).toEqual(['Customer25', 'Customer24']);
    expect((await list({})).result).toHaveLength(20);
  });

  it('searches by first and last name, business, email or mobile (typed with dashes), total counting the matches', async () => {
    await add();
    await add({ firstName: 'Somsak', lastName: 'Wongsa', email: 'somsak@wongsa.com', mobile: '0898765432', bussiness: 'Wongsa Uniforms' });
    await add({ firstName: 'Niran', lastName: 'Malee-Chai', email: 'niran@example.com', mobile: '0861112222', bussiness: '' });
    const names = async (q: string) => (await list({ limit: 20, q })).result.map((m) => m.firstName).sort();
    expect(await names('malee')).toEqual(['Malee', 'Niran']);
    expect(await names('Malee Srisuk')).toEqual(['Malee']);
    expect(await names('uniforms')).toEqual(['Somsak']);
    expect(await names('@WONGSA')).toEqual(['Somsak']);
    expect(await names('089-876')).toEqual(['Somsak']);
    expect(await names('5678')).toEqual(['Malee']);
    expect(await names('100%')).toEqual([]);
    const paged = await list({ perPage: 1, q: 'malee' });
    expect(paged.total).toBe(2);
    expect(paged.result).toHaveLength(1);
  });

  it('answers 400 naming the field for a bad page request', async () => {
    for (const [payload, field] of [[{ limit: 0 }, 'limit'], [{ limit: '20' }, 'limit'], [{ perPage: 101 }, 'perPage'], [{ page: 0 }, 'page'], [{ sort: 'passwordHash' }, 'sort'], [{ order: 'up' }, 'order'], [{ limit: 20, role: 'x' }, 'role']] as const) {
      const r = await post(LIST, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().message).toContain(field);
    }
  });

  it('marks a customer verified when a verified sign-in account holds their email or mobile', async () => {
    const byEmail = await add();
    const byMobile = await add({ firstName: 'Somsak', email: 'somsak@example.com', mobile: '0898765432' });
    const neither = await add({ firstName: 'Niran', email: 'niran@example.com', mobile: '0861112222' });
    const member = (email: string, mobile: string, isVerified: number, passwordHash: string | null) =>
      t.app.db
        .insertInto('members')
        .values({ _id: email, email, mobile, firstName: 'X', lastName: 'Y', passwordHash, isVerified, url: null, createAt: new Date(t.clock.now).toISOString(), tokenVersion: 0 })
        .execute();
    await member('malee@srisuk-textiles.co.th', '0800000001', 1, 'hash');
    await member('someone@example.com', '0898765432', 1, 'hash');
    await member('niran@example.com', '0800000003', 0, null);
    const verified = Object.fromEntries((await list({ limit: 20 })).result.map((m) => [m._id, m.isVerified]));
    expect(verified).toEqual({ [byEmail._id]: true, [byMobile._id]: true, [neither._id]: false });
  });
});

describe('search_member_by_mobile', () => {
  it('finds members whose mobile or email contains what was typed, in either phone form; 400 with nothing typed', async () => {
    await add();
    await add({ firstName: 'Somsak', email: 'somsak@wongsa.com', mobile: '0898765432' });
    const found = async (body: Record<string, unknown>) => {
      const r = await post(SEARCH, body);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().result.map((m: AdminMember) => m.firstName).sort();
    };
    expect(await found({ mobile: '0812' })).toEqual(['Malee']);
    expect(await found({ mobile: '+66 89 876' })).toEqual(['Somsak']);
    expect(await found({ mobile: '08' })).toEqual(['Malee', 'Somsak']);
    expect(await found({ email: 'WONGSA' })).toEqual(['Somsak']);
    expect(await found({ q: 'malee srisuk' })).toEqual(['Malee']);
    expect(await found({ mobile: '0777' })).toEqual([]);
    const none = await post(SEARCH, { mobile: '  ' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('mobile');
  });
});

describe('update_admin_member_by_id', () => {
  it('saves the same fields; 409 when the new email or mobile is another member’s; 404 for an unknown id; 400 naming the field', async () => {
    const a = await add();
    const b = await add({ firstName: 'Somsak', email: 'somsak@wongsa.com', mobile: '0898765432' });
    t.clock.advance(1000);
    const r = await post(UPDATE(a._id), fields({ firstName: 'Malee', lastName: 'Srisuk-Wong', bussiness: 'Srisuk & Wong', province: '50', city: '5001', district: '500101' }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().result).toEqual({ ...a, lastName: 'Srisuk-Wong', bussiness: 'Srisuk & Wong', province: '50', city: '5001', district: '500101', version: 2 });
    // Keeping its own email and mobile is no clash.
    expect((await post(UPDATE(a._id), fields({ lastName: 'Srisuk' }))).statusCode).toBe(200);

    const clash = await post(UPDATE(a._id), fields({ email: 'Somsak@Wongsa.com' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: memberTexts.taken('email', 'somsak@wongsa.com') });
    expect((await post(UPDATE(a._id), fields({ mobile: '089-876-5432' }))).statusCode).toBe(409);

    const unknown = await post(UPDATE('no-such-member'), fields());
    expect(unknown.statusCode).toBe(404);
    const bad = await post(UPDATE(a._id), fields({ lastName: ' ' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('lastName');

    const rows = (await list({ limit: 20, sort: 'firstName' })).result;
    expect(rows.map((m) => [m.firstName, m.lastName, m.email])).toEqual([
      ['Malee', 'Srisuk', 'malee@srisuk-textiles.co.th'],
      ['Somsak', 'Srisuk', 'somsak@wongsa.com'],
    ]);
    expect(rows[1]).toEqual(b);
  });
});

describe('get_admin_member_detail_by_id (the Detail view)', () => {
  it('answers the member with their enquiries found by mobile (any form) or email, newest first; 404 for an unknown id', async () => {
    const m = await add();
    const enquire = async (mobile: string, email: string, detail: string) => {
      t.clock.advance(60_000);
      const r = await t.call({ method: 'POST', url: '/api/contact_form/add_new_contact_form', payload: { firstName: 'Malee', lastName: 'Srisuk', mobile, email, detail } });
      expect(r.statusCode, r.body).toBe(201);
      return r.json().result;
    };
    const a = await enquire('0812345678', 'malee@gmail.com', 'Local number');
    const b = await enquire('+66812345678', 'malee@gmail.com', 'International number');
    await enquire('0899999999', 'someone@example.com', 'Somebody else');
    const c = await enquire('0800000000', 'MALEE@srisuk-textiles.co.th', 'Same email, other phone');
    const listed = async (mobile: string, fullName: string) => {
      t.clock.advance(60_000);
      const e = await post('/api/contact_list/add_new_contact_list', { fullName, mobile, from: 'LINE' });
      expect(e.statusCode, e.body).toBe(201);
      return e.json().result;
    };
    const entry = await listed('+66 81 234 5678', 'Malee S.');
    await listed('0899999999', 'Somebody else');
    const r = await post(DETAIL(m._id), {});
    expect(r.statusCode, r.body).toBe(200);
    expect(Value.Check(AdminMemberDetail, r.json())).toBe(true);
    expect(r.json().result.member).toEqual(m);
    expect(r.json().result.places).toEqual({ country: 'ไทย', province: 'กรุงเทพมหานคร', city: 'บางรัก', district: 'สีลม' });
    expect(r.json().result.contactForms.map((e: { _id: string }) => e._id)).toEqual([c._id, b._id, a._id]);
    expect(r.json().result.contactLists).toEqual([entry]);
    expect((await post(DETAIL('no-such-member'), {})).statusCode).toBe(404);
  });
});

describe('one customer list (issue 17 §3)', () => {
  it('lists website members and business customers together, one row per person, with their source', async () => {
    const web = await registerMember(t, { email: 'somchai@web.test', mobile: '0861112222', firstName: 'Somchai', lastName: 'Web' });
    const linked = await registerMember(t, { email: 'malee@srisuk-textiles.co.th', mobile: '0869998888', firstName: 'Malee', lastName: 'Online' });
    const shop = await add({ email: 'anan@shop.test', mobile: '0871234567', firstName: 'Anan' });
    // The business customer Malee has the email Malee registered with on the website: one person, one row.
    const malee = await add();
    const all = await list({ limit: 20 });
    expect(all.total).toBe(3);
    const byId = new Map(all.result.map((p) => [p._id, p]));
    expect(byId.get(web.member._id)).toMatchObject({ firstName: 'Somchai', email: 'somchai@web.test', source: 'website', isVerified: true, bussiness: '' });
    expect(byId.get(shop._id)).toMatchObject({ source: 'business', isVerified: false });
    expect(byId.get(malee._id)).toMatchObject({ source: 'both', isVerified: true, bussiness: 'Srisuk Textiles' });
    expect(byId.has(linked.member._id)).toBe(false);
    expect((await list({ limit: 20, source: 'website' })).result.map((p) => p._id)).toEqual([web.member._id]);
    expect((await list({ limit: 20, q: 'somchai' })).result.map((p) => p.source)).toEqual(['website']);
    expect((await list({ limit: 20, sort: 'bussiness', order: 'ASC' })).result.map((p) => p.bussiness)).toEqual(['', 'Srisuk Textiles', 'Srisuk Textiles']);

    // The New Member pop-up matches website members too.
    const popup = (await post(SEARCH, { mobile: '086111' })).json().result as AdminMember[];
    expect(popup.map((p) => [p.firstName, p.source])).toEqual([['Somchai', 'website']]);

    // A website member's detail shows them and their enquiries; editing them on Members gives them a
    // business record under the same id, and they stay one row.
    expect((await post(DETAIL(web.member._id), {})).json().result.member).toMatchObject({ firstName: 'Somchai', source: 'website' });
    const edited = await post(UPDATE(web.member._id), fields({ email: 'somchai@web.test', mobile: '0861112222', firstName: 'Somchai', lastName: 'Web', bussiness: 'Somchai Uniforms' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result).toMatchObject({ _id: web.member._id, bussiness: 'Somchai Uniforms', source: 'both' });
    const after = await list({ limit: 20 });
    expect(after.total).toBe(3);
    expect(after.result.find((p) => p._id === web.member._id)).toMatchObject({ source: 'both', bussiness: 'Somchai Uniforms' });
  });

  it('refuses a business customer with one website member’s email and another’s mobile, naming both', async () => {
    await registerMember(t, { email: 'one@web.test', mobile: '0861110001', firstName: 'One', lastName: 'Member' });
    await registerMember(t, { email: 'two@web.test', mobile: '0861110002', firstName: 'Two', lastName: 'Member' });
    const r = await post(ADD, fields({ email: 'one@web.test', mobile: '0861110002' }));
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(memberServerTexts.twoPeople('one@web.test', 'One Member', '0861110002', 'Two Member'));
    expect((await list({ limit: 20 })).total).toBe(2);
  });
});
