import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../src/messages.js';
import { memberData, post, registerMember } from '../helpers/accounts.js';
import { multipart, useTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';
import { decodeMail, latestCode, mailedCode, mailsTo } from '../helpers/mail.js';

const t = useTestApp();

const verify = (email: string, verifyCode: string) => post(t, '/api/member/member_verify_email', { email, verifyCode });
const setPassword = (body: object) => post(t, '/api/member/member_set_password', body);
const login = (email: string, password: string) => post(t, '/api/member/member_login', { email, password });
const checkBody = (m: { email: string; mobile: string; firstName: string; lastName: string }) => ({
  email: m.email,
  mobile: m.mobile,
  firstName: m.firstName,
  lastName: m.lastName,
});
const check = (m: Parameters<typeof checkBody>[0]) => post(t, '/api/member/member_check', checkBody(m));
/** A call from another address (the test app believes X-Forwarded-For), as a stranger makes it. */
const fromIp = (ip: string, url: string, payload: object) => t.call({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

describe('member registration', () => {
  it('runs check (201, code mailed) → verify (non-empty result) → set password (201) → login (200)', async () => {
    const m = memberData({ email: 'Mali.Cotton@Test.Local', mobile: '+66 81 234 5678' });
    const c = await check(m);
    expect(c.statusCode).toBe(201);
    expect(c.json()).toEqual({ message: serverMessages.codeSent });
    const code = latestCode(t.config.dataDir, 'mali.cotton@test.local');
    expect(code).toMatch(/^\d{6}$/);

    const v = await verify('mali.cotton@test.local', code);
    expect(v.statusCode).toBe(200);
    expect(v.json()).toEqual({ message: serverMessages.emailVerified, result: [{ email: 'mali.cotton@test.local', isVerified: true }] });

    const s = await setPassword({ email: 'mali.cotton@test.local', verifyCode: code, newPassword: m.password });
    expect(s.statusCode).toBe(201);
    expect(s.json().message).toBe(serverMessages.passwordSet);

    const l = await login('MALI.cotton@test.local', m.password);
    expect(l.statusCode).toBe(200);
    const body = l.json();
    expect(body.message).toBe(serverMessages.loggedIn);
    expect(body.result).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      email: 'mali.cotton@test.local',
      mobile: '+66812345678',
      firstName: m.firstName,
      lastName: m.lastName,
      isVerified: true,
      createAt: new Date(t.clock.now).toISOString(),
      url: null,
    });
    const claims = decodeJwt(body.token);
    // spec.md's fields, the standard claims, and `ver` (the account's token version, for exact revocation).
    expect(Object.keys(claims).sort()).toEqual(
      ['_id', 'createAt', 'email', 'mobile', 'lastName', 'firstName', 'exp', 'iat', 'aud', 'iss', 'sub', 'ver'].sort(),
    );
    expect(claims).toMatchObject({
      _id: body.result._id,
      sub: body.result._id,
      aud: 'member',
      createAt: body.result.createAt,
      email: 'mali.cotton@test.local',
      mobile: '+66812345678',
      firstName: m.firstName,
      lastName: m.lastName,
    });
    expect(claims.exp).toBe(Math.floor(t.clock.now / 1000) + 7 * 86400);
  });

  it('accepts the mobile number in the login email field', async () => {
    const m = await registerMember(t, { mobile: '0812223333' });
    const r = await login('081-222 3333', m.password);
    expect(r.statusCode).toBe(200);
    expect(r.json().result._id).toBe(m.member._id);
  });

  it('answers 208 for an email already registered and 209 for a mobile already registered, saying which', async () => {
    const m = await registerMember(t);
    const sameEmail = await check(memberData({ email: m.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(208);
    expect(sameEmail.json().message).toBe(serverMessages.emailRegistered);
    const sameMobile = await check(memberData({ mobile: m.mobile }));
    expect(sameMobile.statusCode).toBe(209);
    expect(sameMobile.json().message).toBe(serverMessages.mobileRegistered);
  });

  // Issue 20 §1.2: a registration that has not set its password holds nothing. Its details travel with the
  // code mailed for them, so a stranger can neither keep a mobile from its owner nor change what another
  // person's code will register.
  it("a stranger's unfinished registration with the owner's mobile does not keep the owner from registering; the first to finish holds it", async () => {
    const owner = memberData();
    const stranger = memberData({ mobile: owner.mobile });
    expect((await fromIp('203.0.113.7', '/api/member/member_check', checkBody(stranger))).statusCode).toBe(201);
    const strangersCode = latestCode(t.config.dataDir, stranger.email);
    // The owner asks while the stranger's code is live (before: 209, renewable for ever by asking again).
    const c = await check(owner);
    expect(c.statusCode).toBe(201);
    expect(c.json()).toEqual({ message: serverMessages.codeSent });
    const code = latestCode(t.config.dataDir, owner.email);
    expect((await verify(owner.email, code)).json().result).toHaveLength(1);
    expect((await setPassword({ email: owner.email, verifyCode: code, newPassword: owner.password })).statusCode).toBe(201);
    expect((await login(owner.mobile, owner.password)).json().result).toMatchObject({ email: owner.email, mobile: owner.mobile });
    // The stranger, finishing second, meets the genuine case: the mobile is registered now (209), and nothing is stored.
    expect((await verify(stranger.email, strangersCode)).json().result).toHaveLength(1);
    const late = await setPassword({ email: stranger.email, verifyCode: strangersCode, newPassword: stranger.password });
    expect(late.statusCode).toBe(209);
    expect(late.json().message).toBe(serverMessages.mobileRegistered);
    expect((await login(stranger.email, stranger.password)).statusCode).toBe(208);
    // And a registered mobile still answers 209 at the first step, as spec.md says.
    expect((await check(memberData({ mobile: owner.mobile }))).statusCode).toBe(209);
  });

  it("re-sending a pending registration's email changes nothing: the owner's code registers the mobile and names the owner typed", async () => {
    const owner = memberData();
    expect((await check(owner)).statusCode).toBe(201);
    const code = latestCode(t.config.dataDir, owner.email);
    const intruder = memberData({ email: owner.email.toUpperCase(), firstName: 'Intruder', lastName: 'Renamed' });
    expect((await fromIp('203.0.113.8', '/api/member/member_check', checkBody(intruder))).statusCode).toBe(201);
    // Each mail says which details its code registers, so the owner can tell their code from a stranger's.
    const [ownMail, strangersMail] = mailsTo(t.config.dataDir, owner.email).map((m) => decodeMail(m).text);
    expect(ownMail).toContain(owner.mobile);
    expect(strangersMail).toContain(intruder.mobile);
    expect(strangersMail).not.toContain(owner.mobile);
    // Nothing is stored before the password is set.
    expect(await t.app.db.selectFrom('members').select('_id').execute()).toEqual([]);
    expect((await verify(owner.email, code)).json().result).toHaveLength(1);
    expect((await setPassword({ email: owner.email, verifyCode: code, newPassword: owner.password })).statusCode).toBe(201);
    expect((await login(owner.email, owner.password)).json().result).toMatchObject({
      mobile: owner.mobile,
      firstName: owner.firstName,
      lastName: owner.lastName,
    });
    // The intruder's mobile was never taken: its own owner registers with it.
    await registerMember(t, { mobile: intruder.mobile });
  });

  it('lets an owner who mistyped their mobile ask again and finish with the code mailed for the corrected details', async () => {
    const m = memberData();
    expect((await check({ ...m, mobile: '0800000001' })).statusCode).toBe(201);
    expect((await check(m)).statusCode).toBe(201);
    const code = latestCode(t.config.dataDir, m.email);
    expect((await verify(m.email, code)).json().result).toHaveLength(1);
    expect((await setPassword({ email: m.email, verifyCode: code, newPassword: m.password })).statusCode).toBe(201);
    expect((await login(m.email, m.password)).json().result.mobile).toBe(m.mobile);
  });

  it('refuses set password (208) until the code has been verified, and login (208) for an account without a password', async () => {
    const m = memberData();
    await check(m);
    const code = latestCode(t.config.dataDir, m.email);
    const skipped = await setPassword({ email: m.email, verifyCode: code, newPassword: m.password });
    expect(skipped.statusCode).toBe(208);
    expect(skipped.json().message).toBe(serverMessages.codeInvalid);
    const pending = await login(m.email, m.password);
    expect(pending.statusCode).toBe(208);
    // The refused attempt did not use the code up: verifying and setting still work.
    expect((await verify(m.email, code)).json().result).toHaveLength(1);
    expect((await setPassword({ email: m.email, verifyCode: code, newPassword: m.password })).statusCode).toBe(201);
  });

  it('answers 208 alike for a wrong password and an unknown account', async () => {
    const m = await registerMember(t);
    const wrong = await login(m.email, 'not-the-password');
    const unknown = await login('nobody@test.local', 'not-the-password');
    const unknownMobile = await login('0800000001', 'not-the-password');
    for (const r of [wrong, unknown, unknownMobile]) {
      expect(r.statusCode).toBe(208);
      expect(r.json()).toEqual({ message: serverMessages.wrongCredentials });
    }
  });

  it('answers 400 naming the field for bad input, and stores nothing', async () => {
    const base = { email: 'a@test.local', mobile: '0811111111', firstName: 'A', lastName: 'B' };
    const cases: Array<[object, string]> = [
      [{ ...base, email: 'not-an-email' }, 'email'],
      [{ ...base, mobile: '12ab' }, 'mobile'],
      [{ ...base, lastName: undefined }, 'lastName'],
      [{ ...base, firstName: '   ' }, 'firstName'],
      [{ ...base, role: 'admin' }, 'role'],
    ];
    for (const [body, field] of cases) {
      const r = await post(t, '/api/member/member_check', body);
      expect(r.statusCode, field).toBe(400);
      expect(r.json().message).toContain(field);
    }
    expect(mailsTo(t.config.dataDir, 'a@test.local')).toEqual([]);
    const proto = await t.call({
      method: 'POST',
      url: '/api/member/member_check',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"p@test.local","mobile":"0811111112","firstName":"A","lastName":"B","__proto__":{"x":1}}',
    });
    expect(proto.statusCode).toBe(400);
  });

  it('refuses passwords shorter than 8 or longer than 128 characters with 400', async () => {
    const m = memberData();
    await check(m);
    const code = latestCode(t.config.dataDir, m.email);
    await verify(m.email, code);
    for (const newPassword of ['short', 'x'.repeat(129)]) {
      const r = await setPassword({ email: m.email, verifyCode: code, newPassword });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toContain('newPassword');
    }
    const none = await setPassword({ email: m.email, verifyCode: code });
    expect(none.statusCode).toBe(400);
    expect((await setPassword({ email: m.email, verifyCode: code, newPassword: 'x'.repeat(128) })).statusCode).toBe(201);
  });
});

describe('member forgot password', () => {
  it('answers the same status and body for known and unknown emails, and mails only the known one', async () => {
    const m = await registerMember(t);
    const before = mailsTo(t.config.dataDir, m.email).length;
    const known = await post(t, '/api/member/member_forgot_password', { email: m.email });
    const unknown = await post(t, '/api/member/member_forgot_password', { email: 'ghost@test.local' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toBe(serverMessages.forgotSent);
    await t.app.mail.idle();
    expect(mailsTo(t.config.dataDir, m.email)).toHaveLength(before + 1);
    expect(mailsTo(t.config.dataDir, 'ghost@test.local')).toEqual([]);
  });

  it('resets with the key `password` as the reset screen sends (201), revoking earlier tokens', async () => {
    const m = await registerMember(t);
    const oldToken = m.token;
    const me = () => t.call({ method: 'POST', url: `/api/member/get_member_data_by_id/${m.member._id}`, token: oldToken });
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(1000);

    await post(t, '/api/member/member_forgot_password', { email: m.mobile });
    const code = await mailedCode(t, m.email);
    const r = await setPassword({ email: m.mobile, verifyCode: code, password: 'brand-new-linen' });
    expect(r.statusCode).toBe(201);

    expect((await me()).statusCode).toBe(401);
    expect((await login(m.email, m.password)).statusCode).toBe(208);
    const fresh = await login(m.email, 'brand-new-linen');
    expect(fresh.statusCode).toBe(200);
    const again = await t.call({ method: 'POST', url: `/api/member/get_member_data_by_id/${m.member._id}`, token: fresh.json().token });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a reset with a wrong or missing code (208)', async () => {
    const m = await registerMember(t);
    expect((await setPassword({ email: m.email, verifyCode: '000000', password: 'another-pass' })).statusCode).toBe(208);
    await post(t, '/api/member/member_forgot_password', { email: m.email });
    const code = await mailedCode(t, m.email);
    const wrong = code === '111111' ? '222222' : '111111';
    expect((await setPassword({ email: m.email, verifyCode: wrong, password: 'another-pass' })).statusCode).toBe(208);
    expect((await setPassword({ email: 'ghost@test.local', verifyCode: code, password: 'another-pass' })).statusCode).toBe(208);
    expect((await login(m.email, m.password)).statusCode).toBe(200);
  });
});

describe('member data and profile image', () => {
  const getById = (id: string, token?: string) => t.call({ method: 'POST', url: `/api/member/get_member_data_by_id/${id}`, token });
  const upload = async (token: string, memberId: string, image?: Buffer) => {
    const body = await multipart({ memberId }, image ? { image: { name: 'me.png', type: 'image/png', data: image } } : {});
    return t.call({ method: 'POST', url: '/api/member/upload_member_profile_image', token, ...body });
  };

  it('answers get_member_data_by_id to the member themselves and to an admin only', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const own = await getById(a.member._id, a.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().result).toEqual(a.member);
    expect((await getById(b.member._id, a.token)).statusCode).toBe(403);
    expect((await getById('0'.repeat(24), a.token)).statusCode).toBe(403);
    expect((await getById(a.member._id)).statusCode).toBe(401);

    const admin = await t.adminToken();
    expect((await getById(b.member._id, admin)).json().result).toEqual(b.member);
    expect((await getById('0'.repeat(24), admin)).statusCode).toBe(404);
  });

  it('stores a profile image for the member themselves and returns its url', async () => {
    const m = await registerMember(t);
    const r = await upload(m.token, m.member._id, await pngBytes());
    expect(r.statusCode).toBe(200);
    const url = r.json().result.url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    expect(r.json().message).toBe(serverMessages.avatarSaved);
    expect((await getById(m.member._id, m.token)).json().result.url).toBe(url);
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(200);

    const second = (await upload(m.token, m.member._id, await pngBytes(32, 32, '#aa3355'))).json().result.url;
    expect(second).not.toBe(url);
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(404);
    expect((await login(m.email, m.password)).json().result.url).toBe(second);
  });

  it('refuses an image for another member (403), without a token (401), with an admin token (403), and a non-image (400)', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const png = await pngBytes();
    expect((await upload(a.token, b.member._id, png)).statusCode).toBe(403);
    expect((await getById(b.member._id, b.token)).json().result.url).toBeNull();
    const noToken = await multipart({ memberId: a.member._id }, { image: { name: 'me.png', type: 'image/png', data: png } });
    expect((await t.call({ method: 'POST', url: '/api/member/upload_member_profile_image', ...noToken })).statusCode).toBe(401);
    expect((await upload(await t.adminToken(), a.member._id, png)).statusCode).toBe(403);
    const fake = await upload(a.token, a.member._id, Buffer.from('not a picture at all'));
    expect(fake.statusCode).toBe(400);
    expect((await upload(a.token, a.member._id)).statusCode).toBe(400);
  });
});
