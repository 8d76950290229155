import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { labelControls, lookups, selectorKeys } from './jsdom-styles';
import member from '../../src/admin/member/index';
import type { MemberRecord } from '../../src/admin/member/calls';
import { memoryCalls, renderResource } from '../../src/admin/common/testing';
import { setupUser } from './user';

/** Every element's cascaded style, by jsdom's own lookup and by the indexed one, each worked out afresh. */
function bothLookups() {
  const documentImpl = lookups.implOf(document)!;
  const differing: string[] = [];
  let compared = 0;
  for (const element of Array.from(document.querySelectorAll('*'))) {
    const elementImpl = lookups.implOf(element);
    documentImpl._styleCache = null;
    const jsdom = lookups.jsdom(elementImpl).cssText;
    documentImpl._styleCache = null;
    const indexed = lookups.indexed(elementImpl).cssText;
    compared++;
    if (jsdom !== indexed) differing.push(`${element.tagName}.${element.getAttribute('class')}: ${jsdom} ≠ ${indexed}`);
  }
  return { compared, differing };
}

describe('the UI tests’ computed styles (tests/helpers/jsdom-styles.ts)', () => {
  it('keys a rule by the class, id or tag its rightmost compound needs, and keeps for all what it cannot tell', () => {
    expect(selectorKeys('.css-1abc-MuiButton-root')).toEqual(['.css-1abc-MuiButton-root']);
    expect(selectorKeys('.a .b > span.c:hover::after')).toEqual(['.c']);
    expect(selectorKeys('h1, #main, ul li')).toEqual(['h1', '#main', 'li']);
    expect(selectorKeys('.MuiInput-root:not(.Mui-disabled, .x .y)')).toEqual(['.MuiInput-root']);
    expect(selectorKeys('[hidden]')).toBeNull();
    expect(selectorKeys('*')).toBeNull();
    expect(selectorKeys('.a, :focus-visible')).toBeNull();
    expect(selectorKeys('a[href="x y"]')).toBeNull();
  });

  it('gives every element of a plain page the style jsdom gives it', () => {
    render(
      <div>
        <style>{'p { color: red } .x { display: none } #y { visibility: hidden } div > .z, em { color: blue !important } @media screen { .x { display: block } } @media print { p { color: green } } [data-a] { opacity: 0.5 }'}</style>
        <p className="x" style={{ margin: 0 }}>
          one <em>two</em>
        </p>
        <span id="y" className="z" data-a="1">
          three
        </span>
        <button hidden>four</button>
      </div>,
    );
    const { compared, differing } = bothLookups();
    expect(compared).toBeGreaterThan(5);
    expect(differing).toEqual([]);
    expect(getComputedStyle(screen.getByText('three')).visibility).toBe('hidden');
    expect(getComputedStyle(screen.getByText(/one/)).display).toBe('block');
  });

  it('gives every element of a back-office screen with an open dialog the style jsdom gives it', async () => {
    const user = setupUser();
    renderResource(member, memoryCalls<MemberRecord>([]));
    await user.click(await screen.findByRole('button', { name: /new member/i }));
    await screen.findByRole('dialog');
    const { compared, differing } = bothLookups();
    expect(compared).toBeGreaterThan(200);
    expect(differing).toEqual([]);
  });

  it('finds the control of every label as jsdom does: by its for, inside it, none, or not labelable', async () => {
    render(
      <div>
        <label htmlFor="by-for">By for</label>
        <input id="by-for" />
        <label>
          Inside <select />
        </label>
        <label htmlFor="missing">Missing</label>
        <label htmlFor="a-div">A div</label>
        <div id="a-div" />
        <label htmlFor="">Empty for</label>
      </div>,
    );
    const user = setupUser();
    renderResource(member, memoryCalls<MemberRecord>([]));
    await user.click(await screen.findByRole('button', { name: /new member/i }));
    await screen.findByRole('dialog');
    const labels = Array.from(document.querySelectorAll('label'));
    expect(labels.length).toBeGreaterThan(10);
    const found = labels.map((label) => labelControls.fast(label));
    expect(found).toEqual(labels.map((label) => labelControls.jsdom(label)));
    expect(found.filter(Boolean).length).toBeGreaterThan(8);
    expect(found.filter((control) => control === null).length).toBe(3);
  });
});
