import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../src/messages.js';
import { post, registerAdmin, registerMember } from '../helpers/accounts.js';
import { useTestApp } from '../helpers/app.js';
import { latestCode, mailedCode, mailsTo } from '../helpers/mail.js';
import { mailTexts } from '../../src/contract/backOfficeTexts.js';

const t = useTestApp();

const login = (email: string, password: string) => post(t, '/api/admin/admin_login', { email, password });
const listAdmins = (token: string) => t.call({ method: 'GET', url: '/api/admin/get_admin_all', token });
const setStatus = (token: string, _id: string, status: string) => post(t, '/api/admin/update_admin_status', { _id, status }, token);

describe('admin registration and approval', () => {
  it('registers a pending admin who is refused at login (403) until an active admin approves them', async () => {
    const boss = await t.adminToken('boss@test.local');
    const check = await post(t, '/api/admin/admin_check', { email: 'New.Admin@Test.Local', mobile: '089 999 9999', fullName: ' New Admin ' });
    expect(check.statusCode).toBe(201);
    expect(check.json().message).toBe(serverMessages.codeSent);
    const code = latestCode(t.config.dataDir, 'new.admin@test.local');
    // Nothing is stored before the password is set.
    expect((await listAdmins(boss)).json().result).toHaveLength(1);

    const verify = await post(t, '/api/admin/admin_verify_email', { email: 'new.admin@test.local', verifyCode: code });
    expect(verify.json()).toEqual({ message: serverMessages.emailVerified, result: [{ email: 'new.admin@test.local', isVerified: true }] });
    const set = await post(t, '/api/admin/admin_set_password', { email: 'new.admin@test.local', verifyCode: code, newPassword: 'approve-me-please' });
    expect(set.statusCode).toBe(201);
    expect(set.json().message).toBe(serverMessages.adminRegistered);

    const refused = await login('new.admin@test.local', 'approve-me-please');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: serverMessages.adminPending });
    // A wrong password does not reveal the pending state.
    expect((await login('new.admin@test.local', 'wrong-password')).statusCode).toBe(401);

    const list = (await listAdmins(boss)).json().result;
    const newcomer = list.find((a: { email: string }) => a.email === 'new.admin@test.local');
    expect(newcomer).toEqual({
      _id: expect.any(String),
      email: 'new.admin@test.local',
      mobile: '0899999999',
      fullName: 'New Admin',
      status: 'pending',
      createAt: new Date(t.clock.now).toISOString(),
      version: 1,
    });

    const approved = await setStatus(boss, newcomer._id, 'active');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().result.status).toBe('active');
    const ok = await login('new.admin@test.local', 'approve-me-please');
    expect(ok.statusCode).toBe(200);
    expect((await listAdmins(ok.json().token)).statusCode).toBe(200);
  });

  it('refuses a pending admin at every admin call (403), even with a token signed for them', async () => {
    await registerAdmin(t, 'waiting@test.local');
    const row = await t.app.db.selectFrom('admins').select('_id').where('email', '=', 'waiting@test.local').executeTakeFirstOrThrow();
    const token = await t.app.tokens.sign('admin', row._id, { email: 'waiting@test.local' }, '1h');
    expect((await listAdmins(token)).statusCode).toBe(403);
    expect((await setStatus(token, row._id, 'active')).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: '/api/category/delete_category_by_id/x', token })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/member/get_member_data_by_id/x', token })).statusCode).toBe(403);
  });

  it('deactivating an admin locks them out; nobody can deactivate themself (400)', async () => {
    const boss = await t.adminToken('boss@test.local');
    const other = await t.adminToken('other@test.local');
    const bossId = (await listAdmins(boss)).json().result.find((a: { email: string }) => a.email === 'boss@test.local')._id;
    const otherId = (await listAdmins(boss)).json().result.find((a: { email: string }) => a.email === 'other@test.local')._id;

    const self = await setStatus(boss, bossId, 'inactive');
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(serverMessages.cannotDeactivateSelf);

    expect((await setStatus(boss, otherId, 'inactive')).json().result.status).toBe('inactive');
    // Their tokens are revoked at once (sign in again), and signing in says why it is refused.
    expect((await listAdmins(other)).statusCode).toBe(401);
    const r = await login('other@test.local', 'password123');
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(serverMessages.adminInactive);

    expect((await setStatus(boss, '0'.repeat(24), 'active')).statusCode).toBe(404);
    expect((await setStatus(boss, otherId, 'pending')).statusCode).toBe(400);
    expect((await post(t, '/api/admin/update_admin_status', { _id: otherId, status: 'active', role: 'x' }, boss)).statusCode).toBe(400);
  });

  it('guards get_admin_all and update_admin_status: 401 without a token, 403 with a member token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/get_admin_all' })).statusCode).toBe(401);
    const m = await registerMember(t);
    expect((await listAdmins(m.token)).statusCode).toBe(403);
    expect((await setStatus(m.token, 'x', 'active')).statusCode).toBe(403);
  });

  it('tells a stranger nothing about who is an admin: a taken email or mobile gets the same 201 as a new one', async () => {
    await t.adminToken('boss@test.local');
    const bossMobile = (await t.app.db.selectFrom('admins').select('mobile').executeTakeFirstOrThrow()).mobile;
    const fresh = await post(t, '/api/admin/admin_check', { email: 'fresh@test.local', mobile: '0811111112', fullName: 'X' });
    const email = await post(t, '/api/admin/admin_check', { email: 'BOSS@test.local', mobile: '0811111111', fullName: 'X' });
    const mobile = await post(t, '/api/admin/admin_check', { email: 'x@test.local', mobile: bossMobile, fullName: 'X' });
    for (const r of [fresh, email, mobile]) {
      expect(r.statusCode).toBe(201);
      expect(r.body).toBe(fresh.body);
    }
    // The owner of the taken email is told by mail, with no code that could register a second account.
    const told = mailsTo(t.config.dataDir, 'boss@test.local').at(-1) ?? '';
    expect(told).toContain('already has one');
    expect(told).not.toContain(mailTexts.codeLabel);
    // The taken mobile is refused only once the asker has proven their mailbox, with the spec's 209.
    const code = latestCode(t.config.dataDir, 'x@test.local');
    await post(t, '/api/admin/admin_verify_email', { email: 'x@test.local', verifyCode: code });
    const set = await post(t, '/api/admin/admin_set_password', { email: 'x@test.local', verifyCode: code, newPassword: 'taken-mobile-pass' });
    expect(set.statusCode).toBe(209);
    expect(set.json().message).toBe(serverMessages.mobileRegistered);
    expect(await t.app.db.selectFrom('admins').select('email').execute()).toEqual([{ email: 'boss@test.local' }]);
  });

  it('cannot skip verify, and refuses a wrong code (208) or bad input (400)', async () => {
    await post(t, '/api/admin/admin_check', { email: 'skip@test.local', mobile: '0822222222', fullName: 'Skip' });
    const code = latestCode(t.config.dataDir, 'skip@test.local');
    const body = { email: 'skip@test.local', verifyCode: code, newPassword: 'skipping-ahead' };
    expect((await post(t, '/api/admin/admin_set_password', body)).statusCode).toBe(208);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await post(t, '/api/admin/admin_verify_email', { email: 'skip@test.local', verifyCode: wrong })).json().result).toEqual([]);
    expect((await post(t, '/api/admin/admin_check', { email: 'bad', mobile: '0822222222', fullName: 'Skip' })).statusCode).toBe(400);
    expect((await post(t, '/api/admin/admin_check', { email: 'a@test.local', mobile: '0822222222', fullName: 'A', status: 'active' })).statusCode).toBe(400);
    expect((await post(t, '/api/admin/admin_set_password', { ...body, newPassword: 'short' })).statusCode).toBe(400);
    expect(await t.app.db.selectFrom('admins').select('_id').execute()).toHaveLength(0);
  });
});

