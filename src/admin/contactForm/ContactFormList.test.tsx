import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { contactFormCalls, type ContactFormRecord } from './calls';
import { contactFormApi, type UpdateSamplesSentBody } from '../../contract/contactForm';
import { answerCalls } from '../../../tests/helpers/fakeApi';
import { accountTexts, messages } from '../../messages';
import { contactFormTexts } from '../texts';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import contactForm from './index';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const row = (firstName: string, createAt: string, over: Partial<ContactFormRecord> = {}): ContactFormRecord => ({
  id: firstName, _id: firstName, firstName, lastName: 'Jaidee', fullName: `${firstName} Jaidee`, mobile: '0812345678', email: `${firstName.toLowerCase()}@example.com`,
  detail: `${firstName} asks for 20 m of canvas`, isContacted: false, createAt, ...over,
});

const calls = (rows: ContactFormRecord[]) => memoryCalls(rows, ['fullName', 'email', 'mobile', 'detail']);
const rows = () => [
  row('Somchai', '2026-01-01T08:00:00.000Z'),
  row('Malee', '2026-01-03T08:00:00.000Z', { isContacted: true }),
  row('Anan', '2026-01-02T08:00:00.000Z'),
];

describe('Contact Form screen', () => {
  it('lists enquiries newest first under the spec headings: full name, mobile, email, detail, Is Contacted, Delete', async () => {
    renderResource(contactForm, calls(rows()));
    const table = await screen.findByRole('table', { name: contactFormTexts.caption });
    for (const h of [messages.fullName, accountTexts.mobile, accountTexts.email, contactFormTexts.detail, messages.isContacted, 'Delete']) {
      expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    await within(table).findByText('Malee Jaidee');
    // The first cell is the row's selection box.
    const names = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1].textContent);
    expect(names).toEqual(['Malee Jaidee', 'Anan Jaidee', 'Somchai Jaidee']);
    expect(within(table).getByText('Anan asks for 20 m of canvas')).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: contactFormTexts.contactedOf('Malee Jaidee') })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: contactFormTexts.contactedOf('Anan Jaidee') })).not.toBeChecked();
    expect(await screen.findByRole('heading', { name: 'Contact Form' })).toBeInTheDocument();
  });

  it('says No Data when there is no enquiry', async () => {
    renderResource(contactForm, calls([]));
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
  });

  it('filters by Contacted: No shows the enquiries not contacted yet, Yes the others, Any all', async () => {
    renderResource(contactForm, calls(rows()));
    await screen.findByText('Malee Jaidee');
    const choose = async (name: string) => {
      await user.click(screen.getByRole('combobox', { name: contactFormTexts.contacted }));
      // The empty choice is named by its text ('Any'); react-admin labels it 'Clear value' for screen readers.
      await user.click(within(await screen.findByRole('listbox')).getByText(name));
    };
    await choose('No');
    await waitFor(() => expect(screen.queryByText('Malee Jaidee')).not.toBeInTheDocument());
    expect(screen.getByText('Anan Jaidee')).toBeInTheDocument();
    expect(screen.getByText('Somchai Jaidee')).toBeInTheDocument();
    await choose('Yes');
    await waitFor(() => expect(screen.queryByText('Anan Jaidee')).not.toBeInTheDocument());
    expect(screen.getByText('Malee Jaidee')).toBeInTheDocument();
    await choose('Any');
    expect(await screen.findByText('Anan Jaidee')).toBeInTheDocument();
    expect(screen.getByText('Malee Jaidee')).toBeInTheDocument();
  });

  it('asks the server for the received days typed (from–to) and lists what it answers', async () => {
    const c = calls(rows());
    const all = c.list!;
    const asked: Array<Record<string, unknown>> = [];
    // The server applies the range (tests/api/contact-form-filters.test.ts); here, days of createAt in UTC.
    c.list = async (params) => {
      asked.push(params.filter);
      const { dateFrom, dateTo, ...filter } = params.filter as { dateFrom?: string; dateTo?: string };
      const answer = await all({ ...params, filter });
      const page = Array.isArray(answer) ? answer : answer.data;
      const kept = page.filter((r) => (!dateFrom || r.createAt.slice(0, 10) >= dateFrom) && (!dateTo || r.createAt.slice(0, 10) <= dateTo));
      return { data: kept, total: kept.length };
    };
    renderResource(contactForm, c);
    await screen.findByText('Malee Jaidee');
    fireEvent.change(screen.getByLabelText(contactFormTexts.receivedFrom), { target: { value: '2026-01-02' } });
    await waitFor(() => expect(screen.queryByText('Somchai Jaidee')).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText(contactFormTexts.receivedTo), { target: { value: '2026-01-02' } });
    await waitFor(() => expect(screen.queryByText('Malee Jaidee')).not.toBeInTheDocument());
    expect(screen.getByText('Anan Jaidee')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ dateFrom: '2026-01-02', dateTo: '2026-01-02' });
  });

  it('marks the selected enquiries contacted after one confirmation naming the count', async () => {
    const c = calls(rows());
    renderResource(contactForm, c);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Anan Jaidee' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Somchai Jaidee' }));
    await user.click(screen.getByRole('button', { name: contactFormTexts.markContacted }));
    let ask = await screen.findByRole('dialog', { name: contactFormTexts.markConfirm(2) });
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    await dialogClosed();
    expect(c.rows.filter((r) => r.isContacted).map((r) => r.id)).toEqual(['Malee']);
    await user.click(screen.getByRole('button', { name: contactFormTexts.markContacted }));
    ask = await screen.findByRole('dialog', { name: 'Mark 2 enquiries as contacted?' });
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(contactFormTexts.marked(2))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: contactFormTexts.contactedOf('Anan Jaidee') })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: contactFormTexts.contactedOf('Somchai Jaidee') })).toBeChecked();
    expect(c.rows.every((r) => r.isContacted)).toBe(true);
  });

  it('saves Is Contacted on change', async () => {
    const c = calls(rows());
    const update = vi.spyOn(c, 'update');
    renderResource(contactForm, c);
    const box = await screen.findByRole('checkbox', { name: contactFormTexts.contactedOf('Anan Jaidee') });
    await user.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(update).toHaveBeenCalledWith('Anan', { isContacted: true }, expect.objectContaining({ id: 'Anan' })));
    expect(c.rows.find((r) => r.id === 'Anan')?.isContacted).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: contactFormTexts.contactedOf('Malee Jaidee') }));
    await waitFor(() => expect(c.rows.find((r) => r.id === 'Malee')?.isContacted).toBe(false));
  });

  it('flips the box at once and back again with a message when the save fails', async () => {
    expectConsoleError('ApiError: Internal Server Error');
    const c = calls(rows());
    let fail: (e: Error) => void = () => {};
    c.update = () => new Promise((_, reject) => (fail = reject));
    renderResource(contactForm, c);
    const box = await screen.findByRole('checkbox', { name: contactFormTexts.contactedOf('Somchai Jaidee') });
    await user.click(box);
    // Checked before the server has answered…
    expect(box).toBeChecked();
    fail(new ApiError(500, 'Internal Server Error'));
    // …and unchecked again once it refuses, with a message.
    expect((await screen.findAllByText(`${contactFormTexts.saveFailed('Somchai Jaidee')} (Internal Server Error)`))[0]).toBeVisible();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: contactFormTexts.contactedOf('Somchai Jaidee') })).not.toBeChecked());
  });

  it('deletes an enquiry only after the confirm', async () => {
    const c = calls(rows());
    renderResource(contactForm, c);
    await user.click(await screen.findByRole('button', { name: 'Delete Anan Jaidee' }));
    let confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteData });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(c.rows).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Delete Anan Jaidee' }));
    confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteData });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Anan Jaidee')).not.toBeInTheDocument());
    expect(c.rows.map((r) => r.id)).toEqual(['Somchai', 'Malee']);
  });

  it('searches by name, email, mobile or detail', async () => {
    renderResource(contactForm, calls(rows()));
    await screen.findByText('Malee Jaidee');
    await user.fill(screen.getByLabelText(contactFormTexts.search), 'anan j');
    await waitFor(() => expect(screen.queryByText('Malee Jaidee')).not.toBeInTheDocument());
    expect(screen.getByText('Anan Jaidee')).toBeInTheDocument();
  });
});

