import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { contactListApi, type ContactListEntry, type MobileMatchMember } from '../../contract/contactList';
import { locationApi, type CountryTree } from '../../contract/location';
import type { ContactListRecord } from './calls';
import { messages } from '../../messages';
import { addressTexts, contactListTexts } from '../texts';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import contactList from './index';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';
import { answerCalls } from '../../../tests/helpers/fakeApi';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const search = {
  byMobile: vi.fn<(mobile: string) => Promise<{ result: ContactListEntry[]; members: MobileMatchMember[] }>>(),
  locations: vi.fn<(keyword: string) => Promise<{ result: CountryTree[]; truncated: boolean }>>(),
};

const entry = (fullName: string, mobile: string, over: Partial<ContactListEntry> = {}): ContactListRecord => ({
  id: mobile, _id: mobile, fullName, mobile, from: 'LINE', address: '', district: '', city: '', province: '', postCode: '', email: '', lineId: '', detail: '',
  createAt: '2026-11-01T00:00:00.000Z', ...over,
});
const customer: MobileMatchMember = {
  _id: 'c1', kind: 'customer', fullName: 'Pranee Thongdee', mobile: '0898765432', email: 'pranee@example.com', address: '12 Soi Pradit',
  district: 'สีลม', city: 'บางรัก', province: 'กรุงเทพมหานคร', postCode: '10500',
};
const place = (id: string, name_th: string, name_en: string) => ({ _id: id, id, name_th, name_en, shortName_th: name_th, fullName_th: name_th });
const bangRak: CountryTree[] = [
  {
    ...place('TH', 'ไทย', 'Thailand'),
    provinces: [
      {
        ...place('10', 'กรุงเทพมหานคร', 'Bangkok'), countryId: 'TH',
        cities: [
          {
            ...place('1004', 'บางรัก', 'Bang Rak'), provinceId: '10',
            districts: [
              { ...place('100404', 'บางรัก', 'Bang Rak'), cityId: '1004', postCode: '10500', postCodes: ['10500'] },
              { ...place('100402', 'สีลม', 'Si Lom'), cityId: '1004', postCode: '10500', postCodes: ['10500'] },
            ],
          },
        ],
      },
    ],
  },
];

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  search.byMobile.mockReset().mockResolvedValue({ result: [], members: [] });
  search.locations.mockReset().mockResolvedValue({ result: [], truncated: false });
  answerCalls([
    [contactListApi.byMobile, (body: { mobile: string }) => search.byMobile(body.mobile)],
    [locationApi.search, (body: { keyword: string }) => search.locations(body.keyword)],
  ]);
});
afterEach(() => alert.mockRestore());

const form = () => screen.getByRole('region', { name: messages.addContactList });
const mobileBox = () => within(form()).getByRole('combobox', { name: contactListTexts.mobile });
const addressBox = () => within(form()).getByRole('combobox', { name: contactListTexts.addressSearch });

