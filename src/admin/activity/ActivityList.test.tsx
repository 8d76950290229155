import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import type { ActivityRecord } from './calls';
import { memoryCalls, renderResource } from '../common/testing';
import activity from './index';
import { activityTexts as texts } from '../texts';
import { revertTexts } from '../../contract/backOfficeTexts';
import { setupUser, type User } from '../../../tests/helpers/user';
import { setLocale } from '../../i18n/locale';
import { adminTextsReady } from '../adminLocale';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const entry = (over: Partial<ActivityRecord>): ActivityRecord => ({
  id: '1',
  _id: '1',
  at: '2026-11-22T08:00:00.000Z',
  adminId: 'a1',
  adminName: 'Somchai Jaidee',
  resource: 'product_type',
  recordId: 'pt1',
  action: 'edit',
  call: 'POST /product_type/update_product_type_by_id/:id',
  before: { name: 'Lace' },
  after: { name: 'Laces' },
  note: null,
  ...over,
});
const entries = [
  entry({}),
  entry({ id: '2', _id: '2', adminId: 'a2', adminName: 'Malee Suksan', resource: 'product_sku', recordId: null, action: 'import', before: null, after: null, note: { files: [{ name: 'skus.xlsx' }], created: 3 } }),
  entry({ id: '3', _id: '3', adminId: 'a3', adminName: 'Suda Rakdee', resource: 'blog_tag', recordId: 'bt2', action: 'create', call: 'POST /blog_tag/add_new_blog_tag', before: null, after: { name: 'ลูกไม้' } }),
];
const admins = () => memoryCalls([{ id: 'a1', _id: 'a1', fullName: 'Somchai Jaidee', email: 's@x' }, { id: 'a2', _id: 'a2', fullName: 'Malee Suksan', email: 'm@x' }], ['fullName']);

function logCalls() {
  const list = vi.fn(async (params: GetListParams) => {
    const f = (params.filter ?? {}) as Record<string, string>;
    const data = entries.filter((e) => (!f.adminId || e.adminId === f.adminId) && (!f.resource || e.resource === f.resource));
    return { data, total: data.length };
  });
  return { list };
}

