import { sql, type Kysely } from 'kysely';

/**
 * Issue 20 §1.2: an unfinished member registration is no longer a row (which held its email and mobile,
 * so a stranger's registration could keep a mobile from its owner, and asking again rewrote its details);
 * its details travel in the mailed code's payload, and the member is stored when the password is set.
 * Rows left from before, and their codes (which carry no details), are dropped: someone registering during
 * the upgrade asks for a new code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from verify_codes where purpose = 'member_register' and payload is null`.execute(db);
  await sql`delete from members where "passwordHash" is null`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to restore: the dropped rows were unfinished registrations.
}
