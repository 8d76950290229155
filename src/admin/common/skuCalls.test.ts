import { describe, expect, it } from 'vitest';
import { skuListBody } from './skuCalls';

describe('SKU list requests', () => {
  it('send the page, the sort and the filters for the server to apply', () => {
    expect(
      skuListBody({ pagination: { page: 3, perPage: 50 }, sort: { field: 'stock', order: 'DESC' }, filter: { q: '  navy ', categoryId: 'COTTON', parentsSku: ' CT-1 ', isActived: false } }),
    ).toEqual({ keyword: 'navy', categoryId: 'COTTON', parentsSku: 'CT-1', isActived: false, page: 3, perPage: 50, sort: 'stock', order: 'DESC' });
  });

  it('leave out what the server cannot sort by, and empty filters', () => {
    expect(skuListBody({ pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: { q: '', categoryId: '' } })).toEqual({ keyword: '', page: 1, perPage: 25 });
  });
});
