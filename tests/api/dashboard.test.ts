import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { DashboardReply, weekStart, WEEK_MS, type Dashboard } from '../../src/contract/dashboard.js';
import { insertAdminMember } from '../../server/modules/adminMember/queries.js';
import { insertContactForm, setContacted } from '../../server/modules/contactForm/queries.js';
import { insertParentSkus, insertSkus, type NewParentSku, type NewSku } from '../../server/modules/productSku/queries.js';
import { insertHistory } from '../../server/modules/skuImport/queries.js';
import { registerMember } from '../helpers/accounts.js';
import { useTestApp } from '../helpers/app.js';

const URL = '/api/dashboard/get_dashboard';
const t = useTestApp();

async function dashboard(): Promise<Dashboard> {
  const r = await t.call({ method: 'GET', url: URL, token: await t.adminToken() });
  expect(r.statusCode, r.body).toBe(200);
  expect(Value.Check(DashboardReply, r.json()), r.body).toBe(true);
  return r.json().result;
}

const enquiry = (n: number) => ({ firstName: `Somchai${n}`, lastName: 'Jaidee', mobile: '0812345678', email: `s${n}@example.co.th`, detail: `Enquiry ${n}` });

// The tests' clock starts on Sunday 2026-11-22 15:00 in Thailand (08:00 UTC): the shop's week began on
// Monday 2026-11-16 00:00 there, which is 2026-11-15 17:00 UTC.
const THIS_WEEK = Date.parse('2026-11-15T17:00:00.000Z');

