import { describe, expect, it } from 'vitest';
import { CODE_ACCOUNT_WINDOW_MS } from '../../server/plugins/account-limit.js';
import { registerMember } from '../helpers/accounts.js';
import { useMakeApp, type TestApp } from '../helpers/app.js';
import { mailsTo } from '../helpers/mail.js';

/** Guessing an account's reset code: the number of codes mailed and of tries per account are capped. */
const makeApp = useMakeApp();
let t: TestApp;

const from = (ip: string, url: string, payload: object) => t.call({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

describe('verify code guessing', () => {
  // Issue 20 §1.2: this test pinned the old per-account cap (4× the per-address cap an hour, then 429 for
  // everyone — the owner too — for the rest of the hour). Now the account's cap is a short window, and past
  // it forgot-password still answers 200 and mails nothing: the codes mailed before stay valid.
  it('mails at most CODE_LIMIT_MAX reset codes per account and address, and CODE_LIMIT_MAX per account every few minutes, typed as email or mobile, never refusing the owner', async () => {
    t = await makeApp({ codeLimit: { max: 3, windowMs: 3_600_000 } });
    const m = await registerMember(t);
    t.clock.advance(CODE_ACCOUNT_WINDOW_MS);
    const before = mailsTo(t.config.dataDir, m.email).length;
    const sameAddress: number[] = [];
    for (let i = 0; i < 4; i++) sameAddress.push((await from('198.51.100.1', '/api/member/member_forgot_password', { email: i % 2 ? m.mobile : m.email })).statusCode);
    expect(sameAddress).toEqual([200, 200, 200, 429]);
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      answers.push((await from(`198.51.100.${i + 2}`, '/api/member/member_forgot_password', { email: i % 2 ? m.mobile : m.email })).statusCode);
    }
    expect(answers).toEqual(Array(12).fill(200));
    await t.app.mail.idle();
    expect(mailsTo(t.config.dataDir, m.email).length - before).toBe(3);
    t.clock.advance(CODE_ACCOUNT_WINDOW_MS);
    expect((await from('198.51.100.99', '/api/member/member_forgot_password', { email: m.email })).statusCode).toBe(200);
    await t.app.mail.idle();
    expect(mailsTo(t.config.dataDir, m.email).length - before).toBe(4);
  });

  it('answers an unknown account the same way, so the cap reveals nothing', async () => {
    t = await makeApp({ codeLimit: { max: 3, windowMs: 3_600_000 } });
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await from('198.51.100.1', '/api/member/member_forgot_password', { email: 'nobody@test.local' })).statusCode);
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    const admin: number[] = [];
    for (let i = 0; i < 5; i++) admin.push((await from('198.51.100.1', '/api/admin/admin_forgot_password', { email: 'nobody@test.local' })).statusCode);
    expect(admin).toEqual([200, 200, 200, 429, 429]);
  });

  // The README's figure (Limits): what a stranger with as many addresses as they like can make the site mail
  // to one address — CODE_LIMIT_MAX of each kind of mail it can get every CODE_ACCOUNT_WINDOW_MS.
  it("mails one address at most 3 × CODE_LIMIT_MAX every few minutes (a member's and an admin's), 2 × for anyone else", async () => {
    t = await makeApp({ codeLimit: { max: 2, windowMs: 3_600_000 } });
    const m = await registerMember(t);
    await t.adminToken(m.email);
    let ip = 0;
    const at = () => `198.18.${++ip >> 8}.${ip & 255}`;
    const flood = async (email: string) => {
      for (let i = 0; i < 6; i++) {
        await from(at(), '/api/member/member_check', { email, mobile: `0861${String(ip).padStart(6, '0')}`, firstName: 'A', lastName: 'B' });
        await from(at(), '/api/member/member_forgot_password', { email });
        await from(at(), '/api/admin/admin_check', { email, mobile: `0862${String(ip).padStart(6, '0')}`, fullName: 'A' });
        await from(at(), '/api/admin/admin_forgot_password', { email });
      }
      await t.app.mail.idle();
    };
    t.clock.advance(CODE_ACCOUNT_WINDOW_MS);
    for (const [email, most] of [[m.email, 3 * 2], ['nobody@test.local', 2 * 2]] as const) {
      const before = mailsTo(t.config.dataDir, email).length;
      await flood(email);
      expect(mailsTo(t.config.dataDir, email).length - before).toBe(most);
      await flood(email);
      expect(mailsTo(t.config.dataDir, email).length - before).toBe(most);
      t.clock.advance(CODE_ACCOUNT_WINDOW_MS);
      await flood(email);
      expect(mailsTo(t.config.dataDir, email).length - before).toBe(2 * most);
    }
  });

  it('limits set-password tries per account and address, even when email and mobile alternate', async () => {
    t = await makeApp({ rateLimit: { max: 4, windowMs: 60_000, delayMs: 1 } });
    const m = await registerMember(t);
    await from('198.51.100.1', '/api/member/member_forgot_password', { email: m.email });
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await from('203.0.113.1', '/api/member/member_set_password', { email: i % 2 ? m.mobile : m.email, verifyCode: '000000', password: 'new-password-1' });
      answers.push(r.statusCode);
    }
    expect(answers).toEqual([208, 208, 208, 208, 429, 429]);
    // From other addresses the tries are slowed, not refused: the owner is never locked out, and each
    // code still burns after five wrong tries (accounts-codes), which bounds guessing.
    expect((await from('203.0.113.77', '/api/member/member_set_password', { email: m.email, verifyCode: '000000', password: 'new-password-1' })).statusCode).toBe(208);
  });
});

describe('XSRF', () => {
  it('cannot be skipped by percent-encoding the /api path', async () => {
    t = await makeApp();
    const token = await t.adminToken();
    const r = await t.call({ method: 'DELETE', url: '/%61pi/category/delete_category_by_id/abc', token, xsrf: false });
    expect(r.statusCode).toBe(403);
    const unknown = await t.call({ method: 'GET', url: '/%61pi/nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
  });
});