const base = { lastName: 'Jaidee', mobile: '0812345678', isContacted: false, createAt: '2026-01-01T08:00:00.000Z' };
const request: ContactFormRecord = {
  ...base, id: 'r1', _id: 'r1', firstName: 'Somchai', fullName: 'Somchai Jaidee', email: 'somchai@example.com', detail: '',
  address: '99/1 Sukhumvit Rd, Bangkok 10110',
  samples: [
    { sku: 'LN-2', name: 'Olive', path: '/uploads/ln-2.webp' },
    { sku: 'LN-5', name: 'Sand', path: '' },
  ],
  samplesSent: false,
};
const plain: ContactFormRecord = { ...base, id: 'p1', _id: 'p1', firstName: 'Malee', fullName: 'Malee Jaidee', email: 'malee@example.com', detail: 'Price of canvas?' };

describe('a sample request on the Contact Form screen (issue 18 §4)', () => {
  it('shows the requested SKUs with thumbnails and the address, and the admin marks the samples sent', async () => {
    const c = memoryCalls([request, plain], ['fullName']);
    renderResource(contactForm, c);
    const table = await screen.findByRole('table', { name: contactFormTexts.caption });
    expect(within(table).getByRole('columnheader', { name: contactFormTexts.samples })).toBeInTheDocument();
    // The table is drawn (placeholder rows) before the list's answer: wait for the rows.
    const samples = await within(table).findByRole('list', { name: contactFormTexts.samplesOf('Somchai Jaidee') });
    const items = within(samples).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['LN-2Olive', 'LN-5Sand']);
    expect(items[0].querySelector('img')).toHaveAttribute('src', expect.stringContaining('/uploads/ln-2'));
    expect(within(table).getByText(request.address!)).toBeInTheDocument();
    // A plain enquiry has no samples nor a Samples sent box.
    expect(within(table).queryByRole('list', { name: contactFormTexts.samplesOf('Malee Jaidee') })).toBeNull();
    expect(within(table).queryByRole('checkbox', { name: contactFormTexts.samplesSentOf('Malee Jaidee') })).toBeNull();

    const box = within(table).getByRole('checkbox', { name: contactFormTexts.samplesSentOf('Somchai Jaidee') });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(c.sent).toEqual([{ samplesSent: true }]));
    expect(box).toBeChecked();
    expect(c.rows.find((r) => r.id === 'r1')?.samplesSent).toBe(true);
  });

  it('saves Samples sent through its own call, and Is Contacted through its own', async () => {
    const asked: Array<[string, unknown]> = [];
    answerCalls([
      [contactFormApi.setSamplesSent, (b: UpdateSamplesSentBody) => (asked.push(['samples', b]), { result: { ...request, samplesSent: b.samplesSent } })],
      [contactFormApi.setContacted, (b: object) => (asked.push(['contacted', b]), { result: { ...request, isContacted: true } })],
    ]);
    const sent = await contactFormCalls.update!('r1', { samplesSent: true }, request);
    expect(sent).toMatchObject({ id: 'r1', samplesSent: true, fullName: 'Somchai Jaidee' });
    await contactFormCalls.update!('r1', { isContacted: true }, request);
    expect(asked).toEqual([
      ['samples', { id: 'r1', samplesSent: true }],
      ['contacted', { id: 'r1', isContacted: true }],
    ]);
  });
});
