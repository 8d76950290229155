import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { post, registerAdmin, registerMember } from '../helpers/accounts.js';
import { mailedCode } from '../helpers/mail.js';

const t = useTestApp();

const profile = (token: string, id: string) => t.call({ method: 'POST', url: `/api/member/get_member_data_by_id/${id}`, token, payload: {} });

describe('token revocation is exact', () => {
  it('a member token issued in the same second as a password reset stops working', async () => {
    const m = await registerMember(t);
    expect((await profile(m.token, m.member._id)).statusCode).toBe(200);
    // Same clock second: the old whole-second iat comparison let this token through.
    expect((await post(t, '/api/member/member_forgot_password', { email: m.email })).statusCode).toBe(200);
    const code = await mailedCode(t, m.email);
    expect((await post(t, '/api/member/member_set_password', { email: m.email, verifyCode: code, password: 'new-cotton-pass-9' })).statusCode).toBe(201);
    expect((await profile(m.token, m.member._id)).statusCode).toBe(401);
    const again = await post(t, '/api/member/member_login', { email: m.email, password: 'new-cotton-pass-9' });
    expect((await profile(again.json().token, m.member._id)).statusCode).toBe(200);
  });

  it("deactivating an admin revokes their tokens, and reactivating does not revive them", async () => {
    const approver = await t.adminToken('boss@test.local');
    const a = await registerAdmin(t, 'clerk@test.local');
    const list = (await t.call({ method: 'GET', url: '/api/admin/get_admin_all', token: approver })).json().result as Array<{ _id: string; email: string }>;
    const clerk = list.find((x) => x.email === a.email)!;
    const setStatus = (status: string) => post(t, '/api/admin/update_admin_status', { _id: clerk._id, status }, approver);
    expect((await setStatus('active')).statusCode).toBe(200);
    const token = (await post(t, '/api/admin/admin_login', { email: a.email, password: a.password })).json().token as string;
    const call = () => t.call({ method: 'GET', url: '/api/admin/get_admin_all', token });
    expect((await call()).statusCode).toBe(200);
    expect((await setStatus('inactive')).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(401);
    expect((await setStatus('active')).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(401);
    const fresh = (await post(t, '/api/admin/admin_login', { email: a.email, password: a.password })).json().token as string;
    expect((await t.call({ method: 'GET', url: '/api/admin/get_admin_all', token: fresh })).statusCode).toBe(200);
  });
});

describe('status consistency', () => {
  it('an expired token answers 401 whatever its audience; a live token of the wrong audience 403', async () => {
    const m = await registerMember(t);
    const live = await t.app.tokens.sign('member', m.member._id, {}, '1h');
    expect((await t.call({ method: 'GET', url: '/api/admin/get_admin_all', token: live })).statusCode).toBe(403);
    t.clock.advance(2 * 3600_000);
    expect((await t.call({ method: 'GET', url: '/api/admin/get_admin_all', token: live })).statusCode).toBe(401);
    const admin = await t.adminToken();
    t.clock.advance(13 * 3600_000);
    expect((await t.call({ method: 'GET', url: '/api/admin/get_admin_all', token: admin })).statusCode).toBe(401);
    expect((await profile(admin, m.member._id)).statusCode).toBe(401);
  });
});