describe('the admin home call', () => {
  it('refuses callers without an admin token (401) and members (403)', async () => {
    expect((await t.call({ method: 'GET', url: URL })).statusCode).toBe(401);
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    expect((await t.call({ method: 'GET', url: URL, token: member })).statusCode).toBe(403);
  });

  it('answers zeros, twelve empty weeks and no import on an empty shop', async () => {
    expect(weekStart(t.clock.now)).toBe(THIS_WEEK);
    const d = await dashboard();
    expect(d.enquiries).toEqual({
      waiting: 0,
      latest: [],
      weeks: Array.from({ length: 12 }, (_, i) => ({ start: new Date(THIS_WEEK - (11 - i) * WEEK_MS).toISOString(), count: 0 })),
    });
    expect(d.members).toEqual({ since: '2026-11-15T17:00:00.000Z', newThisWeek: 0 });
    expect(d.photos).toEqual({ skus: 0, parents: 0 });
    expect(d.lastImport).toBeNull();
  });

  it('counts the unanswered enquiries and lists the newest five of them, newest first', async () => {
    const at = (minutes: number) => new Date(t.clock.now - minutes * 60_000);
    const sent = [];
    for (let n = 1; n <= 8; n++) sent.push(await insertContactForm(t.app.db, enquiry(n), at(100 - n)));
    // 8 is the newest, but answered; so is 4.
    await setContacted(t.app.db, sent[7]._id, true, { adminId: null, now: new Date(t.clock.now).toISOString() });
    await setContacted(t.app.db, sent[3]._id, true, { adminId: null, now: new Date(t.clock.now).toISOString() });
    const d = await dashboard();
    expect(d.enquiries.waiting).toBe(6);
    expect(d.enquiries.latest.map((e) => e.firstName)).toEqual(['Somchai7', 'Somchai6', 'Somchai5', 'Somchai3', 'Somchai2']);
    expect(d.enquiries.latest[0]).toEqual({ ...sent[6], isContacted: false });
  });

  it('counts enquiries per shop week, a week running from Monday 00:00 in Thailand, answered ones too', async () => {
    const firstWeek = THIS_WEEK - 11 * WEEK_MS;
    const times = [
      firstWeek - 1, // the week before the chart: left out
      firstWeek, // the chart's first instant
      firstWeek + WEEK_MS - 1, // the first week's last millisecond
      THIS_WEEK - 1, // Sunday 23:59:59.999 in Thailand: last week
      THIS_WEEK, // Monday 00:00 in Thailand (Sunday 17:00 UTC): this week
      THIS_WEEK + 1,
      t.clock.now,
    ];
    for (const [i, ms] of times.entries()) await insertContactForm(t.app.db, enquiry(i), new Date(ms));
    const last = await insertContactForm(t.app.db, enquiry(99), new Date(t.clock.now - 1000));
    await setContacted(t.app.db, last._id, true, { adminId: null, now: new Date(t.clock.now).toISOString() });
    const counts = (await dashboard()).enquiries.weeks.map((w) => w.count);
    expect(counts).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 4]);
  });

  it("counts this week's new people on the Members list, the number the list filtered by `since` shows", async () => {
    const customer = (n: number) => ({ firstName: `Malee${n}`, lastName: 'Srisuk', bussiness: '', email: `malee${n}@shop.test`, mobile: `08600000${n}0`, address: '', country: '', province: '', city: '', district: '', postCode: '' });
    await insertAdminMember(t.app.db, customer(1), new Date(THIS_WEEK - 1));
    await insertAdminMember(t.app.db, customer(2), new Date(THIS_WEEK));
    await insertAdminMember(t.app.db, customer(3), new Date(t.clock.now));
    // A website member registers now (the server's clock).
    await registerMember(t, { email: 'somchai@web.test', mobile: '0861112222', firstName: 'Somchai', lastName: 'Web' });
    const d = await dashboard();
    expect(d.members.newThisWeek).toBe(3);
    const list = await t.call({ method: 'POST', url: '/api/member/get_member_data_all', payload: { page: 1, perPage: 20, since: d.members.since }, token: await t.adminToken() });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(3);
    expect(list.json().result.map((m: { firstName: string }) => m.firstName).sort()).toEqual(['Malee2', 'Malee3', 'Somchai']);
    // Without the filter all four are listed; a date that is no date is refused, naming the field.
    const all = await t.call({ method: 'POST', url: '/api/member/get_member_data_all', payload: { page: 1, perPage: 20 }, token: await t.adminToken() });
    expect(all.json().total).toBe(4);
    const bad = await t.call({ method: 'POST', url: '/api/member/get_member_data_all', payload: { since: '2026-13-45T00:00:00Z' }, token: await t.adminToken() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/since/);
  });

  it('counts SKUs and parent SKUs waiting for a photo, the rows their lists show filtered by waitingPhoto', async () => {
    const now = new Date(t.clock.now);
    const parent = (code: string): NewParentSku => ({ parentsSku: code, name: code, path: '', width: '', composition: '', weaving: '', discription: '', productType: '', categoryId: 'COTTON', isActived: true });
    const sku = (code: string): NewSku => ({ sku: code, name: code, path: '', article: '', parentsSku: 'P1', stock: 0, marketPrices: 0, categoryId: 'COTTON', isActived: true });
    await insertParentSkus(t.app.db, [parent('P1'), parent('P2')], now);
    await insertSkus(t.app.db, [sku('S1'), sku('S2'), sku('S3')], now);
    const wait = (kind: 'sku' | 'parents', code: string) => ({ kind, code, fileKey: `${code.toLowerCase()}.jpg`, fileName: `${code}.jpg`, createAt: now.toISOString() });
    // GONE waits for a photo but no longer exists: not counted.
    await t.app.db.insertInto('photo_waits').values([wait('sku', 'S1'), wait('sku', 'S3'), wait('sku', 'GONE'), wait('parents', 'P2')]).execute();
    const d = await dashboard();
    expect(d.photos).toEqual({ skus: 2, parents: 1 });
    const token = await t.adminToken();
    const skus = await t.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_all', payload: { page: 1, perPage: 25, waitingPhoto: true }, token });
    expect(skus.statusCode, skus.body).toBe(200);
    expect(skus.json().result.map((r: { sku: string }) => r.sku).sort()).toEqual(['S1', 'S3']);
    expect(skus.json().total).toBe(2);
    const parents = await t.call({ method: 'POST', url: '/api/product_sku/get_product_parents_sku_data_all', payload: { page: 1, perPage: 25, waitingPhoto: true }, token });
    expect(parents.statusCode, parents.body).toBe(200);
    expect(parents.json().result.map((r: { parentsSku: string }) => r.parentsSku)).toEqual(['P2']);
  });

  it('gives the newest import of any kind with its outcome, without the admin id', async () => {
    const entry = (kind: 'sku' | 'parents' | 'category', outcome: 'imported' | 'refused', minutesAgo: number) => ({
      kind, fileName: `${kind}.xlsx`, adminId: 'a1', adminEmail: 'a@shop.test', outcome, rows: 10, created: 3, updated: 2, unchanged: 5, errorCount: outcome === 'refused' ? 4 : 0,
      message: '', durationMs: 120, createAt: new Date(t.clock.now - minutesAgo * 60_000).toISOString(),
    });
    await insertHistory(t.app.db, entry('sku', 'imported', 30));
    const newest = await insertHistory(t.app.db, entry('parents', 'refused', 5));
    await insertHistory(t.app.db, entry('category', 'imported', 60));
    const { adminId: _, ...shown } = newest;
    expect((await dashboard()).lastImport).toEqual(shown);
  });
});
