import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical axe findings on the page as it is now, as "rule: selector" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

/** Waits until the page has its data: no skeletons left and the network idle. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root'));
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