describe('Activity screen', () => {
  it('lists who did what, when, on which area, and opens a row to the fields before and after', async () => {
    renderResource(activity, logCalls(), { admin_admins: admins() });
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: texts.caption });
    for (const h of [texts.when, texts.admin, texts.resource, texts.action, texts.record, texts.changes]) expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(await within(table).findByText('Somchai Jaidee')).toBeInTheDocument();
    expect(within(table).getByText(texts.resources.product_type)).toBeInTheDocument();
    expect(within(table).getByText(texts.actions.edit)).toBeInTheDocument();
    expect(within(table).getByText(texts.actions.import)).toBeInTheDocument();

    const [show] = within(table).getAllByRole('button', { name: texts.show });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show!);
    const changes = await within(table).findByRole('table', { name: texts.changes });
    expect(within(changes).getByRole('row', { name: 'name Lace Laces' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: texts.hide }));
    expect(within(table).queryByRole('table', { name: texts.changes })).not.toBeInTheDocument();

    await user.click(within(table).getAllByRole('button', { name: texts.show })[1]!);
    const details = await within(table).findByRole('table', { name: texts.details });
    expect(within(details).getByRole('row', { name: `${texts.notes.files} skus.xlsx` })).toBeInTheDocument();
    expect(within(details).getByRole('row', { name: `${texts.notes.created} 3` })).toBeInTheDocument();
  });

  describe.each([
    ['English', 'en' as const, 'Logged later', 'Reverts', 'An earlier change (log entry no. 8)', 'Check only', 'No', 'Change no.'],
    ['Thai', 'th' as const, 'บันทึกภายหลัง', 'ย้อนกลับจาก', 'การเปลี่ยนแปลงก่อนหน้า (ประวัติลำดับที่ 8)', 'ตรวจสอบอย่างเดียว', 'ไม่ใช่', 'การเปลี่ยนแปลงหมายเลข'],
  ])('in %s', (_name, locale, recoveredLabel, revertLabel, revertValue, flagLabel, no, requestLabel) => {
    beforeEach(async () => {
      await adminTextsReady();
      await setLocale(locale);
    });
    afterEach(() => setLocale('en'));

    it("names a recovered entry's and a revert's notes in words, not the log's keys", async () => {
      const noted = [
        entry({ note: { recovered: true } }),
        entry({ id: '9', _id: '9', note: { revertOf: '8', dryRun: false, request: 'r9' } }),
      ];
      renderResource(activity, { list: vi.fn(async () => ({ data: noted, total: noted.length })) }, { admin_admins: admins() });
      const table = await screen.findByRole('table', { name: texts.caption });
      const [first, second] = await within(table).findAllByRole('button', { name: texts.show });
      await user.click(first!);
      const recovered = await within(table).findByRole('table', { name: texts.details });
      expect(within(recovered).getByRole('rowheader', { name: recoveredLabel })).toBeInTheDocument();
      expect(within(recovered).getByRole('cell', { name: texts.recovered })).toBeInTheDocument();
      await user.click(within(table).getByRole('button', { name: texts.hide }));
      await user.click(second!);
      const revert = await within(table).findByRole('table', { name: texts.details });
      expect(within(revert).getByRole('row', { name: `${revertLabel} ${revertValue}` })).toBeInTheDocument();
      expect(within(revert).getByRole('row', { name: `${flagLabel} ${no}` })).toBeInTheDocument();
      expect(within(revert).getByRole('row', { name: `${requestLabel} r9` })).toBeInTheDocument();
      expect(within(table).queryByText(/recovered|revertOf|dryRun|request/)).not.toBeInTheDocument();
    });
  });

  it("asks the server for one admin's entries when the Admin filter is chosen", async () => {
    const calls = logCalls();
    renderResource(activity, calls, { admin_admins: admins() });
    const table = await screen.findByRole('table', { name: texts.caption });
    expect(await within(table).findByText('Malee Suksan')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: texts.admin }));
    await user.click(await screen.findByRole('option', { name: 'Malee Suksan' }));
    await waitFor(() => expect(within(table).queryByText('Somchai Jaidee')).not.toBeInTheDocument());
    expect(calls.list).toHaveBeenLastCalledWith(expect.objectContaining({ filter: expect.objectContaining({ adminId: 'a2' }) }));
  });

  it('reverts an edit entry after asking, and shows why when the server refuses', async () => {
    const answers = [
      { status: 200, body: { message: revertTexts.reverted } },
      { status: 409, body: { message: revertTexts.conflict } },
    ];
    const fetch = vi.fn(async () => {
      const a = answers.shift()!;
      return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    const calls = logCalls();
    renderResource(activity, calls, { admin_admins: admins() });
    const table = await screen.findByRole('table', { name: texts.caption });
    // The edit, the whole import and the create (of one record, logged with its fields) each have a Revert.
    const [revert, ...others] = await within(table).findAllByRole('button', { name: texts.revertLabel('pt1') });
    expect(others).toHaveLength(0);
    expect(within(table).getByRole('button', { name: texts.revertLabel('') })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: texts.revertLabel('bt2') })).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /Revert/ })).toHaveLength(3);

    await user.click(revert!);
    const ask = await screen.findByRole('dialog', { name: texts.revertConfirm });
    await user.click(within(ask).getByRole('button', { name: texts.revertNo }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch).not.toHaveBeenCalled();

    const listed = calls.list.mock.calls.length;
    await user.click(revert!);
    await user.click(within(await screen.findByRole('dialog', { name: texts.revertConfirm })).getByRole('button', { name: texts.revertYes }));
    expect(await screen.findByText(revertTexts.reverted)).toBeInTheDocument();
    expect(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[0])).toMatch(/\/api\/activity\/revert\/1$/);
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].method).toBe('POST');
    await waitFor(() => expect(calls.list.mock.calls.length).toBeGreaterThan(listed));

    await user.click(within(table).getByRole('button', { name: texts.revertLabel('pt1') }));
    await user.click(within(await screen.findByRole('dialog', { name: texts.revertConfirm })).getByRole('button', { name: texts.revertYes }));
    expect(await screen.findByText(new RegExp(revertTexts.conflict.slice(0, 40)))).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('offers a Revert for a colour photo upload logged with its rows (not for one logged before they were kept), and reverts it', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: revertTexts.reverted }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    try {
      const photo = { resource: 'product_sku', recordId: null, action: 'photo' as const, call: 'POST /product_sku/upload_sku_photo', before: null, after: null };
      const data = [
        entry({ ...photo, id: '21', _id: '21', note: { fileName: 'CT-1-01.png', code: 'CT-1-01', url: '/uploads/0123456789abcdef01234567.webp', rows: 1 } }),
        entry({ ...photo, id: '20', _id: '20', note: { fileName: 'CT-1-02.png', code: 'CT-1-02', url: '/uploads/76543210fedcba9876543210.webp' } }),
      ];
      renderResource(activity, { list: vi.fn(async () => ({ data, total: data.length })) }, { admin_admins: admins() });
      const table = await screen.findByRole('table', { name: texts.caption });
      expect(await within(table).findAllByText(texts.actions.photo)).toHaveLength(2);
      const reverts = within(table).getAllByRole('button', { name: texts.revertLabel('') });
      expect(reverts).toHaveLength(1);
      // Its notes read as words (the photo's file, the code it names, its picture), not the log's keys.
      await user.click(within(table).getAllByRole('button', { name: texts.show })[0]!);
      const details = await within(table).findByRole('table', { name: texts.details });
      expect(within(details).getByRole('row', { name: `${texts.notes.fileName} CT-1-01.png` })).toBeInTheDocument();
      expect(within(details).getByRole('row', { name: `${texts.notes.code} CT-1-01` })).toBeInTheDocument();
      expect(within(details).getByRole('row', { name: `${texts.notes.url} /uploads/0123456789abcdef01234567.webp` })).toBeInTheDocument();
      expect(within(details).queryByText(/^(fileName|code|url)$/)).not.toBeInTheDocument();
      await user.click(reverts[0]!);
      await user.click(within(await screen.findByRole('dialog', { name: texts.revertConfirm })).getByRole('button', { name: texts.revertYes }));
      expect(await screen.findByText(revertTexts.reverted)).toBeInTheDocument();
      expect(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[0])).toMatch(/\/api\/activity\/revert\/21$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a phone with no entries, the Thai column headers keep to one line (no word broken in two)', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: true, media, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }));
    await adminTextsReady();
    await setLocale('th');
    try {
      renderResource(activity, { list: vi.fn(async () => ({ data: [], total: 0 })) }, { admin_admins: admins() });
      const table = await screen.findByRole('table', { name: texts.caption });
      expect(await within(table).findByText(texts.empty)).toBeInTheDocument();
      const action = within(table).getByRole('columnheader', { name: 'การกระทำ' });
      expect(action).toHaveStyle({ whiteSpace: 'nowrap' });
      for (const h of within(table).getAllByRole('columnheader')) expect(h).toHaveStyle({ whiteSpace: 'nowrap' });
    } finally {
      vi.unstubAllGlobals();
      await setLocale('en');
    }
  });

  it('offers a Revert for a status switch, an approval, a price change, a first price and its revert, a setting, a reorder and each record of a switch of several at once, not for a first price logged before its row was kept or a save that changed nothing', async () => {
    const data = [
      entry({ id: '31', _id: '31', resource: 'slider', recordId: 's1', action: 'status', call: 'POST /slider/update_slider_status', before: { isActived: 1 }, after: { isActived: 0 } }),
      entry({ id: '32', _id: '32', resource: 'admin', recordId: 'a9', action: 'approval', call: 'POST /admin/update_admin_status', before: { status: 'pending' }, after: { status: 'active' } }),
      entry({ id: '34', _id: '34', resource: 'sub_product_price', recordId: 'k1', action: 'price', call: 'POST /sub_product_price/add_new_sub_product_price', before: { silverPrice: 100 }, after: { silverPrice: 120 } }),
      entry({ id: '35', _id: '35', resource: 'sub_product_price', recordId: 'k2', action: 'price', call: 'POST /sub_product_price/add_new_sub_product_price', before: null, after: { silverPrice: 100 } }),
      // A first price logged with its row (its note counts it), and the revert that removed it.
      entry({ id: '39', _id: '39', resource: 'sub_product_price', recordId: 'k3', action: 'price', call: 'POST /sub_product_price/add_new_sub_product_price', before: null, after: { silverPrice: 100 }, note: { rows: 1 } }),
      entry({ id: '40', _id: '40', resource: 'sub_product_price', recordId: 'k4', action: 'price', call: 'POST /activity/revert/:seq', before: { silverPrice: 100 }, after: null, note: { revertOf: '39', rows: 1 } }),
      entry({ id: '33', _id: '33', resource: 'product_sku', recordId: 'c7', action: 'status', call: 'POST /product_sku/update_product_category_sku_status_bulk', before: { isActived: 1 }, after: { isActived: 0 }, note: { of: 2, request: 'r1' } }),
      entry({ id: '36', _id: '36', resource: 'category', recordId: 'g1', action: 'reorder', call: 'POST /category/update_category_order', before: { sortOrder: 2 }, after: { sortOrder: 1 }, note: { of: 3, request: 'r2' } }),
      entry({ id: '37', _id: '37', resource: 'shop_setting', recordId: 'st1', action: 'setting', call: 'POST /shop_setting/update_shop_setting', before: { showPrices: 0 }, after: { showPrices: 1 } }),
      entry({ id: '38', _id: '38', resource: 'shop_setting', recordId: 'st2', action: 'setting', call: 'POST /shop_setting/update_shop_setting', before: {}, after: {} }),
    ];
    renderResource(activity, { list: vi.fn(async () => ({ data, total: data.length })) }, { admin_admins: admins() });
    const table = await screen.findByRole('table', { name: texts.caption });
    expect(await within(table).findByRole('button', { name: texts.revertLabel('s1') })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: texts.revertLabel('a9') })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: texts.revertLabel('c7') })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: texts.revertLabel('k1') })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: texts.revertLabel('k2') })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: texts.revertLabel('k3') })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: texts.revertLabel('k4') })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: texts.revertLabel('g1') })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: texts.revertLabel('st1') })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: texts.revertLabel('st2') })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /Revert/ })).toHaveLength(8);
  });

  it("on a phone, a card shows the Revert label only where there is a Revert (a setting's card too, not one logged before its values were)", async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: true, media, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }));
    try {
      const data = [
        entries[0]!,
        entries[2]!,
        entry({ id: '4', _id: '4', resource: 'shop_setting', recordId: null, action: 'setting', call: 'POST /shop_setting/update_shop_setting', before: null, after: null, note: { body: { showPrices: false } } }),
        entry({ id: '5', _id: '5', resource: 'shop_setting', recordId: '1', action: 'setting', call: 'POST /shop_setting/update_shop_setting', before: { showPrices: 1 }, after: { showPrices: 0 } }),
      ];
      renderResource(activity, { list: vi.fn(async () => ({ data, total: data.length })) }, { admin_admins: admins() });
      const cards = within(await screen.findByRole('list', { name: texts.caption })).getAllByRole('listitem');
      expect(cards).toHaveLength(4);
      const revertTerms = (card: HTMLElement) => within(card).queryAllByText(texts.revert, { selector: 'dt' });
      expect(revertTerms(cards[0]!)).toHaveLength(1);
      expect(within(cards[0]!).getByRole('button', { name: texts.revertLabel('pt1') })).toBeInTheDocument();
      // A create of one record is reverted by deleting it.
      expect(within(cards[1]!).getByRole('button', { name: texts.revertLabel('bt2') })).toBeInTheDocument();
      expect(revertTerms(cards[2]!)).toHaveLength(0);
      // A setting logged with its values before and after is reverted through the settings call.
      expect(revertTerms(cards[3]!)).toHaveLength(1);
      expect(within(cards[3]!).getByRole('button', { name: texts.revertLabel('1') })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
