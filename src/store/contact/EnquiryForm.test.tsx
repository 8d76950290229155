import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_DETAIL_MAX } from '../../contract/contactForm';
import { pageTexts } from '../pageTexts';
import { DETAIL_MAX, toBody, validateEnquiry } from './enquiry';
import { EnquiryForm } from './EnquiryForm';
import { setupUser } from '../../../tests/helpers/user';
import { MemoryRouter } from 'react-router-dom';

/** The form on /contact, or on the URL an "Ask for price" link opens. */
const renderForm = (url = '/contact') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <EnquiryForm />
    </MemoryRouter>,
  );

const fetchMock = vi.fn();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

async function fill(values: Partial<Record<'first' | 'last' | 'mobile' | 'email' | 'detail', string>>) {
  const user = setupUser();
  const fields = [
    ['first', pageTexts.firstName],
    ['last', pageTexts.lastName],
    ['mobile', pageTexts.mobile],
    ['email', pageTexts.email],
    ['detail', pageTexts.detail],
  ] as const;
  for (const [key, label] of fields) if (values[key]) await user.fill(screen.getByLabelText(label, { exact: false }), values[key]!);
  return user;
}

describe('enquiry rules', () => {
  it('match the server: same message limit, digits-only mobile, trimmed fields', () => {
    expect(DETAIL_MAX).toBe(CONTACT_DETAIL_MAX);
    expect(toBody({ firstName: ' Somchai ', lastName: 'Jaidee', mobile: '081-234 5678', email: ' a@b.co ', detail: ' hi ' })).toEqual({
      firstName: 'Somchai',
      lastName: 'Jaidee',
      mobile: '0812345678',
      email: 'a@b.co',
      detail: 'hi',
    });
    expect(validateEnquiry({ firstName: ' ', lastName: 'x', mobile: '12ab', email: 'nope', detail: 'x'.repeat(DETAIL_MAX + 1) })).toEqual({
      firstName: pageTexts.required,
      mobile: pageTexts.invalidMobile,
      email: pageTexts.invalidEmail,
      detail: pageTexts.tooLong(DETAIL_MAX),
    });
    expect(validateEnquiry({ firstName: 'a', lastName: 'b', mobile: '+66812345678', email: 'a@b.co', detail: 'c' })).toEqual({});
  });
});

describe('enquiry form', () => {
  it('marks missing and wrong fields without calling the server', async () => {
    renderForm();
    const user = await fill({ first: 'Somchai', mobile: '12', email: 'somchai' });
    await user.click(screen.getByRole('button', { name: pageTexts.sendEnquiry }));
    expect(screen.getByRole('alert')).toHaveTextContent(pageTexts.fixErrors);
    expect(screen.getByLabelText(pageTexts.lastName, { exact: false })).toHaveAccessibleDescription(pageTexts.required);
    expect(screen.getByLabelText(pageTexts.mobile, { exact: false })).toHaveAccessibleDescription(pageTexts.invalidMobile);
    expect(screen.getByLabelText(pageTexts.email, { exact: false })).toHaveAccessibleDescription(pageTexts.invalidEmail);
    expect(screen.getByLabelText(pageTexts.lastName, { exact: false })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the enquiry and thanks the visitor', async () => {
    fetchMock.mockResolvedValue(reply(201, { message: 'Created', result: {} }));
    renderForm();
    const user = await fill({ first: 'Somchai', last: 'Jaidee', mobile: '081 234 5678', email: 'somchai@example.com', detail: 'Do you have navy canvas?' });
    await user.click(screen.getByRole('button', { name: pageTexts.sendEnquiry }));
    await screen.findByText(pageTexts.thankYou);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact_form/add_new_contact_form');
    expect(JSON.parse(init.body)).toEqual({ firstName: 'Somchai', lastName: 'Jaidee', mobile: '0812345678', email: 'somchai@example.com', detail: 'Do you have navy canvas?' });
    await user.click(screen.getByRole('button', { name: pageTexts.sendAnother }));
    expect(screen.getByLabelText(pageTexts.firstName, { exact: false })).toHaveValue('');
  });

  it("shows the server's 400 message", async () => {
    fetchMock.mockResolvedValue(reply(400, { message: 'body.email must be an email address' }));
    renderForm();
    const user = await fill({ first: 'A', last: 'B', mobile: '0812345678', email: 'a@b.co', detail: 'Hello' });
    await user.click(screen.getByRole('button', { name: pageTexts.sendEnquiry }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('body.email must be an email address'));
    expect(screen.queryByText(pageTexts.thankYou)).toBeNull();
  });

  it('starts the message with the SKU an "Ask for price" link names, focused on the first field', async () => {
    renderForm('/contact?sku=CT-VOI-150-07#enquiry');
    expect(screen.getByLabelText(pageTexts.detail, { exact: false })).toHaveValue(pageTexts.priceEnquiry('CT-VOI-150-07'));
    await waitFor(() => expect(screen.getByLabelText(pageTexts.firstName, { exact: false })).toHaveFocus());
  });
});
