import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { compositionTexts } from '../../src/admin/productComposition/ProductCompositionList.js';
import { productTexts } from '../../src/admin/product/ProductList.js';
import { productTypeTexts } from '../../src/admin/productType/ProductTypeList.js';
import { messages } from '../../src/messages.js';
import { DESKTOP, e2eServer, PHONE, recordDialogs, signedInAdmin, useBrowser, watchErrors } from '../helpers/browser.js';
import { pngBytes } from '../helpers/images.js';

// Product types, compositions and products (issue 7). Sub products and their prices have their own
// journeys in admin-sub-products.test.ts. The e2e server is shared: every record here is new and unique.
const { baseURL } = e2eServer();
const browser = useBrowser();

/** Picks `option` in a multi-select of the dialog: types its start, clicks it, leaves the list with Tab. */
async function pick(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByLabel(label, { exact: true }).fill(option.slice(0, 4));
  await page.getByRole('option', { name: option, exact: true }).click();
  // Tab, not Escape: Escape with the list already closed would close the whole dialog.
  await page.keyboard.press('Tab');
}

/** Deletes a row through the confirm (Yes) and waits until it has left the table. */
/** Deletes a row through the confirm; done when the server has answered the delete (the row may leave the list first). */
async function deleteRow(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const answered = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/'));
  await page.getByRole('dialog', { name: messages.confirmDeleteRow }).getByRole('button', { name: 'Yes' }).click();
  expect((await answered).status()).toBe(200);
  await page.getByRole('button', { name: `Delete ${name}` }).waitFor({ state: 'detached' });
}

/** The public product list (what the storefront reads), by code. */
async function publicProduct(page: Page, code: string) {
  const r = await page.request.get(`${baseURL}/api/product/get_product_all`);
  return ((await r.json()).result as Array<{ code: string; weaving: string; productType: string[] }>).find((p) => p.code === code);
}

