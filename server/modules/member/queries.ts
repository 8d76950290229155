import type { MemberPublic } from '../../../src/contract/member.js';
import type { Db } from '../../db/index.js';
import { fromFlag, newId } from '../../db/ids.js';
import type { MembersTable } from '../../db/schema.js';
import type { Identifier } from '../accounts/identity.js';

export type MemberRow = MembersTable;

export function toPublic(row: MemberRow): MemberPublic {
  return {
    _id: row._id,
    email: row.email,
    mobile: row.mobile,
    firstName: row.firstName,
    lastName: row.lastName,
    isVerified: fromFlag(row.isVerified),
    createAt: row.createAt,
    url: row.url ?? null,
  };
}

export function findMemberById(db: Db, id: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('_id', '=', id).executeTakeFirst();
}

export function findMemberByIdentifier(db: Db, id: Identifier): Promise<MemberRow | undefined> {
  if (!id) return Promise.resolve(undefined);
  const q = db.selectFrom('members').selectAll();
  return ('email' in id ? q.where('email', '=', id.email) : q.where('mobile', '=', id.mobile)).executeTakeFirst();
}

export function findMemberForToken(db: Db, id: string) {
  return db
    .selectFrom('members')
    .select(['_id', 'email', 'passwordHash', 'tokenVersion'])
    .where('_id', '=', id)
    .executeTakeFirst();
}

type PendingOutcome = { outcome: 'email_taken' } | { outcome: 'mobile_taken' } | { outcome: 'pending'; member: MemberRow };

/**
 * member_check's write: refuses an email or mobile that a registered member (one with a password)
 * holds, else creates the pending registration or refreshes the pending one for this email. A mobile
 * held by another email's unfinished registration is released only once that registration's code has
 * expired (it was abandoned); while it is live the mobile is taken, so a registration never removes
 * someone else's.
 */
export function savePendingMember(
  db: Db,
  input: { email: string; mobile: string; firstName: string; lastName: string },
  now: Date,
): Promise<PendingOutcome> {
  return db.transaction().execute(async (trx) => {
    const byEmail = await trx.selectFrom('members').selectAll().where('email', '=', input.email).executeTakeFirst();
    if (byEmail?.passwordHash) return { outcome: 'email_taken' };
    const byMobile = await trx.selectFrom('members').selectAll().where('mobile', '=', input.mobile).executeTakeFirst();
    if (byMobile && byMobile._id !== byEmail?._id) {
      if (byMobile.passwordHash) return { outcome: 'mobile_taken' };
      const live = await trx
        .selectFrom('verify_codes')
        .select('subject')
        .where('purpose', '=', 'member_register')
        .where('subject', '=', byMobile.email)
        .where('expiresAt', '>', now.getTime())
        .executeTakeFirst();
      if (live) return { outcome: 'mobile_taken' };
      await trx.deleteFrom('verify_codes').where('purpose', '=', 'member_register').where('subject', '=', byMobile.email).execute();
      await trx.deleteFrom('members').where('_id', '=', byMobile._id).where('passwordHash', 'is', null).execute();
    }
    if (byEmail) {
      const member: MemberRow = { ...byEmail, mobile: input.mobile, firstName: input.firstName, lastName: input.lastName, isVerified: 0 };
      await trx
        .updateTable('members')
        .set({ mobile: member.mobile, firstName: member.firstName, lastName: member.lastName, isVerified: 0 })
        .where('_id', '=', byEmail._id)
        .where('passwordHash', 'is', null)
        .execute();
      return { outcome: 'pending', member };
    }
    const member: MemberRow = {
      _id: newId(),
      email: input.email,
      mobile: input.mobile,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: null,
      isVerified: 0,
      url: null,
      createAt: now.toISOString(),
      tokenVersion: 0,
    };
    await trx.insertInto('members').values(member).execute();
    return { outcome: 'pending', member };
  });
}

export async function markMemberVerified(db: Db, id: string): Promise<void> {
  await db.updateTable('members').set({ isVerified: 1 }).where('_id', '=', id).execute();
}

/** Sets the password and revokes every token issued before. */
export async function setMemberPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.updateTable('members').set((eb) => ({ passwordHash, isVerified: 1, tokenVersion: eb('tokenVersion', '+', 1) })).where('_id', '=', id).execute();
}

/** Keeps the language the member chose (issue 19). */
export async function setMemberLocale(db: Db, id: string, locale: string): Promise<void> {
  await db.updateTable('members').set({ locale }).where('_id', '=', id).execute();
}

/** Replaces the avatar path; returns the previous one so its files can be removed. */
export function setMemberImage(db: Db, id: string, url: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('members').select('url').where('_id', '=', id).executeTakeFirst();
    await trx.updateTable('members').set({ url }).where('_id', '=', id).execute();
    return before?.url ?? null;
  });
}
