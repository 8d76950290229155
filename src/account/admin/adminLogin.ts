import { api } from '../../api/client';
import { saveAdminSession } from '../../api/tokens';
import type { AdminLoginBody, AdminLoginReply } from '../../contract/admin';

/** POST /admin/admin_login; on 200 keeps the token and the admin's fields. */
export async function adminLogin(body: AdminLoginBody): Promise<AdminLoginReply> {
  const { data } = await api.post<AdminLoginReply>('/admin/admin_login', body);
  saveAdminSession(data.token, data.result);
  return data;
}
