import { describe, expect, it } from 'vitest';
import { PASSWORD_COST, hashPassword, setPasswordCostForTests, verifyPassword } from '../../../server/modules/accounts/password.js';

describe('password hashing', () => {
  it("stores argon2id at design.md §4's cost (19 MiB, two passes, one lane) and verifies only the right password", async () => {
    expect(PASSWORD_COST).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    setPasswordCostForTests(PASSWORD_COST);
    try {
      const stored = await hashPassword('linen-and-cotton-26');
      expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(stored, 'linen-and-cotton-26')).toBe(true);
      expect(await verifyPassword(stored, 'linen-and-cotton-27')).toBe(false);
      expect(await verifyPassword('not a hash', 'linen-and-cotton-26')).toBe(false);
    } finally {
      setPasswordCostForTests({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    }
  });

  it('a test cost applies only to new hashes: a hash made at the full cost still verifies', async () => {
    setPasswordCostForTests(PASSWORD_COST);
    const full = await hashPassword('denim-99');
    setPasswordCostForTests({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    expect(await hashPassword('denim-99')).toMatch(/m=1024,t=1,p=1/);
    expect(await verifyPassword(full, 'denim-99')).toBe(true);
  });
});
