import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { contactUsTextFields } from '../../contract/contactUs';
import type { ContactUsRecord } from './calls';
import { messages } from '../../messages';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import contactUs from './index';
import { contactUsLabels, contactUsTexts } from './texts';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const record = (company: string, over: Partial<ContactUsRecord> = {}): ContactUsRecord => ({
  id: company,
  _id: company,
  url: '',
  company,
  address: '88 Sukhumvit 101, Bangkok',
  location: 'https://maps.example.com/?q=bangkok',
  telephone: '+66 2 398 1234',
  email: 'sales@selvedge.example',
  webSite: 'https://selvedge.example',
  facebookPageName: 'Selvedge Fabrics',
  facebookPageLink: 'https://facebook.com/selvedge',
  lineId: '@selvedge',
  lineLink: 'https://line.me/R/ti/p/@selvedge',
  lazadaShopName: 'Selvedge Lazada',
  lazadaShopLink: 'https://lazada.co.th/shop/selvedge',
  shopeeShopName: 'Selvedge Shopee',
  shopeeShopLink: 'https://shopee.co.th/selvedge',
  tiktokShopName: '@selvedge.tiktok',
  tiktokShopLink: 'https://www.tiktok.com/@selvedge',
  ...over,
});
const calls = (rows: ContactUsRecord[]) => memoryCalls(rows, ['company']);

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

describe('Contact Us screen', () => {
  it('shows each record as a card with every field and its links', async () => {
    renderResource(contactUs, calls([record('Selvedge Textile'), record('Warehouse', { tiktokShopName: '', tiktokShopLink: '' })]));
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: contactUsTexts.caption });
    const card = within(list).getByRole('listitem', { name: 'Selvedge Textile' });
    expect(within(card).getByRole('heading', { name: 'Selvedge Textile' })).toBeInTheDocument();
    for (const text of ['88 Sukhumvit 101, Bangkok', '+66 2 398 1234', 'sales@selvedge.example', 'Selvedge Fabrics', '@selvedge', 'Selvedge Lazada', 'Selvedge Shopee', '@selvedge.tiktok']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    for (const href of ['https://maps.example.com/?q=bangkok', 'https://selvedge.example', 'https://facebook.com/selvedge', 'https://line.me/R/ti/p/@selvedge', 'https://lazada.co.th/shop/selvedge', 'https://shopee.co.th/selvedge', 'https://www.tiktok.com/@selvedge']) {
      expect(within(card).getByRole('link', { name: href })).toHaveAttribute('href', href);
    }
    for (const label of ['Facebook', 'Line Official', 'Lazada', 'Shopee', 'TikTok']) expect(within(card).getByText(label)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Selvedge Textile' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Selvedge Textile' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('never links a value that is not an http(s) address', async () => {
    renderResource(contactUs, calls([record('Odd', { facebookPageLink: 'javascript:alert(1)' })]));
    const card = await screen.findByRole('listitem', { name: 'Odd' });
    expect(within(card).queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();
  });

  it('says No Data when there is no record', async () => {
    renderResource(contactUs, calls([]));
    expect(await screen.findByText(messages.noData)).toBeInTheDocument();
  });

  it('has one input per field and the logo in the add dialog; the company is required', async () => {
    const c = calls([]);
    const create = vi.spyOn(c, 'create');
    renderResource(contactUs, c);
    await user.click(await screen.findByRole('button', { name: messages.addNewContactUsData }));
    const dialog = await screen.findByRole('dialog', { name: messages.addNewContactUsData });
    for (const f of contactUsTextFields) expect(within(dialog).getByLabelText(contactUsLabels[f])).toBeInTheDocument();
    expect(within(dialog).getByLabelText(contactUsTexts.logo)).toHaveAttribute('type', 'file');
    await user.fill(within(dialog).getByLabelText(contactUsLabels.address), 'Bangkok');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.noValues)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(messages.noValue);
    await waitFor(() => expect(within(dialog).getByLabelText(contactUsLabels.company)).toHaveAttribute('aria-invalid', 'true'));
    expect(create).not.toHaveBeenCalled();
  });

  it('adds a record with a logo, showing the server reason under the failure text when refused', async () => {
    expectConsoleError('ApiError: body.lineLink must be an http:// or https:// address');
    const c = calls([]);
    const store = c.create!;
    const sent: Array<Record<string, unknown>> = [];
    c.create = async ({ image, ...fields }) => {
      sent.push({ image, ...fields });
      if (sent.length === 1) throw new ApiError(400, 'body.lineLink must be an http:// or https:// address');
      return store({ ...fields, url: '' });
    };
    renderResource(contactUs, c);
    await user.click(await screen.findByRole('button', { name: messages.addNewContactUsData }));
    const dialog = await screen.findByRole('dialog', { name: messages.addNewContactUsData });
    await user.fill(within(dialog).getByLabelText(contactUsLabels.company), 'Branch Office');
    await user.fill(within(dialog).getByLabelText(contactUsLabels.lineLink), 'line.me/x');
    await user.upload(within(dialog).getByLabelText(contactUsTexts.logo), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(within(dialog).getByRole('img', { name: `${contactUsTexts.logo} preview` })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const box = await within(dialog).findByRole('alert');
    expect(box).toHaveTextContent(contactUsTexts.saveError);
    expect(box).toHaveTextContent('body.lineLink must be an http:// or https:// address');

    const line = within(dialog).getByLabelText(contactUsLabels.lineLink);
    await user.clear(line);
    await user.fill(line, 'https://line.me/x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(sent[1]).toMatchObject({ company: 'Branch Office', lineLink: 'https://line.me/x', image: expect.any(File) });
    expect(await screen.findByRole('listitem', { name: 'Branch Office' })).toBeInTheDocument();
  });

  it('edits a record in a dialog pre-filled from it', async () => {
    const c = calls([record('Selvedge Textile')]);
    renderResource(contactUs, c);
    await user.click(await screen.findByRole('button', { name: 'Edit Selvedge Textile' }));
    const dialog = await screen.findByRole('dialog', { name: contactUsTexts.edit('Selvedge Textile') });
    const phone = within(dialog).getByLabelText(contactUsLabels.telephone);
    expect(phone).toHaveValue('+66 2 398 1234');
    expect(within(dialog).getByLabelText(contactUsLabels.tiktokShopLink)).toHaveValue('https://www.tiktok.com/@selvedge');
    await user.clear(phone);
    await user.fill(phone, '+66 2 000 0000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('+66 2 000 0000')).toBeInTheDocument();
    expect(c.rows[0].telephone).toBe('+66 2 000 0000');
  });

  it('asks "Do you want to delete this data" with Delete and Cancel, and Delete works', async () => {
    const c = calls([record('Selvedge Textile'), record('Warehouse')]);
    renderResource(contactUs, c);
    await user.click(await screen.findByRole('button', { name: 'Delete Selvedge Textile' }));
    let confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteData });
    await user.click(within(confirm).getByRole('button', { name: contactUsTexts.cancel }));
    await dialogClosed();
    expect(c.rows).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete Selvedge Textile' }));
    confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteData });
    await user.click(within(confirm).getByRole('button', { name: contactUsTexts.delete }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Selvedge Textile' })).not.toBeInTheDocument());
    expect(c.rows.map((r) => r.company)).toEqual(['Warehouse']);
  });
});
