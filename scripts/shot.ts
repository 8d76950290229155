/** Dev aid: `tsx scripts/shot.ts URL out.png [phone|desktop] [adminToken]` — a screenshot to look at. */
import { DESKTOP, launchChromium, PHONE } from '../tests/helpers/browser.js';

const [url, out, size = 'desktop', token] = process.argv.slice(2);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: size === 'phone' ? PHONE : DESKTOP });
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
if (token) {
  await page.goto(new URL('/favicon.svg', url).href);
  await page.evaluate((t) => localStorage.setItem('selvedge-admin-token', t), token);
}
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
