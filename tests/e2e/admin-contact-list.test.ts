import { describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.js';
import { contactListTexts } from '../../src/admin/texts.js';
import { DESKTOP, e2eServer, signedInAdmin, signedInAdminToken, useBrowser } from '../helpers/browser.js';
import { apiCall, openPage, type Viewport } from '../helpers/storefront.js';

const { baseURL } = e2eServer();
const browser = useBrowser();

/** Adds a business customer through the Members call, as the demo admin. */
async function addCustomer(body: Record<string, string>): Promise<void> {
  await apiCall(baseURL, '/member/add_new_admin_member', body, { token: await signedInAdminToken(baseURL) });
}

// On the desktop only: a journey in both viewports took twice the time and proved little more (the other
// viewport's layout is gone through by the other journey files, which take turns).
describe.each([
  ['desktop', DESKTOP],
] as Array<[string, Viewport]>)('contact list on a %s', (device, viewport) => {
  it('adds an entry through the phone match and the address search, sees it in the table, deletes it', async () => {
    const { context, page, errors } = await openPage(browser(), viewport, { storageState: await signedInAdmin(baseURL) });
    const stamp = String(Date.now()).slice(-7);
    const mobile = `08${device === 'phone' ? 1 : 2}${stamp}`;
    const lastName = `Contact${device}${stamp}`;
    await addCustomer({ firstName: 'Pranee', lastName, email: `pranee${stamp}${device}@example.com`, mobile, country: 'TH', province: '10', city: '1004', district: '100402', address: '12 Soi Pradit' });

    await page.goto(`${baseURL}/admin_contact_list`);
    const form = page.getByRole('region', { name: messages.addContactList });
    const phone = form.getByRole('combobox', { name: contactListTexts.mobile });

    // A number nobody has: Not Match.
    await phone.fill('0990000');
    await page.getByText(messages.notMatch).waitFor();

    // The customer's number as a person types it, with dashes: the pop-up offers them; the keyboard picks.
    await phone.fill(`${mobile.slice(0, 3)}-${mobile.slice(3, 6)}`);
    const option = page.getByRole('option', { name: new RegExp(`Pranee ${lastName}`) });
    await option.waitFor();
    await phone.press('ArrowDown');
    await phone.press('Enter');
    await expect.poll(() => phone.inputValue()).toBe(mobile);
    await expect.poll(() => form.getByRole('textbox', { name: messages.fullName }).inputValue()).toBe(`Pranee ${lastName}`);
    await expect.poll(() => form.getByRole('textbox', { name: contactListTexts.district }).inputValue()).toBe('สีลม');

    // The address search moves them to Chatuchak: typed in English, picked from the pop-up.
    const address = form.getByRole('combobox', { name: contactListTexts.addressSearch });
    await address.fill('chatuchak');
    await page.getByRole('option', { name: /^จตุจักร › จตุจักร › กรุงเทพมหานคร 10900/ }).click();
    // The pick fills the fields as the form's state changes: wait for each value, not for the first read.
    await expect.poll(() => form.getByRole('textbox', { name: contactListTexts.district }).inputValue()).toBe('จตุจักร');
    await expect.poll(() => form.getByRole('textbox', { name: contactListTexts.city }).inputValue()).toBe('จตุจักร');
    await expect.poll(() => form.getByRole('textbox', { name: contactListTexts.province }).inputValue()).toBe('กรุงเทพมหานคร');
    await expect.poll(() => form.getByRole('combobox', { name: contactListTexts.postCode }).inputValue()).toBe('10900');

    await form.getByRole('combobox', { name: contactListTexts.source }).selectOption('TIKTOK');
    await form.getByRole('textbox', { name: contactListTexts.detail }).fill('Asked for 30 m of canvas');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/contact_list/add_new_contact_list') && r.status() === 201);
    await form.getByRole('button', { name: messages.save }).click();
    await saved;
    const row = page.getByText(`Pranee ${lastName}`, { exact: true });
    await row.waitFor();
    await expect.poll(() => phone.inputValue()).toBe('');

    // The saved entry is now what the phone pop-up offers first, under its own heading.
    await phone.fill(mobile);
    await page.getByRole('listbox').getByText(contactListTexts.matchesEntries).waitFor();
    await phone.fill('');

    const del = page.getByRole('button', { name: `Delete Pranee ${lastName} ${mobile}` });
    await del.click();
    await page.getByRole('dialog', { name: messages.confirmDeleteRow }).getByRole('button', { name: 'Yes' }).click();
    await row.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
