import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberRecord } from './calls';
import { messages } from '../../messages';
import { addressTexts, memberTexts } from '../texts';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import member from './index';
import { setupUser, type User } from '../../../tests/helpers/user';
import { answerCalls, locationAnswers, type FakePlaces } from '../../../tests/helpers/fakeApi';

/**
 * Issue 17 §4 on the Members dialog: the cascade searchable in Thai or English, the labels, the
 * postcode filled from the subdistrict (a choice where it has several, any 5 digits typed accepted).
 */
let user: User;
beforeEach(() => {
  user = setupUser();
});

/** A few places of the master data, with their real names and postcodes (the real calls are tested against the server). */
const place = (id: string, name_th: string, name_en: string) => ({ _id: `p-${id}`, id, name_th, name_en, shortName_th: name_th, fullName_th: name_th });
const tambon = (id: string, name_th: string, name_en: string, postCodes: string[]) => ({ ...place(id, name_th, name_en), postCode: postCodes[0] ?? '', postCodes });
const places: FakePlaces = {
  countries: [place('TH', 'ไทย', 'Thailand')],
  provinces: { TH: [place('10', 'กรุงเทพมหานคร', 'Bangkok'), place('50', 'เชียงใหม่', 'Chiang Mai')] },
  cities: {
  '10': [place('1004', 'บางรัก', 'Bang Rak'), place('1006', 'บางกะปิ', 'Bang Kapi')],
  '50': [place('5001', 'เมืองเชียงใหม่', 'Mueang Chiang Mai')],
},
  districts: {
  '1004': [tambon('100401', 'มหาพฤฒาราม', 'Maha Phruettharam', ['10500']), tambon('100402', 'สีลม', 'Si Lom', ['10500']), tambon('100404', 'สุริยวงศ์', 'Suriyawong', ['10500'])],
  '1006': [tambon('100601', 'คลองจั่น', 'Khlong Chan', ['10240']), tambon('100608', 'หัวหมาก', 'Hua Mak', ['10240', '10250'])],
  '5001': [tambon('500101', 'ศรีภูมิ', 'Si Phum', ['50200'])],
},
};
beforeEach(() => {
  answerCalls(locationAnswers(places));
});

const box = (dialog: HTMLElement, label: string) => within(dialog).getByRole('combobox', { name: label });
const postcode = (dialog: HTMLElement) => box(dialog, memberTexts.postCode);

/** The option texts a select shows once `typed` is typed into it (the list left open; none when it says No place matches). */
async function typeIn(dialog: HTMLElement, label: string, typed: string) {
  const input = box(dialog, label);
  if (typed) {
    await user.clear(input);
    await user.fill(input, typed);
  } else await user.click(input);
  await waitFor(() => expect(screen.queryByRole('listbox') ?? screen.queryByText(addressTexts.noPlace)).toBeInTheDocument());
  const list = screen.queryByRole('listbox');
  if (!list) return [];
  expect(list).toHaveAccessibleName(label);
  return within(list).getAllByRole('option').map((o) => o.textContent);
}

