import type { TestApp } from './app.js';

const XSRF = 'browser-client-xsrf';

/** The browser's localStorage, for src/api/tokens.ts (which reads window.localStorage). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, String(v));
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  clear() {
    this.items.clear();
  }
}

/**
 * Points the browser's one HTTP client (src/api/client.ts) at a test app: its `fetch` goes through
 * app.inject (multipart bodies encoded as a browser would), tokens live in an in-memory localStorage,
 * and every unsafe call carries the XSRF cookie and header as the browser's would. Returns the undo.
 */
export function connectBrowserClient(t: TestApp): () => void {
  const saved = { fetch: globalThis.fetch, window: (globalThis as { window?: unknown }).window };
  (globalThis as { window?: unknown }).window = { localStorage: new MemoryStorage() };
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    let payload: Buffer | string | undefined;
    if (init.body instanceof FormData) {
      const encoded = new Request('http://localhost/', { method: 'POST', body: init.body });
      payload = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type')!;
    } else if (typeof init.body === 'string') {
      payload = init.body;
    }
    const unsafe = method !== 'GET' && method !== 'HEAD';
    const res = await t.app.inject({
      method: method as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, ...(unsafe ? { 'x-xsrf-token': XSRF } : {}) },
      cookies: unsafe ? { 'XSRF-TOKEN': XSRF } : {},
      payload,
    });
    const bodyless = res.statusCode === 204 || res.statusCode === 304;
    return new Response(bodyless ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: Object.entries(res.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]])),
    });
  };
  return () => {
    globalThis.fetch = saved.fetch;
    (globalThis as { window?: unknown }).window = saved.window;
  };
}
