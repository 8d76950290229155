import { beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { useSharedTestApp } from '../helpers/app.js';

const t = useSharedTestApp();
beforeAll(async () => {
  await t.adminToken('boss@test.local');
});

const login = (body: object) => t.call({ method: 'POST', url: '/api/admin/admin_login', payload: body });

describe('admin login', () => {
  it('answers 200 with an admin-audience HS256 token and the admin fields', async () => {
    const r = await login({ email: 'boss@test.local', password: 'password123' });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.result).toEqual({ _id: expect.any(String), email: 'boss@test.local', mobile: '0800000000', fullName: 'Test Admin' });
    expect(decodeProtectedHeader(body.token).alg).toBe('HS256');
    const claims = decodeJwt(body.token);
    expect(claims.aud).toBe('admin');
    expect(claims.exp).toBeGreaterThan(claims.iat!);
    const guarded = await t.call({ method: 'DELETE', url: '/api/category/delete_category_by_id/x', token: body.token });
    expect(guarded.statusCode).toBe(404);
  });

  it('answers 401 with a message for a wrong password or unknown email', async () => {
    for (const body of [{ email: 'boss@test.local', password: 'wrong-pass' }, { email: 'nobody@test.local', password: 'password123' }]) {
      const r = await login(body);
      expect(r.statusCode).toBe(401);
      expect(r.json().message).toBeTruthy();
      expect(r.json().token).toBeUndefined();
    }
  });

  it('answers 400 naming the missing field', async () => {
    const r = await login({ email: 'boss@test.local' });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain('password');
  });

  it('refuses an expired token and an alg:none token with 401', async () => {
    const token = (await login({ email: 'boss@test.local', password: 'password123' })).json().token;
    const [, payload] = token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await t.call({ method: 'DELETE', url: '/api/category/delete_category_by_id/x', token: none })).statusCode).toBe(401);
    t.clock.advance(13 * 3600 * 1000);
    expect((await t.call({ method: 'DELETE', url: '/api/category/delete_category_by_id/x', token })).statusCode).toBe(401);
  });
});
