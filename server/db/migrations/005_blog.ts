import { sql, type Kysely } from 'kysely';

/**
 * A blog may carry several blog types (issue 8: the Add New Blog dialog's Type is a multi-select),
 * as it already carries several tags. `blog_type_links` holds every (blog, type) pair; each existing
 * blog keeps its one type as its first link. `blogs.blogTypeId` stays as the post's first type, so
 * the public record keeps its shape and the column's foreign key still guards that type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blog_type_links')
    .addColumn('blogId', 'text', (c) => c.notNull().references('blogs._id').onDelete('cascade'))
    .addColumn('blogTypeId', 'text', (c) => c.notNull().references('blog_types._id'))
    .addPrimaryKeyConstraint('blog_type_links_pk', ['blogId', 'blogTypeId'])
    .execute();
  await db.schema.createIndex('blog_type_links_type').on('blog_type_links').column('blogTypeId').execute();
  await sql`INSERT INTO blog_type_links ("blogId", "blogTypeId") SELECT "_id", "blogTypeId" FROM blogs`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blog_type_links').execute();
}
