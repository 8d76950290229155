import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/tokens';
import { uploadSkuFile } from './upload';

/** A stand-in XMLHttpRequest (the client's only way to report upload progress): records what is sent, answers when told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  document.cookie = 'XSRF-TOKEN=xs1; path=/';
  setToken('admin', 'admin-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const file = () => new File(['bytes'], 'skus.xls', { type: 'application/vnd.ms-excel' });

describe('uploadSkuFile (the SKU import call)', () => {
  it('sends the file as product_list with dryRun to the SKU import, with the admin token and XSRF, reporting progress', async () => {
    const progress: number[] = [];
    const done = uploadSkuFile(file(), { dryRun: true, onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/product_sku/import_update_product_sku');
    expect(xhr.headers.Authorization).toBe('Bearer admin-token');
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('xs1');
    expect(xhr.body?.get('dryRun')).toBe('true');
    expect((xhr.body?.get('product_list') as File).name).toBe('skus.xls');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 4 });
    xhr.answer(200, { message: 'Checked: nothing was written', result: { created: 3, updated: 0, unchanged: 1, rows: 4, dryRun: true } });
    await expect(done).resolves.toEqual({ created: 3, updated: 0, unchanged: 1, rows: 4, dryRun: true });
    expect(progress).toEqual([25, 100]);
  });

  it('the real import sends no dryRun; a refusal rejects with the status, the reason and the refused cells', async () => {
    const done = uploadSkuFile(file(), { dryRun: false, onProgress: () => {} });
    expect(FakeXhr.last.body?.get('dryRun')).toBeNull();
    expect((FakeXhr.last.body?.get('product_list') as File).name).toBe('skus.xls');
    const refused = { message: '1 problem found in the file; nothing was imported', errors: [{ row: 2, column: 'sku', value: '', reason: 'Required' }], total: 1 };
    FakeXhr.last.answer(422, refused);
    await expect(done).rejects.toMatchObject({ status: 422, message: refused.message, body: refused });
  });
});
