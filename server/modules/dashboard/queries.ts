import type { Db } from '../../db/index.js';
import type { ContactForm } from '../../../src/contract/contactForm.js';
import { waitsForPhoto } from '../productSku/queries.js';
import { withSamples } from '../contactForm/reads.js';
import { sql } from 'kysely';

/** Enquiries whose Is Contacted box is empty: how many, and the newest `latest` of them, newest first. */
export async function waitingEnquiries(db: Db, latest: number): Promise<{ waiting: number; latest: ContactForm[] }> {
  const [count, rows] = await Promise.all([
    db.selectFrom('contact_forms').select((eb) => eb.fn.countAll<number>().as('n')).where('isContacted', '=', 0).executeTakeFirstOrThrow(),
    db.selectFrom('contact_forms').selectAll().where('isContacted', '=', 0).orderBy('createAt', 'desc').orderBy('_id', 'desc').limit(latest).execute(),
  ]);
  return { waiting: Number(count.n), latest: await withSamples(db, rows) };
}

/**
 * When each enquiry received at or after `since` came (ISO instants, stored by toISOString, so their
 * text order is their time order on SQLite and PostgreSQL alike). The weeks are counted from these in
 * TypeScript, so no database's date functions decide where a week starts.
 */
export async function enquiryTimesSince(db: Db, since: Date): Promise<string[]> {
  const rows = await db.selectFrom('contact_forms').select('createAt').where('createAt', '>=', since.toISOString()).execute();
  return rows.map((r) => r.createAt);
}

/** Rows an import left waiting for a photo whose SKU or parent SKU still exists, by kind. */
export async function photoWaitCounts(db: Db): Promise<{ skus: number; parents: number }> {
  const [skus, parents] = await Promise.all([
    db.selectFrom('skus').select((eb) => eb.fn.countAll<number>().as('n')).where(waitsForPhoto('sku', sql.ref('skus.sku'))).executeTakeFirstOrThrow(),
    db
      .selectFrom('parent_skus')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(waitsForPhoto('parents', sql.ref('parent_skus.parentsSku')))
      .executeTakeFirstOrThrow(),
  ]);
  return { skus: Number(skus.n), parents: Number(parents.n) };
}
