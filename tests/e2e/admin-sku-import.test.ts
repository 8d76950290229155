import { buffer } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { workbookBytes, type Cell } from '../../src/admin/skuImport/workbook.js';
import { IMPORT_LAYOUTS, type ImportKind } from '../../src/contract/skuImport.js';
import { messages, skuTexts } from '../../src/messages.js';
import { skuImportTexts as texts } from '../../src/admin/texts.js';
import { productTexts } from '../../src/store/productTexts.js';
import { DESKTOP, e2eServer, PHONE, signedInAdmin, useBrowser } from '../helpers/browser.js';
import { pngBytes } from '../helpers/images.js';
import { openCategoryMenu, openPage } from '../helpers/storefront.js';

/**
 * Issue 9 §3–4 in Chromium, on a phone and a desktop: a shop loads a new category, its parent SKU and
 * three colours from .xlsx files on the three import screens (checked first, then confirmed), uploads
 * their photos by file name, and a visitor follows them from the navbar's CATEGORY menu to the colour
 * grid; switched off, the parent leaves the storefront. A file with one bad row shows that row's
 * problem, offers the list as .xlsx and changes nothing. Codes are per viewport (the server is shared).
 */
const { baseURL } = e2eServer();
const browser = useBrowser();

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const header = (kind: ImportKind) => IMPORT_LAYOUTS[kind].columns.map((c) => c.name);
const sheet = (kind: ImportKind, rows: Cell[][], name: string) => ({ name, mimeType: XLSX_TYPE, buffer: Buffer.from(workbookBytes([header(kind), ...rows])) });
const fileLabel = (kind: ImportKind) => (IMPORT_LAYOUTS[kind].xls ? texts.skuFileLabel : texts.fileLabel(texts.kindNames[kind]));

/** Chooses a file on an import screen, sends it, and answers the dry run's question with Import. */
async function importSheet(page: Page, kind: ImportKind, file: ReturnType<typeof sheet>, expected: { created: number; updated: number; unchanged: number }) {
  await page.getByLabel(fileLabel(kind)).setInputFiles(file);
  // The Choose file button is described by the chosen file's name.
  const shown = await page.getByRole('button', { name: texts.chooseFile }).getAttribute('aria-describedby');
  await expect.poll(() => page.locator(`[id="${shown}"]`).textContent()).toBe(file.name);
  await page.getByRole('button', { name: messages.send }).click();
  const dialog = page.getByRole('dialog', { name: texts.confirmTitle });
  await dialog.getByText(texts.counts(expected), { exact: true }).waitFor();
  await dialog.getByRole('button', { name: texts.confirm }).click();
  await dialog.waitFor({ state: 'hidden' });
  const ok = { category: messages.categoryUploadOk, parents: texts.parentsUploadOk, sku: texts.skuUploadOk }[kind];
  await page.getByText(ok).first().waitFor();
  await page.getByRole('alert').filter({ hasText: texts.resultTitle }).getByText(texts.counts(expected), { exact: true }).waitFor();
}

/** The import history's summary names the last import of the screen's kind. */
async function lastImportIs(page: Page, fileName: string) {
  await page.getByRole('button', { name: new RegExp(texts.historyTitle) }).getByText(new RegExp(`^Last: ${texts.outcomes.imported}, .*, ${fileName.replace('.', '\\.')}$`)).waitFor();
}

