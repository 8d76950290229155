import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useMemberSession } from './memberSession';

describe('a signed-out visitor’s server-drawn page', () => {
  it('hydrates without React drawing its member parts again (the browser’s store starts as the server’s “signed out”)', async () => {
    let renders = 0;
    let effectRan!: () => void;
    const committed = new Promise<void>((resolve) => (effectRan = resolve));
    function Who() {
      const session = useMemberSession();
      renders++;
      useEffect(() => effectRan());
      return <p>{session.isLogin ? 'signed in' : 'signed out'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Who />);
    renders = 0;
    const root = hydrateRoot(container, <Who />);
    await committed;
    // React draws a store's reader again in the same turn when the store differs from what the page
    // was drawn with; the next turn of the event loop comes after any such drawing.
    await new Promise((resolve) => setImmediate(resolve));
    expect(container.textContent).toBe('signed out');
    expect(renders).toBe(1);
    root.unmount();
  });
});
