import type { Db } from '../../db/index.js';
import { newId } from '../../db/ids.js';
import type { ContactListsTable } from '../../db/schema.js';
import type { ContactListEntry } from '../../../src/contract/contactList.js';
import { duplicateOr } from '../../db/unique.js';

export type ContactListInput = Omit<ContactListsTable, '_id' | 'createAt'>;

/** LIKE patterns for a typed part of a number: as typed, and a local 0… one in the +66 and 66 forms other tables may hold. */
function patterns(digits: string): string[] {
  const out = [`%${digits}%`];
  if (/^0\d+$/.test(digits)) out.push(`%+66${digits.slice(1)}%`, `66${digits.slice(1)}%`);
  return out;
}

/** Every entry, newest first. */
export async function listContactLists(db: Db, range: { since?: string; before?: string } = {}): Promise<ContactListEntry[]> {
  let q = db.selectFrom('contact_lists').selectAll();
  // createAt is an ISO instant in text: ordered as text, on SQLite and PostgreSQL alike.
  if (range.since) q = q.where('createAt', '>=', range.since);
  if (range.before) q = q.where('createAt', '<', range.before);
  return q.orderBy('createAt', 'desc').orderBy('_id').execute();
}

/** Entries whose normalised mobile contains `digits` (already normalised: no spaces, +66 written 0…). */
export async function contactListsByMobile(db: Db, digits: string, max: number): Promise<ContactListEntry[]> {
  return db.selectFrom('contact_lists').selectAll().where('mobile', 'like', `%${digits}%`).orderBy('mobile').orderBy('createAt', 'desc').limit(max).execute();
}

/** Business customers (Members screen) whose mobile contains the typed digits; read only. */
export async function customersByMobile(db: Db, digits: string, max: number) {
  return db
    .selectFrom('admin_members')
    .select(['_id', 'firstName', 'lastName', 'email', 'mobile', 'address', 'province', 'city', 'district', 'postCode'])
    .where((eb) => eb.or(patterns(digits).map((p) => eb('mobile', 'like', p))))
    .orderBy('mobile')
    .limit(max)
    .execute();
}

/** Storefront accounts whose mobile contains the typed digits; pending registrations (no password) left out. Read only. */
export async function accountsByMobile(db: Db, digits: string, max: number) {
  return db
    .selectFrom('members')
    .select(['_id', 'firstName', 'lastName', 'email', 'mobile'])
    .where('passwordHash', 'is not', null)
    .where((eb) => eb.or(patterns(digits).map((p) => eb('mobile', 'like', p))))
    .orderBy('mobile')
    .limit(max)
    .execute();
}

/**
 * Adds an entry; `{ taken: true }` when its mobile is already in the list (checked in the same
 * transaction as the write, the unique index backing it).
 */
export async function insertContactList(db: Db, input: ContactListInput, now: Date): Promise<{ entry: ContactListEntry } | { taken: true }> {
  const outcome = await duplicateOr(() =>
    db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('contact_lists').select('_id').where('mobile', '=', input.mobile).executeTakeFirst();
      if (existing) return { taken: true as const };
      const row: ContactListsTable = { _id: newId(), ...input, createAt: now.toISOString() };
      await trx.insertInto('contact_lists').values(row).execute();
      return { entry: row };
    }),
  );
  return outcome === 'duplicate' ? { taken: true as const } : outcome;
}

export async function deleteContactList(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom('contact_lists').where('_id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

