import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ParentSkuDetail, ParentSkuRow } from '../../src/contract/productSkuAdmin.js';
import { colourTexts } from '../../src/store/colour/colourTexts.js';
import { navSearchTexts } from '../../src/store/search/navSearchTexts.js';
import { searchTexts } from '../../src/store/search/searchTexts.js';
import { countRequests, e2eServer, PHONE, signedInAdminToken, useBrowser, whenQuiet } from '../helpers/browser.js';
import { apiCall, openPage } from '../helpers/storefront.js';

/**
 * Issue 18's "Done means", tried as a visitor on a phone (390×844): from the navbar's search box, a
 * Thai word, an English trade word and its Thai name, a code typed any way, and a word with one typo
 * each list the right fabric first, and one tap opens it; from the colour chooser, a colour chosen
 * lists the nearest colour first, and one tap opens its fabric. The last part of it — a sample request
 * reaching the back-office with its SKUs — is tests/e2e/sample-request.test.ts.
 *
 * The demo catalogue names its fabrics in English; the shop names one in Thai for this journey (as an
 * admin would, through the parent SKU edit call) with no spaces between its words, and puts the
 * English name back after.
 */
const { baseURL } = e2eServer();
const browser = useBrowser();

const THAI_PARENT = 'LN-CTN-205';
const THAI_NAME = 'ผ้าลินินผสมฝ้าย 205';
let restore: (() => Promise<void>) | undefined;

/** The admin's edit of a parent SKU's name (a multipart form, as the back-office sends it): answers the undo. */
async function renameParent(parentsSku: string, name: string): Promise<() => Promise<void>> {
  const token = await signedInAdminToken(baseURL);
  const [row] = await apiCall<ParentSkuRow[]>(baseURL, '/product_sku/get_product_parents_sku_data_all', { keyword: parentsSku }, { token });
  expect(row.parentsSku).toBe(parentsSku);
  const headers = { authorization: `Bearer ${token}` };
  const save = async (newName: string) => {
    const got = await fetch(`${baseURL}/api/product_sku/get_product_parents_sku_data_by_id/${row._id}`, { headers });
    const detail = ((await got.json()) as { result: ParentSkuDetail }).result;
    const form = new FormData();
    for (const key of ['parentsSku', 'composition', 'construction', 'density', 'weaving', 'width', 'discription', 'productType', 'categoryId'] as const) form.set(key, detail[key] ?? '');
    form.set('name', newName);
    form.set('isActived', String(detail.isActived));
    if (detail.version) form.set('version', String(detail.version));
    const xsrf = 'find-any-fabric';
    const r = await fetch(`${baseURL}/api/product_sku/update_product_parents_sku_by_id/${row._id}`, {
      method: 'POST',
      headers: { ...headers, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      body: form,
    });
    expect(r.status, await r.clone().text()).toBe(200);
    return detail.name;
  };
  const before = await save(name);
  return async () => void (await save(before));
}

beforeAll(async () => {
  restore = await renameParent(THAI_PARENT, THAI_NAME);
});
afterAll(async () => {
  await restore?.();
});

/**
 * Sends `q` from the navbar's box (behind its icon on a phone; the row it opens stays open from page to
 * page until the icon is tapped again) and waits for the results the page shows for `q`: the results page
 * keeps the previous query's list and count while the new answer loads (under the new heading), so the
 * page must also be at rest, its answer in (`whenQuiet`; the context counts its calls).
 */
async function search(page: Page, q: string) {
  const open = page.getByRole('button', { name: navSearchTexts.open });
  if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
  await expect.poll(() => open.getAttribute('aria-expanded')).toBe('true');
  const box = page.getByRole('searchbox', { name: navSearchTexts.label });
  await box.fill(q);
  await box.press('Enter');
  await page.waitForURL(`${baseURL}/search?q=${encodeURIComponent(q)}`);
  await page.getByRole('heading', { level: 1, name: searchTexts.title(q) }).waitFor();
  await page.getByRole('status').filter({ hasText: /\d+ results?/ }).waitFor();
  await whenQuiet(page);
}

/** The fabrics listed, best first, as their links show them ("CODE name"). */
const fabricsListed = (page: Page) =>
  page
    .getByRole('region', { name: searchTexts.fabrics })
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => (a as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));

