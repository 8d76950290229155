import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contactUsLabels, contactUsTexts } from '../../src/admin/contactUs/texts.js';
import { designTexts } from '../../src/admin/productDesign/texts.js';
import { sliderTexts } from '../../src/admin/slider/texts.js';
import { messages } from '../../src/messages.js';
import { pageTexts } from '../../src/store/pageTexts.js';
import { storeTexts } from '../../src/store/texts.js';
import { DESKTOP, e2eServer, PHONE, recordDialogs, signedInAdmin, useBrowser, watchErrors } from '../helpers/browser.js';
import { pngBytes } from '../helpers/images.js';

const { baseURL } = e2eServer();
const browser = useBrowser();

// Each journey on one of the two viewports, the file's journeys taking turns so that the file still goes
// through both layouts: a journey in both took twice the time and proved little more.
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('admin site content on a %s', (label, viewport) => {
  it.runIf(label === 'phone')('creates a product design with a picture, sees it listed with its icon, edits it and deletes it through the confirm', async () => {
    const page = await browser().newPage({ viewport, storageState: await signedInAdmin(baseURL) });
    const errors = watchErrors(page);
    const alerts = recordDialogs(page);
    await page.goto(`${baseURL}/admin_product_design`);
    await page.getByRole('heading', { level: 1, name: 'Product Design' }).waitFor();
    await page.getByText('Twill', { exact: true }).waitFor(); // seeded

    const name = `Ikat ${label} ${Date.now()}`;
    await page.getByRole('button', { name: designTexts.add }).click();
    const dialog = page.getByRole('dialog', { name: designTexts.add });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByRole('radio', { name: 'Waves' }).check();
    await dialog.getByLabel('Image').setInputFiles({ name: 'ikat.png', mimeType: 'image/png', buffer: await pngBytes(120, 120, '#8844aa') });
    await dialog.getByRole('img', { name: 'Image preview' }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(name, { exact: true }).waitFor();
    // A table row on a desktop, a card on a phone.
    const entry = (n: string) => page.locator('tr, li').filter({ has: page.getByText(n, { exact: true }) });
    expect(await entry(name).getByText('Waves', { exact: true }).count()).toBe(1);
    const picture = page.getByRole('img', { name, exact: true });
    // In the list at once, its bytes a moment later.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect.poll(() => edit.getByRole('radio', { name: 'Waves' }).isChecked()).toBe(true);
    await edit.getByLabel('Name', { exact: true }).fill(`${name} edited`);
    await edit.getByRole('radio', { name: 'GridOn' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByText(`${name} edited`, { exact: true }).waitFor();
    expect(await entry(`${name} edited`).getByText('GridOn', { exact: true }).count()).toBe(1);

    // (No in the confirm: ProductDesignList.test.tsx.)
    await page.getByRole('button', { name: `Delete ${name} edited` }).click();
    await page.getByRole('dialog', { name: messages.confirmDeleteRow }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`${name} edited`, { exact: true }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('Twill', { exact: true }).waitFor();
    expect(await page.getByText(`${name} edited`, { exact: true }).count()).toBe(0);
    expect(alerts).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.runIf(label === 'desktop')('adds a slide that the home page shows, switches it off and the home page drops it at once', async () => {
    const page = await browser().newPage({ viewport, storageState: await signedInAdmin(baseURL) });
    const errors = watchErrors(page);
    const alerts = recordDialogs(page);
    await page.goto(`${baseURL}/admin_slider`);
    await page.getByRole('heading', { level: 1, name: 'Slider' }).waitFor();
    // The admin sees the seeded inactive slide too.
    await page.getByText('Year-end clearance (ended)', { exact: true }).waitFor();

    const title = `Batik week ${label} ${Date.now()}`;
    await page.getByRole('button', { name: messages.addNewSlider }).click();
    const dialog = page.getByRole('dialog', { name: messages.addNewSlider });
    expect(await dialog.getByRole('switch', { name: sliderTexts.active }).isChecked()).toBe(true);
    await dialog.getByLabel(sliderTexts.title).fill(title);
    await dialog.getByLabel(sliderTexts.image).setInputFiles({ name: 'batik.png', mimeType: 'image/png', buffer: await pngBytes(320, 120, '#aa6633') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const toggle = page.getByRole('switch', { name: sliderTexts.switchLabel(title) });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);

    const home = await browser().newPage({ viewport });
    const homeErrors = watchErrors(home);
    const slides = (p: Page) => p.getByRole('region', { name: storeTexts.slider });
    await home.goto(`${baseURL}/`);
    // The slider's region is there before its slides' answer: wait for the new slide itself.
    await slides(home).getByText(title, { exact: true }).waitFor({ state: 'attached' });

    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect.poll(() => toggle.isDisabled()).toBe(false);
    await page.reload();
    await page.getByRole('switch', { name: sliderTexts.switchLabel(title) }).waitFor();
    expect(await page.getByRole('switch', { name: sliderTexts.switchLabel(title) }).isChecked()).toBe(false);

    await home.reload();
    await slides(home).waitFor();
    await slides(home).getByText('New season linen, twelve colours in stock', { exact: true }).waitFor({ state: 'attached' });
    expect(await slides(home).getByText(title, { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('dialog', { name: messages.confirmDeleteRow }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText(title, { exact: true }).waitFor({ state: 'detached' });
    expect(alerts).toEqual([]);
    expect([...errors, ...homeErrors]).toEqual([]);
    await home.close();
    await page.close();
  });

  it.runIf(label === 'phone')('adds a contact record, edits a field and sees it on /contact, then deletes it through Do you want to delete this data', async () => {
    const page = await browser().newPage({ viewport, storageState: await signedInAdmin(baseURL) });
    const errors = watchErrors(page);
    const alerts = recordDialogs(page);
    await page.goto(`${baseURL}/admin_contact_us`);
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await page.getByRole('listitem', { name: 'Selvedge Textile Co., Ltd.' }).waitFor(); // seeded

    const company = `Branch ${label} ${Date.now()}`;
    await page.getByRole('button', { name: messages.addNewContactUsData }).click();
    const dialog = page.getByRole('dialog', { name: messages.addNewContactUsData });
    await dialog.getByLabel(contactUsLabels.company).fill(company);
    await dialog.getByLabel(contactUsLabels.address).fill('12 Charoen Krung Road, Bangkok');
    await dialog.getByLabel(contactUsLabels.telephone).fill('+66 2 111 2222');
    await dialog.getByLabel(contactUsLabels.lineId).fill('@branch');
    await dialog.getByLabel(contactUsLabels.lineLink).fill('https://line.me/R/ti/p/@branch');
    await dialog.getByLabel(contactUsTexts.logo).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngBytes(90, 90, '#2f4a72') });
    await dialog.getByRole('img', { name: `${contactUsTexts.logo} preview` }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByRole('listitem', { name: company });
    await card.getByText('+66 2 111 2222').waitFor();

    await card.getByRole('button', { name: `Edit ${company}` }).click();
    const edit = page.getByRole('dialog', { name: contactUsTexts.edit(company) });
    await expect.poll(() => edit.getByLabel(contactUsLabels.lineId).inputValue()).toBe('@branch');
    await edit.getByLabel(contactUsLabels.telephone).fill('+66 2 333 4444');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await card.getByText('+66 2 333 4444').waitFor();

    const store = await browser().newPage({ viewport });
    const storeErrors = watchErrors(store);
    await store.goto(`${baseURL}/contact`);
    const section = store.getByRole('region', { name: company });
    const phone = section.getByRole('row', { name: new RegExp(`^${pageTexts.telephone}`) }).getByRole('link');
    await phone.waitFor();
    expect(await phone.textContent()).toBe('+66 2 333 4444');
    expect(await phone.getAttribute('href')).toBe('tel:+6623334444');

    // (Cancel in the confirm: ContactUsList.test.tsx.)
    await card.getByRole('button', { name: `Delete ${company}` }).click();
    await page.getByRole('dialog', { name: messages.confirmDeleteData }).getByRole('button', { name: contactUsTexts.delete }).click();
    await card.waitFor({ state: 'detached' });

    await store.reload();
    await store.getByRole('region', { name: 'Selvedge Textile Co., Ltd.' }).waitFor();
    expect(await store.getByRole('region', { name: company }).count()).toBe(0);
    expect(alerts).toEqual([]);
    expect([...errors, ...storeErrors]).toEqual([]);
    await store.close();
    await page.close();
  });
});
