import { callApi } from '../../api/client';
import { ADMIN_SEARCH, adminApi, type AdminStatusBody, type AdminSummary } from '../../contract/admin';
import { pagedList } from '../../dataProvider/crud';
import { withId, type ResourceCalls } from '../../dataProvider/types';

export type AdminRecord = AdminSummary & { id: string };

export const adminsCalls: ResourceCalls<AdminRecord> = {
  /** A page at a time, searched, sorted and filtered by status on the server. */
  list: (params) => pagedList(adminApi.list, params, ADMIN_SEARCH, ['status']),
  /** Only the status changes: approve ('active') or deactivate ('inactive'). */
  update: async (id, input) => {
    const { data } = await callApi(adminApi.setStatus, { body: { _id: String(id), status: input.status as AdminStatusBody['status'] } });
    return withId(data.result);
  },
  searchFields: [...ADMIN_SEARCH],
};
