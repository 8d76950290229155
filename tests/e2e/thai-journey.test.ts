import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serverMessagesTh } from '../../src/contract/th/texts.js';
import { accountTextsTh, messagesTh } from '../../src/i18n/th/messages.js';
import { productTextsTh, storeTextsTh } from '../../src/i18n/th/store.js';
import { messages } from '../../src/messages.js';
import { storeTexts } from '../../src/store/texts.js';
import { field, uniqueMember } from '../helpers/accountsBrowser.js';
import { DESKTOP, e2eServer, PHONE, useBrowser, watchErrors } from '../helpers/browser.js';
import { waitForCode } from '../helpers/mail.js';

/**
 * Issue 19 in Chromium: a Thai visitor switches the storefront to ไทย, browses a category and a
 * fabric in Thai, and a member registers with the mailed code and signs in, all in Thai.
 */
const { baseURL, dataDir } = e2eServer();
const browser = useBrowser();

/** English labels of the frame that must not be left on a Thai page. */
const ENGLISH_FRAME = [messages.contactUs, messages.aboutUs, messages.blog, messages.login, storeTexts.footer];

/** Waits until none is left: the frame's parts switch language as each one's texts arrive (a break fails at the poll's ceiling). */
async function noEnglishFrame(page: Page) {
  for (const english of ENGLISH_FRAME) await expect.poll(() => page.locator('body').innerText(), { message: english }).not.toContain(english);
}

describe('the storefront in Thai', () => {
  it('switches to ไทย from the top bar and browses a category and a fabric in Thai', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseURL}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await page.getByRole('button', { name: `${storeTexts.language}: English` }).click();
    await page.getByRole('link', { name: 'ไทย' }).click();
    await page.getByRole('button', { name: `${storeTextsTh.language}: ไทย` }).waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('th');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('th');
    await page.getByRole('link', { name: messagesTh.contactUs }).waitFor();
    await noEnglishFrame(page);

    await page.getByRole('link', { name: 'Cotton', exact: true }).click();
    await page.waitForURL(/\/product\/category\/COTTON/);
    await page.getByRole('heading', { level: 1, name: 'Cotton' }).waitFor();
    await expect.poll(() => page.title()).toBe(`${productTextsTh.categoryPageTitle('Cotton')} | Selvedge`);
    await page.locator('a.sv-card').first().click();
    await page.waitForURL(/\/sub_product\//);
    await page.getByText(productTextsTh.composition, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: messagesTh.back }).waitFor();
    await noEnglishFrame(page);

    // A new visit remembers the choice; the server's head of a Thai URL is Thai too.
    const again = await context.newPage();
    await again.goto(`${baseURL}/about_us?lang=th`);
    await again.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await again.locator('html').getAttribute('lang')).toBe('th');
    expect(await again.title()).toContain('เกี่ยวกับเรา');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('registers a member with the mailed code and signs in, in Thai', async () => {
    const context = await browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const m = uniqueMember('Thai');

    await page.goto(`${baseURL}/member_register?lang=th`);
    await page.getByRole('heading', { name: messagesTh.memberRegister }).first().waitFor();
    await field(page, accountTextsTh.firstName).fill(m.firstName);
    await field(page, accountTextsTh.lastName).fill(m.lastName);
    await field(page, accountTextsTh.email).fill(m.email);
    await field(page, accountTextsTh.mobile).fill(m.mobile);
    await page.getByRole('button', { name: messagesTh.next }).click();
    // The server answers in English; the page shows its Thai.
    await page.getByRole('status').filter({ hasText: serverMessagesTh.codeSent }).waitFor();

    const code = await waitForCode(dataDir, m.email, 0);
    await field(page, messagesTh.verifyCode).fill(code);
    await page.getByRole('button', { name: messagesTh.next }).click();
    await field(page, messagesTh.reTypePassword).waitFor();
    await field(page, accountTextsTh.password).fill(m.password);
    await field(page, messagesTh.reTypePassword).fill(m.password);
    await page.getByRole('button', { name: messagesTh.registerNow }).click();
    await page.waitForURL(`${baseURL}/member_login`);
    await page.getByRole('status').filter({ hasText: serverMessagesTh.passwordSet }).waitFor();

    await field(page, messagesTh.emailOrMobileNumber).fill(m.email);
    await field(page, accountTextsTh.password).fill(m.password);
    await page.getByRole('button', { name: messagesTh.login, exact: true }).click();
    await page.waitForURL(`${baseURL}/member_profile`);
    await page.getByText(`${m.firstName} ${m.lastName}`).waitFor();
    // How long ago the account was made, in Thai (Intl.RelativeTimeFormat).
    await page.getByText(new RegExp(`${accountTextsTh.memberSince} (ขณะนี้|\\d+ วินาที)`)).waitFor();
    await noEnglishFrame(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