/** Taps the first fabric listed and waits for its page. */
async function openFirstFabric(page: Page, parentsSku: string) {
  await page.getByRole('region', { name: searchTexts.fabrics }).getByRole('link').first().click();
  await page.waitForURL(`${baseURL}/sub_product/${parentsSku}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('find any fabric on a phone (issue 18, "Done means")', () => {
  it('a Thai word, an English trade word and its Thai name, a code typed any way and one typo each list the right fabric first, one tap away', async () => {
    const { context, page, errors } = await openPage(browser(), PHONE);
    await countRequests(context);
    await page.goto(`${baseURL}/`);

    // A Thai word inside a Thai name written without spaces ("ผ้า|ลินิน|ผสม|ฝ้าย").
    await search(page, 'ลินิน');
    const linens = await fabricsListed(page);
    expect(linens[0]).toContain(`${THAI_PARENT} ${THAI_NAME}`);
    // …and the English-named linens, through the trade word list; no other fabric.
    expect(linens.length).toBeGreaterThan(1);
    for (const f of linens) expect(f).toMatch(/^LN-/);
    await openFirstFabric(page, THAI_PARENT);

    // An English trade word and its Thai name find the same fabrics: every denim, and only those.
    await search(page, 'denim');
    const denims = await fabricsListed(page);
    expect(denims.length).toBeGreaterThan(1);
    for (const f of denims) expect(f).toMatch(/^DN-.* Denim /);
    await search(page, 'ยีนส์');
    expect(await fabricsListed(page)).toEqual(denims);
    await openFirstFabric(page, denims[0].split(' ')[0]);

    // A code typed any way: lower case run together, or spaced out.
    for (const q of ['cv10oz401', 'CV 10OZ 401']) {
      await search(page, q);
      expect((await fabricsListed(page))[0]).toMatch(/^CV-10OZ-401 /);
    }
    await openFirstFabric(page, 'CV-10OZ-401');
    // A colour's own code, typed any way, lists that colour first.
    await search(page, 'cv 10oz 401 red');
    await page.getByRole('region', { name: searchTexts.colours }).getByRole('link').first().filter({ hasText: /^CV-10OZ-401-RED/ }).waitFor();

    // One typo in a word of five letters: "linin" lists the linens, the Thai-named one first.
    await search(page, 'linin');
    const typo = await fabricsListed(page);
    expect(typo[0]).toContain(THAI_PARENT);
    for (const f of typo) expect(f).toMatch(/^LN-/);
    await openFirstFabric(page, THAI_PARENT);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a colour chosen in the colour chooser lists the nearest colour first, and one tap opens its fabric', async () => {
    const { context, page, errors } = await openPage(browser(), PHONE);
    await page.goto(`${baseURL}/search`);
    const chooser = page.getByRole('region', { name: colourTexts.chooseTitle });
    await chooser.waitFor();
    // The demo's Mustard swatch (#c9962b), measured from its photo after start-up.
    await page.getByLabel(colourTexts.colourInput, { exact: true }).fill('#c9962b');
    // The status names the colour at once and adds the count once its list has come.
    await chooser.getByRole('status').filter({ hasText: `${colourTexts.chosen('C9962B')} · ` }).waitFor();
    const first = chooser.getByRole('list').getByRole('link').first();
    expect(await first.textContent()).toMatch(/^[A-Z0-9-]+-MST\s*Mustard/);
    const href = (await first.getAttribute('href'))!;
    expect(href).toMatch(/^\/sub_product\/[A-Z0-9-]+\?sku=[A-Z0-9-]+-MST$/);
    await first.click();
    await page.waitForURL(`${baseURL}${href}`);
    const sku = new URL(page.url()).searchParams.get('sku')!;
    await page.getByRole('dialog', { name: 'Lightbox' }).getByRole('img', { name: `Mustard (${sku})` }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
