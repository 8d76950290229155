import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { subProductTexts } from '../../src/admin/subProduct/SubProductInputs.js';
import { priceTexts } from '../../src/admin/subProductPrice/SubProductPriceScreen.js';
import { messages } from '../../src/messages.js';
import { DESKTOP, e2eServer, PHONE, recordDialogs, signedInAdmin, useBrowser, watchErrors } from '../helpers/browser.js';
import { pngBytes } from '../helpers/images.js';

const { baseURL } = e2eServer();
const browser = useBrowser();

/** The list pages (issue 17 §1): a colour is found by searching for it; the search stays in the URL. */
async function search(page: Page, text: string) {
  await page.getByLabel(SEARCH).fill(text);
  await page.getByText(text, { exact: true }).first().waitFor();
}
const SEARCH = 'Search by code, name or article';

/** Adds a sub product of TIGER through the Sub Product screen's dialog and waits until it is listed. */
async function addUnderTiger(page: Page, code: string, name: string) {
  await page.getByRole('button', { name: subProductTexts.add }).click();
  const dialog = page.getByRole('dialog', { name: subProductTexts.add });
  await dialog.getByLabel(subProductTexts.parent).click();
  await page.getByRole('option', { name: new RegExp(`^${messages.fixedProductCode} : `) }).click();
  await dialog.getByLabel('Code', { exact: true }).fill(code);
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Article', { exact: true }).fill(`${code}/A`);
  await dialog.getByLabel('Image').setInputFiles({ name: 'swatch.png', mimeType: 'image/png', buffer: await pngBytes(120, 120, '#2a6f4e') });
  await dialog.getByRole('img', { name: 'Image preview' }).waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await search(page, code);
}

