import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { whenQuiet } from './browser.js';

type AxeWindow = Window & { axe?: typeof axe };

/**
 * Serious and critical axe findings on the page as it is now, as "rule: selector" lines. Every rule
 * axe runs by default, as @axe-core/playwright's AxeBuilder would; but axe is put into the document
 * once (it stays across the app's own navigations) and run there directly: AxeBuilder injects it
 * again on each scan and assembles the results in a blank page it opens for the purpose, which made a
 * scan take 2–4 s instead of 0.2–0.5 s. A page with frames is left to AxeBuilder, which reaches into them.
 * `within` (a selector) scans that part alone: an open modal dialog, whose page behind is inert and was
 * scanned before it opened.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  let violations: axe.Result[];
  if (page.frames().length > 1) ({ violations } = await (within ? new AxeBuilder({ page }).include(within) : new AxeBuilder({ page })).analyze());
  else {
    if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axe.source);
    ({ violations } = await page.evaluate((sel) => (window as AxeWindow).axe!.run(sel ?? document, { resultTypes: ['violations'] }), within));
  }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

/**
 * Waits until the page has its data and shows it at rest: a heading, no skeleton left, no call of the
 * page's unanswered and no transition running (a button enabled once the data came fades to its
 * colours; axe would read the colours in between). The page's context must count its calls
 * (`countRequests`, before the page loads).
 */
export async function settle(page: Page) {
  await page.locator('h1').first().waitFor();
  await whenQuiet(page, { transitions: true });
}

/**
 * Waits until the element at `selector` has finished appearing: no finite animation or transition is
 * running anywhere on the page (a dialog fades in on its container, an ancestor of the element with
 * the role) and the element and all its ancestors are fully opaque. axe blends colours through a
 * fading ancestor, so scanning earlier reports contrast failures that no one sees.
 */
export async function finishedAppearing(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    if (running.length) return false;
    for (let node: Element | null = el; node; node = node.parentElement) if (getComputedStyle(node).opacity !== '1') return false;
    return true;
  }, selector);
}
