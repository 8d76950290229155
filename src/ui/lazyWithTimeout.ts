import { lazy, type ComponentType } from 'react';

/** spec.md §9: a script chunk that has not arrived after this long counts as failed. */
const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('Loading chunk failed');
    this.name = 'ChunkLoadError';
    this.cause = cause;
  }
}

/** React.lazy whose import fails with a ChunkLoadError on a network error or after CHUNK_TIMEOUT_MS. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy itself
export function lazyWithTimeout<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, timeoutMs = CHUNK_TIMEOUT_MS) {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
        load().then(
          (m) => {
            clearTimeout(timer);
            resolve(m);
          },
          (err) => {
            clearTimeout(timer);
            reject(new ChunkLoadError(err));
          },
        );
      }),
  );
}