describe('admin forgot password', () => {
  it('answers alike for known and unknown emails, resets with the mailed code (201) and revokes earlier tokens', async () => {
    const token = await t.adminToken('boss@test.local');
    t.clock.advance(1000);
    const known = await post(t, '/api/admin/admin_forgot_password', { email: 'boss@test.local' });
    const unknown = await post(t, '/api/admin/admin_forgot_password', { email: 'ghost@test.local' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const code = await mailedCode(t, 'boss@test.local');
    expect(mailsTo(t.config.dataDir, 'ghost@test.local')).toEqual([]);

    const reset = await post(t, '/api/admin/admin_set_password', { email: 'boss@test.local', verifyCode: code, newPassword: 'new-boss-password' });
    expect(reset.statusCode).toBe(201);
    expect((await listAdmins(token)).statusCode).toBe(401);
    expect((await login('boss@test.local', 'password123')).statusCode).toBe(401);
    expect((await login('boss@test.local', 'new-boss-password')).statusCode).toBe(200);
    // Used once.
    expect((await post(t, '/api/admin/admin_set_password', { email: 'boss@test.local', verifyCode: code, newPassword: 'third-password' })).statusCode).toBe(208);
  });

  it('a pending admin can reset too, and stays pending', async () => {
    await registerAdmin(t, 'waiting@test.local');
    await post(t, '/api/admin/admin_forgot_password', { email: 'waiting@test.local' });
    const code = await mailedCode(t, 'waiting@test.local');
    expect((await post(t, '/api/admin/admin_set_password', { email: 'waiting@test.local', verifyCode: code, newPassword: 'still-waiting' })).statusCode).toBe(201);
    expect((await login('waiting@test.local', 'still-waiting')).statusCode).toBe(403);
  });
});
