import { describe, expect, it } from 'vitest';
import { storeTexts } from '../../src/store/texts.js';
import { countRequests, DESKTOP, e2eServer, PHONE, useBrowser, whenQuiet } from '../helpers/browser.js';
import { openPage } from '../helpers/storefront.js';

const { baseURL } = e2eServer();
const browser = useBrowser();

describe.each([
  ['Accept', storeTexts.accept, 'true', PHONE],
  ['Decline', storeTexts.decline, 'false', DESKTOP],
] as const)('cookie banner: %s', (_, button, stored, viewport) => {
  it(`stores '${stored}' under cookieConsent and stays hidden after a reload`, async () => {
    const { context, page, errors } = await openPage(browser(), viewport, { consent: null });
    await countRequests(context);
    await page.goto(`${baseURL}/`);
    const banner = page.getByRole('region', { name: storeTexts.cookieRegion });
    await banner.getByText(storeTexts.cookieText).waitFor();
    await banner.getByRole('button', { name: button }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe(stored);

    // The banner comes after load in a chunk of its own, as the top bar does: once the top bar's links are
    // in and the page is at rest (no code still coming: whenQuiet), it would be there.
    const afterLoad = async () => {
      await page.getByRole('navigation', { name: 'Our shops' }).getByRole('link').first().waitFor();
      await whenQuiet(page);
    };
    await page.reload();
    await afterLoad();
    expect(await page.getByRole('region', { name: storeTexts.cookieRegion }).count()).toBe(0);
    await page.goto(`${baseURL}/contact`);
    await afterLoad();
    expect(await page.getByRole('region', { name: storeTexts.cookieRegion }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
