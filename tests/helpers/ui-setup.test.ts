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
