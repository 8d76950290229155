import { setPasswordCostForTests } from '../../server/modules/accounts/password.js';

// argon2id at its lowest sensible cost in the api tests (design.md §4's 19 MiB × 2 passes is held by
// tests/api/password.test.ts and used by the e2e server): every sign-in a test makes still hashes and
// verifies for real, at a fraction of the CPU.
setPasswordCostForTests({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