// Each journey on one of the two viewports, the file's journeys taking turns so that the file still goes
// through both layouts: a journey in both took twice the time and proved little more.
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('SKU imports (%s)', (size, viewport) => {
  const tag = size === 'phone' ? 'P' : 'D';
  const categoryId = `BATIK-${tag}`;
  const categoryName = `Batik ${size}`;
  const parent = `BT-IMP-${tag}`;
  const colours = [
    [`${parent}-01`, 'Indigo', '00123'],
    [`${parent}-02`, 'Soga brown', '00124'],
    [`${parent}-03`, 'ครามเข้ม', '00125'],
  ] as const;

  it.runIf(size === 'desktop')('imports categories, parents and SKUs from .xlsx, attaches photos by file name, and a visitor follows them to the colour grid', async () => {
    const { context, page, errors } = await openPage(browser(), viewport, { storageState: await signedInAdmin(baseURL) });

    await page.goto(`${baseURL}/admin_product_category_sku`);
    await page.getByRole('heading', { level: 1, name: 'Category SKU' }).waitFor();
    expect(await page.getByRole('button', { name: messages.send }).isDisabled()).toBe(true);
    await importSheet(page, 'category', sheet('category', [[categoryId, categoryName, 'TRUE']], 'categories.xlsx'), { created: 1, updated: 0, unchanged: 0 });
    await page.getByText(categoryName, { exact: true }).first().waitFor();
    await lastImportIs(page, 'categories.xlsx');

    await page.goto(`${baseURL}/admin_product_parents_sku`);
    await page.getByRole('heading', { level: 1, name: 'Product Parents SKU' }).waitFor();
    const parentRow: Cell[] = [parent, `Batik Cap ${size}`, categoryId, 'FABRICS', '100% Cotton', 'Plain', '44"/45"', '<p>Hand-stamped batik</p>', '', 'TRUE'];
    await importSheet(page, 'parents', sheet('parents', [parentRow], 'parents.xlsx'), { created: 1, updated: 0, unchanged: 0 });
    await page.getByRole('searchbox', { name: skuTexts.searchParents }).fill(parent);
    await page.getByRole('button', { name: skuTexts.search }).click();
    await page.getByText('1–1 of 1').waitFor();

    await page.goto(`${baseURL}/admin_product_sku`);
    await page.getByRole('heading', { level: 1, name: 'Admin SKU' }).waitFor();
    const skuRows: Cell[][] = colours.map(([sku, name, article]) => ['', sku, name, article, parent, 40, 120.5, categoryId, 'TRUE']);
    await importSheet(page, 'sku', sheet('sku', skuRows, 'colours.xlsx'), { created: 3, updated: 0, unchanged: 0 });
    await lastImportIs(page, 'colours.xlsx');
    // The same file again changes nothing: the check says so and offers only Close.
    await page.getByLabel(texts.skuFileLabel).setInputFiles(sheet('sku', skuRows, 'colours.xlsx'));
    await page.getByRole('button', { name: messages.send }).click();
    const again = page.getByRole('dialog', { name: texts.confirmTitle });
    await again.getByText(texts.counts({ created: 0, updated: 0, unchanged: 3 }), { exact: true }).waitFor();
    await again.getByText(texts.nothingToDo).waitFor();
    await again.getByRole('button', { name: texts.close }).click();
    await again.waitFor({ state: 'hidden' });

    // Photos by file name: the parent and its three colours; one file names nothing.
    const photos = await Promise.all(
      [parent, ...colours.map(([sku]) => sku), `holiday-${tag}`].map(async (code, i) => ({ name: `${code}.png`, mimeType: 'image/png', buffer: await pngBytes(320, 320, ['#1d3557', '#6b3e26', '#264653', '#2a9d8f', '#e9c46a'][i]) })),
    );
    await page.getByLabel(texts.uploadPhotos).setInputFiles(photos);
    const result = page.getByRole('alert').filter({ hasText: texts.photosDone(4, 5) });
    await result.waitFor({ timeout: 30_000 });
    expect(await result.getByRole('list', { name: texts.photosUnmatched }).getByRole('listitem').allTextContents()).toEqual([`holiday-${tag}.png`]);
    await page.getByRole('searchbox', { name: skuTexts.searchSkus }).fill(parent);
    await page.getByRole('button', { name: skuTexts.search }).click();
    await page.getByText('1–3 of 3').waitFor();
    for (const [sku] of colours) await expect.poll(() => page.getByRole('img', { name: sku, exact: true }).getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{24}/);

    // A visitor: navbar CATEGORY → the new category → its parent SKU → the three colours with their photos.
    const shop = await context.newPage();
    await shop.goto(`${baseURL}/`);
    const nav = await openCategoryMenu(shop, viewport);
    await nav.getByRole('link', { name: categoryName, exact: true }).click();
    await shop.waitForURL(`${baseURL}/product/CATEGORY/${categoryId}`);
    await shop.getByRole('heading', { level: 1, name: categoryName }).waitFor();
    await shop.getByRole('link', { name: new RegExp(`^${parent} `) }).click();
    await shop.waitForURL(`${baseURL}/sub_product/${parent}`);
    await shop.getByRole('heading', { level: 1, name: `Batik Cap ${size}` }).waitFor();
    await shop.getByRole('heading', { level: 2, name: productTexts.colourCount(3) }).waitFor();
    for (const [sku, name] of colours) {
      const colour = shop.getByRole('button', { name: `${sku} ${name}` });
      await colour.waitFor();
      expect(await colour.locator('img').getAttribute('src')).toMatch(/\/uploads\/[0-9a-f]{24}/);
    }

    // Switched off on the Parents SKU screen, the parent leaves its category page.
    await page.goto(`${baseURL}/admin_product_parents_sku`);
    await page.getByRole('searchbox', { name: skuTexts.searchParents }).fill(parent);
    await page.getByRole('button', { name: skuTexts.search }).click();
    await page.getByText('1–1 of 1').waitFor();
    await page.getByRole('switch', { name: skuTexts.switchLabel(parent) }).click();
    await page.getByText(skuTexts.parentStatusOk).first().waitFor();
    await expect.poll(() => page.getByRole('switch', { name: skuTexts.switchLabel(parent) }).isChecked()).toBe(false);
    // It was the category's only fabric: with it off, the category is no longer offered either (an empty
    // category is not, issue 16 §5), so its old link finds no such category.
    const gone = await shop.goto(`${baseURL}/product/CATEGORY/${categoryId}`);
    expect(gone?.status()).toBe(404);
    await shop.getByText(productTexts.unknownCategory, { exact: true }).waitFor();
    expect(await shop.getByRole('link', { name: new RegExp(`^${parent} `) }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.runIf(size === 'phone')('a file with one bad row shows that row’s problem, offers the list as .xlsx, and changes nothing', async () => {
    const { page, context, errors } = await openPage(browser(), viewport, { storageState: await signedInAdmin(baseURL) });
    await page.goto(`${baseURL}/admin_product_sku`);
    await page.getByRole('heading', { level: 1, name: 'Admin SKU' }).waitFor();
    const good = `IMP-BAD-${tag}-1`;
    const bad = sheet(
      'sku',
      [
        ['', good, 'Would be new', '', 'CT-OXF-120', 5, 99, '', ''],
        ['', `IMP-BAD-${tag}-2`, 'Bad stock', '', 'CT-OXF-120', -1, 99, '', ''],
      ],
      'bad-skus.xlsx',
    );
    await page.getByLabel(texts.skuFileLabel).setInputFiles(bad);
    await page.getByRole('button', { name: messages.send }).click();
    await page.getByText(texts.skuUploadFailed).first().waitFor();
    await page.getByText(texts.errorsTitle(1)).waitFor();
    const table = page.getByRole(viewport === PHONE ? 'list' : 'table', { name: texts.errorsCaption });
    await table.getByText(texts.wholeNumber).waitFor();
    if (viewport === DESKTOP) {
      expect(await table.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual(['3', 'stock', '-1', texts.wholeNumber]);
    }
    expect(await page.getByRole('dialog').count()).toBe(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: texts.downloadErrors }).click()]);
    expect(download.suggestedFilename()).toBe('bad-skus-errors.xlsx');
    // Read through the connection (the browser may run in another process: no local path then).
    const book = XLSX.read(await buffer(await download.createReadStream()), { type: 'buffer' });
    expect(XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 })).toEqual([
      [texts.row, texts.column, texts.value, texts.reason],
      [3, 'stock', '-1', texts.wholeNumber],
    ]);

    // Nothing was written: the good row is not there either.
    await page.getByRole('searchbox', { name: skuTexts.searchSkus }).fill(good);
    await page.getByRole('button', { name: skuTexts.search }).click();
    await page.getByRole('cell', { name: messages.noProductSkuData }).waitFor();
    // Chromium logs the refused upload's 422 as a failed resource; nothing else may go wrong.
    expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
    await context.close();
  });
});
