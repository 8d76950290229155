import type { GetListParams, Identifier, RaRecord } from 'react-admin';

/** How one back-office resource reaches the server. Every call uses the admin token. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each row types its own records
export interface ResourceCalls<R extends RaRecord = any> {
  /** The whole list (filtered, sorted and paged in the browser), or one page when the server pages. */
  list?: (params: GetListParams) => Promise<R[] | { data: R[]; total: number }>;
  getOne?: (id: Identifier) => Promise<R>;
  create?: (data: Record<string, unknown>) => Promise<R>;
  update?: (id: Identifier, data: Partial<R>, previous: Partial<R>) => Promise<R>;
  delete?: (id: Identifier) => Promise<void>;
  /** Fields the `q` filter searches. */
  searchFields?: string[];
}

/** react-admin wants `id`; our records carry `_id`. */
export const withId = <T extends { _id: string }>(row: T): T & { id: string } => ({ ...row, id: row._id });