describe('Contact List screen', () => {
  it('shows the Add Contact List form above a Mobile / FullName / Delete table, and No Data when empty', async () => {
    renderResource(contactList, memoryCalls<ContactListRecord>([]));
    expect(await screen.findByRole('heading', { name: 'Contact List' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: messages.addContactList })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: contactListTexts.caption });
    for (const h of [contactListTexts.mobile, contactListTexts.fullNameColumn, contactListTexts.delete]) expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(await within(table).findByRole('cell', { name: messages.noData })).toBeInTheDocument();
    for (const label of [messages.fullName, contactListTexts.email, contactListTexts.lineId, contactListTexts.address, contactListTexts.detail]) {
      expect(within(form()).getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
    expect(within(form()).getByRole('button', { name: messages.save })).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: messages.clear })).toBeInTheDocument();
  });

  it('offers the six sources, TIKTOK labelled TIKTOK (not WEBSITE)', async () => {
    renderResource(contactList, memoryCalls<ContactListRecord>([]));
    const source = await within(form()).findByRole('combobox', { name: new RegExp(`^${contactListTexts.source}`) });
    const labels = within(source).getAllByRole('option').map((o) => o.textContent).filter(Boolean);
    expect(labels).toEqual(['LAZADA', 'SHOPEE', 'LINE', 'FACEBOOK', 'TIKTOK', 'OTHER']);
    expect(within(source).getByRole('option', { name: 'TIKTOK' })).toHaveValue('TIKTOK');
  });

  it('says Not Match in the phone pop-up when no entry or member has the typed number', async () => {
    renderResource(contactList, memoryCalls<ContactListRecord>([]));
    await user.fill(mobileBox(), '081-999');
    expect(await screen.findByText(messages.notMatch)).toBeInTheDocument();
    expect(search.byMobile).toHaveBeenLastCalledWith('081-999');
  });

  it('lists matching entries and members as you type; arrow keys and Enter pick a member, whose details fill the form', async () => {
    search.byMobile.mockResolvedValue({ result: [entry('Somchai Jaidee', '0898765000')], members: [customer] });
    renderResource(contactList, memoryCalls<ContactListRecord>([]));
    await user.fill(mobileBox(), '089 876');
    const list = await screen.findByRole('listbox');
    expect(within(list).getByText(contactListTexts.matchesEntries)).toBeInTheDocument();
    expect(within(list).getByText(contactListTexts.matchesCustomers)).toBeInTheDocument();
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Somchai Jaidee'),
      expect.stringContaining('Pranee Thongdee'),
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(mobileBox()).toHaveValue('0898765432'));
    expect(within(form()).getByRole('textbox', { name: new RegExp(`^${messages.fullName}`) })).toHaveValue('Pranee Thongdee');
    expect(within(form()).getByRole('textbox', { name: contactListTexts.email })).toHaveValue('pranee@example.com');
    expect(within(form()).getByRole('textbox', { name: contactListTexts.district })).toHaveValue('สีลม');
    expect(within(form()).getByRole('combobox', { name: contactListTexts.postCode })).toHaveValue('10500');
  });

  it('fills district, city, province and postcode from a line of the address search', async () => {
    search.locations.mockResolvedValue({ result: bangRak, truncated: false });
    renderResource(contactList, memoryCalls<ContactListRecord>([]));
    await user.fill(addressBox(), 'silom');
    const option = await screen.findByRole('option', { name: /สีลม › บางรัก › กรุงเทพมหานคร 10500/ });
    expect(option).toHaveTextContent('Si Lom, Bang Rak, Bangkok');
    await user.click(option);
    expect(within(form()).getByRole('textbox', { name: contactListTexts.district })).toHaveValue('สีลม');
    expect(within(form()).getByRole('textbox', { name: contactListTexts.city })).toHaveValue('บางรัก');
    expect(within(form()).getByRole('textbox', { name: contactListTexts.province })).toHaveValue('กรุงเทพมหานคร');
    expect(within(form()).getByRole('combobox', { name: contactListTexts.postCode })).toHaveValue('10500');
    expect(addressBox()).toHaveValue('');
    expect(search.locations).toHaveBeenLastCalledWith('silom');
  });

  it('offers the postcodes of a subdistrict that has several, fills none itself, and takes the one picked', async () => {
    const huaMak: CountryTree[] = [
      {
        ...bangRak[0],
        provinces: [
          {
            ...bangRak[0].provinces[0],
            cities: [{ ...place('1006', 'บางกะปิ', 'Bang Kapi'), provinceId: '10', districts: [{ ...place('100608', 'หัวหมาก', 'Hua Mak'), cityId: '1006', postCode: '10240', postCodes: ['10240', '10250'] }] }],
          },
        ],
      },
    ];
    search.locations.mockResolvedValue({ result: huaMak, truncated: false });
    renderResource(contactList, memoryCalls<ContactListRecord>([]));
    await user.fill(addressBox(), 'hua mak');
    await user.click(await screen.findByRole('option', { name: /หัวหมาก › บางกะปิ › กรุงเทพมหานคร/ }));
    expect(within(form()).getByRole('textbox', { name: contactListTexts.district })).toHaveValue('หัวหมาก');
    const postCode = within(form()).getByRole('combobox', { name: contactListTexts.postCode });
    expect(postCode).toHaveValue('');
    expect(postCode).toHaveAccessibleDescription(addressTexts.postCodeChoose(['10240', '10250']));
    await user.click(postCode);
    const list = await screen.findByRole('listbox', { name: contactListTexts.postCode });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['10240', '10250']);
    await user.click(within(list).getByRole('option', { name: '10250' }));
    expect(postCode).toHaveValue('10250');
  });

  it('refuses a postcode that is not 5 digits with a message once the field is left, and does not send it', async () => {
    const calls = memoryCalls<ContactListRecord>([]);
    const create = vi.spyOn(calls, 'create');
    renderResource(contactList, calls);
    await user.click(mobileBox());
    await user.paste('0812345678');
    await user.fill(within(form()).getByRole('textbox', { name: new RegExp(`^${messages.fullName}`) }), 'Somchai');
    await user.selectOptions(within(form()).getByRole('combobox', { name: new RegExp(`^${contactListTexts.source}`) }), 'LINE');
    const postCode = within(form()).getByRole('combobox', { name: contactListTexts.postCode });
    await user.type(postCode, '105OO');
    expect(within(form()).queryByText(addressTexts.postCodeInvalid)).not.toBeInTheDocument();
    await user.tab();
    expect(await within(form()).findByText(addressTexts.postCodeInvalid)).toBeInTheDocument();
    expect(postCode).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(form()).getByRole('button', { name: messages.save }));
    expect(postCode).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
    await user.clear(postCode);
    await user.type(postCode, '10500');
    expect(within(form()).queryByText(addressTexts.postCodeInvalid)).not.toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: messages.save }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(calls.sent.at(-1)).toMatchObject({ mobile: '0812345678', postCode: '10500' });
  }, 60_000);

  it('says Not Match when no place matches, and asks for more when the server cut the list', async () => {
    renderResource(contactList, memoryCalls<ContactListRecord>([]));
    await user.fill(addressBox(), 'zzqx');
    expect(await screen.findByText(messages.notMatch)).toBeInTheDocument();
    search.locations.mockResolvedValue({ result: bangRak, truncated: true });
    await user.clear(addressBox());
    await user.fill(addressBox(), 'บา');
    expect(await screen.findByText(contactListTexts.moreMatches)).toBeInTheDocument();
  });

  it('refuses SAVE without mobile, full name and source, marking them, and sends nothing', async () => {
    const calls = memoryCalls<ContactListRecord>([]);
    const create = vi.spyOn(calls, 'create');
    renderResource(contactList, calls);
    await user.click(await within(form()).findByRole('button', { name: messages.save }));
    await waitFor(() => expect(mobileBox()).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form()).getByRole('textbox', { name: new RegExp(`^${messages.fullName}`) })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).getAllByText(contactListTexts.required)).toHaveLength(3);
    expect(mobileBox()).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
  });

  it('SAVE sends the form, shows the entry in the table and empties the form; CLEAR empties it too', async () => {
    const calls = memoryCalls<ContactListRecord>([entry('Old Entry', '0811111111')]);
    renderResource(contactList, calls);
    await screen.findByText('Old Entry');
    await user.click(mobileBox());
    await user.paste('+66 81 234 5678');
    await user.click(within(form()).getByRole('textbox', { name: new RegExp(`^${messages.fullName}`) }));
    await user.paste('Somchai Jaidee');
    await user.selectOptions(within(form()).getByRole('combobox', { name: new RegExp(`^${contactListTexts.source}`) }), 'TIKTOK');
    await user.fill(within(form()).getByRole('textbox', { name: contactListTexts.detail }), 'Denim');
    await user.click(within(form()).getByRole('button', { name: messages.save }));
    expect(await screen.findByText('Somchai Jaidee')).toBeInTheDocument();
    expect(calls.sent.at(-1)).toMatchObject({ mobile: '+66 81 234 5678', fullName: 'Somchai Jaidee', from: 'TIKTOK', detail: 'Denim', email: '' });
    await waitFor(() => expect(mobileBox()).toHaveValue(''));
    expect(within(form()).getByRole('textbox', { name: contactListTexts.detail })).toHaveValue('');

    await user.click(within(form()).getByRole('textbox', { name: contactListTexts.lineId }));
    await user.paste('nok.line');
    await user.click(within(form()).getByRole('button', { name: messages.clear }));
    expect(within(form()).getByRole('textbox', { name: contactListTexts.lineId })).toHaveValue('');
  }, 60_000);

  it('shows why the server refused, under the failure text, and keeps what was typed', async () => {
    expectConsoleError('ApiError: The mobile "0812345678" is already in the contact list');
    const calls = memoryCalls<ContactListRecord>([]);
    calls.create = async () => {
      throw new ApiError(409, contactListTexts.taken('0812345678'));
    };
    renderResource(contactList, calls);
    await user.click(mobileBox());
    await user.paste('0812345678');
    await user.click(within(form()).getByRole('textbox', { name: new RegExp(`^${messages.fullName}`) }));
    await user.paste('Somchai');
    await user.selectOptions(within(form()).getByRole('combobox', { name: new RegExp(`^${contactListTexts.source}`) }), 'LINE');
    await user.click(within(form()).getByRole('button', { name: messages.save }));
    const failure = await within(form()).findByRole('alert');
    expect(failure).toHaveTextContent(contactListTexts.saveFailed);
    expect(failure).toHaveTextContent(contactListTexts.taken('0812345678'));
    expect(mobileBox()).toHaveValue('0812345678');
  }, 60_000);

  it('deletes a row after the confirm (No keeps it)', async () => {
    const calls = memoryCalls<ContactListRecord>([entry('Somchai Jaidee', '0812345678'), entry('Malee Sukjai', '0891112222')]);
    renderResource(contactList, calls);
    const del = await screen.findByRole('button', { name: 'Delete Somchai Jaidee 0812345678' });
    await user.click(del);
    await user.click(within(await screen.findByRole('dialog', { name: messages.confirmDeleteRow })).getByRole('button', { name: 'No' }));
    await dialogClosed();
    expect(calls.rows).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete Somchai Jaidee 0812345678' }));
    await user.click(within(await screen.findByRole('dialog', { name: messages.confirmDeleteRow })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Somchai Jaidee')).not.toBeInTheDocument());
    expect(calls.rows.map((r) => r.fullName)).toEqual(['Malee Sukjai']);
  });
});
