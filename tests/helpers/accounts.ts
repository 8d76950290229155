import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.js';
import { latestCode } from './mail.js';

interface NewMember {
  email: string;
  mobile: string;
  firstName: string;
  lastName: string;
  password: string;
}

let seq = 0;
export function memberData(overrides: Partial<NewMember> = {}): NewMember {
  seq += 1;
  return {
    email: `member${seq}@test.local`,
    mobile: `08${String(10_000_000 + seq).slice(-8)}`,
    firstName: 'Mali',
    lastName: `Tester${seq}`,
    password: 'cotton-twill-42',
    ...overrides,
  };
}

export const post = (t: TestApp, url: string, payload: object, token?: string): Promise<LightMyRequestResponse> =>
  t.call({ method: 'POST', url, payload, token });

/** Registers a member through check → verify → set password → login; returns the login answer's token and member. */
export async function registerMember(t: TestApp, overrides: Partial<NewMember> = {}) {
  const m = memberData(overrides);
  const check = await post(t, '/api/member/member_check', { email: m.email, mobile: m.mobile, firstName: m.firstName, lastName: m.lastName });
  if (check.statusCode !== 201) throw new Error(`member_check ${check.statusCode} ${check.body}`);
  const verifyCode = latestCode(t.config.dataDir, m.email);
  const verify = await post(t, '/api/member/member_verify_email', { email: m.email, verifyCode });
  if (verify.json().result.length !== 1) throw new Error(`member_verify_email ${verify.body}`);
  const set = await post(t, '/api/member/member_set_password', { email: m.email, verifyCode, newPassword: m.password });
  if (set.statusCode !== 201) throw new Error(`member_set_password ${set.statusCode} ${set.body}`);
  const login = await post(t, '/api/member/member_login', { email: m.email, password: m.password });
  if (login.statusCode !== 200) throw new Error(`member_login ${login.statusCode} ${login.body}`);
  const body = login.json();
  return { ...m, token: body.token as string, member: body.result as { _id: string } & Record<string, unknown> };
}

/** Registers an admin through check → verify → set password; they are left 'pending'. */
export async function registerAdmin(t: TestApp, email: string, mobile = '0899999999', password = 'selvage-admin-1') {
  const check = await post(t, '/api/admin/admin_check', { email, mobile, fullName: 'New Admin' });
  if (check.statusCode !== 201) throw new Error(`admin_check ${check.statusCode} ${check.body}`);
  const verifyCode = latestCode(t.config.dataDir, email);
  await post(t, '/api/admin/admin_verify_email', { email, verifyCode });
  const set = await post(t, '/api/admin/admin_set_password', { email, verifyCode, newPassword: password });
  if (set.statusCode !== 201) throw new Error(`admin_set_password ${set.statusCode} ${set.body}`);
  return { email, mobile, password };
}
