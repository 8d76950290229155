import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { messages } from '../../src/messages.js';
import { adminPaths, memberPaths, publicPaths } from '../../src/routes.js';
import { DESKTOP, launchChromium } from '../helpers/browser.js';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const concrete = (p: string) => p.replace(':type', 'CATEGORY').replace(':categoryId', 'COTTON').replace(':blogId', 'x').replace(':parentsSku', 'X');

describe('every route, logged out', () => {
  it('lands each public route on its page, never the not-found page', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    for (const path of publicPaths) {
      await page.goto(baseURL + concrete(path));
      await page.locator('h1').first().waitFor();
      expect(await page.getByText(messages.pageNotFound).count(), path).toBe(0);
      expect(new URL(page.url()).pathname, path).toBe(concrete(path));
    }
    await page.close();
  });

  it('sends member-only routes to /member_login and admin routes to /admin_login', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    for (const path of memberPaths) {
      await page.goto(baseURL + path);
      await page.waitForURL(`${baseURL}/member_login`);
    }
    for (const path of adminPaths) {
      await page.goto(baseURL + path);
      await page.waitForURL(`${baseURL}/admin_login`);
      await page.getByRole('button', { name: messages.login }).waitFor();
    }
    await page.close();
  });

  it('shows Page Not Found 404 for an unknown path', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${baseURL}/no/such/page`);
    await page.getByRole('heading', { name: messages.pageNotFound }).waitFor();
    await page.close();
  });

  it('never downloads the back-office on the home page', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const scripts: string[] = [];
    page.on('response', (r) => r.url().endsWith('.js') && scripts.push(r.url()));
    await page.goto(baseURL + '/', { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /AdminApp/.test(s))).toEqual([]);
    await page.close();
  });
});
