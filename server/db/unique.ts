/**
 * Unique-index violations on both engines (issue 20 §1.3). A duplicate check inside a transaction
 * is not enough on PostgreSQL: two transactions both find the name free under READ COMMITTED and both
 * insert. The unique index decides; these turn its refusal into the caller's 'duplicate' answer.
 */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  // PostgreSQL's unique_violation; better-sqlite3's extended result codes.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Runs a write, answering 'duplicate' when a unique index refused it (the transaction is rolled back). */
export async function duplicateOr<T>(write: () => Promise<T>): Promise<T | 'duplicate'> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) return 'duplicate';
    throw err;
  }
}
