import type { GetListParams, RaRecord } from 'react-admin';
import { ApiError } from '../../api/client';
import { applyListParams } from '../../dataProvider';
import type { SkuRecord } from '../common/skuCalls';
import type { ResourceCalls } from '../../dataProvider/types';

/** A SKU row for UI tests. */
export const skuRow = (sku: string, over: Partial<SkuRecord> = {}): SkuRecord => ({
  id: sku,
  _id: sku,
  sku,
  name: `Colour ${sku}`,
  path: '',
  article: `A-${sku}`,
  parentsSku: sku.split('-').slice(0, 2).join('-'),
  stock: 12,
  marketPrices: 85.5,
  categoryId: 'COTTON',
  isActived: true,
  createAt: '2026-11-22T08:00:00.000Z',
  parentName: 'Cotton Poplin',
  categoryName: 'Cotton',
  ...over,
});

/**
 * A server-paged resource in memory, as the SKU lists' calls are: `list` answers one page and the
 * total (what the server does), `getOne` a row, `update` writes the fields sent (the switch's isActived
 * or a dialog's), `delete` and the bulk calls change every row asked or (`fail`) none; every list
 * request is kept in `requests`, every update's fields (files included) in `sent`.
 */
interface PagedCalls<R extends RaRecord> extends ResourceCalls<R> {
  rows: R[];
  requests: GetListParams[];
  sent: Record<string, unknown>[];
  fail: null | 'refused' | 'network' | { status: number; message: string };
}

/** Drops the files a dialog sends (the server stores them and answers a path instead). */
const withoutFiles = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([, v]) => !(v instanceof Blob)));

export function pagedCalls<R extends RaRecord & { isActived: boolean }>(rows: R[], searchFields: string[]): PagedCalls<R> {
  const calls: PagedCalls<R> = {
    rows,
    requests: [],
    sent: [],
    fail: null,
    list: async (params: GetListParams) => {
      calls.requests.push(params);
      return applyListParams(calls.rows, params, searchFields);
    },
    getOne: async (id) => {
      const row = calls.rows.find((r) => r.id === id);
      if (!row) throw new ApiError(404, 'Not found');
      return row;
    },
    update: async (id, data) => {
      check();
      calls.sent.push(data);
      calls.rows = calls.rows.map((r) => (r.id === id ? { ...r, ...withoutFiles(data) } : r));
      return calls.rows.find((r) => r.id === id)!;
    },
    delete: async (id) => {
      check();
      calls.rows = calls.rows.filter((r) => r.id !== id);
    },
    updateMany: async (ids, data) => {
      check();
      calls.rows = calls.rows.map((r) => (ids.includes(r.id) ? { ...r, isActived: Boolean(data.isActived) } : r));
    },
    deleteMany: async (ids) => {
      check();
      calls.rows = calls.rows.filter((r) => !ids.includes(r.id));
    },
  };
  /** Throws what `fail` asks for: the server's refusal, or a call that never got through. */
  function check() {
    if (calls.fail === 'refused') throw new ApiError(404, 'Not found');
    if (calls.fail === 'network') throw new ApiError(0, 'Network error');
    if (calls.fail) throw new ApiError(calls.fail.status, calls.fail.message);
  }
  return calls;
}
