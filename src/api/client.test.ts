import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, onUnauthorized } from './client';
import { imageSrcSet, imageUrl } from './images';
import { getToken, setToken, TOKEN_KEYS } from './tokens';

const fetchMock = vi.fn();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'XSRF-TOKEN=abc123; path=/';
  localStorage.clear();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('api client', () => {
  it('sends JSON to /api with the XSRF header and the admin bearer token', async () => {
    setToken('admin', 'tok');
    fetchMock.mockResolvedValue(reply(201, { message: 'ok', result: 1 }));
    const r = await api.post('/category/x', { a: 1 }, { auth: 'admin' });
    expect(r).toEqual({ status: 201, data: { message: 'ok', result: 1 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/category/x');
    expect(init.headers['X-XSRF-TOKEN']).toBe('abc123');
    expect(init.headers.Authorization).toBe('Bearer tok');
    expect(init.body).toBe('{"a":1}');
  });

  it('rejects non-2xx answers with the status and server message, and ends the session on 401', async () => {
    setToken('admin', 'tok');
    const seen: string[] = [];
    const off = onUnauthorized((a) => seen.push(a));
    fetchMock.mockResolvedValue(reply(401, { message: 'Sign in required' }));
    await expect(api.get('/x', { auth: 'admin' })).rejects.toMatchObject({ name: 'ApiError', status: 401, message: 'Sign in required' });
    expect(getToken('admin')).toBeNull();
    expect(seen).toEqual(['admin']);
    off();
    expect(localStorage.getItem(TOKEN_KEYS.admin)).toBeNull();
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('failed'));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0 });
  });
});

describe('image urls', () => {
  it('prefixes stored paths and lists the resized copies', () => {
    expect(imageUrl('/uploads/0123456789abcdef01234567.webp')).toBe('/uploads/0123456789abcdef01234567.webp');
    expect(imageUrl(undefined)).toBe('');
    expect(imageSrcSet('/uploads/0123456789abcdef01234567.webp')).toContain('-w400.webp 400w');
    expect(imageSrcSet('https://elsewhere/x.png')).toBeUndefined();
  });
});
