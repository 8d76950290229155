/** The back-office's axe scans, shared by tests/e2e/admin-axe-phone.test.ts and admin-axe-desktop.test.ts. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { adminLinks } from '../../src/messages.js';
import { finishedAppearing, seriousViolations, settle } from './axe.js';
import { countRequests, demoAdminState, e2eServer, goInApp, signedInAdminToken, useBrowser, whenQuiet } from './browser.js';
import { apiCall, type Viewport } from './storefront.js';

/**
 * The screens without an add button, and those without a row to edit (on the demo data), as the
 * back-office has them. Every other screen's dialogs are opened and scanned: a screen whose button had
 * not rendered yet would be missing from the scans, so the screens found without one must be these.
 */
const WITHOUT_ADD = [
  '/admin_sub_product_price',
  '/admin_contact_list',
  '/admin_contact_form',
  '/admin_sku_merchant_preview',
  '/admin_product_parents_sku',
  '/admin_product_category_sku',
  '/admin_product_sku',
  '/admin_product_sku_merchant_all',
  '/admin_admins',
  '/admin_activity',
];
const WITHOUT_EDIT = ['/admin_sub_product_price', '/admin_contact_list', '/admin_contact_form', '/admin_sku_merchant_preview', '/admin_admins', '/admin_activity'];

/** Opens a dialog with `opener` (when the screen has one: answers whether it had), scans it at rest, and closes it again. */
async function scanDialog(page: Page, opener: Locator, what: string, found: string[]): Promise<boolean> {
  if (!(await opener.count())) return false;
  await opener.first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await finishedAppearing(page, '[role="dialog"]');
  // Its own lazy parts (the rich-text editor, the history tab) and their calls, in.
  await whenQuiet(page, { transitions: true });
  found.push(...(await seriousViolations(page, '[role="dialog"]')).map((v) => `${what}: ${v}`));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return true;
}

/**
 * axe on the back-office at one viewport: /admin and every screen, and with `dialogs` each screen's add
 * and edit dialogs open. Each viewport is a file of its own (admin-axe-phone/-desktop.test.ts), so two
 * workers share the scans. Call once at the top of the file.
 */
export function adminAxe(name: string, viewport: Viewport, { dialogs }: { dialogs: boolean }): void {
  const { baseURL } = e2eServer();
  const browser = useBrowser({ reducedMotion: 'reduce' });
  // The demo data has no member: one of the file's own, so the Members screen has a row to edit whichever
  // files ran before on this worker's server.
  beforeAll(async () => {
    const stamp = String(Date.now()).slice(-8);
    await apiCall(baseURL, '/member/add_new_admin_member', { firstName: 'Axe', lastName: `Member${stamp}`, email: `axe${stamp}@example.com`, mobile: `09${stamp}` }, { token: await signedInAdminToken(baseURL) });
  });

  describe(`axe on the back-office, ${name}`, () => {
    it(`finds no serious or critical violation on /admin and every admin screen${dialogs ? ', with its add and edit dialogs open' : ''}`, async () => {
      // Reduced motion (useBrowser above): dialogs appear in their final state, so axe reads the colours at rest without waiting for each fade.
      const context = await browser().newContext({ viewport, storageState: await demoAdminState(baseURL) });
      await countRequests(context);
      const page = await context.newPage();
      await page.goto(`${baseURL}/admin`);
      const found: string[] = [];
      const withoutAdd: string[] = [];
      const withoutEdit: string[] = [];
      await settle(page);
      found.push(...(await seriousViolations(page)).map((v) => `/admin: ${v}`));
      for (const [label, path] of adminLinks) {
        // From screen to screen inside the app, as its menu goes: the back-office loads once.
        await goInApp(page, path);
        await page.getByRole('heading', { level: 1, name: label }).waitFor();
        // The screen's code, its calls and the rows they bring, all in (whenQuiet waits for lazy chunks too).
        await settle(page);
        found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
        if (!dialogs) continue;
        const main = page.locator('#main-content, main').first();
        if (!(await scanDialog(page, main.getByRole('button', { name: /^(Add|New) / }), `${path} add dialog`, found))) withoutAdd.push(path);
        if (!(await scanDialog(page, main.getByRole('button', { name: /^Edit / }), `${path} edit dialog`, found))) withoutEdit.push(path);
      }
      expect(found).toEqual([]);
      if (dialogs) expect({ withoutAdd, withoutEdit }).toEqual({ withoutAdd: WITHOUT_ADD, withoutEdit: WITHOUT_EDIT });
      await context.close();
      // A ceiling, not a wait: every screen with its dialogs took 75-90 s on two cores under load, 190 s on a slow day.
    }, 360_000);
  });
}
