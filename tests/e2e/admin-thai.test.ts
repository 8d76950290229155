import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../server/db/seed/foundation.js';
import { adminLinksTh, kitTextsTh, languageTextsTh, listFilterTextsTh, productTypeTextsTh, skuAdminTextsTh } from '../../src/admin/i18n/th/texts.js';
import { raThai } from '../../src/admin/i18n/raThai.js';
import { languageTexts, productTypeTexts } from '../../src/admin/texts.js';
import { messagesTh } from '../../src/i18n/th/messages.js';
import { DESKTOP, e2eServer, recordDialogs, signedInAdmin, useBrowser, watchErrors } from '../helpers/browser.js';
import { pngBytes } from '../helpers/images.js';

// A Thai shop employee in the back-office (issue 19): switches to ไทย in the user menu, then adds, edits
// and deletes a product type with every label in Thai, and switches back to the spec's English.
const { baseURL } = e2eServer();
const browser = useBrowser();

describe('the back-office in Thai', () => {
  it('switches to ไทย from the user menu, creates, edits and deletes a product type in Thai, and back to English', async () => {
    const context = await browser().newContext({ viewport: DESKTOP, storageState: await signedInAdmin(baseURL) });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const alerts = recordDialogs(page, 'accept');
    const stamp = `ผ้าลูกไม้-${Date.now() % 100000}`;

    await page.goto(`${baseURL}/admin_product_type`);
    await page.getByRole('table', { name: productTypeTexts.caption }).waitFor();
    await page.getByRole('button', { name: DEMO_ADMIN.fullName }).click();
    await page.getByRole('menuitemradio', { name: languageTexts.thai }).click();

    // Thai: the screen's own labels, react-admin's, the menu and <html lang>.
    const table = page.getByRole('table', { name: productTypeTextsTh.caption });
    await table.waitFor();
    for (const h of [skuAdminTextsTh.image, skuAdminTextsTh.name, skuAdminTextsTh.edit, skuAdminTextsTh.delete]) {
      await table.getByRole('columnheader', { name: h, exact: true }).waitFor();
    }
    await page.getByText(raThai.ra.navigation.page_rows_per_page, { exact: true }).waitFor();
    await page.getByRole('menuitem', { name: adminLinksTh[3][0], exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('th');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('th');

    // Create.
    await page.getByRole('button', { name: productTypeTextsTh.add }).click();
    let dialog = page.getByRole('dialog', { name: productTypeTextsTh.add });
    await dialog.getByLabel(skuAdminTextsTh.name, { exact: true }).fill(stamp);
    await dialog.getByLabel(skuAdminTextsTh.image, { exact: true }).setInputFiles({ name: 'lace.png', mimeType: 'image/png', buffer: await pngBytes(60, 60, '#ddccaa') });
    await dialog.getByRole('img', { name: kitTextsTh.imagePreview(skuAdminTextsTh.image) }).waitFor();
    await dialog.getByRole('button', { name: kitTextsTh.save, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('img', { name: stamp }).waitFor();

    // Edit.
    await page.getByRole('button', { name: kitTextsTh.edit(stamp) }).click();
    dialog = page.getByRole('dialog', { name: skuAdminTextsTh.editTitle(stamp) });
    const renamed = `${stamp}-ขอบ`;
    await dialog.getByLabel(skuAdminTextsTh.name, { exact: true }).fill(renamed);
    await dialog.getByRole('button', { name: kitTextsTh.save, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('img', { name: renamed }).waitFor();

    // Delete, through the Thai confirm.
    await page.getByRole('button', { name: kitTextsTh.delete(renamed) }).click();
    const answered = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/'));
    await page.getByRole('dialog', { name: messagesTh.confirmDeleteRow }).getByRole('button', { name: listFilterTextsTh.yes, exact: true }).click();
    expect((await answered).status()).toBe(200);
    await page.getByRole('button', { name: kitTextsTh.delete(renamed) }).waitFor({ state: 'detached' });

    // No English word a person reads is left in the screen's main area: the records' names and codes
    // (FABRICS, SKU) are capitals, a label would have lower-case letters.
    const main = await page.getByRole('main').innerText();
    expect(main.match(/[A-Za-z]*[a-z][A-Za-z]*/g) ?? []).toEqual([]);

    // Back to English: the spec's texts exactly.
    await page.getByRole('button', { name: DEMO_ADMIN.fullName }).click();
    await page.getByRole('menuitemradio', { name: languageTextsTh.english }).click();
    await page.getByRole('table', { name: productTypeTexts.caption }).waitFor();
    await page.getByRole('button', { name: productTypeTexts.add }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');

    expect(alerts).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
