import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';

/**
 * One page of an admin list (issue 17 §1): `?page=&perPage=&sort=&order=&q=` on a list call. Without
 * `page` the call answers its whole list, as spec.md's screens ask; with it, the page and `total`, the
 * count of every matching row. Query strings are text, so the numbers are checked as digits. The
 * functions that cut and number rows are in listRows.ts: the declarations here are on the first page
 * (the storefront's calls use them), those functions only in the back-office and the server.
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

/** A day as the date inputs give it (YYYY-MM-DD), read as a day in the shop's time zone (Thailand). */
export const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
/** A received/created date range, both ends included: `dateFrom` and `dateTo`, either optional. */
export const DateRange = { dateFrom: Type.Optional(Day), dateTo: Type.Optional(Day) };
/** A yes/no filter in a query string. */
export const YesNo = Type.Union([Type.Literal('true'), Type.Literal('false')]);
/** A list call's query with filters of its own beside ListQuery's. */
export const ListQueryWith = <P extends TProperties>(filters: P) => Type.Object({ ...ListQuery.properties, ...filters }, { additionalProperties: false });

/** A list answer that may carry `total` (when a page was asked for). */
export const WithTotal = <T extends TObject>(answer: T) => Type.Composite([answer, Type.Object({ total: Type.Optional(Type.Integer({ minimum: 0 })) })]);

/**
 * A row of an order the admin sets (sliders, categories, blog posts; issue 17 §5): its place, 1 first,
 * among `places` rows. The server numbers the whole order before it filters and pages, so a page shows
 * each row's place on the storefront.
 */
export const PlacedFields = Type.Object({ position: Type.Optional(Type.Integer({ minimum: 1 })), places: Type.Optional(Type.Integer({ minimum: 0 })) });
