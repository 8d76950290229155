import type { Db } from '../../db/index.js';
import { nextVersion, type VersionStamp } from '../../db/versions.js';
import { fromFlag, newId, toFlag } from '../../db/ids.js';
import type { ContactFormsTable } from '../../db/schema.js';
import type { ContactForm } from '../../../src/contract/contactForm.js';

/** The enquiry as the wire carries it: its own fields (not the version columns, migration 026). */
const toContactForm = ({ _id, firstName, lastName, mobile, email, detail, isContacted, createAt }: ContactFormsTable): ContactForm => ({
  _id,
  firstName,
  lastName,
  mobile,
  email,
  detail,
  isContacted: fromFlag(isContacted),
  createAt,
});

/** What the Contact Form list can be narrowed to (issue 17 §1): contacted or not, received in [since, before), one enquiry. */
export interface ContactFormFilter {
  isContacted?: boolean;
  since?: string;
  before?: string;
  id?: string;
}

/** Every enquiry matching the filter, newest first. */
export async function listContactForms(db: Db, filter: ContactFormFilter = {}): Promise<ContactForm[]> {
  let q = db.selectFrom('contact_forms').selectAll();
  if (filter.isContacted !== undefined) q = q.where('isContacted', '=', toFlag(filter.isContacted));
  // createAt is an ISO instant in text (toISOString): ordered as text, on SQLite and PostgreSQL alike.
  if (filter.since) q = q.where('createAt', '>=', filter.since);
  if (filter.before) q = q.where('createAt', '<', filter.before);
  if (filter.id) q = q.where('_id', '=', filter.id);
  const rows = await q.orderBy('createAt', 'desc').orderBy('_id').execute();
  return rows.map(toContactForm);
}

/** Ticks or unticks Is Contacted on every enquiry of `ids`, all or none: undefined (nothing changed) when one is unknown. */
export async function setContactedMany(db: Db, ids: readonly string[], isContacted: boolean, stamp: VersionStamp): Promise<number | undefined> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (tx) => {
    const found = await tx.selectFrom('contact_forms').select((eb) => eb.fn.countAll<number>().as('n')).where('_id', 'in', unique).executeTakeFirstOrThrow();
    if (Number(found.n) !== unique.length) return undefined;
    await tx.updateTable('contact_forms').set({ isContacted: toFlag(isContacted), ...nextVersion(stamp) }).where('_id', 'in', unique).execute();
    return unique.length;
  });
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
export async function setContacted(db: Db, id: string, isContacted: boolean, stamp: VersionStamp): Promise<ContactForm | undefined> {
  const r = await db.updateTable('contact_forms').set({ isContacted: toFlag(isContacted), ...nextVersion(stamp) }).where('_id', '=', id).executeTakeFirst();
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
