import type { Db } from '../../db/index.js';
import { fromFlag, newId, toFlag } from '../../db/ids.js';
import type { ContactFormsTable } from '../../db/schema.js';
import type { ContactForm } from '../../../src/contract/contactForm.js';

const toContactForm = (r: ContactFormsTable): ContactForm => ({ ...r, isContacted: fromFlag(r.isContacted) });

/** Every enquiry, newest first. */
export async function listContactForms(db: Db): Promise<ContactForm[]> {
  const rows = await db.selectFrom('contact_forms').selectAll().orderBy('createAt', 'desc').orderBy('_id').execute();
  return rows.map(toContactForm);
}

/** Stores a visitor's enquiry, not yet contacted. */
export async function insertContactForm(
  db: Db,
  input: Pick<ContactForm, 'firstName' | 'lastName' | 'mobile' | 'email' | 'detail'>,
  now: Date,
): Promise<ContactForm> {
  const row: ContactFormsTable = { _id: newId(), ...input, isContacted: 0, createAt: now.toISOString() };
  await db.insertInto('contact_forms').values(row).execute();
  return toContactForm(row);
}

/** Ticks or unticks Is Contacted; undefined when there is no such enquiry. */
export async function setContacted(db: Db, id: string, isContacted: boolean): Promise<ContactForm | undefined> {
  const r = await db.updateTable('contact_forms').set({ isContacted: toFlag(isContacted) }).where('_id', '=', id).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return undefined;
  const row = await db.selectFrom('contact_forms').selectAll().where('_id', '=', id).executeTakeFirst();
  return row && toContactForm(row);
}

export async function deleteContactForm(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom('contact_forms').where('_id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The shop's own address when SHOP_EMAIL is unset: the first Contact Us record's email, if any. */
export async function contactUsEmail(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('contact_us').select('email').where('email', '!=', '').orderBy('createAt').orderBy('_id').executeTakeFirst();
  return row?.email;
}
