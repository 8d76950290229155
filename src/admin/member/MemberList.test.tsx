import { screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { ResourceCalls } from '../../dataProvider/types';
import type { MemberRecord } from './calls';
import { messages } from '../../messages';
import { linkedFilterTexts, memberTexts } from '../texts';
import { dialogClosed, renderResource } from '../common/testing';
import member from './index';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';
import { answerCalls, locationAnswers, type FakePlaces } from '../../../tests/helpers/fakeApi';

let user: User;
beforeEach(() => {
  user = setupUser();
});

/** The Thai address master data, a few places of it (the real calls are tested against the server). */
const place = (id: string, name_th: string) => ({ _id: `p-${id}`, id, name_th, name_en: '', shortName_th: name_th, fullName_th: name_th });
const places: FakePlaces = {
  countries: [place('TH', 'ไทย')],
  provinces: { TH: [place('10', 'กรุงเทพมหานคร'), place('50', 'เชียงใหม่')] },
  cities: { '10': [place('1004', 'บางรัก')], '50': [place('5001', 'เมืองเชียงใหม่')] },
  districts: { '1004': [place('100402', 'สีลม'), place('100404', 'สุริยวงศ์')], '5001': [place('500101', 'ศรีภูมิ')] },
};
beforeEach(() => {
  answerCalls(locationAnswers(places));
});

/** Picks an option of one of the dialog's selects. */
async function choose(dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

const row = (firstName: string, n: number, over: Partial<MemberRecord> = {}): MemberRecord => ({
  id: `m${n}`, _id: `m${n}`, firstName, lastName: 'Srisuk', fullName: `${firstName} Srisuk`, bussiness: `${firstName} Textiles`, email: `${firstName.toLowerCase()}@example.com`,
  mobile: `08123456${String(n).padStart(2, '0')}`, isVerified: false, address: '', country: '', province: '', city: '', district: '', postCode: '', tier: 'none',
  createAt: new Date(Date.UTC(2026, 0, n)).toISOString(), ...over,
});

/** The members server in memory: pages, `q`, the pop-up's mobile/email search, 404 on a taken email or mobile. */
function fakeServer(rows: MemberRecord[]) {
  const server = {
    rows,
    lists: [] as GetListParams[],
    list: async (params: GetListParams) => {
      server.lists.push(params);
      const { q, mobile, email } = (params.filter ?? {}) as Record<string, string | undefined>;
      if (mobile || email) {
        const hits = server.rows.filter((r) => (mobile ? r.mobile.includes(mobile) : r.email.includes(email!.toLowerCase())));
        return { data: hits, total: hits.length };
      }
      const all = [...server.rows]
        .filter((r) => !q || [r.fullName, r.email, r.mobile, r.bussiness].some((v) => v.toLowerCase().includes(q.toLowerCase())))
        .sort((a, b) => b.createAt.localeCompare(a.createAt));
      const { page, perPage } = params.pagination!;
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    },
    getOne: async (id: unknown) => {
      const r = server.rows.find((m) => m.id === id);
      if (!r) throw new ApiError(404, 'Not found');
      return { ...r, contactForms: [], contactLists: [] } as MemberRecord;
    },
    create: async (data: Record<string, unknown>) => {
      const d = data as Partial<MemberRecord>;
      if (server.rows.some((r) => (d.email && r.email === d.email) || (d.mobile && r.mobile === d.mobile))) {
        throw new ApiError(404, `A member with the email "${String(d.email)}" already exists`);
      }
      const created = row(String(d.firstName), server.rows.length + 1, { ...d, fullName: `${String(d.firstName)} ${String(d.lastName)}`, createAt: '2030-01-01T00:00:00.000Z' });
      server.rows = [...server.rows, created];
      return created;
    },
    update: async (id: unknown, data: Partial<MemberRecord>) => {
      const updated = { ...server.rows.find((r) => r.id === id)!, ...data };
      updated.fullName = `${updated.firstName} ${updated.lastName}`;
      server.rows = server.rows.map((r) => (r.id === id ? updated : r));
      return updated;
    },
  };
  return server satisfies ResourceCalls<MemberRecord>;
}

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

const openNew = async () => {
  await user.click(await screen.findByRole('button', { name: messages.newMember }));
  return screen.findByRole('dialog', { name: messages.newMember });
};

describe('Members screen', () => {
  it('shows Full Name, Bussiness, Email, Mobile, IsVerified, Edit and Detail for each member', async () => {
    renderResource(member, fakeServer([row('Malee', 1, { isVerified: true }), row('Somsak', 2)]));
    const table = await screen.findByRole('table', { name: memberTexts.caption });
    for (const h of [messages.fullName, messages.bussiness, memberTexts.email, memberTexts.mobile, messages.isVerified, memberTexts.tier, memberTexts.edit, memberTexts.detail]) {
      expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    await within(table).findByText('Malee Srisuk');
    expect(within(table).getByText('Somsak Textiles')).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: `${messages.isVerified}: Malee Srisuk` })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: `${messages.isVerified}: Somsak Srisuk` })).not.toBeChecked();
    expect(within(table).getByRole('button', { name: 'Edit Malee Srisuk' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: `${memberTexts.detail} Malee Srisuk` })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeInTheDocument();
  });

  it('says No Data when there is no member', async () => {
    renderResource(member, fakeServer([]));
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
  });

  it('asks the server for 20 at a time, newest first, and pages through the rest', async () => {
    // 21 members: a full page of 20, and the oldest alone on the second.
    const server = fakeServer(Array.from({ length: 21 }, (_, i) => row(`Customer${String(i + 1).padStart(2, '0')}`, i + 1)));
    renderResource(member, server);
    await screen.findByText('Customer21 Srisuk');
    expect(server.lists[0].pagination).toEqual({ page: 1, perPage: 20 });
    expect(server.lists[0].sort).toEqual({ field: 'createAt', order: 'DESC' });
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Customer02 Srisuk')).toBeInTheDocument();
    expect(screen.queryByText('Customer01 Srisuk')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('Customer01 Srisuk')).toBeInTheDocument();
    expect(screen.queryByText('Customer21 Srisuk')).not.toBeInTheDocument();
  });

  it('sorts on the server by a column header, again the other way', async () => {
    const server = fakeServer([row('Malee', 1), row('Somsak', 2)]);
    renderResource(member, server);
    const table = await screen.findByRole('table', { name: memberTexts.caption });
    await within(table).findByText('Malee Srisuk');
    const email = within(table).getByRole('columnheader', { name: memberTexts.email });
    expect(email).toHaveAttribute('aria-sort', 'none');
    await user.click(within(email).getByRole('button', { name: memberTexts.email }));
    await waitFor(() => expect(server.lists.at(-1)?.sort).toEqual({ field: 'email', order: 'ASC' }));
    expect(email).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(email).getByRole('button', { name: memberTexts.email }));
    await waitFor(() => expect(server.lists.at(-1)?.sort).toEqual({ field: 'email', order: 'DESC' }));
    expect(within(table).getByRole('columnheader', { name: messages.fullName })).toHaveAttribute('aria-sort', 'none');
  });

  it('searches by name, email or mobile on the server', async () => {
    const server = fakeServer([row('Malee', 1), row('Somsak', 2)]);
    renderResource(member, server);
    await screen.findByText('Malee Srisuk');
    await user.fill(screen.getByLabelText(memberTexts.search), '0812345602');
    await waitFor(() => expect(screen.queryByText('Malee Srisuk')).not.toBeInTheDocument());
    expect(screen.getByText('Somsak Srisuk')).toBeInTheDocument();
    expect(server.lists.at(-1)?.filter).toEqual({ q: '0812345602' });
  });

  it('refuses a new member without first and last name: No Values, alert No Value, fields marked', async () => {
    const server = fakeServer([]);
    const create = vi.spyOn(server, 'create');
    renderResource(member, server);
    const dialog = await openNew();
    await user.fill(within(dialog).getByLabelText(memberTexts.email), 'anan@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.noValues)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(messages.noValue);
    // The fields are marked on the render after the message (the form's errors are set in an effect).
    await waitFor(() => expect(within(dialog).getByLabelText(memberTexts.firstName)).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByLabelText(memberTexts.lastName)).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('adds a member with the fields typed, closes and lists them', async () => {
    const server = fakeServer([row('Malee', 1)]);
    renderResource(member, server);
    const dialog = await openNew();
    await user.fill(within(dialog).getByLabelText(memberTexts.email), 'anan@wongsa.com');
    await user.fill(within(dialog).getByLabelText(memberTexts.mobile), '0891112222');
    await user.fill(within(dialog).getByLabelText(memberTexts.firstName), 'Anan');
    await user.fill(within(dialog).getByLabelText(memberTexts.lastName), 'Wongsa');
    await user.fill(within(dialog).getByLabelText(messages.bussiness), 'Wongsa Uniforms');
    await user.fill(within(dialog).getByLabelText(memberTexts.address), '12 Silom Rd');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(await screen.findByText('Anan Wongsa')).toBeInTheDocument();
    expect(server.rows.at(-1)).toMatchObject({ email: 'anan@wongsa.com', mobile: '0891112222', firstName: 'Anan', lastName: 'Wongsa', bussiness: 'Wongsa Uniforms', address: '12 Silom Rd' });
  });

  // The address cascade, searchable in Thai or English, and the postcode: MemberAddress.test.tsx.

  it('shows the saved members whose email or mobile matches what is typed (mobile, name, email)', async () => {
    renderResource(member, fakeServer([row('Malee', 1), row('Somsak', 2)]));
    const dialog = await openNew();
    await user.fill(within(dialog).getByLabelText(memberTexts.mobile), '08123');
    const popup = await within(dialog).findByRole('list', { name: memberTexts.matches });
    expect(within(popup).getAllByRole('listitem')).toHaveLength(2);
    expect(within(popup).getByText('0812345601')).toBeInTheDocument();
    expect(within(popup).getByText('Malee Srisuk · malee@example.com')).toBeInTheDocument();

    await user.fill(within(dialog).getByLabelText(memberTexts.mobile), '4560');
    await waitFor(() => expect(within(popup).getAllByRole('listitem')).toHaveLength(2));
    await user.fill(within(dialog).getByLabelText(memberTexts.mobile), '2');
    await waitFor(() => expect(within(dialog).getByRole('list', { name: memberTexts.matches }).querySelectorAll('li')).toHaveLength(1));

    await user.fill(within(dialog).getByLabelText(memberTexts.email), 'som');
    const byEmail = await within(dialog).findByRole('list', { name: memberTexts.matches });
    expect(within(byEmail).getByText('0812345602')).toBeInTheDocument();
    expect(within(byEmail).queryByText('0812345601')).not.toBeInTheDocument();
  });

  it('shows the spec’s text for a member who already exists, and for any other failure, with the reason', async () => {
    expectConsoleError('ApiError: A member with the email "malee@example.com" already exists');
    expectConsoleError('ApiError: Internal Server Error');
    const server = fakeServer([row('Malee', 1)]);
    renderResource(member, server);
    const dialog = await openNew();
    await user.fill(within(dialog).getByLabelText(memberTexts.email), 'malee@example.com');
    await user.fill(within(dialog).getByLabelText(memberTexts.firstName), 'Malee');
    await user.fill(within(dialog).getByLabelText(memberTexts.lastName), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    let box = await within(dialog).findByRole('alert');
    expect(box).toHaveTextContent(messages.addMemberExists);
    expect(box).toHaveTextContent('A member with the email "malee@example.com" already exists');

    server.create = async () => {
      throw new ApiError(500, 'Internal Server Error');
    };
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.addMemberInternal));
    box = within(dialog).getByRole('alert');
    expect(box).not.toHaveTextContent(messages.addMemberExists);
    expect(server.rows).toHaveLength(1);
  });

  it('edits the same fields in a dialog pre-filled from the member', async () => {
    const server = fakeServer([row('Malee', 1), row('Somsak', 2)]);
    renderResource(member, server);
    await user.click(await screen.findByRole('button', { name: 'Edit Malee Srisuk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Malee Srisuk' });
    expect(within(dialog).getByLabelText(memberTexts.email)).toHaveValue('malee@example.com');
    const business = within(dialog).getByLabelText(messages.bussiness);
    expect(business).toHaveValue('Malee Textiles');
    await user.clear(business);
    await user.fill(business, 'Srisuk & Sons');
    // The price tier (issue 16 §3): None until chosen, then what the list shows.
    expect(within(dialog).getByRole('combobox', { name: memberTexts.tier })).toHaveTextContent(memberTexts.tiers.none);
    await choose(dialog, memberTexts.tier, memberTexts.tiers.gold);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Srisuk & Sons')).toBeInTheDocument();
    expect(server.rows[0]).toMatchObject({ bussiness: 'Srisuk & Sons', email: 'malee@example.com', firstName: 'Malee', tier: 'gold' });
    await dialogClosed();
    expect(within(await screen.findByRole('table', { name: memberTexts.caption })).getByRole('cell', { name: memberTexts.tiers.gold })).toBeInTheDocument();
  });

  it('leaves the member out of the matches in their own edit dialog', async () => {
    renderResource(member, fakeServer([row('Malee', 1), row('Somsak', 2)]));
    await user.click(await screen.findByRole('button', { name: 'Edit Malee Srisuk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Malee Srisuk' });
    const mobile = within(dialog).getByLabelText(memberTexts.mobile);
    await user.clear(mobile);
    await user.fill(mobile, '08123');
    // Both numbers hold 08123: the pop-up lists the other member only.
    const popup = await within(dialog).findByRole('list', { name: memberTexts.matches });
    expect(within(popup).getAllByRole('listitem')).toHaveLength(1);
    expect(within(popup).getByText('0812345602')).toBeInTheDocument();
  });

  it('keeps what was typed in the edit dialog when the server’s copy arrives later', async () => {
    const server = fakeServer([row('Malee', 1)]);
    let arrive: () => void = () => {};
    const getOne = server.getOne;
    // The server's copy differs from the list's row in its address, so its arrival shows.
    server.getOne = (id: unknown) => new Promise((resolve) => (arrive = () => resolve(getOne(id).then((m) => ({ ...m, address: '99 Rama IV' })))));
    renderResource(member, server);
    await user.click(await screen.findByRole('button', { name: 'Edit Malee Srisuk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Malee Srisuk' });
    const business = within(dialog).getByLabelText(messages.bussiness);
    await user.clear(business);
    await user.fill(business, 'Typed First');
    arrive();
    await waitFor(() => expect(within(dialog).getByLabelText(memberTexts.address)).toHaveValue('99 Rama IV'));
    expect(within(dialog).getByLabelText(messages.bussiness)).toHaveValue('Typed First');
    expect(within(dialog).getByLabelText(memberTexts.email)).toHaveValue('malee@example.com');
  });

  it('shows a member’s record, places, enquiries and contact-list entries in Detail', async () => {
    const server = fakeServer([row('Malee', 1, { country: 'TH', province: '10', city: '1004', district: '100402', address: '99 Rama IV' })]);
    server.getOne = async (id: unknown) => ({
      ...server.rows.find((r) => r.id === id)!,
      places: { country: 'ไทย', province: 'กรุงเทพมหานคร', city: 'บางรัก', district: 'สีลม' },
      contactForms: [{ _id: 'e1', firstName: 'Malee', lastName: 'Srisuk', mobile: '0812345601', email: 'malee@example.com', detail: 'Need 300 m of navy twill', isContacted: true, createAt: '2026-02-01T08:00:00.000Z' }],
      contactLists: [
        { _id: 'c1', fullName: 'Malee S.', mobile: '0812345601', from: 'LINE', address: '', district: '', city: '', province: '', postCode: '', email: '', lineId: 'malee.s', detail: 'Asked for swatches', createAt: '2026-02-02T08:00:00.000Z' },
      ],
    });
    renderResource(member, server);
    await user.click(await screen.findByRole('button', { name: `${memberTexts.detail} Malee Srisuk` }));
    const dialog = await screen.findByRole('dialog', { name: memberTexts.detailOf('Malee Srisuk') });
    expect(await within(dialog).findByText('99 Rama IV')).toBeInTheDocument();
    expect(within(dialog).getByText('10 กรุงเทพมหานคร')).toBeInTheDocument();
    expect(within(dialog).getByText('100402 สีลม')).toBeInTheDocument();
    const enquiries = within(dialog).getByRole('region', { name: memberTexts.enquiries });
    expect(within(enquiries).getByText('Need 300 m of navy twill')).toBeInTheDocument();
    const lists = within(dialog).getByRole('region', { name: memberTexts.contactLists });
    expect(within(lists).getByText('Malee S. · 0812345601 · LINE')).toBeInTheDocument();
    expect(within(lists).getByText('malee.s · Asked for swatches')).toBeInTheDocument();
  });
});

describe('Members opened from the admin home (issue 17 §2)', () => {
  it("lists the people added since the week's start the address gives, says so, and lists everyone at a click", async () => {
    const since = '2026-11-15T17:00:00.000Z';
    const rows = [row('Malee', 1, { createAt: '2026-11-20T03:00:00.000Z', source: 'website' }), row('Somchai', 2, { createAt: '2026-11-01T03:00:00.000Z', source: 'website' })];
    const lists: GetListParams[] = [];
    const calls = {
      list: async (params: GetListParams) => {
        lists.push(params);
        const from = (params.filter as { since?: string }).since;
        const hits = rows.filter((r) => !from || r.createAt >= from);
        return { data: hits, total: hits.length };
      },
    };
    renderResource(member, calls, {}, `?filter=${encodeURIComponent(JSON.stringify({ since }))}`);
    const table = await screen.findByRole('table', { name: memberTexts.caption });
    await within(table).findByText('Malee Srisuk');
    expect(within(table).queryByText('Somchai Srisuk')).not.toBeInTheDocument();
    expect(lists[0].filter).toEqual({ since });
    const note = screen.getByRole('alert');
    expect(note).toHaveTextContent(linkedFilterTexts.since(new Date(since).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })));
    await user.click(within(note).getByRole('button', { name: linkedFilterTexts.removeSince }));
    await within(table).findByText('Somchai Srisuk');
    expect(lists.at(-1)?.filter).toEqual({});
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
