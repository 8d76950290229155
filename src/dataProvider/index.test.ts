import { describe, expect, it } from 'vitest';
import { applyListParams } from './index';

const rows = [
  { id: 1, name: 'Cotton', discription: 'soft' },
  { id: 2, name: 'Linen', discription: 'crisp' },
  { id: 3, name: 'Denim', discription: 'indigo cotton twill' },
];
const params = (over: object = {}) => ({ pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const }, filter: {}, ...over });

describe('applyListParams', () => {
  it('searches q across the search fields, case-insensitively', () => {
    const r = applyListParams(rows, params({ filter: { q: 'COTTON' } }), ['name', 'discription']);
    expect(r.data.map((x) => x.name)).toEqual(['Cotton', 'Denim']);
    expect(r.total).toBe(2);
  });

  it('sorts both ways and pages', () => {
    expect(applyListParams(rows, params({ sort: { field: 'name', order: 'DESC' } })).data.map((x) => x.id)).toEqual([2, 3, 1]);
    const page2 = applyListParams(rows, params({ pagination: { page: 2, perPage: 2 } }));
    expect(page2.data.map((x) => x.name)).toEqual(['Linen']);
    expect(page2.total).toBe(3);
  });
});
