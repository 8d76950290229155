import { describe, expect, it } from 'vitest';
import { insertContactForm } from '../../server/modules/contactForm/queries.js';
import type { ContactForm } from '../../src/contract/contactForm.js';
import { useMakeApp, type TestApp } from '../helpers/app.js';

const LIST = '/api/contact_form/get_contact_form_data_all';
const BULK = '/api/contact_form/update_is_contacted_bulk';
const makeApp = useMakeApp();
let t: TestApp;

/** An enquiry received at an instant (ISO), named so the test can tell them apart. */
const received = (name: string, at: string) =>
  insertContactForm(t.app.db, { firstName: name, lastName: 'Jaidee', mobile: '0812345678', email: `${name.toLowerCase()}@example.co.th`, detail: `From ${name}` }, new Date(at));

async function listed(token: string, query: string): Promise<{ names: string[]; total?: number }> {
  const r = await t.call({ method: 'GET', url: `${LIST}?${query}`, token });
  expect(r.statusCode, r.body).toBe(200);
  return { names: (r.json().result as ContactForm[]).map((e) => e.firstName), total: r.json().total };
}

describe('Contact Form list: paged, filtered and bulk-marked on the server (issue 17 §1)', () => {
  it('filters by Contacted and by the received days in Thailand, both ends included, paged with the total', async () => {
    t = await makeApp();
    const token = await t.adminToken();
    // 1 Nov 2026 00:30 in Bangkok is 31 Oct 17:30 UTC; 3 Nov 23:59 in Bangkok is 3 Nov 16:59 UTC.
    const early = await received('Early', '2026-10-31T16:59:00Z'); // 31 Oct 23:59 in Bangkok
    const first = await received('First', '2026-10-31T17:30:00Z');
    const last = await received('Last', '2026-11-03T16:59:00Z');
    await received('Late', '2026-11-03T17:00:00Z'); // 4 Nov 00:00 in Bangkok
    const ticked = await t.call({ method: 'POST', url: '/api/contact_form/update_is_contacted', token, payload: { id: first._id, isContacted: true } });
    expect(ticked.statusCode).toBe(200);

    expect(await listed(token, 'page=1&perPage=25&dateFrom=2026-11-01&dateTo=2026-11-03')).toEqual({ names: ['Last', 'First'], total: 2 });
    expect(await listed(token, 'page=1&perPage=25&dateFrom=2026-11-04')).toEqual({ names: ['Late'], total: 1 });
    expect(await listed(token, 'page=1&perPage=25&dateTo=2026-10-31')).toEqual({ names: ['Early'], total: 1 });
    expect(await listed(token, 'page=1&perPage=25&isContacted=true')).toEqual({ names: ['First'], total: 1 });
    expect(await listed(token, 'page=1&perPage=2&isContacted=false')).toEqual({ names: ['Late', 'Last'], total: 3 });
    expect(await listed(token, 'page=2&perPage=2&isContacted=false')).toEqual({ names: ['Early'], total: 3 });
    expect(await listed(token, 'page=1&perPage=25&isContacted=false&dateFrom=2026-11-01&dateTo=2026-11-03')).toEqual({ names: ['Last'], total: 1 });
    expect(await listed(token, `page=1&perPage=25&id=${last._id}`)).toEqual({ names: ['Last'], total: 1 });
    expect(await listed(token, 'page=1&perPage=25&sort=firstName&order=DESC&q=LA')).toEqual({ names: ['Late', 'Last'], total: 2 });
    // Without a page: every matching enquiry, newest first, and no total (spec.md's shape).
    expect(await listed(token, 'isContacted=false')).toEqual({ names: ['Late', 'Last', 'Early'] });
    expect(await listed(token, '')).toEqual({ names: ['Late', 'Last', 'First', 'Early'] });
    expect(early.isContacted).toBe(false);
  });

  it('answers 400 naming a bad filter value, a date that does not exist, a range ending before it starts, or an unknown sort', async () => {
    t = await makeApp();
    const token = await t.adminToken();
    const bad = async (query: string, names: string) => {
      const r = await t.call({ method: 'GET', url: `${LIST}?${query}`, token });
      expect(r.statusCode, query).toBe(400);
      expect(r.json().message, query).toContain(names);
    };
    await bad('isContacted=maybe', 'isContacted');
    await bad('dateFrom=1/11/2026', 'dateFrom');
    await bad('dateFrom=2026-02-30', 'querystring.dateFrom is not a real date: 2026-02-30');
    await bad('dateTo=2026-13-01', 'querystring.dateTo is not a real date');
    await bad('dateFrom=2026-11-05&dateTo=2026-11-01', 'querystring.dateTo (2026-11-01) is before dateFrom (2026-11-05)');
    await bad('page=1&sort=detail', 'querystring.sort must be one of');
    await bad('colour=red', 'colour');
  });

  it('marks the selected enquiries contacted in one call, all or none, admins only', async () => {
    t = await makeApp();
    const token = await t.adminToken();
    const [a, b, c] = [await received('A', '2026-11-01T01:00:00Z'), await received('B', '2026-11-01T02:00:00Z'), await received('C', '2026-11-01T03:00:00Z')];

    const unknown = await t.call({ method: 'POST', url: BULK, token, payload: { ids: [a._id, 'no-such-enquiry'], isContacted: true } });
    expect(unknown.statusCode).toBe(404);
    expect((await listed(token, 'isContacted=true')).names).toEqual([]);

    expect((await t.call({ method: 'POST', url: BULK, payload: { ids: [a._id], isContacted: true } })).statusCode).toBe(401);
    const empty = await t.call({ method: 'POST', url: BULK, token, payload: { ids: [], isContacted: true } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('ids');

    const marked = await t.call({ method: 'POST', url: BULK, token, payload: { ids: [a._id, c._id, c._id], isContacted: true } });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().result).toEqual({ updated: 2 });
    expect((await listed(token, 'isContacted=true')).names).toEqual(['C', 'A']);
    expect((await listed(token, 'isContacted=false')).names).toEqual(['B']);

    const unmarked = await t.call({ method: 'POST', url: BULK, token, payload: { ids: [c._id], isContacted: false } });
    expect(unmarked.json().result).toEqual({ updated: 1 });
    expect((await listed(token, 'isContacted=true')).names).toEqual(['A']);
    expect(b.isContacted).toBe(false);
  });
});
