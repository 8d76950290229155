import type { Db } from '../../db/index.js';
import { newId } from '../../db/ids.js';
import type { ContactUsTable } from '../../db/schema.js';
import type { ContactUs } from '../../../src/contract/contactUs.js';

/** The flat fields of a contact record, as stored and as sent on create. */
export type NewContactUs = Omit<ContactUsTable, '_id' | 'createAt'>;

/** Nests the flat shop columns the way the wire carries them. */
function toContactUs(r: ContactUsTable): ContactUs {
  return {
    _id: r._id,
    company: r.company,
    address: r.address,
    location: r.location,
    telephone: r.telephone,
    email: r.email,
    webSite: r.webSite,
    url: r.url,
    facebook: { facebookPageName: r.facebookPageName, facebookPageLink: r.facebookPageLink },
    lineOfficial: { lineId: r.lineId, lineLink: r.lineLink },
    lazada: { lazadaShopName: r.lazadaShopName, lazadaShopLink: r.lazadaShopLink },
    shopee: { shopeeShopName: r.shopeeShopName, shopeeShopLink: r.shopeeShopLink },
    tiktok: { tiktokShopName: r.tiktokShopName, tiktokShopLink: r.tiktokShopLink },
  };
}

export async function listContactUs(db: Db): Promise<ContactUs[]> {
  const rows = await db.selectFrom('contact_us').selectAll().orderBy('createAt').orderBy('company').execute();
  return rows.map(toContactUs);
}

export async function findContactUs(db: Db, id: string): Promise<ContactUs | undefined> {
  const row = await db.selectFrom('contact_us').selectAll().where('_id', '=', id).executeTakeFirst();
  return row && toContactUs(row);
}

export async function insertContactUs(db: Db, input: NewContactUs, now: Date): Promise<ContactUs> {
  const row: ContactUsTable = { _id: newId(), ...input, createAt: now.toISOString() };
  await db.insertInto('contact_us').values(row).execute();
  return toContactUs(row);
}

/** Replaces a record's text fields and (when given) its logo; undefined when it is gone. */
export async function updateContactUs(db: Db, id: string, input: Omit<NewContactUs, 'url'> & { url?: string }): Promise<ContactUs | undefined> {
  const { url, ...fields } = input;
  const r = await db.updateTable('contact_us').set({ ...fields, ...(url ? { url } : {}) }).where('_id', '=', id).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return undefined;
  return findContactUs(db, id);
}

export async function deleteContactUs(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom('contact_us').where('_id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
