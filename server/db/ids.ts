import { randomBytes } from 'node:crypto';

const ID_BYTES = 12;
/** Random bytes for 512 ids, drawn at once: an import of 50,000 rows makes 50,000 ids. */
const POOL = ID_BYTES * 512;
let pool = randomBytes(POOL);
let used = 0;

/** An opaque record id: 24 hex characters of cryptographic randomness, the shape the original site's ids had. */
export function newId(): string {
  if (used === POOL) {
    pool = randomBytes(POOL);
    used = 0;
  }
  used += ID_BYTES;
  return pool.toString('hex', used - ID_BYTES, used);
}

/** SQLite and our PostgreSQL schema store flags as 0/1 integers; the wire carries booleans. */
export const toFlag = (b: boolean): number => (b ? 1 : 0);
export const fromFlag = (n: number | boolean | null | undefined): boolean => n === true || n === 1;
