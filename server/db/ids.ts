import { randomBytes } from 'node:crypto';

/** An opaque record id: 24 hex characters, the shape the original site's ids had. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** SQLite and our PostgreSQL schema store flags as 0/1 integers; the wire carries booleans. */
export const toFlag = (b: boolean): number => (b ? 1 : 0);
export const fromFlag = (n: number | boolean | null | undefined): boolean => n === true || n === 1;
