import { describe, expect, it } from 'vitest';
import { CONTACT_SOURCES } from '../../src/contract/contactList.js';
import { useMakeApp, type TestApp } from '../helpers/app.js';

const makeApp = useMakeApp();
let t: TestApp;

/** 1 Nov 2026 00:00 in Bangkok is 31 Oct 17:00 UTC: instants on either side of the shop's day edges. */
const INSTANTS = {
  early: '2026-10-31T16:59:00Z', // 31 Oct 23:59 in Bangkok
  first: '2026-10-31T17:00:00Z', // 1 Nov 00:00
  last: '2026-11-03T16:59:59Z', // 3 Nov 23:59:59
  late: '2026-11-03T17:00:00Z', // 4 Nov 00:00
};

describe('Created from–to on Members and Contact List (issue 17 §1): days in Thailand, both ends included, on the server', () => {
  it('Members: get_member_data_all takes dateFrom and dateTo in its body', async () => {
    t = await makeApp();
    const token = await t.adminToken();
    for (const [name, at] of Object.entries(INSTANTS)) {
      t.clock.now = Date.parse(at);
      const r = await t.call({ method: 'POST', url: '/api/member/add_new_admin_member', token, payload: { firstName: name, lastName: 'Range' } });
      expect(r.statusCode, r.body).toBe(201);
    }
    const names = async (payload: Record<string, unknown>) => {
      const r = await t.call({ method: 'POST', url: '/api/member/get_member_data_all', token, payload: { page: 1, perPage: 20, ...payload } });
      expect(r.statusCode, r.body).toBe(200);
      return { names: r.json().result.map((m: { firstName: string }) => m.firstName), total: r.json().total };
    };
    expect(await names({ dateFrom: '2026-11-01', dateTo: '2026-11-03' })).toEqual({ names: ['last', 'first'], total: 2 });
    expect(await names({ dateFrom: '2026-11-04' })).toEqual({ names: ['late'], total: 1 });
    expect(await names({ dateTo: '2026-10-31', q: 'range' })).toEqual({ names: ['early'], total: 1 });
    expect((await names({})).total).toBe(4);

    for (const [payload, says] of [
      [{ dateFrom: '2026-02-29' }, 'body.dateFrom is not a real date: 2026-02-29'],
      [{ dateTo: '3 Nov' }, 'dateTo'],
      [{ dateFrom: '2026-11-04', dateTo: '2026-11-03' }, 'body.dateTo (2026-11-03) is before dateFrom (2026-11-04)'],
    ] as const) {
      const r = await t.call({ method: 'POST', url: '/api/member/get_member_data_all', token, payload: { page: 1, ...payload } });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().message).toContain(says);
    }
  });

  it('Contact List: get_contact_list_all takes dateFrom and dateTo in its query; without page, every entry in range', async () => {
    t = await makeApp();
    const token = await t.adminToken();
    let n = 0;
    for (const [name, at] of Object.entries(INSTANTS)) {
      t.clock.now = Date.parse(at);
      const r = await t.call({ method: 'POST', url: '/api/contact_list/add_new_contact_list', token, payload: { fullName: name, mobile: `081234560${n++}`, from: CONTACT_SOURCES[0] } });
      expect(r.statusCode, r.body).toBe(201);
    }
    const names = async (query: string) => {
      const r = await t.call({ method: 'POST', url: `/api/contact_list/get_contact_list_all?${query}`, token });
      expect(r.statusCode, r.body).toBe(200);
      return { names: r.json().result.map((e: { fullName: string }) => e.fullName), total: r.json().total };
    };
    expect(await names('page=1&perPage=25&dateFrom=2026-11-01&dateTo=2026-11-03')).toEqual({ names: ['last', 'first'], total: 2 });
    expect(await names('page=1&perPage=1&dateFrom=2026-11-01')).toEqual({ names: ['late'], total: 3 });
    expect(await names('dateTo=2026-11-01')).toEqual({ names: ['first', 'early'], total: undefined });
    expect(await names('')).toEqual({ names: ['late', 'last', 'first', 'early'], total: undefined });

    const bad = await t.call({ method: 'POST', url: '/api/contact_list/get_contact_list_all?page=1&dateFrom=2026-04-31', token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('querystring.dateFrom is not a real date: 2026-04-31');
  });
});
