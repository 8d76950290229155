import { describe, expect, it } from 'vitest';
import { memberData, post, registerMember } from '../helpers/accounts.js';
import { useTestApp } from '../helpers/app.js';
import { latestCode, mailedCode } from '../helpers/mail.js';

const t = useTestApp();

const verify = (email: string, verifyCode: string) => post(t, '/api/member/member_verify_email', { email, verifyCode });
const setPassword = (email: string, verifyCode: string, newPassword = 'fresh-denim-99') =>
  post(t, '/api/member/member_set_password', { email, verifyCode, newPassword });
const verified = async (email: string, code: string) => (await verify(email, code)).json().result.length === 1;
/** A six-digit code that is certainly not `code`. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function pending() {
  const m = memberData();
  const r = await post(t, '/api/member/member_check', { email: m.email, mobile: m.mobile, firstName: m.firstName, lastName: m.lastName });
  expect(r.statusCode).toBe(201);
  return { ...m, code: latestCode(t.config.dataDir, m.email) };
}

describe('verify codes', () => {
  it('are six digits and stored only as a hash', async () => {
    const m = await pending();
    expect(m.code).toMatch(/^\d{6}$/);
    const rows = await t.app.db.selectFrom('verify_codes').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'member_register', subject: m.email });
    expect(JSON.stringify(rows)).not.toContain(m.code);
  });

  it('answer an empty result (status 200) for a wrong code, and verify does not use the code up', async () => {
    const m = await pending();
    const wrong = await verify(m.email, wrongFor(m.code));
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json().result).toEqual([]);
    expect(await verified(m.email, 'abc')).toBe(false);
    expect(await verified(m.email, m.code)).toBe(true);
    expect(await verified(m.email, m.code)).toBe(true);
    expect((await setPassword(m.email, m.code)).statusCode).toBe(201);
  });

  it('expire after 10 minutes (controllable clock)', async () => {
    const m = await pending();
    t.clock.advance(9 * 60 * 1000 + 59 * 1000);
    expect(await verified(m.email, m.code)).toBe(true);
    t.clock.advance(1000);
    expect(await verified(m.email, m.code)).toBe(false);
    expect((await setPassword(m.email, m.code)).statusCode).toBe(208);
  });

  it('die after five wrong tries, even for the right code afterwards', async () => {
    const m = await pending();
    for (let i = 0; i < 4; i++) expect(await verified(m.email, wrongFor(m.code))).toBe(false);
    // Right codes do not count: four wrong tries plus a right one leave one try.
    expect(await verified(m.email, m.code)).toBe(true);
    expect(await verified(m.email, wrongFor(m.code))).toBe(false);
    expect(await verified(m.email, m.code)).toBe(false);
    expect((await setPassword(m.email, m.code)).statusCode).toBe(208);
  });

  it('cannot be outrun by parallel guesses', async () => {
    const m = await pending();
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(m.code) + 1 + i) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((g) => verify(m.email, g)));
    const [row] = await t.app.db.selectFrom('verify_codes').select('attempts').execute();
    expect(row.attempts).toBe(5);
    expect(await verified(m.email, m.code)).toBe(false);
  });

  it('count wrong tries made through set password too', async () => {
    const m = await pending();
    expect(await verified(m.email, m.code)).toBe(true);
    for (let i = 0; i < 5; i++) expect((await setPassword(m.email, wrongFor(m.code))).statusCode).toBe(208);
    expect((await setPassword(m.email, m.code)).statusCode).toBe(208);
  });

  it('work once: set password uses the code up', async () => {
    const m = await pending();
    await verify(m.email, m.code);
    expect((await setPassword(m.email, m.code)).statusCode).toBe(201);
    expect((await setPassword(m.email, m.code, 'second-try-pass')).statusCode).toBe(208);
    expect(await verified(m.email, m.code)).toBe(false);
    const login = await post(t, '/api/member/member_login', { email: m.email, password: 'fresh-denim-99' });
    expect(login.statusCode).toBe(200);
  });

  // Issue 20 §1.2: these two tests pinned "a newer code cancels the older", which let one stranger's
  // request void the code the owner already holds. Now every mailed code stays valid until used or expired.
  it('stay valid when a newer code is mailed; using one drops the others', async () => {
    const m = await pending();
    await post(t, '/api/member/member_check', { email: m.email, mobile: m.mobile, firstName: m.firstName, lastName: m.lastName });
    const newer = latestCode(t.config.dataDir, m.email);
    expect(await verified(m.email, m.code)).toBe(true);
    expect(await verified(m.email, newer)).toBe(true);
    expect((await setPassword(m.email, m.code)).statusCode).toBe(201);
    expect(await t.app.db.selectFrom('verify_codes').select('_id').where('subject', '=', m.email).execute()).toHaveLength(0);
  });

  it("a stranger's forgot-password call does not void the reset code the owner holds", async () => {
    const m = await registerMember(t);
    await post(t, '/api/member/member_forgot_password', { email: m.email });
    const owners = await mailedCode(t, m.email);
    const stranger = await t.call({ method: 'POST', url: '/api/member/member_forgot_password', payload: { email: m.email }, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(stranger.statusCode).toBe(200);
    await mailedCode(t, m.email);
    expect((await post(t, '/api/member/member_set_password', { email: m.email, verifyCode: owners, password: 'reset-pass-1' })).statusCode).toBe(201);
    expect((await post(t, '/api/member/member_login', { email: m.email, password: 'reset-pass-1' })).statusCode).toBe(200);
  });
});
