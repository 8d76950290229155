import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** argon2id with design.md §4's cost: 19 MiB, two passes, one lane. */
export const PASSWORD_COST = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
let cost: { memoryCost: number; timeCost: number; parallelism: number } = PASSWORD_COST;

/**
 * For the api tests only (tests/helpers/api-setup.ts): a cheaper argon2id cost, so that the suite's
 * thousands of sign-ins, registrations and guessing floods do not each spend 19 MiB and two passes
 * (80 ms a check on a loaded 2-core machine). The server and the scripts never call it; the cost is
 * in each stored hash, so verifying is the same code either way. tests/api/pure/password.test.ts holds
 * the server's own cost to design.md's.
 */
export function setPasswordCostForTests(next: typeof cost): void {
  cost = next;
  decoy = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...cost });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both paths take the same time. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('not-a-real-password-' + Math.random());
  return decoy;
}
