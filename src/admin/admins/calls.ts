import { callApi } from '../../api/client';
import { withVersion } from '../../dataProvider/version';
import { ADMIN_SEARCH, adminApi, type AdminStatusBody, type AdminSummary } from '../../contract/admin';
import { pagedList } from '../../dataProvider/crud';
import { withId, type ResourceCalls } from '../../dataProvider/types';

export type AdminRecord = AdminSummary & { id: string };

export const adminsCalls: ResourceCalls<AdminRecord> = {
  /** A page at a time, searched, sorted and filtered by status on the server. */
  list: (params) => pagedList(adminApi.list, params, ADMIN_SEARCH, ['status']),
  /** Only the status changes: approve ('active') or deactivate ('inactive'). */
  update: async (id, input, previous) => {
    // The version the row showed (issue 20 §1.4): a switch based on a row someone changed since is refused.
    const body = withVersion({ _id: String(id), status: input.status as AdminStatusBody['status'] }, previous ?? {});
    const { data } = await callApi(adminApi.setStatus, { body });
    return withId(data.result);
  },
  searchFields: [...ADMIN_SEARCH],
};
