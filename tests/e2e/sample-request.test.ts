import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { contactFormTexts } from '../../src/admin/texts.js';
import { pageTexts } from '../../src/store/pageTexts.js';
import { sampleTexts } from '../../src/store/samples/sampleTexts.js';
import { seriousViolations, settle } from '../helpers/axe.js';
import { countRequests, DESKTOP, e2eServer, PHONE, signedInAdmin, useBrowser } from '../helpers/browser.js';
import { openPage } from '../helpers/storefront.js';

const { baseURL, dataDir } = e2eServer();
const browser = useBrowser();

/** Two colours on sale of one fabric on sale, from the seeded demo catalogue. */
function twoColours(): Array<{ parentsSku: string; sku: string }> {
  const db = new Database(join(dataDir, 'selvedge.db'), { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare('SELECT s.parentsSku, s.sku FROM skus s JOIN parent_skus p ON p.parentsSku = s.parentsSku WHERE s.isActived = 1 AND p.isActived = 1 ORDER BY s.parentsSku, s.sku')
      .all() as Array<{ parentsSku: string; sku: string }>;
    const parent = rows.find((r, i) => rows[i + 1]?.parentsSku === r.parentsSku)!.parentsSku;
    return rows.filter((r) => r.parentsSku === parent).slice(0, 2);
  } finally {
    db.close();
  }
}

describe('a sample request (issue 18 §4)', () => {
  it('a visitor puts two colours in the basket and sends it; the admin sees the SKUs on the enquiry and marks the samples sent', async () => {
    const [a, b] = twoColours();
    const firstName = `Sampler${Date.now()}`;
    const fullName = `${firstName} Jaidee`;

    const visitor = await openPage(browser(), DESKTOP);
    await countRequests(visitor.context);
    await visitor.page.goto(`${baseURL}/sub_product/${encodeURIComponent(a.parentsSku)}`);
    // The shop has LINE in the demo data: each colour asks about itself there.
    const line = visitor.page.getByRole('link', { name: new RegExp(sampleTexts.askOnLineAbout(a.sku)) });
    expect(await line.getAttribute('href')).toMatch(new RegExp(`^https://line\\.me/R/oaMessage/%40[^/]+/\\?${encodeURIComponent(a.sku)}%20`));
    await visitor.page.getByRole('button', { name: sampleTexts.requestSampleOf(a.sku) }).click();
    await visitor.page.getByRole('button', { name: sampleTexts.requestSampleOf(b.sku) }).click();
    await visitor.page.getByRole('link', { name: sampleTexts.inBasketOf(b.sku) }).click();
    await visitor.page.waitForURL(`${baseURL}/samples`);
    const basket = visitor.page.getByRole('list', { name: sampleTexts.title });
    await basket.getByRole('link', { name: a.sku }).waitFor();
    await basket.getByRole('link', { name: b.sku }).waitFor();
    await settle(visitor.page);
    expect(await seriousViolations(visitor.page), 'axe on /samples').toEqual([]);

    await visitor.page.getByLabel(pageTexts.firstName).fill(firstName);
    await visitor.page.getByLabel(pageTexts.lastName).fill('Jaidee');
    await visitor.page.getByLabel(pageTexts.mobile).fill('081-234-5678');
    await visitor.page.getByLabel(pageTexts.email).fill(`${firstName.toLowerCase()}@example.com`);
    await visitor.page.getByLabel(sampleTexts.address).fill('99/1 Sukhumvit Rd, Bangkok 10110');
    await visitor.page.getByRole('button', { name: sampleTexts.send }).click();
    await visitor.page.getByRole('status').getByText(sampleTexts.sent).waitFor();
    // The basket is empty once sent, here and on the colour page.
    await visitor.page.goto(`${baseURL}/samples`);
    await visitor.page.getByText(sampleTexts.empty).waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    const { context, page, errors } = await openPage(browser(), DESKTOP, { storageState: await signedInAdmin(baseURL) });
    await countRequests(context);
    await page.goto(`${baseURL}/admin_contact_form`);
    await page.getByText(fullName, { exact: true }).waitFor();
    const samples = page.getByRole('list', { name: contactFormTexts.samplesOf(fullName) });
    await samples.getByText(a.sku, { exact: true }).waitFor();
    await samples.getByText(b.sku, { exact: true }).waitFor();
    await settle(page);
    expect(await seriousViolations(page), 'axe on the Contact Form screen').toEqual([]);

    const box = page.getByRole('checkbox', { name: contactFormTexts.samplesSentOf(fullName) });
    expect(await box.isChecked()).toBe(false);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/contact_form/update_samples_sent_status') && r.status() === 200);
    await box.check();
    await saved;
    await page.reload();
    await page.getByText(fullName, { exact: true }).waitFor();
    expect(await page.getByRole('checkbox', { name: contactFormTexts.samplesSentOf(fullName) }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('axe finds nothing serious on a colour page with its LINE and sample buttons and one colour in the basket, on a phone', async () => {
    const [a] = twoColours();
    const { context, page, errors } = await openPage(browser(), PHONE);
    await countRequests(context);
    await page.goto(`${baseURL}/sub_product/${encodeURIComponent(a.parentsSku)}`);
    await page.getByRole('button', { name: sampleTexts.requestSampleOf(a.sku) }).click();
    await page.getByRole('link', { name: sampleTexts.inBasketOf(a.sku) }).waitFor();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
