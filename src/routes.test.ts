import { describe, expect, it } from 'vitest';
import { adminPaths, isAdminPath } from './routes';

describe('isAdminPath', () => {
  it('claims every admin route and nothing public', () => {
    for (const p of adminPaths) expect(isAdminPath(p), p).toBe(true);
    for (const p of ['/', '/admin_login', '/admin_register', '/admin_forgot_password', '/category', '/administrator']) expect(isAdminPath(p), p).toBe(false);
  });
});
