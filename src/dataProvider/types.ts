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
  /** A bulk change of the selected rows in one call (all or none); without it, one update per row. */
  updateMany?: (ids: Identifier[], data: Partial<R>) => Promise<void>;
  /** A bulk delete of the selected rows in one call (all or none); without it, one delete per row. */
  deleteMany?: (ids: Identifier[]) => Promise<void>;
  /** Fields the `q` filter searches. */
  searchFields?: string[];
}

/** react-admin wants `id`; our records carry `_id`. */
export const withId = <T extends { _id: string }>(row: T): T & { id: string } => ({ ...row, id: row._id });

/** A change of the Active switch alone (a screen's switch or a bulk Activate), as opposed to an edit dialog's fields. */
export const statusOnly = (input: Record<string, unknown>): input is { isActived: boolean } => Object.keys(input).length === 1 && typeof input.isActived === 'boolean';
