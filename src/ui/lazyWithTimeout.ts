import { createElement, lazy, useEffect, type ComponentProps, type ComponentType } from 'react';

/** spec.md §9: a script chunk that has not arrived after this long counts as failed. */
const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('Loading chunk failed');
    this.name = 'ChunkLoadError';
    this.cause = cause;
  }
}

/** Every named part's loader (src/main.tsx loads the ones a server-drawn page holds before hydrating it). */
const loaders = new Map<string, () => Promise<unknown>>();
/** The named parts drawn since startDrawingParts, while the server draws a page; else null. */
let drawing: Set<string> | null = null;

/**
 * React.lazy whose import fails with a ChunkLoadError on a network error or after CHUNK_TIMEOUT_MS.
 *
 * A part that a server-drawn page (server/plugins/spa.ts) can hold needs a `name`, unique in the app:
 * the page names the parts it was drawn with, and the browser loads them before hydrating it. Else
 * React would leave each such part as plain HTML (hydrated once its code arrives) while the rest of the
 * page already counts as started, and a tap on it in between would do nothing. Drawing an unnamed part
 * fails the drawing (the page is then sent as the app shell).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy itself
export function lazyWithTimeout<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, { name = '', timeoutMs = CHUNK_TIMEOUT_MS } = {}) {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const loadOnce = () =>
    (loading ??= new Promise<{ default: T }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
      load().then(
        (m) => {
          clearTimeout(timer);
          resolve((loaded = m));
        },
        (err) => {
          clearTimeout(timer);
          reject(new ChunkLoadError(err));
        },
      );
    }));
  if (name) loaders.set(name, loadOnce);
  // Code already loaded is handed over at once (a thenable that answers when asked), so React renders
  // the part in the same pass instead of suspending on it.
  const Lazy = lazy(() => (loaded ? ({ then: (done: (m: { default: T }) => void) => done(loaded!) } as Promise<{ default: T }>) : loadOnce()));
  function Part(props: ComponentProps<T>) {
    if (drawing) {
      if (!name) throw new Error('a lazy part drawn by the server needs a name (lazyWithTimeout)');
      drawing.add(name);
    }
    useEffect(() => {
      if (name) partDrawn(name);
    }, []);
    return createElement(Lazy, props);
  }
  return Part;
}

/** The named parts the browser has drawn (hydrated or rendered), and what waits for more of them. */
const drawn = new Set<string>();
const waiters = new Set<() => void>();

function partDrawn(name: string) {
  drawn.add(name);
  waiters.forEach((check) => check());
}

/**
 * Answers once the browser has drawn each of the named parts that the app knows (a server-drawn page's:
 * src/main.tsx). React hydrates a part under a Suspense boundary in a pass of its own, after the rest of
 * the page; until then it is plain HTML, and a tap or a typed value on it is lost.
 */
export function whenPartsDrawn(names: readonly string[]): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!names.every((n) => drawn.has(n) || !loaders.has(n))) return;
      waiters.delete(check);
      resolve();
    };
    waiters.add(check);
    check();
  });
}

/** The server starts drawing a page: from now on, the named parts it draws are noted. */
export function startDrawingParts(): void {
  drawing = new Set();
}

/** The named parts drawn since startDrawingParts. */
export function drawnParts(): string[] {
  const names = [...(drawing ?? [])];
  drawing = null;
  return names;
}

/**
 * Loads the named parts (a server-drawn page's), and the named parts inside them, whose loaders are
 * known only once their enclosing part's code has run. Names the app does not know are skipped.
 */
export async function loadParts(names: readonly string[]): Promise<void> {
  const waiting = new Set(names);
  for (;;) {
    const known = [...waiting].filter((n) => loaders.has(n));
    if (!known.length) return;
    known.forEach((n) => waiting.delete(n));
    await Promise.all(known.map((n) => loaders.get(n)!()));
  }
}
