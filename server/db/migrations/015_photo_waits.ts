import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Imports that do not block on photos (issue 16 §4): a sheet row whose `path` names a photo not
 * uploaded yet is imported without a picture and waits for it here; uploading a photo of that file
 * name later gives it to every row waiting for it (and removes the wait).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photo_waits')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('fileKey', 'text', (c) => c.notNull())
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('createAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('photo_waits_pk', ['kind', 'code'])
    .execute();
  await db.schema.createIndex('photo_waits_file_key').on('photo_waits').column('fileKey').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const changes = sql.join(['kind', 'code', 'fileKey', 'fileName', 'createAt'].map((c) => sql`alter column ${sql.ref(c)} type text collate "C"`));
    await sql`alter table photo_waits ${changes}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photo_waits').execute();
}
