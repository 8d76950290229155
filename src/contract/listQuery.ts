import { Type, type Static, type TObject } from '@sinclair/typebox';

/**
 * One page of an admin list (issue 17 §1): `?page=&perPage=&sort=&order=&q=` on a list call. Without
 * `page` the call answers its whole list, as spec.md's screens ask; with it, the page and `total`, the
 * count of every matching row. Query strings are text, so the numbers are checked as digits.
 */
export const LIST_PER_PAGE_MAX = 100;
export const ListQuery = Type.Object(
  {
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,6}$' })),
    perPage: Type.Optional(Type.String({ pattern: '^([1-9][0-9]?|100)$' })),
    sort: Type.Optional(Type.String({ pattern: '^[A-Za-z_]{1,40}$' })),
    order: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])),
    q: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type ListQuery = Static<typeof ListQuery>;

/** A list answer that may carry `total` (when a page was asked for). */
export const WithTotal = <T extends TObject>(answer: T) => Type.Composite([answer, Type.Object({ total: Type.Optional(Type.Integer({ minimum: 0 })) })]);

export interface ListParams {
  page?: number;
  perPage?: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  q?: string;
  /** Exact values of fields (the browser's own filters). */
  exact?: Record<string, unknown>;
}

const text = (v: unknown) => (v == null ? '' : String(v));

/**
 * Filters rows by `q` (case aside, anywhere in any of `searchFields`) and exact field values, sorts by
 * a field (numbers in text by their value), then cuts the page. The one definition of a list page,
 * run by the server for paged list calls and by the browser for the lists it holds whole.
 */
export function pageRows<T>(rows: readonly T[], params: ListParams, searchFields: readonly string[] = []): { data: T[]; total: number } {
  let out = [...rows];
  const q = params.q?.trim().toLowerCase();
  const field = (r: T, f: string) => (r as Record<string, unknown>)[f];
  if (q) out = out.filter((r) => searchFields.some((f) => text(field(r, f)).toLowerCase().includes(q)));
  for (const [k, v] of Object.entries(params.exact ?? {})) if (v !== undefined && v !== '') out = out.filter((r) => field(r, k) === v);
  if (params.sort?.field) {
    const { field: by, order } = params.sort;
    const dir = order === 'DESC' ? -1 : 1;
    out.sort((a, b) => text(field(a, by)).localeCompare(text(field(b, by)), undefined, { numeric: true }) * dir);
  }
  const total = out.length;
  if (params.page && params.perPage) out = out.slice((params.page - 1) * params.perPage, params.page * params.perPage);
  return { data: out, total };
}

/** A list call's query as ListParams (the server's side). */
export function listParamsOf(query: ListQuery): ListParams | undefined {
  if (!query.page) return undefined;
  return {
    page: Number(query.page),
    perPage: Number(query.perPage ?? 25),
    ...(query.sort ? { sort: { field: query.sort, order: query.order ?? 'ASC' } } : {}),
    ...(query.q ? { q: query.q } : {}),
  };
}
