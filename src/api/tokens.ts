/** Where the browser keeps each audience's token (spec.md §9: product-specific localStorage keys). */
export const TOKEN_KEYS = { admin: 'selvedge-admin-token', member: 'selvedge-member-token' } as const;
export type Audience = keyof typeof TOKEN_KEYS;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getToken(audience: Audience): string | null {
  return storage()?.getItem(TOKEN_KEYS[audience]) ?? null;
}

export function setToken(audience: Audience, token: string): void {
  storage()?.setItem(TOKEN_KEYS[audience], token);
}

export function clearToken(audience: Audience): void {
  storage()?.removeItem(TOKEN_KEYS[audience]);
}

/** The signed-in admin's public fields, kept beside the token so the back-office can greet them. */
const ADMIN_PROFILE_KEY = 'selvedge-admin-profile';
interface AdminProfile {
  _id: string;
  email: string;
  mobile: string;
  fullName: string;
}

export function saveAdminSession(token: string, profile: AdminProfile): void {
  setToken('admin', token);
  storage()?.setItem(ADMIN_PROFILE_KEY, JSON.stringify(profile));
}

export function getAdminProfile(): AdminProfile | null {
  try {
    return JSON.parse(storage()?.getItem(ADMIN_PROFILE_KEY) ?? 'null');
  } catch {
    return null;
  }
}

export function clearAdminSession(): void {
  clearToken('admin');
  storage()?.removeItem(ADMIN_PROFILE_KEY);
}

/** True when a token is stored and its `exp` (read without verifying; the server verifies) is still ahead. */
export function hasLiveToken(audience: Audience, nowMs = Date.now()): boolean {
  const token = getToken(audience);
  if (!token) return false;
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp !== 'number' || payload.exp * 1000 > nowMs;
  } catch {
    return false;
  }
}
