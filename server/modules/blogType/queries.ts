import type { Db } from '../../db/index.js';
import { newId } from '../../db/ids.js';
import type { BlogType } from '../../../src/contract/blog.js';

export function listBlogTypes(db: Db): Promise<BlogType[]> {
  return db.selectFrom('blog_types').select(['_id', 'name', 'url']).orderBy('createAt').orderBy('name').execute();
}

export async function insertBlogType(db: Db, input: { name: string; url: string }, now: Date): Promise<BlogType> {
  const row = { _id: newId(), name: input.name, url: input.url, createAt: now.toISOString() };
  await db.insertInto('blog_types').values(row).execute();
  return { _id: row._id, name: row.name, url: row.url };
}
