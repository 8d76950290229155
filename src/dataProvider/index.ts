import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { ApiError } from '../api/client';
import { pageRows } from '../contract/listRows';
import type { ResourceCalls } from './types';

/** A bulk delete without a call of its own, which deleted some of the rows before one was refused. */
export class PartialDelete extends Error {
  override name = 'PartialDelete';
  constructor(
    readonly deleted: number,
    readonly total: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

function unsupported(resource: string, action: string): never {
  throw new ApiError(0, `${resource} cannot ${action}`);
}

/** Filters by `q` over the resource's search fields and by exact field values, sorts, then pages (src/contract/listQuery.ts). */
export function applyListParams<T extends RaRecord>(rows: T[], params: GetListParams, searchFields: string[] = []): { data: T[]; total: number } {
  const { q, ...exact } = (params.filter ?? {}) as Record<string, unknown>;
  return pageRows(rows, { ...params.pagination, sort: params.sort, q: typeof q === 'string' ? q : undefined, exact }, searchFields);
}

/**
 * The back-office's dataProvider from a table of rows: resource name → the calls that serve it (each
 * row is a file beside this one; the admin registry pairs it with its screen). Adding a resource is
 * adding a row, not a new `if`.
 */
export function createDataProvider(resources: Record<string, ResourceCalls>): DataProvider {
  const callsFor = (resource: string): ResourceCalls => {
    const calls = resources[resource];
    if (!calls) throw new ApiError(0, `Unknown resource ${resource}`);
    return calls;
  };
  /** Every record of a resource, for getOne/getMany of resources whose list call returns them all. */
  const all = async (resource: string, calls: ResourceCalls) => {
    if (!calls.list) unsupported(resource, 'read');
    // A page larger than any the server gives: the whole list (see pagedList).
    const rows = await calls.list({ pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER }, sort: { field: '', order: 'ASC' }, filter: {} });
    if (Array.isArray(rows)) return rows;
    if (rows.total > rows.data.length) unsupported(resource, 'read one record without a getOne call');
    return rows.data;
  };
  return {
    getList: async (resource, params) => {
      const calls = callsFor(resource);
      if (!calls.list) unsupported(resource, 'list');
      const rows = await calls.list(params);
      if (!Array.isArray(rows)) return rows as never;
      return applyListParams(rows, params, calls.searchFields) as never;
    },
    getOne: async (resource, { id }) => {
      const calls = callsFor(resource);
      if (calls.getOne) return { data: (await calls.getOne(id)) as never };
      const hit = (await all(resource, calls)).find((r) => r.id === id);
      if (!hit) throw new ApiError(404, `No ${resource} record ${String(id)}`);
      return { data: hit as never };
    },
    getMany: async (resource, { ids }) => {
      const calls = callsFor(resource);
      return { data: (await all(resource, calls)).filter((r) => ids.includes(r.id)) as never };
    },
    getManyReference: async (resource) => unsupported(resource, 'list by reference'),
    create: async (resource, { data }) => {
      const calls = callsFor(resource);
      if (!calls.create) unsupported(resource, 'create');
      return { data: await calls.create(data) } as never;
    },
    update: async (resource, { id, data, previousData }) => {
      const calls = callsFor(resource);
      if (!calls.update) unsupported(resource, 'update');
      return { data: await calls.update(id, data, previousData) } as never;
    },
    updateMany: async (resource, { ids, data }) => {
      const calls = callsFor(resource);
      if (calls.updateMany) await calls.updateMany(ids, data);
      else if (!calls.update) unsupported(resource, 'update');
      else for (const id of ids) await calls.update(id, data, { id });
      return { data: ids };
    },
    delete: async (resource, { id, previousData }) => {
      const calls = callsFor(resource);
      if (!calls.delete) unsupported(resource, 'delete');
      await calls.delete(id);
      return { data: (previousData ?? { id }) as never };
    },
    deleteMany: async (resource, { ids }) => {
      const calls = callsFor(resource);
      if (calls.deleteMany) await calls.deleteMany(ids);
      else if (!calls.delete) unsupported(resource, 'delete');
      else {
        // One delete per row: a refused row (e.g. a tag a blog still carries) stops nothing else, and the
        // admin is told how many went and why the rest did not.
        const deleted: typeof ids = [];
        let reason = '';
        for (const id of ids) {
          try {
            await calls.delete(id);
            deleted.push(id);
          } catch (err) {
            reason ||= err instanceof Error ? err.message : String(err);
          }
        }
        if (deleted.length < ids.length) throw new PartialDelete(deleted.length, ids.length, reason);
      }
      return { data: ids };
    },
  };
}
