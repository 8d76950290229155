import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ParentSku, Sku } from '../../src/contract/productSku.js';
import { messages } from '../../src/messages.js';
import { productTexts } from '../../src/store/productTexts.js';
import { fabricIntro, storeTexts } from '../../src/store/texts.js';
import { measure, totalGzip } from '../../scripts/bundle-size.js';
import { DESKTOP, e2eServer, jsOfVisit, PHONE, useBrowser } from '../helpers/browser.js';
import { apiCall, openPage, type Viewport } from '../helpers/storefront.js';

const { baseURL } = e2eServer();
const browser = useBrowser();
let oxford: ParentSku;
let oxfordColours: Sku[];
beforeAll(async () => {
  [oxford] = await apiCall<ParentSku[]>(baseURL, '/product_sku/get_product_parents_sku_data_by_parents_sku', { parentsSku: 'CT-OXF-120' });
  oxfordColours = await apiCall<Sku[]>(baseURL, '/product_sku/get_product_sku_data_by_parents_sku_actived', { parentsSku: 'CT-OXF-120', isActived: true });
});

const lightbox = (page: Page) => page.getByRole('dialog', { name: 'Lightbox' });

/** From a parent SKU's page: the colour grid, the lightbox open and closed, the sell panel open and closed. */
async function checkSubProduct(page: Page) {
  await page.getByRole('heading', { level: 1, name: oxford.name }).waitFor();
  await expect.poll(() => page.title()).toBe(`${oxford.name} (${oxford.parentsSku}) | Selvedge`);
  await page.getByRole('heading', { level: 2, name: productTexts.colourCount(oxfordColours.length) }).waitFor();
  const colourButtons = page.getByRole('button', { name: new RegExp(`^${oxford.parentsSku}-`) });
  expect(await colourButtons.count()).toBe(oxfordColours.length);
  for (const c of oxfordColours) await page.getByRole('button', { name: `${c.sku} ${c.name}` }).waitFor();
  // Product info and the sanitised description.
  await page.getByText(oxford.composition, { exact: true }).waitFor();
  await page.getByText(oxford.weaving, { exact: true }).waitFor();
  expect(await page.locator('main script, main [onerror], main [onclick]').count()).toBe(0);

  // Colour photos: sized, lazy and with the resized copies.
  const img = colourButtons.nth(1).locator('img');
  expect(await img.getAttribute('width')).toBe('600');
  expect(await img.getAttribute('height')).toBe('600');
  expect(await img.getAttribute('loading')).toBe('lazy');
  expect(await img.getAttribute('srcset')).toMatch(/-w400\.webp 400w/);

  // A colour opens in the lightbox, which closes with its Close button.
  const second = oxfordColours[1];
  await colourButtons.nth(1).click();
  await lightbox(page).waitFor();
  await lightbox(page).getByRole('img', { name: `${second.name} (${second.sku})` }).first().waitFor();
  await lightbox(page).getByRole('button', { name: 'Zoom in' }).click();
  await lightbox(page).getByRole('button', { name: 'Close' }).click();
  await lightbox(page).waitFor({ state: 'detached' });

  // The main photo opens it too; Escape closes it.
  await page.getByRole('button', { name: productTexts.openPhoto(oxford.name) }).click();
  await lightbox(page).waitFor();
  await page.keyboard.press('Escape');
  await lightbox(page).waitFor({ state: 'detached' });

  // The sell panel opens and closes, and links to the chat page and both shops in a new tab.
  const buy = page.getByRole('button', { name: productTexts.buy });
  await buy.click();
  const panel = page.getByRole('dialog', { name: productTexts.buy });
  await panel.waitFor();
  for (const [name, host] of [
    [productTexts.chatWithUs, 'line.me'],
    [productTexts.lazadaShop, 'lazada.co.th'],
    [productTexts.shopeeShop, 'shopee.co.th'],
  ]) {
    const link = panel.getByRole('link', { name: new RegExp(name.replace(/[()]/g, '\\$&')) });
    expect(new URL((await link.getAttribute('href'))!).hostname).toContain(host);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  }
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  await expect.poll(() => buy.getAttribute('aria-expanded')).toBe('false');
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as Array<[string, Viewport]>)('storefront browsing on a %s', (_, viewport) => {
  it('home → category → parent SKU → colours → lightbox, in three taps', async () => {
    const { context, page, errors } = await openPage(browser(), viewport);
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { level: 1, name: fabricIntro.heading }).waitFor();
    await page.getByRole('region', { name: storeTexts.slider }).waitFor();
    expect(await page.locator('h1').count()).toBe(1);
    await page.getByRole('heading', { level: 2, name: messages.products }).waitFor();

    await page.getByRole('link', { name: 'Cotton', exact: true }).click(); // tap 1
    await page.waitForURL(`${baseURL}/product/category/COTTON`);
    await page.getByRole('heading', { level: 1, name: 'Cotton' }).waitFor();
    await expect.poll(() => page.title()).toBe('Cotton fabrics | Selvedge');
    await page.getByRole('link', { name: new RegExp(`^${oxford.parentsSku} `) }).click(); // tap 2
    await page.waitForURL(`${baseURL}/sub_product/${oxford.parentsSku}`);
    await checkSubProduct(page); // tap 3 opens a colour

    await page.getByRole('button', { name: messages.back }).click();
    await page.waitForURL(`${baseURL}/product/category/COTTON`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reaches a category and FABRICS from the navbar', async () => {
    const { context, page, errors } = await openPage(browser(), viewport);
    await page.goto(`${baseURL}/about_us`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: storeTexts.mainNavigation });
    const openMenu = async () => {
      if (viewport === PHONE) {
        const menu = nav.getByRole('button', { name: storeTexts.menu });
        await menu.click();
        await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
      }
    };
    await openMenu();
    if (viewport === DESKTOP) {
      const category = nav.getByRole('button', { name: messages.category });
      await category.click();
      await expect.poll(() => category.getAttribute('aria-expanded')).toBe('true');
    }
    await nav.getByRole('link', { name: 'Denim' }).click();
    await page.waitForURL(`${baseURL}/product/CATEGORY/DENIM`);
    await page.getByRole('heading', { level: 1, name: 'Denim' }).waitFor();
    await page.getByRole('link', { name: /^DN-/ }).first().waitFor();

    await openMenu();
    if (viewport === DESKTOP) await nav.getByRole('button', { name: messages.product }).click();
    await nav.getByRole('link', { name: messages.fabrics }).click();
    await page.waitForURL(`${baseURL}/product/PRODUCTTYPE/FABRICS`);
    await page.getByRole('heading', { level: 1, name: messages.fabrics }).waitFor();
    // More than ten fabrics: the list comes after the heading, so wait for the eleventh.
    await page.getByRole('link', { name: /^[A-Z]{2}-/ }).nth(10).waitFor();

    await openMenu();
    await nav.getByRole('link', { name: messages.aboutUs }).click();
    await page.waitForURL(`${baseURL}/about_us`);
    await openMenu();
    await nav.getByRole('link', { name: messages.blog }).click();
    await page.waitForURL(`${baseURL}/blog`);
    await nav.getByRole('link', { name: storeTexts.homeLink }).click();
    await page.waitForURL(`${baseURL}/`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('storefront edge cases', () => {
  it('opens the CATEGORY dropdown from the keyboard and closes it with Escape', async () => {
    const { context, page } = await openPage(browser(), DESKTOP);
    await page.goto(`${baseURL}/`);
    const category = page.getByRole('button', { name: messages.category });
    // The dropdown lists the active categories once they have loaded; focus moves on the next frame.
    await page.locator('[data-nav-link]', { hasText: 'Canvas' }).waitFor({ state: 'attached' });
    await category.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => category.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Canvas');
    await page.keyboard.press('Escape');
    await expect.poll(() => category.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain(messages.category);
    await context.close();
  });
});

/**
 * Issue 4's budget, in a real Chromium: the JS a phone downloads visiting / (after-load parts
 * included) is at most 150 kB gzip, and none of it is react-admin; issue 19: in Thai too (the first
 * page's Thai texts come in a chunk of their own, every other screen's with that screen). A size, not
 * a speed, so it is a test; `npm run bench:storefront` prints the English figure beside the Lighthouse scores.
 */
const JS_BUDGET_KB = 150;
const REACT_ADMIN = /RaLayout|ra\.action\.delete/;

describe.each([
  ['English', '/'],
  ['Thai', '/?lang=th'],
])('the JS a visit to / in %s downloads', (_language, path) => {
  it(`stays within ${JS_BUDGET_KB} kB gzip and holds no react-admin`, async () => {
    const chunks = measure(await jsOfVisit(browser(), `${baseURL}${path}`, inject('distDir')));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.filter((c) => REACT_ADMIN.test(readFileSync(c.file, 'utf8')) || /AdminApp/.test(c.file)).map((c) => c.file)).toEqual([]);
    const kB = totalGzip(chunks) / 1024;
    expect(kB, `${kB.toFixed(1)} kB gzip in ${chunks.length} files`).toBeLessThanOrEqual(JS_BUDGET_KB);
  });
});
