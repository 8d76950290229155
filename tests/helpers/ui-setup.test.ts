import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

/** ui-setup.ts's errors of a query that finds nothing: only the message while a wait still tries, the page when it gives up. */
describe('UI tests: a query that finds nothing', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('prints the page once a wait gives up, not on each try', async () => {
    document.body.innerHTML = '<main><p>Cotton poplin</p></main>';
    const tries: string[] = [];
    const gaveUp = await waitFor(
      () => {
        try {
          return screen.getByText('Linen');
        } catch (error) {
          tries.push((error as Error).message);
          throw error;
        }
      },
      // A ceiling for what never comes: the test is about what the wait says when it gives up.
      { timeout: 200 },
    ).catch((error: Error) => error);
    expect(tries.length).toBeGreaterThan(0);
    for (const message of tries) expect(message).not.toContain('Cotton poplin');
    expect(gaveUp).toBeInstanceOf(Error);
    expect((gaveUp as Error).message).toContain('Unable to find an element with the text: Linen');
    expect((gaveUp as Error).message).toContain('Cotton poplin');
  });

  it('prints the page when a query fails outside a wait', () => {
    document.body.innerHTML = '<main><p>Cotton poplin</p></main>';
    expect(() => screen.getByText('Linen')).toThrow(/Cotton poplin/);
  });
});

/** ui-reset.ts: what one UI file leaves in the worker's window, the next does not find. */
describe('UI tests: each file starts afresh', () => {
  it('clears stored data, cookies, the address, the title and the attributes of <html> and <body>, keeping Emotion\'s styles', async () => {
    const { startAfresh } = await import('./ui-reset.js');
    localStorage.setItem('selvedge.lang', 'th');
    sessionStorage.setItem('basket', '[1]');
    document.cookie = 'member=1; path=/';
    window.history.replaceState(null, '', '/search?q=linen');
    document.title = 'Linen | Selvedge';
    document.documentElement.setAttribute('lang', 'th');
    document.body.setAttribute('style', 'overflow: hidden;');
    document.body.innerHTML = '<div role="dialog">left open</div>';
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.name = 'robots';
    const emotion = document.head.appendChild(document.createElement('style'));
    emotion.setAttribute('data-emotion', 'css');

    startAfresh();

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/');
    expect(document.title).toBe('');
    expect(document.documentElement.attributes).toHaveLength(0);
    expect(document.body.attributes).toHaveLength(0);
    expect(document.body.childNodes).toHaveLength(0);
    expect(meta.isConnected).toBe(false);
    expect(emotion.isConnected).toBe(true);
    emotion.remove();
  });
});