// Each journey on one of the two viewports, the file's journeys taking turns so that the file still goes
// through both layouts: a journey in both took twice the time and proved little more.
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('sub products on a %s', (label, viewport) => {
  it.runIf(label === 'desktop')('creates a sub product of TIGER with a picture, sees it listed, edits it and deletes it through the confirm', async () => {
    const page = await browser().newPage({ viewport, storageState: await signedInAdmin(baseURL) });
    page.setDefaultTimeout(15_000);
    const errors = watchErrors(page);
    const alerts = recordDialogs(page);
    await page.goto(`${baseURL}/admin_sub_product`);
    await page.getByRole('heading', { level: 1, name: 'Sub Product' }).waitFor();
    await search(page, `${messages.fixedProductCode}-01`); // seeded

    const code = `E2E-${label.toUpperCase()}-${Date.now()}`;
    await addUnderTiger(page, code, `Moss ${label}`);
    // A table row on a desktop, a card on a phone.
    const entry = page.locator('tr, li').filter({ has: page.getByText(code, { exact: true }) });
    expect(await entry.getByText(`Moss ${label}`, { exact: true }).count()).toBe(1);
    expect(await entry.getByText(`${code}/A`, { exact: true }).count()).toBe(1);
    const picture = entry.getByRole('img', { name: `Moss ${label}`, exact: true });
    await picture.waitFor();
    // The list holds every colour of the catalogue now: its pictures load lazily, as the row comes into view.
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.getByRole('button', { name: `Edit ${code}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${code}` });
    await expect.poll(() => edit.getByLabel('Name', { exact: true }).inputValue()).toBe(`Moss ${label}`);
    await edit.getByLabel('Name', { exact: true }).fill(`Deep Moss ${label}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await entry.getByText(`Deep Moss ${label}`, { exact: true }).waitFor();
    await page.reload();
    await page.locator('tr, li').filter({ has: page.getByText(code, { exact: true }) }).getByText(`Deep Moss ${label}`, { exact: true }).waitFor();

    // (No in the confirm: SubProductList.test.tsx.)
    await page.getByRole('button', { name: `Delete ${code}` }).click();
    await page.getByRole('dialog', { name: messages.confirmDeleteRow }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText(code, { exact: true }).waitFor({ state: 'detached' });
    await page.reload();
    // The search is in the URL: the reloaded list still looks for the deleted code, and finds nothing.
    await expect.poll(() => page.getByLabel(SEARCH).inputValue()).toBe(code);
    await page.getByRole('cell', { name: messages.noData }).or(page.getByText(messages.noData)).first().waitFor();
    expect(await page.getByText(code, { exact: true }).count()).toBe(0);
    await search(page, `${messages.fixedProductCode}-01`);
    expect(alerts).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.runIf(label === 'phone')("prices a sub product of TIGER: edits Silver, Gold and Platinum, SAVE, reload, the prices are kept", async () => {
    const page = await browser().newPage({ viewport, storageState: await signedInAdmin(baseURL) });
    page.setDefaultTimeout(15_000);
    const errors = watchErrors(page);
    const alerts = recordDialogs(page);
    await page.goto(`${baseURL}/admin_sub_product`);
    await page.getByRole('heading', { level: 1, name: 'Sub Product' }).waitFor();
    const code = `E2E-PRICE-${label.toUpperCase()}-${Date.now()}`;
    await addUnderTiger(page, code, `Sand ${label}`);

    await page.goto(`${baseURL}/admin_sub_product_price`);
    await page.getByRole('heading', { level: 1, name: 'Sub Product Price' }).waitFor();
    // TIGER is chosen on entry and its sub products are listed, the new one among them.
    const codes = page.getByRole('navigation', { name: priceTexts.codes });
    await expect.poll(() => codes.getByRole('button', { name: new RegExp(`^${messages.fixedProductCode}\\b`) }).getAttribute('aria-current')).toBe('true');
    await page.getByRole('heading', { name: priceTexts.subProductsOf(messages.fixedProductCode) }).waitFor();
    const row = page.getByRole('form', { name: code });
    await row.waitFor();
    const input = (tier: string) => row.getByLabel(priceTexts.priceOf(tier, code));
    // The row's prices come with their own answer: wait for the value, not for the first read.
    await expect.poll(() => input(messages.silver).inputValue()).toBe('0');

    // (An invalid price refused in words, SAVE disabled: SubProductPriceScreen.test.tsx.)
    await input(messages.silver).fill('101.5');
    await input(messages.gold).fill('95.25');
    await input(messages.platinum).fill('88');
    await row.getByRole('status').getByText(priceTexts.unsaved).waitFor();
    await row.getByRole('button', { name: `${messages.save} ${code}` }).click();
    await row.getByRole('status').getByText(priceTexts.saved, { exact: true }).waitFor();

    await page.reload();
    const again = page.getByRole('form', { name: code });
    await again.waitFor();
    await expect.poll(() => again.getByLabel(priceTexts.priceOf(messages.silver, code)).inputValue()).toBe('101.5');
    await expect.poll(() => again.getByLabel(priceTexts.priceOf(messages.gold, code)).inputValue()).toBe('95.25');
    await expect.poll(() => again.getByLabel(priceTexts.priceOf(messages.platinum, code)).inputValue()).toBe('88');

    // Enter in a row saves it too; the latest save is what stays.
    await again.getByLabel(priceTexts.priceOf(messages.gold, code)).fill('94');
    await again.getByLabel(priceTexts.priceOf(messages.gold, code)).press('Enter');
    await again.getByRole('status').getByText(priceTexts.saved, { exact: true }).waitFor();
    await page.reload();
    await page.getByRole('form', { name: code }).waitFor();
    await expect.poll(() => page.getByRole('form', { name: code }).getByLabel(priceTexts.priceOf(messages.gold, code)).inputValue()).toBe('94');

    // On a phone the product codes sit above the rows; on a desktop beside them.
    const nav = (await codes.boundingBox())!;
    const first = (await page.getByRole('form', { name: code }).boundingBox())!;
    if (label === 'phone') expect(nav.y + nav.height).toBeLessThanOrEqual(first.y);
    else expect(nav.x + nav.width).toBeLessThanOrEqual(first.x);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(alerts).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
