import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ColourHit } from '../../src/contract/colour.js';
import { colourTexts } from '../../src/store/colour/colourTexts.js';
import { seriousViolations } from '../helpers/axe.js';
import { countRequests, DESKTOP, e2eServer, PHONE, useBrowser, whenQuiet } from '../helpers/browser.js';
import { apiCall, openPage } from '../helpers/storefront.js';

/**
 * Shop by colour as a visitor does it (issue 18 §3), against the demo catalogue whose swatch photos the
 * server measured after start-up: a colour chosen on a phone, or tapped on a photo opened from it, lists
 * the nearest fabric; a colour page shows its closest colours. axe finds nothing serious on either.
 */
const { baseURL } = e2eServer();
const browser = useBrowser();

describe('shop by colour', () => {
  it('on a phone: a colour chosen, then a point of a photo tapped, each lists the nearest fabric first', async () => {
    const { context, page, errors } = await openPage(browser(), PHONE);
    await countRequests(context);
    await page.goto(`${baseURL}/search`);
    const section = page.getByRole('region', { name: colourTexts.chooseTitle });
    await section.waitFor();

    // The demo's Red swatch (#b3262e): its colours come first.
    await page.getByLabel(colourTexts.colourInput, { exact: true }).fill('#b3262e');
    await section.getByRole('status').filter({ hasText: `${colourTexts.chosen('B3262E')} · ${colourTexts.nearestFound(12)}` }).waitFor();
    expect(page.url()).toBe(`${baseURL}/search?hex=B3262E`);
    const first = section.getByRole('list').getByRole('link').first();
    expect(await first.textContent()).toMatch(/^[A-Z0-9-]+-RED\s*Red/);

    // A phone photo of bottle-green cloth on a white table, opened (never uploaded) and tapped in its middle.
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ffffff' } })
      .composite([{ input: { create: { width: 400, height: 500, channels: 3, background: '#1f4d3a' } }, left: 100, top: 150 }])
      .png()
      .toBuffer();
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') uploads.push(r.url());
    });
    await page.locator('input[type="file"]').setInputFiles({ name: 'cloth.png', mimeType: 'image/png', buffer: photo });
    const canvas = page.getByRole('button', { name: colourTexts.photoLabel });
    await canvas.click();
    await section.getByRole('status').filter({ hasText: `${colourTexts.chosen('1F4D3A')} · ${colourTexts.nearestFound(12)}` }).waitFor();
    expect(await first.textContent()).toMatch(/-BTG\s*Bottle Green/);
    expect(uploads).toEqual([]);

    // From the keyboard: the arrows move the point (to the white table), Enter picks it.
    await canvas.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowUp');
    await page.keyboard.press('Enter');
    await section.getByRole('status').filter({ hasText: colourTexts.chosen('FFFFFF') }).waitFor();

    await whenQuiet(page, { transitions: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a desktop: a colour page lists its closest colours, each leading to that colour's page", async () => {
    const red = (await apiCall<ColourHit[]>(baseURL, '/search/colour?hex=B3262E&limit=1'))[0];
    const { context, page, errors } = await openPage(browser(), DESKTOP);
    await countRequests(context);
    await page.goto(`${baseURL}${red.url}`);
    // The colour of a link opens in the lightbox first (SubProductPage's ?sku=); closed, the page shows.
    const lightbox = page.getByRole('dialog', { name: 'Lightbox' });
    await lightbox.waitFor();
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    const closest = page.getByRole('region', { name: colourTexts.closestTitle });
    await closest.getByRole('link').first().waitFor();
    const links = closest.getByRole('link');
    expect(await links.count()).toBe(6);
    const codes = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(codes).not.toContain(red.url);
    await whenQuiet(page, { transitions: true });
    expect(await seriousViolations(page)).toEqual([]);
    const target = codes[0]!;
    await links.first().click();
    await page.waitForURL(`${baseURL}${target}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
