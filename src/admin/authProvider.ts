import type { AuthProvider } from 'react-admin';
import { clearAdminSession, getAdminProfile, hasLiveToken } from '../api/tokens';
import { adminLogin } from '../account/admin/adminLogin';

const ADMIN_LOGIN_PATH = '/admin_login';

/** The back-office session: the admin token lives in localStorage; a 401 or 403 ends it. */
export const authProvider: AuthProvider = {
  login: async ({ email, password }: { email: string; password: string }) => {
    await adminLogin({ email, password });
  },
  logout: async () => {
    clearAdminSession();
    return ADMIN_LOGIN_PATH;
  },
  checkAuth: async () => {
    if (!hasLiveToken('admin')) {
      clearAdminSession();
      throw { redirectTo: ADMIN_LOGIN_PATH, message: false };
    }
  },
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401 || error?.status === 403) {
      clearAdminSession();
      throw { redirectTo: ADMIN_LOGIN_PATH, message: false };
    }
  },
  getIdentity: async () => {
    const profile = getAdminProfile();
    return { id: profile?._id ?? 'admin', fullName: profile?.fullName ?? profile?.email ?? 'Admin' };
  },
  getPermissions: async () => 'admin',
};
