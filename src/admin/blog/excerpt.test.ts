import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('turns HTML into words, with block ends as spaces and entities decoded', () => {
    expect(excerpt('<h2>Start</h2><p>Wash&nbsp;<strong>cold</strong> &amp; dry</p><ul><li>one</li><li>two</li></ul>x<br>y')).toBe('Start Wash cold & dry one two x y');
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const text = excerpt(`<p>${'fabric '.repeat(40)}</p>`, 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text).toMatch(/^fabric( fabric)*…$/);
  });

  it('shows no markup and runs nothing', () => {
    let ran = false;
    (window as unknown as { ranIt: () => void }).ranIt = () => (ran = true);
    expect(excerpt('<img src="x" onerror="ranIt()"><script>ranIt()</script><p>safe</p>')).toBe('safe');
    expect(ran).toBe(false);
  });
});
