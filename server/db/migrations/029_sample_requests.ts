import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Issue 18 §4, the sample basket sent as one enquiry: a sample request is a contact_forms row with the
 * visitor's postal address and, once the admin marks them sent, when the samples went out
 * (`samplesSentAt`, null until then); its colours are rows of `contact_form_samples`, by SKU code in
 * the order asked (`position` from 0), so the request still names a colour renamed or deleted later.
 * On PostgreSQL the text columns compare byte by byte like every other (collate "C", migration 011).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = db.getExecutor().adapter instanceof PostgresAdapter ? sql`text collate "C"` : sql`text`;
  await db.schema.alterTable('contact_forms').addColumn('address', text).execute();
  await db.schema.alterTable('contact_forms').addColumn('samplesSentAt', text).execute();
  await db.schema
    .createTable('contact_form_samples')
    .addColumn('contactFormId', text, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sku', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('contact_form_samples_pk', ['contactFormId', 'position'])
    .addUniqueConstraint('contact_form_samples_sku', ['contactFormId', 'sku'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_form_samples').execute();
  await db.schema.alterTable('contact_forms').dropColumn('samplesSentAt').execute();
  await db.schema.alterTable('contact_forms').dropColumn('address').execute();
}
