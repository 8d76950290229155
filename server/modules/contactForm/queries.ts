import type { Db } from '../../db/index.js';
import { nextVersion, type VersionStamp } from '../../db/versions.js';
import { fromFlag, newId, toFlag } from '../../db/ids.js';
import type { ContactFormsTable } from '../../db/schema.js';
import type { ContactForm, RequestedSample } from '../../../src/contract/contactForm.js';

/**
 * The enquiry as the wire carries it: its own fields (not the version columns, migration 026); a sample
 * request (one with an address, migration 029) adds its address, colours and whether they were sent.
 */
const toContactForm = (
  { _id, firstName, lastName, mobile, email, detail, isContacted, createAt, address, samplesSentAt }: ContactFormsTable,
  samples: Map<string, RequestedSample[]>,
): ContactForm => ({
  _id,
  firstName,
  lastName,
  mobile,
  email,
  detail,
  isContacted: fromFlag(isContacted),
  createAt,
  ...(address == null
    ? {}
    : { address, samples: samples.get(_id) ?? [], samplesSent: samplesSentAt != null, ...(samplesSentAt == null ? {} : { samplesSentAt }) }),
});

/** The colours of these sample requests, in the order asked, with each colour's name and photo as they are now ('' once deleted). */
async function samplesOf(db: Db, ids: readonly string[]): Promise<Map<string, RequestedSample[]>> {
  const found = new Map<string, RequestedSample[]>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('contact_form_samples')
      .leftJoin('skus', 'skus.sku', 'contact_form_samples.sku')
      .select(['contact_form_samples.contactFormId', 'contact_form_samples.sku', 'skus.name', 'skus.path'])
      .where('contact_form_samples.contactFormId', 'in', ids.slice(i, i + 500))
      .orderBy('contact_form_samples.contactFormId')
      .orderBy('contact_form_samples.position')
      .execute();
    for (const r of rows) {
      const list = found.get(r.contactFormId) ?? [];
      list.push({ sku: r.sku, name: r.name ?? '', path: r.path ?? '' });
      found.set(r.contactFormId, list);
    }
  }
  return found;
}

/** Rows as the wire carries them, each sample request with its colours. */
export async function withSamples(db: Db, rows: ContactFormsTable[]): Promise<ContactForm[]> {
  const requests = rows.filter((r) => r.address != null).map((r) => r._id);
  const samples = requests.length ? await samplesOf(db, requests) : new Map<string, RequestedSample[]>();
  return rows.map((r) => toContactForm(r, samples));
}

/** What the Contact Form list can be narrowed to (issue 17 §1): contacted or not, received in [since, before), one enquiry. */
export interface ContactFormFilter {
  isContacted?: boolean;
  since?: string;
  before?: string;
  id?: string;
  /** Sample requests only: marked sent (true) or still to send (false). */
  samplesSent?: boolean;
}

/** Every enquiry matching the filter, newest first. */
export async function listContactForms(db: Db, filter: ContactFormFilter = {}): Promise<ContactForm[]> {
  let q = db.selectFrom('contact_forms').selectAll();
  if (filter.isContacted !== undefined) q = q.where('isContacted', '=', toFlag(filter.isContacted));
  // createAt is an ISO instant in text (toISOString): ordered as text, on SQLite and PostgreSQL alike.
  if (filter.since) q = q.where('createAt', '>=', filter.since);
  if (filter.before) q = q.where('createAt', '<', filter.before);
  if (filter.id) q = q.where('_id', '=', filter.id);
  if (filter.samplesSent === true) q = q.where('samplesSentAt', 'is not', null);
  if (filter.samplesSent === false) q = q.where('address', 'is not', null).where('samplesSentAt', 'is', null);
  const rows = await q.orderBy('createAt', 'desc').orderBy('_id').execute();
  return withSamples(db, rows);
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
  return toContactForm(row, new Map());
}

/** The codes of `skus` that are not a colour on sale (no such SKU, or it or its fabric switched off). */
async function notOnSale(db: Db, skus: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('skus')
    .innerJoin('parent_skus', 'parent_skus.parentsSku', 'skus.parentsSku')
    .select('skus.sku')
    .where('skus.sku', 'in', skus)
    .where('skus.isActived', '=', 1)
    .where('parent_skus.isActived', '=', 1)
    .execute();
  const onSale = new Set(rows.map((r) => r.sku));
  return skus.filter((s) => !onSale.has(s));
}

/**
 * Stores a sample request (issue 18 §4) and its colours in one transaction, not yet contacted nor
 * sent; `{ missing }` (nothing stored) when a code is not a colour on sale.
 */
export async function insertSampleRequest(
  db: Db,
  input: Pick<ContactForm, 'firstName' | 'lastName' | 'mobile' | 'email' | 'detail'> & { address: string; skus: readonly string[] },
  now: Date,
): Promise<ContactForm | { missing: string[] }> {
  const { skus, ...fields } = input;
  return db.transaction().execute(async (tx) => {
    const missing = await notOnSale(tx, skus);
    if (missing.length) return { missing };
    const row: ContactFormsTable = { _id: newId(), ...fields, isContacted: 0, createAt: now.toISOString(), samplesSentAt: null };
    await tx.insertInto('contact_forms').values(row).execute();
    await tx
      .insertInto('contact_form_samples')
      .values(skus.map((sku, position) => ({ contactFormId: row._id, position, sku })))
      .execute();
    return (await withSamples(tx, [row]))[0];
  });
}

/**
 * Marks a sample request's samples sent (now) or not yet; undefined when there is no such enquiry,
 * 'notSamples' when it asked for none.
 */
export async function setSamplesSent(db: Db, id: string, sent: boolean, stamp: VersionStamp): Promise<ContactForm | undefined | 'notSamples'> {
  return db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom('contact_forms').select(['address', 'samplesSentAt']).where('_id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    if (row.address == null) return 'notSamples';
    // Marking sent again keeps the first time they went out.
    const samplesSentAt = sent ? (row.samplesSentAt ?? stamp.now) : null;
    await tx.updateTable('contact_forms').set({ samplesSentAt, ...nextVersion(stamp) }).where('_id', '=', id).execute();
    const after = await tx.selectFrom('contact_forms').selectAll().where('_id', '=', id).executeTakeFirstOrThrow();
    return (await withSamples(tx, [after]))[0];
  });
}

/** Ticks or unticks Is Contacted; undefined when there is no such enquiry. */
export async function setContacted(db: Db, id: string, isContacted: boolean, stamp: VersionStamp): Promise<ContactForm | undefined> {
  const r = await db.updateTable('contact_forms').set({ isContacted: toFlag(isContacted), ...nextVersion(stamp) }).where('_id', '=', id).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return undefined;
  const row = await db.selectFrom('contact_forms').selectAll().where('_id', '=', id).executeTakeFirst();
  return row && (await withSamples(db, [row]))[0];
}

/** Deletes an enquiry with the colours it asked for, together. */
export async function deleteContactForm(db: Db, id: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await tx.deleteFrom('contact_form_samples').where('contactFormId', '=', id).execute();
    const r = await tx.deleteFrom('contact_forms').where('_id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  });
}

/** The shop's own address when SHOP_EMAIL is unset: the first Contact Us record's email, if any. */
export async function contactUsEmail(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('contact_us').select('email').where('email', '!=', '').orderBy('createAt').orderBy('_id').executeTakeFirst();
  return row?.email;
}
