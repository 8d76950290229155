import { fillPath, type Answer, type Body, type Call, type PathParams } from '../contract/call';
import { getLocale } from '../i18n/locale';
import { clientTexts } from '../messages';
import { clearToken, getToken, type Audience } from './tokens';

/** A failed call: the HTTP status and the server's `{ message }` (or a network message when status is 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiResponse<T> {
  status: number;
  data: T;
}

interface RequestOptions {
  /** Send the bearer token of this audience. */
  auth?: Audience;
  /** JSON body (objects) or multipart (FormData). */
  body?: unknown;
  /** Upload progress 0..100, for multipart bodies (uses XHR, the only API that reports upload progress). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** 'blob' resolves a 2xx answer's body as a Blob (a file download); errors still carry `{ message }`. */
  responseType?: 'json' | 'blob';
}

const BASE = '/api';

/**
 * What carries a request: the browser's fetch, or on the server, while it draws a page's first HTML
 * (src/entry-server.tsx), the server's own routes answering in-process.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setTransport(send: typeof fetch): void {
  transport = send;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

function headersFor(method: string, opts: RequestOptions): Record<string, string> {
  // The person's language, for what the server writes in it (the mails).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': getLocale() };
  if (method !== 'GET') {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  }
  if (opts.body !== undefined && !(opts.body instanceof FormData)) headers['Content-Type'] = 'application/json';
  if (opts.auth) {
    const token = getToken(opts.auth);
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  return headers;
}

/** Listeners told when a call with a given audience's token is refused (401), so the session can end. */
const unauthorizedListeners = new Set<(audience: Audience) => void>();
export function onUnauthorized(listener: (audience: Audience) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function finish<T>(status: number, text: string, opts: RequestOptions): ApiResponse<T> {
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  // The server writes its `message` in the request's language (Accept-Language above).
  if (status >= 200 && status < 300) return { status, data: data as T };
  if (status === 401 && opts.auth) {
    clearToken(opts.auth);
    unauthorizedListeners.forEach((l) => l(opts.auth!));
  }
  const answered = (data as { message?: string } | undefined)?.message;
  const message = typeof answered === 'string' ? answered : clientTexts.requestFailed(status);
  throw new ApiError(status, message, data);
}

function viaXhr<T>(method: string, url: string, opts: RequestOptions): Promise<ApiResponse<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [k, v] of Object.entries(headersFor(method, opts))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(finish<T>(xhr.status, xhr.responseText, opts));
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, clientTexts.networkError));
    xhr.onabort = () => reject(new ApiError(0, clientTexts.aborted));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(opts.body as FormData);
  });
}

/**
 * The one HTTP client: `/api` base, XSRF header from the cookie, bearer token per audience, JSON or
 * multipart bodies. Resolves 2xx answers with their status (spec.md reads 201/208/209 outcomes);
 * rejects everything else with an ApiError carrying the status and the server's message.
 */
async function request<T = unknown>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
  const url = BASE + path;
  if (opts.onProgress && opts.body instanceof FormData) return viaXhr<T>(method, url, opts);
  let response: Response;
  try {
    response = await transport(url, {
      method,
      headers: headersFor(method, opts),
      body: opts.body === undefined ? undefined : opts.body instanceof FormData ? opts.body : JSON.stringify(opts.body),
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch (err) {
    throw new ApiError(0, (err as Error).name === 'AbortError' ? clientTexts.aborted : clientTexts.networkError);
  }
  if (opts.responseType === 'blob' && response.ok) return { status: response.status, data: (await response.blob()) as T };
  return finish<T>(response.status, await response.text(), opts);
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body: body ?? {} }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};

/** What a declared call takes: its path parameters, body, query, and the client's options. */
export type CallInput<C extends Call> = Omit<RequestOptions, 'body'> &
  (keyof PathParams<C> extends never ? { params?: undefined } : { params: PathParams<C> }) &
  (Body<C> extends undefined ? { body?: undefined } : { body: Body<C> }) & { query?: Record<string, string | number | undefined> };

type NeedsInput<C extends Call> = keyof PathParams<C> extends never ? (Body<C> extends undefined ? false : true) : true;

/**
 * Makes a call declared in src/contract/ (its method and path come from the declaration, the token
 * from its guard: an admin call sends the admin's token, a member call the member's; a `self` or
 * public call sends the one named in `auth`, if any).
 */
export function callApi<C extends Call>(declared: C, ...[input]: NeedsInput<C> extends true ? [CallInput<C>] : [CallInput<C>?]): Promise<ApiResponse<Answer<C>>> {
  const { params, body, query, ...opts } = (input ?? {}) as CallInput<Call> & { params?: Record<string, string | number>; body?: unknown };
  const auth = opts.auth ?? (declared.guard === 'admin' ? 'admin' : declared.guard === 'member' ? 'member' : undefined);
  const search = query ? new URLSearchParams(Object.entries(query).filter((e): e is [string, string | number] => e[1] !== undefined).map(([k, v]) => [k, String(v)])).toString() : '';
  const path = fillPath(declared.path, params) + (search ? `?${search}` : '');
  return request<Answer<C>>(declared.method, path, { ...opts, auth, body: body ?? (declared.method === 'POST' ? {} : undefined) });
}

type FormValue = string | number | boolean | Blob | null | undefined;

/** Builds a FormData from fields (skipping undefined and null) and files; an array is sent as repeated fields (a multi-select). */
export function formData(fields: Record<string, FormValue | readonly FormValue[]>): FormData {
  const form = new FormData();
  for (const [k, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === undefined || v === null) continue;
      form.append(k, v instanceof Blob ? v : String(v));
    }
  }
  return form;
}
