import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TOKEN_KEYS } from '../../src/api/tokens.js';
import { accountTexts, messages, serverMessages } from '../../src/messages.js';
import { field, loginMemberInBrowser, memberToken, registerMember, uniqueMember } from '../helpers/accountsBrowser.js';
import { DESKTOP, e2eServer, PHONE, useBrowser, watchErrors } from '../helpers/browser.js';
import { pngBytes } from '../helpers/images.js';
import { mailsTo, waitForCode } from '../helpers/mail.js';

const { baseURL, dataDir } = e2eServer();
const browser = useBrowser();

/** Collects window.alert texts (and accepts them). */
function alerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.accept();
  });
  return seen;
}

const topBar = (page: Page) => page.locator('header');

describe('member accounts in Chromium', () => {
  it('registers with the mailed code, signs in, changes the avatar and logs out', async () => {
    const page = await browser().newPage({ viewport: PHONE });
    const errors = watchErrors(page);
    const said = alerts(page);
    const m = uniqueMember('Journey');

    // Logged out: the top bar offers the login icon, not the profile or logout.
    await page.goto(`${baseURL}/member_register`);
    await topBar(page).getByRole('link', { name: messages.login }).waitFor();
    expect(await topBar(page).getByRole('link', { name: accountTexts.myProfile }).count()).toBe(0);

    // The wizard's own refusals (empty fields, no code, passwords that differ, an empty login) and Back:
    // wizards.test.tsx and MemberLoginPage.test.tsx. Here what the server answers.
    // Step 1: the code is mailed.
    await field(page, accountTexts.firstName).fill(m.firstName);
    await field(page, accountTexts.lastName).fill(m.lastName);
    await field(page, accountTexts.email).fill(m.email);
    await field(page, accountTexts.mobile).fill(m.mobile);
    await page.getByRole('button', { name: messages.next }).click();
    await page.getByText(messages.takeVerifyCode).waitFor();
    await page.getByRole('status').filter({ hasText: serverMessages.codeSent }).waitFor();

    // Step 2: a wrong code is refused.
    const code = await waitForCode(dataDir, m.email, 0);
    await field(page, messages.verifyCode).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: messages.next }).click();
    await page.getByRole('alert').filter({ hasText: messages.verifyWrong }).waitFor();
    await field(page, messages.verifyCode).fill(code);
    await page.getByRole('button', { name: messages.next }).click();
    await field(page, messages.reTypePassword).waitFor();

    // Step 3: the password.
    await field(page, accountTexts.password).fill(m.password);
    await field(page, messages.reTypePassword).fill(m.password);
    await page.getByRole('button', { name: messages.registerNow }).click();
    await page.waitForURL(`${baseURL}/member_login`);
    await page.getByRole('status').filter({ hasText: serverMessages.passwordSet }).waitFor();

    // Wrong password: an alert and the message.
    await field(page, messages.emailOrMobileNumber).fill(m.email);
    await field(page, accountTexts.password).fill('not-the-password');
    await page.getByRole('button', { name: messages.login, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: messages.wrongPassword }).waitFor();
    expect(said).toEqual([messages.wrongPassword]);

    // Right password: the profile, with the name, the account's age and the placeholder avatar.
    await field(page, accountTexts.password).fill(m.password);
    await page.getByRole('button', { name: messages.login, exact: true }).click();
    await page.waitForURL(`${baseURL}/member_profile`);
    await page.getByText(`${m.firstName} ${m.lastName}`).waitFor();
    await page.getByText(new RegExp(`${accountTexts.memberSince} (now|\\d+ seconds? ago|1 minute ago)`)).waitFor();
    const picture = page.getByRole('img', { name: `${m.firstName} ${m.lastName}'s profile picture` });
    expect(await picture.count()).toBe(0);
    await topBar(page).getByRole('link', { name: accountTexts.myProfile }).waitFor();
    expect(await topBar(page).getByRole('link', { name: messages.login }).count()).toBe(0);

    // A signed-in member who opens the login page goes to the profile.
    await page.goto(`${baseURL}/member_login`);
    await page.waitForURL(`${baseURL}/member_profile`);

    // Avatar: chosen through the picture button (keyboard), with a progress bar while it uploads.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: accountTexts.changePicture }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngBytes(640, 640, '#aa5533') });
    await page.getByRole('progressbar', { name: accountTexts.uploadProgress }).waitFor();
    await picture.waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(await picture.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    await page.getByRole('progressbar').waitFor({ state: 'detached' });

    // The picture is the server's: it is still there after a reload.
    await page.reload();
    await picture.waitFor();

    // Logout from the top bar: back on the login page with the message; the profile is closed.
    await topBar(page).getByRole('button', { name: accountTexts.logout }).click();
    await page.waitForURL(`${baseURL}/member_login`);
    await page.getByRole('status').filter({ hasText: messages.memberLoggedOut }).waitFor();
    await topBar(page).getByRole('link', { name: messages.login }).waitFor();
    await page.goto(`${baseURL}/member_profile`);
    await page.waitForURL(`${baseURL}/member_login`);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('member')))).toEqual([]);

    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the server message when the email is already registered', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    const m = uniqueMember('Twice');
    await registerMember(baseURL, dataDir, m);
    await page.goto(`${baseURL}/member_register`);
    await field(page, accountTexts.firstName).fill(m.firstName);
    await field(page, accountTexts.lastName).fill(m.lastName);
    await field(page, accountTexts.email).fill(m.email);
    await field(page, accountTexts.mobile).fill('0811111111');
    await page.getByRole('button', { name: messages.next }).click();
    await page.getByRole('alert').filter({ hasText: serverMessages.emailRegistered }).waitFor();
    expect(await page.getByText(messages.takeVerifyCode).count()).toBe(0);
    await page.close();
  });

  it('resets a forgotten password with the mailed code, then signs in with the new one', async () => {
    const page = await browser().newPage({ viewport: PHONE });
    const errors = watchErrors(page);
    const m = uniqueMember('Forgot');
    await registerMember(baseURL, dataDir, m);

    await page.goto(`${baseURL}/member_login`);
    await page.getByRole('link', { name: messages.fogotPassword }).click();
    await page.waitForURL(`${baseURL}/member_forgot_password`);
    // The mobile number works as well as the email.
    await field(page, accountTexts.emailOrMobile).fill(m.mobile);
    const mailsBefore = mailsTo(dataDir, m.email).length;
    await page.getByRole('button', { name: messages.next }).click();
    await page.getByRole('status').filter({ hasText: serverMessages.forgotSent }).waitFor();
    const newPassword = 'linen-weave-2026';

    await page.getByRole('button', { name: messages.resetNow }).click();
    await page.getByRole('alert').filter({ hasText: messages.insertVerifyCode }).waitFor();
    // The reset mail goes out after the answer (same timing for known and unknown accounts).
    const code = await waitForCode(dataDir, m.email, mailsBefore);
    await field(page, messages.verifyCode).fill(code);
    await field(page, accountTexts.password).fill(newPassword);
    await field(page, messages.reTypePassword).fill('something-else');
    await page.getByRole('button', { name: messages.resetNow }).click();
    await page.getByRole('alert').filter({ hasText: messages.passwordNotSame }).waitFor();

    await field(page, messages.verifyCode).fill(code === '000000' ? '111111' : '000000');
    await field(page, messages.reTypePassword).fill(newPassword);
    await page.getByRole('button', { name: messages.resetNow }).click();
    await page.getByRole('alert').filter({ hasText: messages.resetPasswordFail }).waitFor();

    await field(page, messages.verifyCode).fill(code);
    await page.getByRole('button', { name: messages.resetNow }).click();
    await page.waitForURL(`${baseURL}/member_login`);
    await page.getByRole('status').filter({ hasText: serverMessages.passwordSet }).waitFor();

    page.on('dialog', (d) => void d.accept());
    await field(page, messages.emailOrMobileNumber).fill(m.email);
    await field(page, accountTexts.password).fill(m.password);
    await page.getByRole('button', { name: messages.login, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: messages.wrongPassword }).waitFor();

    await loginMemberInBrowser(page, baseURL, m.mobile, newPassword);
    await page.getByText(`${m.firstName} ${m.lastName}`).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('logs out by itself when the stored token has expired', async () => {
    const m = uniqueMember('Expiry');
    await registerMember(baseURL, dataDir, m);
    // A visit finds a signed-in member's token stored, but with an `exp` in the past (the browser only
    // reads it; the server would refuse it anyway). Stored before the visit, in a fresh context: a tab
    // still showing the profile would log itself out as soon as it read the changed token.
    const [h, p, sig] = (await memberToken(baseURL, m)).split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as { exp: number };
    payload.exp = Math.floor(Date.now() / 1000) - 60;
    const expired = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${sig}`;
    const later = await browser().newContext({
      viewport: DESKTOP,
      storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: TOKEN_KEYS.member, value: expired }] }] },
    });
    const visit = await later.newPage();
    await visit.goto(`${baseURL}/member_profile`);
    await visit.waitForURL(`${baseURL}/member_login`);
    await visit.getByRole('status').filter({ hasText: messages.memberLoggedOut }).waitFor();
    await visit.locator('header').getByRole('link', { name: messages.login }).waitFor();
    expect(await visit.evaluate((key) => localStorage.getItem(key), TOKEN_KEYS.member)).toBeNull();
    await later.close();
  });
});

describe('top bar', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`links the shop's pages from the Contact Us record in new tabs (${label})`, async () => {
      const page = await browser().newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(`${baseURL}/`);
      const shops = page.getByRole('navigation', { name: 'Our shops' });
      for (const name of ['Lazada', 'Shopee', 'Facebook', 'LINE', 'TikTok']) {
        const link = shops.getByRole('link', { name: `${name} (opens in a new tab)` });
        await link.waitFor();
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
        expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      }
      const contact = page.locator('header').getByRole('link', { name: messages.contactUs });
      expect(await contact.getAttribute('href')).toBe('/contact');
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('header > div')!).backgroundColor)).toBe('rgb(64, 64, 64)');
      // Nothing in the strip spills off a phone's screen.
      const box = await page.locator('header > div').first().boundingBox();
      const right = await page.locator('header > div').first().evaluate((el) => Math.max(...[...el.querySelectorAll('a,button')].map((a) => a.getBoundingClientRect().right)));
      expect(right).toBeLessThanOrEqual(viewport.width);
      expect(box!.height).toBeLessThan(70);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
