import { callApi } from '../../api/client';
import { adminApi, type AdminStatusBody, type AdminSummary } from '../../contract/admin';
import { withId, type ResourceCalls } from '../../dataProvider/types';

export type AdminRecord = AdminSummary & { id: string };

export const adminsCalls: ResourceCalls<AdminRecord> = {
  list: async () => {
    const { data } = await callApi(adminApi.list);
    return data.result.map(withId);
  },
  /** Only the status changes: approve ('active') or deactivate ('inactive'). */
  update: async (id, input) => {
    const { data } = await callApi(adminApi.setStatus, { body: { _id: String(id), status: input.status as AdminStatusBody['status'] } });
    return withId(data.result);
  },
  searchFields: ['fullName', 'email', 'mobile', 'status'],
};
