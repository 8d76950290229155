import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactFormApi, type UpdateSamplesSentBody } from '../../contract/contactForm';
import { answerCalls } from '../../../tests/helpers/fakeApi';
import { setupUser } from '../../../tests/helpers/user';
import { contactFormCalls, type ContactFormRecord } from './calls';
import { memoryCalls, renderResource } from '../common/testing';
import { contactFormTexts } from '../texts';
import contactForm from './index';

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
    const user = setupUser();
    const c = memoryCalls([request, plain], ['fullName']);
    renderResource(contactForm, c);
    const table = await screen.findByRole('table', { name: contactFormTexts.caption });
    expect(within(table).getByRole('columnheader', { name: contactFormTexts.samples })).toBeInTheDocument();
    const samples = within(table).getByRole('list', { name: contactFormTexts.samplesOf('Somchai Jaidee') });
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
