import { callApi } from '../../api/client';
import { saveAdminSession } from '../../api/tokens';
import { adminApi, type AdminLoginBody, type AdminLoginReply } from '../../contract/admin';

/** adminApi.login; on 200 keeps the token and the admin's fields. */
export async function adminLogin(body: AdminLoginBody): Promise<AdminLoginReply> {
  const { data } = await callApi(adminApi.login, { body });
  saveAdminSession(data.token, data.result);
  return data;
}
