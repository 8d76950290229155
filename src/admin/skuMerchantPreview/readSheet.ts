import type { SheetPreview } from './preview';

/** Reads a chosen workbook into a preview; `signal` abandons it (another file was chosen, or the screen closed). */
export type SheetReader = (file: File, signal: AbortSignal) => Promise<SheetPreview>;

/** The screen's reader: one Web Worker per file (parse.worker.ts), ended as soon as it answers or is abandoned. */
export const readInWorker: SheetReader = (file, signal) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
    const end = () => {
      worker.terminate();
      signal.removeEventListener('abort', abort);
    };
    const abort = () => {
      end();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal.addEventListener('abort', abort);
    worker.onmessage = (event: MessageEvent<{ preview?: SheetPreview; error?: string }>) => {
      end();
      if (event.data.preview) resolve(event.data.preview);
      else reject(new Error(event.data.error ?? 'unreadable'));
    };
    worker.onerror = (event) => {
      end();
      reject(new Error(event.message || 'unreadable'));
    };
    worker.postMessage(file);
  });
