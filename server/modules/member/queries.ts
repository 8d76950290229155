import type { MemberPublic } from '../../../src/contract/member.js';
import type { Db } from '../../db/index.js';
import { fromFlag, newId } from '../../db/ids.js';
import type { MembersTable } from '../../db/schema.js';
import type { Identifier } from '../accounts/identity.js';
import { duplicateOr } from '../../db/unique.js';

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

/** What a registration's mailed code carries (issue 20 §1.2): the details typed with it, registered when the password is set. */
export interface MemberRegistration {
  mobile: string;
  firstName: string;
  lastName: string;
}

type Clash = 'email_taken' | 'mobile_taken';

/**
 * member_check's question: is the email or the mobile a registered member's (one with a password)?
 * Unfinished registrations hold nothing (they are only codes in the mail), so a stranger's registration
 * with someone's mobile never keeps its owner from registering.
 */
export async function registrationClash(db: Db, email: string, mobile: string): Promise<Clash | null> {
  const taken = await db
    .selectFrom('members')
    .select(['email', 'mobile'])
    .where('passwordHash', 'is not', null)
    .where((eb) => eb.or([eb('email', '=', email), eb('mobile', '=', mobile)]))
    .execute();
  if (taken.some((m) => m.email === email)) return 'email_taken';
  return taken.length ? 'mobile_taken' : null;
}

/**
 * Registration's last step: stores the member with the details their code carried, email verified and
 * password set. The unique indexes decide between two registrations finishing at once (both engines).
 */
export async function insertRegisteredMember(
  db: Db,
  input: MemberRegistration & { email: string; passwordHash: string },
  now: Date,
): Promise<MemberRow | Clash> {
  const clash = await registrationClash(db, input.email, input.mobile);
  if (clash) return clash;
  const member: MemberRow = {
    _id: newId(),
    email: input.email,
    mobile: input.mobile,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash: input.passwordHash,
    isVerified: 1,
    url: null,
    createAt: now.toISOString(),
    tokenVersion: 0,
  };
  const saved = await duplicateOr(() => db.insertInto('members').values(member).execute());
  if (saved !== 'duplicate') return member;
  return (await registrationClash(db, input.email, input.mobile)) ?? 'mobile_taken';
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
