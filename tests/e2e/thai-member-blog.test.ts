import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TOKEN_KEYS } from '../../src/api/tokens.js';
import { LOCALE_KEY } from '../../src/i18n/locale.js';
import { accountTextsTh, messagesTh } from '../../src/i18n/th/messages.js';
import { pageTextsTh } from '../../src/i18n/th/pages.js';
import { memberToken, registerMember, uniqueMember } from '../helpers/accountsBrowser.js';
import { DESKTOP, e2eServer, PHONE, useBrowser, watchErrors } from '../helpers/browser.js';

/**
 * Issue 19: the pages no Thai journey walked, read in Thai with nothing in English a person would read
 * (labels, headings, alerts, the names buttons and pictures give): a member's profile (and its failed
 * upload's alert), the blog list and an article, and an article that is not there. Words the shop's
 * own data hold (a member's name, an article's text, tag and type names) are data, not labels: the
 * check leaves out every word of the `result`s the page was answered with.
 */
const { baseURL, dataDir } = e2eServer();
const browser = useBrowser();

/** Latin words a Thai page may show: the brand and the marketplaces and apps (spec.md's), picture formats. */
const NAMES = new Set(['selvedge', 'lazada', 'shopee', 'facebook', 'line', 'tiktok', 'png', 'jpeg', 'webp']);

/**
 * Every word of the data the page was answered with (the `result` of each API answer), lower case, and
 * `answered(path)`: once an answer to a call under that path has been read (a page may show a record
 * before its call answers: the profile shows the member's name from the session at once).
 */
function watchData(page: Page): { words: Set<string>; answered: (path: string) => Promise<void> } {
  const words = new Set<string>();
  const read: string[] = [];
  const waiting: Array<{ path: string; done: () => void }> = [];
  page.on('response', async (r) => {
    const path = new URL(r.url()).pathname;
    if (!path.startsWith('/api/') || !(r.headers()['content-type'] ?? '').includes('json')) return;
    const body = (await r.json().catch(() => null)) as { result?: unknown } | null;
    for (const w of JSON.stringify(body?.result ?? null).match(/[A-Za-z]+/g) ?? []) words.add(w.toLowerCase());
    read.push(path);
    for (const w of waiting) if (path.startsWith(w.path)) w.done();
  });
  const answered = (path: string) => (read.some((p) => p.startsWith(path)) ? Promise.resolve() : new Promise<void>((done) => waiting.push({ path, done })));
  return { words, answered };
}

/** The English words on the page a person reads or hears: its text, title, and the names of its buttons, fields and pictures. */
async function englishOn(page: Page, data: Set<string>): Promise<string[]> {
  const read = await page.evaluate(() => {
    const named = [...document.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder], img[alt]')]
      .filter((e) => e.getClientRects().length > 0 || e.closest('[aria-hidden="true"]') === null)
      .map((e) => [e.getAttribute('aria-label'), e.getAttribute('title'), e.getAttribute('placeholder'), e.getAttribute('alt')].join(' '));
    return [document.title, document.body.innerText, ...named].join('\n');
  });
  const words = read.match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((w) => !NAMES.has(w.toLowerCase()) && !data.has(w.toLowerCase())))];
}

describe('member and blog pages in Thai', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])("on a %s, a member's profile, the blog and an article have no English left", async (_name, viewport) => {
    const m = uniqueMember('ThaiProfile');
    await registerMember(baseURL, dataDir, m);
    const token = await memberToken(baseURL, m);
    const context = await browser().newContext({ viewport });
    await context.addInitScript(([tokenKey, value, localeKey]) => {
      localStorage.setItem(tokenKey, value);
      localStorage.setItem(localeKey, 'th');
      localStorage.setItem('cookieConsent', 'true');
    }, [TOKEN_KEYS.member, token, LOCALE_KEY] as const);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const { words: data, answered } = watchData(page);

    await page.goto(`${baseURL}/member_profile`);
    await page.getByRole('heading', { level: 1, name: accountTextsTh.memberProfile }).waitFor();
    await page.getByText(`${m.firstName} ${m.lastName}`).waitFor();
    await page.getByText(new RegExp(`^${accountTextsTh.memberSince} `)).waitFor();
    // The shell's default title ("Selvedge — ผ้าคุณภาพ Cotton, Linen, …") gives way to the page's.
    await expect.poll(() => page.title()).toBe(`${accountTextsTh.memberProfile} | Selvedge`);
    // The member's own record (their name and email are data, not labels) has answered.
    await answered('/api/member/get_member_data_by_id/');
    expect(await englishOn(page, data), 'member profile').toEqual([]);

    // A file that is no picture: the alert says so in Thai.
    await page.getByRole('button', { name: accountTextsTh.changePicture }).waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await page.getByRole('alert').filter({ hasText: accountTextsTh.uploadPictureFailed }).waitFor();
    expect(await englishOn(page, data), 'member profile, failed upload').toEqual([]);

    await page.goto(`${baseURL}/blog`);
    await page.getByRole('heading', { level: 1, name: pageTextsTh.blogTitle }).waitFor();
    await page.getByRole('tab').first().waitFor();
    const first = page.locator('a[href^="/blogdetail/"]').first();
    await first.waitFor();
    expect(await englishOn(page, data), 'blog list').toEqual([]);

    await first.click();
    await page.waitForURL(/\/blogdetail\//);
    await page.getByText(pageTextsTh.tags, { exact: true }).waitFor();
    await page.getByRole('button', { name: messagesTh.back }).waitFor();
    expect(await englishOn(page, data), 'blog article').toEqual([]);

    await page.goto(`${baseURL}/blogdetail/no-such-article`);
    await page.getByText(pageTextsTh.blogNotFound).waitFor();
    expect(await englishOn(page, data), 'missing article').toEqual([]);

    // The failed upload's answer and the missing article's are the only errors the console saw.
    expect(errors.filter((e) => !/status of (400|404)/.test(e))).toEqual([]);
    await context.close();
  });
});
