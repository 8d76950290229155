import { Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drawnParts, lazyWithTimeout, loadParts, startDrawingParts, whenPartsDrawn } from './lazyWithTimeout';

/** A lazy part whose code arrives when the test says so; `loads` counts the times it was asked for. */
function partWithCode(name: string, Code: () => React.ReactNode) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const counter = { loads: 0 };
  const Part = lazyWithTimeout(
    () => {
      counter.loads++;
      return arrived.then(() => ({ default: Code }));
    },
    { name },
  );
  return { Part, arrive, counter };
}

describe('lazyWithTimeout parts on a server-drawn page', () => {
  it('notes the named parts a drawing holds, and refuses an unnamed one', () => {
    const { Part } = partWithCode('Noted', () => <p>noted</p>);
    startDrawingParts();
    renderToString(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    expect(drawnParts()).toEqual(['Noted']);
    // Outside a drawing nothing is noted.
    renderToString(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    expect(drawnParts()).toEqual([]);

    const Unnamed = lazyWithTimeout(() => Promise.resolve({ default: () => <p>x</p> }));
    startDrawingParts();
    expect(() => renderToString(<Unnamed />)).toThrow(/needs a name/);
    drawnParts();
  });

  /**
   * React hydrates a page's Suspense boundaries after its first commit (where src/main.tsx marks the
   * page started); a tap on one before then hydrates it on the spot, if its code is there. A drawn
   * page's parts come in Suspense (the page's route, a colour's price and sample buttons).
   */
  async function hydrateAndTap(withLoadParts: boolean) {
    const taps: string[] = [];
    const Button = () => (
      <button type="button" onClick={() => taps.push('sample')}>
        Request a sample
      </button>
    );
    // An enclosing part whose code holds another named part: known only once the first has loaded.
    const inner = partWithCode(`InnerButton${withLoadParts}`, Button);
    const outer = partWithCode(`OuterCard${withLoadParts}`, () => (
      <Suspense fallback={null}>
        <inner.Part />
      </Suspense>
    ));
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <main>
        <Suspense fallback={null}>
          <Suspense fallback={null}>
            <Button />
          </Suspense>
        </Suspense>
      </main>,
    );
    document.body.appendChild(container);
    if (withLoadParts) {
      const loading = loadParts([`OuterCard${withLoadParts}`, `InnerButton${withLoadParts}`, 'NotInThisApp']);
      outer.arrive();
      await Promise.resolve();
      inner.arrive();
      await loading;
      expect([outer.counter.loads, inner.counter.loads]).toEqual([1, 1]);
    }
    let started!: () => void;
    const start = new Promise<void>((resolve) => (started = resolve));
    function Page() {
      useEffect(started, []);
      return (
        <main>
          <Suspense fallback={null}>
            <outer.Part />
          </Suspense>
        </main>
      );
    }
    const mismatches: unknown[] = [];
    const root = hydrateRoot(container, <Page />, { onRecoverableError: (e) => void mismatches.push(e) });
    await start;
    container.querySelector('button')!.click();
    expect(mismatches).toEqual([]);
    root.unmount();
    container.remove();
    return { taps, loads: [outer.counter.loads, inner.counter.loads] };
  }

  describe('hydrating (no act: React schedules the work, as in a browser)', () => {
    let actEnvironment: unknown;
    beforeEach(() => {
      actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false;
    });
    afterEach(() => {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    });

    it('a part whose code has not arrived is deaf to a tap as the page starts (why loadParts exists)', async () => {
      const { taps } = await hydrateAndTap(false);
      expect(taps).toEqual([]);
    });

    it('whenPartsDrawn answers once React has hydrated the parts in Suspense, after the first commit: a value typed then is heard', async () => {
      const heard: string[] = [];
      const Field = () => <input aria-label="Colour" defaultValue="" onChange={(e) => heard.push(e.target.value)} />;
      const part = partWithCode('ColourField', Field);
      const container = document.createElement('div');
      container.innerHTML = renderToString(
        <Suspense fallback={null}>
          <Field />
        </Suspense>,
      );
      document.body.appendChild(container);
      const loading = loadParts(['ColourField']);
      part.arrive();
      await loading;
      let drawnAtFirstCommit: boolean | undefined;
      let committed!: () => void;
      const firstCommit = new Promise<void>((resolve) => (committed = resolve));
      let drawn = false;
      const parts = whenPartsDrawn(['ColourField', 'NotInThisApp']).then(() => (drawn = true));
      function Page() {
        useEffect(() => {
          drawnAtFirstCommit = drawn;
          committed();
        }, []);
        return (
          <Suspense fallback={null}>
            <part.Part />
          </Suspense>
        );
      }
      const root = hydrateRoot(container, <Page />);
      await firstCommit;
      await parts;
      expect(drawnAtFirstCommit).toBe(false);
      const input = container.querySelector('input')!;
      // As a browser types: the value set natively, then the input event.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'red');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      expect(heard).toEqual(['red']);
      root.unmount();
      container.remove();
    });

    it('after loadParts (the parts and the parts inside them, each asked for once), the same tap is answered', async () => {
      const { taps, loads } = await hydrateAndTap(true);
      expect(taps).toEqual(['sample']);
      // Hydrating asked for nothing more.
      expect(loads).toEqual([1, 1]);
    });
  });
});
