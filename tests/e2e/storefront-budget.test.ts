import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { measure, totalGzip } from '../../scripts/bundle-size.js';
import { jsOfVisit, launchChromium } from '../helpers/browser.js';

/**
 * Issue 4's budget, in a real Chromium: the JS a phone downloads visiting / (after-load parts
 * included) is at most 150 kB gzip, and none of it is react-admin. A size, not a speed, so it is a
 * test; `npm run bench:storefront` prints the same figure beside the Lighthouse scores.
 */
const JS_BUDGET_KB = 150;
const REACT_ADMIN = /RaLayout|ra\.action\.delete/;
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the JS a visit to / downloads', () => {
  it(`stays within ${JS_BUDGET_KB} kB gzip and holds no react-admin`, async () => {
    const chunks = measure(await jsOfVisit(browser, `${baseURL}/`));
    expect(chunks.length).toBeGreaterThan(0);
    const kB = totalGzip(chunks) / 1024;
    expect(kB, `${kB.toFixed(1)} kB gzip in ${chunks.length} files`).toBeLessThanOrEqual(JS_BUDGET_KB);
    expect(chunks.filter((c) => REACT_ADMIN.test(readFileSync(c.file, 'utf8'))).map((c) => c.file)).toEqual([]);
  });
});
