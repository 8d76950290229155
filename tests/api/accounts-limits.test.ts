import { afterEach, describe, expect, it } from 'vitest';
import { serverMessages } from '../../src/messages.js';
import { registerMember } from '../helpers/accounts.js';
import { makeApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

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

    it(`${url}: per account, across IPs`, async () => {
      t = await makeApp({ rateLimit: { max: MAX, windowMs: 60_000 } });
      for (let i = 0; i < MAX; i++) expect((await from(`198.51.100.${i + 1}`, url, body(i, true))).statusCode).not.toBe(429);
      const limited = await from('198.51.100.99', url, body(MAX, true));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: serverMessages.tooManyRequests });
      // The account's window ends on the server clock.
      t.clock.advance(60_000);
      expect((await from('198.51.100.100', url, body(MAX + 1, true))).statusCode).not.toBe(429);
    });
  }

  it('counts a member login by email and by mobile against the same account', async () => {
    t = await makeApp({ rateLimit: { max: MAX, windowMs: 60_000 } });
    const m = await registerMember(t, { mobile: '0833333333' });
    // registerMember's own login was the first try on this account.
    const tries = ['0833333333', m.email.toUpperCase()];
    for (const [i, email] of tries.entries()) {
      expect((await from(`192.0.2.${i + 1}`, '/api/member/member_login', { email, password: 'wrong-password' })).statusCode).toBe(208);
    }
    expect((await from('192.0.2.50', '/api/member/member_login', { email: '083 333 3333', password: m.password })).statusCode).toBe(429);
  });
});
