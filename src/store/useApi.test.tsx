import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { clearResults, seedResults, useCached } from './useApi';

function Show({ id, k, fetcher, keep }: { id: string; k: string | null; fetcher: () => Promise<string>; keep?: boolean }) {
  const { data, error } = useCached(k, fetcher, { keepPreviousData: keep });
  return <p data-testid={id}>{error ? `error: ${error.message}` : (data ?? 'loading')}</p>;
}

/** A fetcher whose answer the test gives when it chooses. */
function deferred() {
  const calls: Array<{ resolve: (v: string) => void; reject: (e: Error) => void }> = [];
  const fetcher = vi.fn(() => new Promise<string>((resolve, reject) => calls.push({ resolve, reject })));
  return { fetcher, calls };
}

beforeEach(clearResults);

describe('useCached', () => {
  it('asks once for a key that several components show, and gives each the answer', async () => {
    const { fetcher, calls } = deferred();
    render(
      <>
        <Show id="a" k="linen" fetcher={fetcher} />
        <Show id="b" k="linen" fetcher={fetcher} />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('loading');
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => calls[0].resolve('Linen 100'));
    expect(screen.getByTestId('a')).toHaveTextContent('Linen 100');
    expect(screen.getByTestId('b')).toHaveTextContent('Linen 100');
  });

  it('shows a stored answer at once on a later mount, without asking again', async () => {
    const { fetcher, calls } = deferred();
    const first = render(<Show id="a" k="denim" fetcher={fetcher} />);
    await act(async () => calls[0].resolve('Denim 12oz'));
    first.unmount();
    render(<Show id="c" k="denim" fetcher={fetcher} />);
    expect(screen.getByTestId('c')).toHaveTextContent('Denim 12oz');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('says the error, and asks again when the key is shown anew', async () => {
    const { fetcher, calls } = deferred();
    const first = render(<Show id="a" k="canvas" fetcher={fetcher} />);
    await act(async () => calls[0].reject(new Error('Network error')));
    expect(screen.getByTestId('a')).toHaveTextContent('error: Network error');
    first.unmount();
    render(<Show id="a" k="canvas" fetcher={fetcher} />);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await act(async () => calls[1].resolve('Canvas 10'));
    expect(screen.getByTestId('a')).toHaveTextContent('Canvas 10');
  });

  it('keeps the previous key\'s answer on screen while the next loads, only when asked to', async () => {
    const { fetcher, calls } = deferred();
    const view = render(
      <>
        <Show id="kept" k="page-1" fetcher={fetcher} keep />
        <Show id="plain" k="page-1" fetcher={fetcher} />
      </>,
    );
    await act(async () => calls[0].resolve('first page'));
    view.rerender(
      <>
        <Show id="kept" k="page-2" fetcher={fetcher} keep />
        <Show id="plain" k="page-2" fetcher={fetcher} />
      </>,
    );
    expect(screen.getByTestId('kept')).toHaveTextContent('first page');
    expect(screen.getByTestId('plain')).toHaveTextContent('loading');
    await act(async () => calls[1].resolve('second page'));
    expect(screen.getByTestId('kept')).toHaveTextContent('second page');
  });

  it('asks nothing for a null key', () => {
    const { fetcher } = deferred();
    render(<Show id="a" k={null} fetcher={fetcher} />);
    expect(fetcher).not.toHaveBeenCalled();
    expect(screen.getByTestId('a')).toHaveTextContent('loading');
  });
});

describe('a server-drawn page’s answers (seedResults)', () => {
  it('shows the seeded answer on the first render, without asking', () => {
    const { fetcher } = deferred();
    seedResults({ silk: 'Silk 19 momme' });
    render(<Show id="a" k="silk" fetcher={fetcher} />);
    expect(screen.getByTestId('a')).toHaveTextContent('Silk 19 momme');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('hydrates the server’s HTML with the same answer: no mismatch, the drawn nodes kept', async () => {
    const { fetcher } = deferred();
    seedResults({ chiffon: 'Chiffon 30D' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Show id="h" k="chiffon" fetcher={fetcher} />);
    document.body.appendChild(container);
    const drawn = container.firstChild;
    expect(drawn).toHaveTextContent('Chiffon 30D');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Show id="h" k="chiffon" fetcher={fetcher} />, { onRecoverableError: (e) => void mismatches.push(e) });
    });
    expect(mismatches).toEqual([]);
    // The node the server drew is the one on screen: hydrated, not drawn again.
    expect(container.firstChild).toBe(drawn);
    container.remove();
  });
});
