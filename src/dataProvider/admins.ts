import { api } from '../api/client';
import type { AdminSummary } from '../contract/admin';
import { withId, type ResourceCalls } from './types';

export type AdminRecord = AdminSummary & { id: string };

export const adminsCalls: ResourceCalls<AdminRecord> = {
  list: async () => {
    const { data } = await api.get<{ result: AdminSummary[] }>('/admin/get_admin_all', { auth: 'admin' });
    return data.result.map(withId);
  },
  /** Only the status changes: approve ('active') or deactivate ('inactive'). */
  update: async (id, input) => {
    const { data } = await api.post<{ result: AdminSummary }>('/admin/update_admin_status', { _id: String(id), status: input.status }, { auth: 'admin' });
    return withId(data.result);
  },
  searchFields: ['fullName', 'email', 'mobile', 'status'],
};
