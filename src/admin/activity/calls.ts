import { activityApi, type ActivityEntry } from '../../contract/activity';
import { pagedList } from '../../dataProvider/crud';
import type { ResourceCalls } from '../../dataProvider/types';

export type ActivityRecord = ActivityEntry & { id: string };

/** The filters the server applies: one admin, one area, one record, the days. */
const FILTERS = ['adminId', 'resource', 'recordId', 'dateFrom', 'dateTo'];

/** /admin_activity: the activity log, read only, paged and filtered on the server, newest first. */
export const activityCalls: ResourceCalls<ActivityRecord> = {
  list: (params) => pagedList<ActivityEntry>(activityApi.list, { ...params, pagination: { page: params.pagination?.page ?? 1, perPage: Math.min(params.pagination?.perPage ?? 25, 100) } }, [], FILTERS),
};
