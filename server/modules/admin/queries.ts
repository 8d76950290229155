import type { Db } from '../../db/index.js';
import { editVersioned, type EditStamp } from '../../db/versions.js';
import type { AdminsTable } from '../../db/schema.js';
import { newId } from '../../db/ids.js';

type AdminRow = AdminsTable;

export function findAdminForToken(db: Db, id: string) {
  return db
    .selectFrom('admins')
    .select(['_id', 'email', 'status', 'tokenVersion'])
    .where('_id', '=', id)
    .executeTakeFirst();
}

export function findAdminByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function insertAdmin(
  db: Db,
  admin: Pick<AdminRow, 'email' | 'mobile' | 'fullName' | 'passwordHash' | 'status'>,
  now: Date,
): Promise<AdminRow> {
  const row: AdminRow = {
    _id: newId(),
    email: admin.email.toLowerCase(),
    mobile: admin.mobile,
    fullName: admin.fullName,
    passwordHash: admin.passwordHash,
    status: admin.status,
    createAt: now.toISOString(),
    tokenVersion: 0,
  };
  await db.insertInto('admins').values(row).execute();
  return row;
}

export async function countAdmins(db: Db): Promise<number> {
  const r = await db.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

export function findAdminByMobile(db: Db, mobile: string): Promise<Pick<AdminRow, '_id'> | undefined> {
  return db.selectFrom('admins').select('_id').where('mobile', '=', mobile).executeTakeFirst();
}

const summaryColumns = ['_id', 'email', 'mobile', 'fullName', 'status', 'createAt', 'version'] as const;

export function listAdmins(db: Db) {
  return db.selectFrom('admins').select(summaryColumns).orderBy('createAt').orderBy('email').execute();
}

/**
 * Changes an admin's status; any change revokes their tokens, so a reactivated admin signs in again. Who
 * changed the admin instead, when the switch was based on an older version (issue 20 §1.4; nothing written).
 */
export function setAdminStatus(db: Db, id: string, status: AdminRow['status'], stamp: EditStamp) {
  return editVersioned(db, 'admins', id, stamp, async (trx) => {
    await trx
      .updateTable('admins')
      .set((eb) => ({ status, tokenVersion: eb('tokenVersion', '+', 1) }))
      .where('_id', '=', id)
      .where('status', '!=', status)
      .execute();
    return trx.selectFrom('admins').select(summaryColumns).where('_id', '=', id).executeTakeFirst();
  });
}

/** Sets a new password and revokes every token issued before. */
export async function setAdminPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.updateTable('admins').set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1) })).where('_id', '=', id).execute();
}
