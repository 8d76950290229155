import { describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.js';
import { categoryTexts } from '../../src/admin/texts.js';
import { DESKTOP, e2eServer, loginAsDemoAdmin, recordDialogs, useBrowser, watchErrors } from '../helpers/browser.js';
import { pngBytes } from '../helpers/images.js';

const { baseURL } = e2eServer();
const browser = useBrowser();

describe('admin category journey', () => {
  it('signs in, adds a category with a picture, sees it on the home page, and deletes it', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    const errors = watchErrors(page);
    await loginAsDemoAdmin(page, baseURL);
    await page.getByRole('navigation', { name: 'Admin screens' }).getByRole('link', { name: 'Category', exact: true }).click();
    await page.waitForURL(`${baseURL}/admin_category`);
    await page.getByText('Cotton', { exact: true }).waitFor();

    const name = `Seersucker ${Date.now()}`;
    await page.getByRole('button', { name: messages.newCategory }).click();
    const dialog = page.getByRole('dialog', { name: messages.newCategory });
    // (Saving without a name or image, and No in the delete confirm: CategoryList.test.tsx.)
    const alerts = recordDialogs(page, 'accept');
    await dialog.getByLabel('Name').fill(name);
    // No fabric is in it yet: shown on the storefront because the admin chooses so.
    await dialog.getByLabel(categoryTexts.alwaysShown).check();
    await dialog.getByLabel(messages.discription).fill('Puckered striped cotton');
    await dialog.getByLabel('Image').setInputFiles({ name: 'seersucker.png', mimeType: 'image/png', buffer: await pngBytes(120, 120, '#88aacc') });
    await dialog.getByRole('img', { name: 'Image preview' }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(name, { exact: true }).waitFor();

    await page.goto(`${baseURL}/`);
    const card = page.getByRole('link', { name });
    await card.waitFor();
    expect(await card.getAttribute('href')).toMatch(/^\/product\/category\/SEERSUCKER-\d+$/);

    await page.goto(`${baseURL}/admin_category`);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: messages.confirmDeleteRow }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText(name, { exact: true }).waitFor({ state: 'detached' });

    await page.goto(`${baseURL}/`);
    await page.getByRole('link', { name: 'Cotton' }).first().waitFor();
    expect(await page.getByRole('link', { name }).count()).toBe(0);
    expect(alerts).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
