import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../helpers/accounts.js';
import { useSharedTestApp } from '../helpers/app.js';

const t = useSharedTestApp();
let m: Awaited<ReturnType<typeof registerMember>>;
beforeAll(async () => {
  m = await registerMember(t);
});

const me = (token: string) => t.call({ method: 'POST', url: `/api/member/get_member_data_by_id/${m.member._id}`, token });
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const secret = () => new TextEncoder().encode(t.config.jwtSecret);

describe('member tokens', () => {
  it('are accepted as issued', async () => {
    expect((await me(m.token)).statusCode).toBe(200);
  });

  it('refuse a tampered payload (401)', async () => {
    const [header, payload, sig] = m.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${b64({ ...claims, sub: '0'.repeat(24), _id: '0'.repeat(24) })}.${sig}`;
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me(`${header}.${payload}.${sig.slice(0, -2)}AA`)).statusCode).toBe(401);
  });

  it('refuse alg:none (401)', async () => {
    const [, payload] = m.token.split('.');
    expect((await me(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).statusCode).toBe(401);
  });

  it('refuse a token signed with another key or another algorithm (401)', async () => {
    const claims = { _id: m.member._id, email: m.email };
    const now = Math.floor(t.clock.now / 1000);
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('selvedge')
      .setAudience('member')
      .setSubject(m.member._id)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode('y'.repeat(48)));
    expect((await me(otherKey)).statusCode).toBe(401);
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('selvedge')
      .setAudience('member')
      .setSubject(m.member._id)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(t.config.jwtSecret.repeat(2)));
    expect((await me(hs512)).statusCode).toBe(401);
  });

  it('refuse an admin-audience token signed with our key on a member-only call (403)', async () => {
    const now = Math.floor(t.clock.now / 1000);
    const wrongAudience = await new SignJWT({ email: m.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('selvedge')
      .setAudience('admin')
      .setSubject(m.member._id)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(secret());
    const upload = await t.call({
      method: 'POST',
      url: '/api/member/upload_member_profile_image',
      token: wrongAudience,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(upload.statusCode).toBe(403);
  });

  it('are refused on admin calls (403)', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/get_admin_all', token: m.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: '/api/category/delete_category_by_id/x', token: m.token })).statusCode).toBe(403);
  });

  it('stop working once the member is deleted (401)', async () => {
    const other = await registerMember(t);
    await t.app.db.deleteFrom('members').where('_id', '=', other.member._id).execute();
    const r = await t.call({ method: 'POST', url: `/api/member/get_member_data_by_id/${other.member._id}`, token: other.token });
    expect(r.statusCode).toBe(401);
  });

  it('expire after seven days (401)', async () => {
    t.clock.advance(7 * 86400 * 1000 + 1000);
    expect((await me(m.token)).statusCode).toBe(401);
  });
});
