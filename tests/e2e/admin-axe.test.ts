import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminLinks } from '../../src/messages.js';
import { finishedAppearing, seriousViolations, settle } from '../helpers/axe.js';
import { countRequests, demoAdminState, DESKTOP, e2eServer, goInApp, PHONE, useBrowser } from '../helpers/browser.js';

const { baseURL } = e2eServer();
const browser = useBrowser({ reducedMotion: 'reduce' });

/** Opens a dialog with `opener` (when the screen has one), scans it, and closes it again. */
async function scanDialog(page: Page, opener: ReturnType<Page['locator']>, what: string, found: string[]) {
  if (!(await opener.count())) return;
  await opener.first().click();
  const dialog = page.getByRole('dialog');
  try {
    await dialog.waitFor({ timeout: 10_000 });
  } catch {
    found.push(`${what}: the button opened no dialog`);
    return;
  }
  await finishedAppearing(page, '[role="dialog"]');
  found.push(...(await seriousViolations(page, '[role="dialog"]')).map((v) => `${what}: ${v}`));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('axe on the back-office, %s', (_, viewport) => {
  it('finds no serious or critical violation on /admin and every admin screen, with its add and edit dialogs open', async () => {
    // Reduced motion (useBrowser above): dialogs appear in their final state, so axe reads the colours at rest without waiting for each fade.
    const context = await browser().newContext({ viewport, storageState: await demoAdminState(baseURL) });
    await countRequests(context);
    const page = await context.newPage();
    await page.goto(`${baseURL}/admin`);
    const found: string[] = [];
    await settle(page);
    found.push(...(await seriousViolations(page)).map((v) => `/admin: ${v}`));
    for (const [label, path] of adminLinks) {
      // From screen to screen inside the app, as its menu goes: the back-office loads once.
      await goInApp(page, path);
      await page.getByRole('heading', { level: 1, name: label }).waitFor();
      await settle(page);
      found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
      const main = page.locator('#main-content, main').first();
      await scanDialog(page, main.getByRole('button', { name: /^(Add|New) / }), `${path} add dialog`, found);
      await scanDialog(page, main.getByRole('button', { name: /^Edit / }), `${path} edit dialog`, found);
    }
    expect(found).toEqual([]);
    await context.close();
    // A ceiling, not a wait: every screen with its dialogs took 75-90 s on two cores under load.
  }, 240_000);
});
