import type { Db } from '../../db/index.js';
import { fromFlag, newId } from '../../db/ids.js';
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