// Each journey on one of the two viewports, the file's journeys taking turns so that the file still goes
// through both layouts: a journey in both took twice the time and proved little more.
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('product back-office on a %s', (size, viewport) => {
  const stamp = `${size}${Date.now() % 100000}`;

  it.runIf(size === 'phone')('creates a product type and a product with pictures, sees them listed, edits them, and deletes them through the confirm', async () => {
    const context = await browser().newContext({ viewport, storageState: await signedInAdmin(baseURL) });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const alerts = recordDialogs(page, 'accept');

    // Product type: add with a picture, then rename it with a new picture.
    await page.goto(`${baseURL}/admin_product_type`);
    await page.getByText('FABRICS', { exact: true }).waitFor();
    let typeName = `LACE-${stamp}`;
    await page.getByRole('button', { name: productTypeTexts.add }).click();
    let dialog = page.getByRole('dialog', { name: productTypeTexts.add });
    await dialog.getByLabel('Name').fill(typeName);
    await dialog.getByLabel('Image').setInputFiles({ name: 'lace.png', mimeType: 'image/png', buffer: await pngBytes(60, 60, '#ddccaa') });
    await dialog.getByRole('img', { name: 'Image preview' }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('img', { name: typeName }).waitFor();

    const oldSrc = await page.getByRole('img', { name: typeName }).getAttribute('src');
    await page.getByRole('button', { name: `Edit ${typeName}` }).click();
    dialog = page.getByRole('dialog', { name: `Edit ${typeName}` });
    typeName = `${typeName}-TRIM`;
    await dialog.getByLabel('Name').fill(typeName);
    await dialog.getByLabel('Image').setInputFiles({ name: 'trim.png', mimeType: 'image/png', buffer: await pngBytes(60, 60, '#aa8866') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const typeImage = page.getByRole('img', { name: typeName });
    await typeImage.waitFor();
    expect(await typeImage.getAttribute('src')).not.toBe(oldSrc);

    // Product: add under the new type with a category, a composition and a picture.
    await page.goto(`${baseURL}/admin_product`);
    await page.getByRole('button', { name: `Edit ${messages.fixedProductCode}` }).waitFor();
    const code = `LC-${stamp}`;
    await page.getByRole('button', { name: productTexts.add }).click();
    dialog = page.getByRole('dialog', { name: productTexts.add });
    await pick(page, dialog, 'Product Type', typeName);
    await pick(page, dialog, 'Category', 'Fashion');
    await pick(page, dialog, 'Composition', '100% Cotton');
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Name', { exact: true }).fill('Cotton Lace');
    await dialog.getByLabel('Width').fill('54"');
    await dialog.getByLabel(messages.discription).fill('A scalloped cotton lace.');
    await dialog.getByLabel('Image').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: await pngBytes(80, 80, '#eeddcc') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Edit ${code}` }).waitFor();
    await page.getByRole('img', { name: 'Cotton Lace' }).waitFor();
    expect(alerts).toEqual([]);
    expect(await publicProduct(page, code)).toMatchObject({ code, productType: [expect.any(String)] });
    // One catalogue: a visitor finds it at once under its category, and on its own page.
    const shop = await context.newPage();
    await shop.goto(`${baseURL}/product/CATEGORY/FASHION`);
    await shop.getByRole('link', { name: new RegExp(`^${code} `) }).click();
    await shop.waitForURL(`${baseURL}/sub_product/${code}`);
    await shop.getByRole('heading', { level: 1, name: 'Cotton Lace' }).waitFor();
    await shop.close();

    // The type is in use now: its delete is refused with the spec's text and the reason.
    await page.goto(`${baseURL}/admin_product_type`);
    await page.getByRole('button', { name: `Delete ${typeName}` }).click();
    await page.getByRole('dialog', { name: messages.confirmDeleteRow }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => alerts.join('\n')).toContain(messages.deleteProductTypeError);
    expect(alerts.join('\n')).toContain('1 product');
    await page.getByText(typeName, { exact: true }).waitFor();

    // Edit the product; the storefront's list follows.
    await page.goto(`${baseURL}/admin_product`);
    await page.getByRole('button', { name: `Edit ${code}` }).click();
    dialog = page.getByRole('dialog', { name: `Edit ${code}` });
    await expect.poll(() => dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('Cotton Lace');
    await dialog.getByLabel('Weaving').fill('Raschel');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Raschel').first().waitFor();
    expect((await publicProduct(page, code))?.weaving).toBe('Raschel');

    // Delete the product, then the type it freed, both through the confirm.
    await deleteRow(page, code);
    expect(await publicProduct(page, code)).toBeUndefined();
    await page.goto(`${baseURL}/admin_product_type`);
    await deleteRow(page, typeName);
    expect(alerts).toHaveLength(1);
    // The refused delete's 409 is the only failed request the browser may report.
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    await context.close();
  });

  it.runIf(size === 'desktop')('adds a composition, renames it, and deletes it through the confirm', async () => {
    const context = await browser().newContext({ viewport, storageState: await signedInAdmin(baseURL) });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const alerts = recordDialogs(page, 'accept');
    await page.goto(`${baseURL}/admin_product_composition`);
    await page.getByText('100% Cotton', { exact: true }).waitFor();

    // (The name being required, and No in the delete confirm: ProductCompositionList.test.tsx.)
    await page.getByRole('button', { name: compositionTexts.add }).click();
    let dialog = page.getByRole('dialog', { name: compositionTexts.add });

    let composition = `Silk ${stamp}%`;
    await dialog.getByLabel(compositionTexts.name).fill(composition);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(composition, { exact: true }).waitFor();

    await page.getByRole('button', { name: `Edit ${composition}` }).click();
    dialog = page.getByRole('dialog', { name: `Edit ${composition}` });
    composition = `Silk ${stamp}% Wool`;
    await dialog.getByLabel(compositionTexts.name).fill(composition);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(composition, { exact: true }).waitFor();

    await deleteRow(page, composition);
    expect(alerts).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
