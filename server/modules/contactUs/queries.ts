import type { Db } from '../../db/index.js';
import { newId } from '../../db/ids.js';
import type { ContactUsTable } from '../../db/schema.js';
import type { ContactUs } from '../../../src/contract/contactUs.js';
import { editVersioned, type EditStamp, type Stale } from '../../db/versions.js';

/** The flat fields of a contact record, as stored and as sent on create. */
export type NewContactUs = Omit<ContactUsTable, '_id' | 'createAt'>;

/** Nests the flat shop columns the way the wire carries them. */
function toContactUs(r: ContactUsTable & { version?: number }): ContactUs {
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
    version: Number(r.version ?? 1),
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

/**
 * Replaces a record's text fields and (when given) its logo; undefined when it is gone, who changed it
 * when the edit was based on an older version (issue 20 §1.4; nothing written).
 */
export async function updateContactUs(db: Db, id: string, input: Omit<NewContactUs, 'url'> & { url?: string }, stamp: EditStamp): Promise<ContactUs | Stale | undefined> {
  const { url, ...fields } = input;
  return editVersioned(db, 'contact_us', id, stamp, async (trx) => {
    await trx.updateTable('contact_us').set({ ...fields, ...(url !== undefined ? { url } : {}) }).where('_id', '=', id).execute();
    return findContactUs(trx, id);
  });
}

export async function deleteContactUs(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom('contact_us').where('_id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
