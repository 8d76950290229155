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
 * total (what the server does), `update` flips isActived; every list request is kept in `requests`.
 */
interface PagedCalls<R extends RaRecord> extends ResourceCalls<R> {
  rows: R[];
  requests: GetListParams[];
  fail: null | 'refused' | 'network';
}

export function pagedCalls<R extends RaRecord & { isActived: boolean }>(rows: R[], searchFields: string[]): PagedCalls<R> {
  const calls: PagedCalls<R> = {
    rows,
    requests: [],
    fail: null,
    list: async (params: GetListParams) => {
      calls.requests.push(params);
      return applyListParams(calls.rows, params, searchFields);
    },
    update: async (id, data) => {
      if (calls.fail === 'refused') throw new ApiError(404, 'Not found');
      if (calls.fail === 'network') throw new ApiError(0, 'Network error');
      calls.rows = calls.rows.map((r) => (r.id === id ? { ...r, isActived: Boolean(data.isActived) } : r));
      return calls.rows.find((r) => r.id === id)!;
    },
  };
  return calls;
}
