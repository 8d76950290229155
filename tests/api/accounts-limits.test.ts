import { describe, expect, it } from 'vitest';
import { limitTexts, serverMessages } from '../../src/messages.js';
import { ACCOUNT_HARD_FACTOR, CODE_ACCOUNT_WINDOW_MS } from '../../server/plugins/account-limit.js';
import { memberData, registerMember } from '../helpers/accounts.js';
import { useMakeApp, type TestApp } from '../helpers/app.js';
import { mailsTo } from '../helpers/mail.js';

const makeApp = useMakeApp();
let t: TestApp;

const MAX = 3;
/** The same call from a given IP (the app trusts X-Forwarded-For, as behind its proxy). */
const from = (ip: string, url: string, payload: object) => t.call({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

/** Each limited call, with a body for try number i: `sameAccount` keeps the account, else it changes every try. */
const calls: Array<[string, (i: number, sameAccount: boolean) => object]> = [
  ['/api/member/member_login', (i, same) => ({ email: same ? 'one@test.local' : `m${i}@test.local`, password: 'whatever-pass' })],
  ['/api/member/member_check', (i, same) => ({ email: same ? 'one@test.local' : `m${i}@test.local`, mobile: `081000000${i}`, firstName: 'A', lastName: 'B' })],
  ['/api/member/member_verify_email', (i, same) => ({ email: same ? 'one@test.local' : `m${i}@test.local`, verifyCode: '123456' })],
  ['/api/member/member_forgot_password', (i, same) => ({ email: same ? 'one@test.local' : `m${i}@test.local` })],
  ['/api/admin/admin_login', (i, same) => ({ email: same ? 'one@test.local' : `a${i}@test.local`, password: 'whatever-pass' })],
  ['/api/admin/admin_check', (i, same) => ({ email: same ? 'one@test.local' : `a${i}@test.local`, mobile: `082000000${i}`, fullName: 'A' })],
  ['/api/admin/admin_verify_email', (i, same) => ({ email: same ? 'one@test.local' : `a${i}@test.local`, verifyCode: '123456' })],
  ['/api/admin/admin_forgot_password', (i, same) => ({ email: same ? 'one@test.local' : `a${i}@test.local` })],
];

describe('rate limits (429 with a message)', () => {
  for (const [url, body] of calls) {
    it(`${url}: per IP, across accounts`, async () => {
      t = await makeApp({ rateLimit: { max: MAX, windowMs: 60_000 } });
      for (let i = 0; i < MAX; i++) expect((await from('203.0.113.7', url, body(i, false))).statusCode).not.toBe(429);
      const limited = await from('203.0.113.7', url, body(MAX, false));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: serverMessages.tooManyRequests });
      expect((await from('203.0.113.8', url, body(MAX + 1, false))).statusCode).not.toBe(429);
    });

    it(`${url}: a stranger's tries from other addresses never lock the owner out`, async () => {
      t = await makeApp({ rateLimit: { max: MAX, windowMs: 60_000, delayMs: 1 } });
      for (let i = 0; i < MAX * 3; i++) expect((await from(`198.51.100.${i + 1}`, url, body(i, true))).statusCode).not.toBe(429);
      expect((await from('192.0.2.200', url, body(MAX * 3, true))).statusCode).not.toBe(429);
    });
  }

  it('slows tries on one account past the limit instead of locking it, and refuses only far above it (Retry-After)', async () => {
    t = await makeApp({ rateLimit: { max: MAX, windowMs: 60_000, delayMs: 150 } });
    const url = '/api/member/member_login';
    const body = { email: 'one@test.local', password: 'whatever-pass' };
    for (let i = 0; i < MAX; i++) await from(`198.51.100.${i + 1}`, url, body);
    const started = Date.now();
    const slowed = await from('198.51.100.50', url, body);
    expect(slowed.statusCode).toBe(208);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    await t.close();
    t = await makeApp({ rateLimit: { max: MAX, windowMs: 60_000, delayMs: 0 } });
    for (let i = 0; i < MAX * ACCOUNT_HARD_FACTOR; i++) expect((await from(`10.9.${i >> 8}.${i & 255}`, url, body)).statusCode).toBe(208);
    const refused = await from('10.9.99.1', url, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().message).toBe(limitTexts.tryAgainIn(60));
  });

  it("five reset requests by a stranger do not block the owner's registration mail", async () => {
    t = await makeApp({ codeLimit: { max: 5, windowMs: 3_600_000 } });
    const victim = memberData();
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.66', '/api/member/member_forgot_password', { email: victim.email })).statusCode).toBe(200);
    const stranger = await from('203.0.113.66', '/api/member/member_forgot_password', { email: victim.email });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.headers['retry-after']).toBe('3600');
    expect(stranger.json().message).toBe(limitTexts.tryAgainIn(3600));
    const own = await from('192.0.2.7', '/api/member/member_check', { email: victim.email, mobile: victim.mobile, firstName: victim.firstName, lastName: victim.lastName });
    expect(own.statusCode).toBe(201);
  });

  it("member_check calls from strangers with a victim's email keep their registration back for minutes, not an hour (issue 20 §1.2)", async () => {
    t = await makeApp({ codeLimit: { max: 5, windowMs: 3_600_000 } });
    const victim = memberData();
    for (let i = 0; i < 20; i++) {
      await from(`203.0.113.${70 + (i % 4)}`, '/api/member/member_check', { email: victim.email, mobile: `0870000${String(i).padStart(3, '0')}`, firstName: 'X', lastName: 'Y' });
    }
    t.clock.advance(CODE_ACCOUNT_WINDOW_MS);
    const own = await from('192.0.2.7', '/api/member/member_check', { email: victim.email, mobile: victim.mobile, firstName: victim.firstName, lastName: victim.lastName });
    expect(own.statusCode).toBe(201);
  });

  it('a refused member_check writes and mails nothing: no new code, no changed details', async () => {
    t = await makeApp({ codeLimit: { max: 1, windowMs: 3_600_000 } });
    const first = memberData();
    const check = (m: typeof first, ip: string) => from(ip, '/api/member/member_check', { email: m.email, mobile: m.mobile, firstName: m.firstName, lastName: m.lastName });
    expect((await check(first, '192.0.2.1')).statusCode).toBe(201);
    const rows = async () => t.app.db.selectFrom('verify_codes').select(['subject', 'payload']).orderBy('createAt').execute();
    const before = await rows();
    const mails = mailsTo(t.config.dataDir, first.email).length;
    expect((await check({ ...first, firstName: 'Renamed' }, '192.0.2.1')).statusCode).toBe(429);
    expect(await rows()).toEqual(before);
    expect(mailsTo(t.config.dataDir, first.email)).toHaveLength(mails);
    expect(await t.app.db.selectFrom('members').select('_id').execute()).toEqual([]);
  });

  it('counts a member login by email and by mobile against the same account', async () => {
    t = await makeApp({ rateLimit: { max: MAX, windowMs: 60_000, delayMs: 150 } });
    const m = await registerMember(t, { mobile: '0833333333' });
    // registerMember's own login was the first try on this account; two more reach the limit.
    for (const [i, email] of ['0833333333', m.email.toUpperCase()].entries()) {
      expect((await from(`192.0.2.${i + 1}`, '/api/member/member_login', { email, password: 'wrong-password' })).statusCode).toBe(208);
    }
    const started = Date.now();
    const owner = await from('192.0.2.50', '/api/member/member_login', { email: '083 333 3333', password: m.password });
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});
