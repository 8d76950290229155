import type { Db } from '../../db/index.js';
import type { AdminsTable } from '../../db/schema.js';
import { newId } from '../../db/ids.js';

export type AdminRow = AdminsTable;

export function findAdminForToken(db: Db, id: string) {
  return db
    .selectFrom('admins')
    .select(['_id', 'email', 'status', 'tokensValidAfter'])
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
    tokensValidAfter: 0,
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

const summaryColumns = ['_id', 'email', 'mobile', 'fullName', 'status', 'createAt'] as const;

export function listAdmins(db: Db) {
  return db.selectFrom('admins').select(summaryColumns).orderBy('createAt').orderBy('email').execute();
}

export async function setAdminStatus(db: Db, id: string, status: AdminRow['status']) {
  await db.updateTable('admins').set({ status }).where('_id', '=', id).execute();
  return db.selectFrom('admins').select(summaryColumns).where('_id', '=', id).executeTakeFirst();
}

/** Sets a new password; tokens issued before `validAfter` (seconds since the epoch) stop working. */
export async function setAdminPassword(db: Db, id: string, passwordHash: string, validAfter: number): Promise<void> {
  await db.updateTable('admins').set({ passwordHash, tokensValidAfter: validAfter }).where('_id', '=', id).execute();
}
