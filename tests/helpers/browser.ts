import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Flags that keep Debian's Chromium quiet on a machine without outside network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** Fails the test on any page error or console error the test did not expect. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** Records the message of every browser dialog (alert, confirm) and answers it, so a test can insist on what it saw. */
export function recordDialogs(page: Page, answer: 'accept' | 'dismiss' = 'dismiss'): string[] {
  const messages: string[] = [];
  page.on('dialog', (d) => {
    messages.push(d.message());
    void (answer === 'accept' ? d.accept() : d.dismiss());
  });
  return messages;
}

/** Signs in through /admin_login as the seeded demo admin and waits for /admin. */
export async function loginAsDemoAdmin(page: Page, baseURL: string): Promise<void> {
  const { DEMO_ADMIN } = await import('../../server/db/seed/foundation.js');
  await page.goto(`${baseURL}/admin_login`);
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseURL}/admin`);
}

/**
 * Every JS file (as a path under dist/) a phone-sized page downloads visiting `url` until the network
 * is idle and the after-load parts (top bar, cookie banner, route hints) have come: what the
 * storefront's 150 kB budget counts.
 */
export async function jsOfVisit(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) files.add(join('dist', path));
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    return [...files];
  } finally {
    await context.close();
  }
}
