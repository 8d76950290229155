import type { Db } from '../../db/index.js';
import type { CodePurpose, VerifyCodesTable } from '../../db/schema.js';

export type CodeRow = VerifyCodesTable;

/**
 * Stores a new code for (purpose, subject) beside the live ones (issue 20 §1.2: a stranger's request never
 * voids a code already mailed) and drops expired codes.
 */
export async function addCode(db: Db, row: CodeRow, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('verify_codes').where('expiresAt', '<=', now).execute();
    await trx.insertInto('verify_codes').values(row).execute();
  });
}

/** The unexpired codes for (purpose, subject), newest first. */
export function liveCodes(db: Db, purpose: CodePurpose, subject: string, now: number): Promise<CodeRow[]> {
  return db
    .selectFrom('verify_codes')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('subject', '=', subject)
    .where('expiresAt', '>', now)
    .orderBy('expiresAt', 'desc')
    .execute();
}

/** Drops every code for (purpose, subject): once one has been used, the others have no purpose left. */
export async function dropCodes(db: Db, purpose: CodePurpose, subject: string): Promise<void> {
  await db.deleteFrom('verify_codes').where('purpose', '=', purpose).where('subject', '=', subject).execute();
}

/** Takes one try atomically, so parallel guesses cannot outrun the limit; false when none are left. */
export async function reserveAttempt(db: Db, id: string, maxAttempts: number): Promise<boolean> {
  const r = await db
    .updateTable('verify_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('_id', '=', id)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Gives back a try taken by reserveAttempt when the code was right: only wrong tries count. */
export async function releaseAttempt(db: Db, id: string): Promise<void> {
  await db
    .updateTable('verify_codes')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('_id', '=', id)
    .where('attempts', '>', 0)
    .execute();
}

export async function markCodeVerified(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable('verify_codes').set({ verifiedAt: now }).where('_id', '=', id).where('verifiedAt', 'is', null).execute();
}

/** Deletes the code; true only for the one caller that actually removed it (single use under races). */
export async function deleteCode(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom('verify_codes').where('_id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

