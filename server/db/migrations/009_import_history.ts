import type { Kysely } from 'kysely';

/**
 * Spreadsheet imports (issue 9 §3–4):
 * - `import_history`: one row per import call that got as far as reading its file (who, when, file
 *   name, counts, outcome), listed on each import screen. Dry runs are not imports and are not kept.
 * - `import_photos`: the colour photos uploaded by file name through 'Upload photos', so a sheet's
 *   `path` cell may name the file (`CT-OXF-120-03.jpg`) and link the stored image. One row per
 *   lower-cased file name; a later upload of the same name replaces it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_history')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('adminId', 'text', (c) => c.notNull())
    .addColumn('adminEmail', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('errorCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('durationMs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('import_history_kind').on('import_history').columns(['kind', 'createAt']).execute();

  await db.schema
    .createTable('import_photos')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('fileKey', 'text', (c) => c.notNull().unique())
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_photos').execute();
  await db.schema.dropTable('import_history').execute();
}
