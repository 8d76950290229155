import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { messages } from '../../src/messages.js';
import { storeTexts } from '../../src/store/texts.js';
import { PHONE, watchErrors } from './browser.js';

export type Viewport = { width: number; height: number };

/**
 * A fresh browser context at `viewport` (a phone one gets touch and mobile metrics). Unless `consent`
 * is null, the cookie choice is stored before any page runs, so the banner does not cover the page.
 * `storageState` starts it with what a browser had stored (e.g. `signedInAdmin`: the demo admin signed in).
 */
export async function openPage(
  browser: Browser,
  viewport: Viewport,
  { consent = 'true' as string | null, storageState = undefined as BrowserContextOptions['storageState'] } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const phone = viewport === PHONE;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, storageState });
  if (consent !== null) await context.addInitScript((v) => window.localStorage.setItem('cookieConsent', v), consent);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** A state-changing call from the test, with the XSRF cookie/header pair (and `token` as the bearer): its status and body. */
export async function apiPost<T = unknown>(baseURL: string, path: string, body: unknown, { token = '' } = {}): Promise<{ status: number; body: T }> {
  const home = await fetch(`${baseURL}/`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(home.headers.get('set-cookie') ?? '')?.[1];
  if (!xsrf) throw new Error('no XSRF cookie from /');
  const r = await fetch(`${baseURL}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': decodeURIComponent(xsrf),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as T };
}

/**
 * Calls the site's API from the test and answers its `result` (state-changing calls go through
 * `apiPost`; `token`, e.g. `signedInAdminToken`, goes as the bearer).
 */
export async function apiCall<T>(baseURL: string, path: string, body?: unknown, { token = '' } = {}): Promise<T> {
  if (body === undefined) {
    const r = await fetch(`${baseURL}/api${path}`);
    if (!r.ok) throw new Error(`${path}: ${r.status}`);
    return ((await r.json()) as { result: T }).result;
  }
  const r = await apiPost<{ result: T }>(baseURL, path, body, { token });
  if (r.status < 200 || r.status > 299) throw new Error(`${path}: ${r.status}`);
  return r.body.result;
}

/**
 * Opens the navbar's CATEGORY list on the current page (the phone menu, or the desktop dropdown once
 * the seeded categories are in it) and returns the navigation.
 */
export async function openCategoryMenu(page: Page, viewport: Viewport) {
  const nav = page.getByRole('navigation', { name: storeTexts.mainNavigation });
  if (viewport === PHONE) {
    const menu = nav.getByRole('button', { name: storeTexts.menu });
    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
  } else {
    await page.locator('[data-nav-link]', { hasText: 'Canvas' }).waitFor({ state: 'attached' });
    const category = nav.getByRole('button', { name: messages.category });
    await category.click();
    await expect.poll(() => category.getAttribute('aria-expanded')).toBe('true');
  }
  return nav;
}
