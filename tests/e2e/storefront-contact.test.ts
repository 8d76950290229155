import { join } from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContactUs } from '../../src/contract/contactUs.js';
import { pageTexts } from '../../src/store/pageTexts.js';
import { DESKTOP, e2eServer, PHONE, useBrowser } from '../helpers/browser.js';
import { apiCall, openPage, type Viewport } from '../helpers/storefront.js';

const { baseURL, dataDir } = e2eServer();
const browser = useBrowser();
let company: ContactUs;
beforeAll(async () => {
  [company] = await apiCall<ContactUs[]>(baseURL, '/contact_us/get_contact_us_data_all');
});

interface EnquiryRow {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  detail: string;
  isContacted: number;
}

function enquiriesFrom(email: string): EnquiryRow[] {
  const db = new Database(join(dataDir, 'selvedge.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT firstName, lastName, mobile, email, detail, isContacted FROM contact_forms WHERE email = ?').all(email) as EnquiryRow[];
  } finally {
    db.close();
  }
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as Array<[string, Viewport]>)('contact page on a %s', (name, viewport) => {
  it('lists the company with map, phone, email and shop links', async () => {
    const { context, page, errors } = await openPage(browser(), viewport);
    await page.goto(`${baseURL}/contact`);
    const card = page.getByRole('region', { name: company.company });
    const table = card.getByRole('table');
    await table.waitFor();
    const row = (label: string) => table.getByRole('row', { name: new RegExp(`^${label}`) });
    await row(pageTexts.address).getByText(company.address).waitFor();
    const map = row(pageTexts.address).getByRole('link', { name: new RegExp(pageTexts.openMap) });
    expect(await map.getAttribute('href')).toBe(company.location);
    expect(await row(pageTexts.telephone).getByRole('link').getAttribute('href')).toBe(`tel:${company.telephone.replace(/[^\d+]/g, '')}`);
    expect(await row(pageTexts.email).getByRole('link').getAttribute('href')).toBe(`mailto:${company.email}`);
    for (const [label, href] of [
      [pageTexts.website, company.webSite],
      [pageTexts.facebook, company.facebook.facebookPageLink],
      [pageTexts.lineOfficial, company.lineOfficial.lineLink],
      [pageTexts.lazada, company.lazada.lazadaShopLink],
      [pageTexts.shopee, company.shopee.shopeeShopLink],
      [pageTexts.tiktok, company.tiktok.tiktokShopLink],
    ]) {
      const link = row(label).getByRole('link');
      expect(await link.getAttribute('href'), label).toBe(href);
      expect(await link.getAttribute('target'), label).toBe('_blank');
      expect(await link.getAttribute('rel'), label).toBe('noopener noreferrer');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  // What the server stores does not depend on the screen's width (the form's own checks: EnquiryForm.test.tsx): on a phone only.
  it.runIf(name === 'phone')('sends an enquiry that lands in the database', async () => {
    const { context, page, errors } = await openPage(browser(), viewport);
    await page.goto(`${baseURL}/contact`);
    // (An incomplete one refused with its fields marked: EnquiryForm.test.tsx.)
    const form = page.getByRole('region', { name: pageTexts.enquiryHeading });

    const email = `somchai.${name}.${Date.now()}@example.com`;
    await form.getByLabel(pageTexts.firstName).fill('Somchai');
    await form.getByLabel(pageTexts.lastName).fill('Jaidee');
    await form.getByLabel(pageTexts.mobile).fill('081-234-5678');
    await form.getByLabel(pageTexts.email).fill(email);
    await form.getByLabel(pageTexts.detail).fill('Do you stock navy canvas, 20 metres?');
    await form.getByRole('button', { name: pageTexts.sendEnquiry }).click();
    await form.getByRole('status').getByText(pageTexts.thankYou).waitFor();

    expect(enquiriesFrom(email)).toEqual([
      { firstName: 'Somchai', lastName: 'Jaidee', mobile: '0812345678', email, detail: 'Do you stock navy canvas, 20 metres?', isContacted: 0 },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
