import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Sku } from '../../src/contract/productSku.js';
import { navSearchTexts } from '../../src/store/search/navSearchTexts.js';
import { searchTexts } from '../../src/store/search/searchTexts.js';
import { DESKTOP, e2eServer, PHONE, useBrowser } from '../helpers/browser.js';
import { apiCall, openPage, type Viewport } from '../helpers/storefront.js';

/**
 * The storefront search as a visitor uses it (issue 18 §1): the navbar's box (behind an icon on a
 * phone), the results page, and a colour found opening on its fabric's page.
 */
const { baseURL } = e2eServer();
const browser = useBrowser();
const OXFORD = 'CT-OXF-120';
let colours: Sku[];
beforeAll(async () => {
  colours = await apiCall<Sku[]>(baseURL, '/product_sku/get_product_sku_data_by_parents_sku_actived', { parentsSku: OXFORD, isActived: true });
  expect(colours.length).toBeGreaterThan(1);
});

/** Types a query in the navbar and sends it with Enter, as a visitor does (on a phone, the icon opens the box first). */
async function searchFromNavbar(page: Page, viewport: Viewport, q: string) {
  if (viewport === PHONE) {
    const open = page.getByRole('button', { name: navSearchTexts.open });
    await open.click();
    await expect.poll(() => open.getAttribute('aria-expanded')).toBe('true');
  }
  const box = page.getByRole('searchbox', { name: navSearchTexts.label });
  await box.fill(q);
  await box.press('Enter');
}

describe.each([
  ['phone', PHONE, 'ct oxf 120', 0],
  ['desktop', DESKTOP, 'oxford', 1],
] as Array<[string, Viewport, string, number]>)('storefront search on a %s', (_, viewport, q, pick) => {
  it(`"${q}" from the navbar → results → the fabric's colour, opened`, async () => {
    const { context, page, errors } = await openPage(browser(), viewport);
    await page.goto(`${baseURL}/`);
    await searchFromNavbar(page, viewport, q);
    await page.waitForURL(`${baseURL}/search?q=${encodeURIComponent(q)}`);
    await page.getByRole('heading', { level: 1, name: searchTexts.title(q) }).waitFor();
    await expect.poll(() => page.title()).toBe(`${searchTexts.title(q)} | Selvedge`);
    await page.getByRole('status').filter({ hasText: /result/ }).waitFor();

    // The fabric first (its code typed any way, or a word of its name), its colours among the colours.
    const fabrics = page.getByRole('region', { name: searchTexts.fabrics });
    await expect.poll(() => fabrics.getByRole('link').first().textContent()).toContain(OXFORD);
    const found = page.getByRole('region', { name: searchTexts.colours }).getByRole('link', { name: new RegExp(`^${colours[pick].sku} `) });
    await found.click();

    const colour = colours[pick];
    await page.waitForURL(`${baseURL}/sub_product/${OXFORD}?sku=${encodeURIComponent(colour.sku)}`);
    const lightbox = page.getByRole('dialog', { name: 'Lightbox' });
    await lightbox.getByRole('img', { name: `${colour.name} (${colour.sku})` }).first().waitFor();
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    const card = page.getByRole('button', { name: `${colour.sku} ${colour.name}` });
    await expect.poll(() => card.getAttribute('aria-current')).toBe('true');
    await card.waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