/** Types into a select and picks the option so named. */
async function pick(dialog: HTMLElement, label: string, typed: string, option: string) {
  await typeIn(dialog, label, typed);
  await user.click(screen.getByRole('option', { name: option }));
  await waitFor(() => expect(box(dialog, label)).toHaveValue(option));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function openNew() {
  await user.click(await screen.findByRole('button', { name: messages.newMember }));
  const dialog = await screen.findByRole('dialog', { name: messages.newMember });
  await user.fill(within(dialog).getByLabelText(memberTexts.firstName), 'Anan');
  await user.fill(within(dialog).getByLabelText(memberTexts.lastName), 'Wongsa');
  return dialog;
}

/** Country and province chosen: Thailand, Bangkok. */
async function inBangkok(dialog: HTMLElement) {
  await pick(dialog, memberTexts.country, 'th', 'TH ไทย · Thailand');
  await pick(dialog, memberTexts.province, 'bangkok', '10 กรุงเทพมหานคร · Bangkok');
}

const save = async (dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('Members dialog: Thai address', () => {
  it('finds a place by its English name however spaced ("Silom"), by its Thai name and by its id; choosing a subdistrict fills its postcode', async () => {
    const calls = memoryCalls<MemberRecord>([]);
    renderResource(member, calls);
    const dialog = await openNew();
    await inBangkok(dialog);
    expect(await typeIn(dialog, memberTexts.city, 'bangrak')).toEqual(['1004 บางรัก · Bang Rak']);
    await user.click(screen.getByRole('option', { name: '1004 บางรัก · Bang Rak' }));
    expect(await typeIn(dialog, memberTexts.district, 'Silom')).toEqual(['100402 สีลม · Si Lom']);
    expect(await typeIn(dialog, memberTexts.district, 'สีลม')).toEqual(['100402 สีลม · Si Lom']);
    expect(await typeIn(dialog, memberTexts.district, 'SI-LOM')).toEqual(['100402 สีลม · Si Lom']);
    expect(await typeIn(dialog, memberTexts.district, '100404')).toEqual(['100404 สุริยวงศ์ · Suriyawong']);
    expect(await typeIn(dialog, memberTexts.district, 'Sinm')).toEqual([]);
    expect(screen.getByText(addressTexts.noPlace)).toBeInTheDocument();
    await pick(dialog, memberTexts.district, 'silom', '100402 สีลม · Si Lom');
    expect(postcode(dialog)).toHaveValue('10500');
    await save(dialog);
    await dialogClosed();
    expect(calls.sent.at(-1)).toMatchObject({ country: 'TH', province: '10', city: '1004', district: '100402', postCode: '10500' });
  });

  it('labels the selects Province, District (Amphoe, Khet) and Subdistrict (Tambon, Khwaeng), below the one above them, and empties the lower ones and the postcode when a higher one changes', async () => {
    renderResource(member, memoryCalls<MemberRecord>([]));
    const dialog = await openNew();
    expect(box(dialog, 'Country')).toBeEnabled();
    expect(box(dialog, 'Province')).toBeDisabled();
    expect(box(dialog, 'District (Amphoe, Khet)')).toBeDisabled();
    expect(box(dialog, 'Subdistrict (Tambon, Khwaeng)')).toBeDisabled();
    expect(postcode(dialog)).toHaveValue('');
    await inBangkok(dialog);
    await pick(dialog, memberTexts.city, 'Bang Rak', '1004 บางรัก · Bang Rak');
    await pick(dialog, memberTexts.district, 'สีลม', '100402 สีลม · Si Lom');
    expect(postcode(dialog)).toHaveValue('10500');
    await pick(dialog, memberTexts.province, 'เชียง', '50 เชียงใหม่ · Chiang Mai');
    await waitFor(() => expect(box(dialog, memberTexts.city)).toHaveValue(''));
    expect(box(dialog, memberTexts.district)).toHaveValue('');
    expect(box(dialog, memberTexts.district)).toBeDisabled();
    expect(postcode(dialog)).toHaveValue('');
    expect(await typeIn(dialog, memberTexts.city, '')).toEqual(['5001 เมืองเชียงใหม่ · Mueang Chiang Mai']);
  });

  it('offers the postcodes of a subdistrict that has several, fills none of them itself, and saves the one picked', async () => {
    const calls = memoryCalls<MemberRecord>([]);
    renderResource(member, calls);
    const dialog = await openNew();
    await inBangkok(dialog);
    await pick(dialog, memberTexts.city, 'kapi', '1006 บางกะปิ · Bang Kapi');
    await pick(dialog, memberTexts.district, 'hua mak', '100608 หัวหมาก · Hua Mak');
    expect(postcode(dialog)).toHaveValue('');
    expect(postcode(dialog)).toHaveAccessibleDescription(addressTexts.postCodeChoose(['10240', '10250']));
    await user.click(postcode(dialog));
    const list = await screen.findByRole('listbox', { name: memberTexts.postCode });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['10240', '10250']);
    await user.click(within(list).getByRole('option', { name: '10250' }));
    expect(postcode(dialog)).toHaveValue('10250');
    await save(dialog);
    await dialogClosed();
    expect(calls.sent.at(-1)).toMatchObject({ district: '100608', postCode: '10250' });
  });

  it('refuses a postcode that is not 5 digits with a message, and saves another one typed', async () => {
    const calls = memoryCalls<MemberRecord>([]);
    const create = vi.spyOn(calls, 'create');
    renderResource(member, calls);
    const dialog = await openNew();
    await inBangkok(dialog);
    await pick(dialog, memberTexts.city, 'bang rak', '1004 บางรัก · Bang Rak');
    await pick(dialog, memberTexts.district, 'si lom', '100402 สีลม · Si Lom');
    await user.clear(postcode(dialog));
    await user.type(postcode(dialog), '1050');
    expect(within(dialog).queryByText(addressTexts.postCodeInvalid)).not.toBeInTheDocument();
    await save(dialog);
    expect(await within(dialog).findByText(addressTexts.postCodeInvalid)).toBeInTheDocument();
    expect(postcode(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
    await user.type(postcode(dialog), '1');
    await waitFor(() => expect(within(dialog).queryByText(addressTexts.postCodeInvalid)).not.toBeInTheDocument());
    await save(dialog);
    await dialogClosed();
    expect(calls.sent.at(-1)).toMatchObject({ district: '100402', postCode: '10501' });
  });

  it('shows the postcode in the edit dialog with the subdistrict\'s choices, and in Detail', async () => {
    const row = {
      id: 'm1', _id: 'm1', firstName: 'Malee', lastName: 'Srisuk', fullName: 'Malee Srisuk', bussiness: '', email: 'malee@example.com', mobile: '0812345601',
      isVerified: false, address: '', country: 'TH', province: '10', city: '1006', district: '100608', postCode: '10250', tier: 'none', createAt: '2026-01-01T00:00:00.000Z',
      places: { country: 'ไทย', province: 'กรุงเทพมหานคร', city: 'บางกะปิ', district: 'หัวหมาก' },
    } as MemberRecord;
    renderResource(member, memoryCalls<MemberRecord>([row]));
    await user.click(await screen.findByRole('button', { name: 'Edit Malee Srisuk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Malee Srisuk' });
    await waitFor(() => expect(box(dialog, memberTexts.district)).toHaveValue('100608 หัวหมาก · Hua Mak'));
    expect(postcode(dialog)).toHaveValue('10250');
    expect(postcode(dialog)).toHaveAccessibleDescription(addressTexts.postCodeChoose(['10240', '10250']));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();

    await user.click(screen.getByRole('button', { name: `${memberTexts.detail} Malee Srisuk` }));
    const detail = await screen.findByRole('dialog', { name: memberTexts.detailOf('Malee Srisuk') });
    const postcodeTerm = await within(detail).findByText(memberTexts.postCode);
    expect(postcodeTerm.nextElementSibling).toHaveTextContent('10250');
    expect(within(detail).getByText('100608 หัวหมาก')).toBeInTheDocument();
  });
});
