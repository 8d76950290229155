import type { FastifyInstance } from 'fastify';
import type { Blog } from '../../../src/contract/blog.js';
import { listBlogs } from './queries.js';

interface BlogIndex {
  /** Newest first. */
  all: Blog[];
  byId: Map<string, Blog>;
  /** A post is listed under each of its types. */
  byType: Map<string, Blog[]>;
}

/** Every blog, indexed once per cache generation (bounded, whatever ids visitors ask for). */
export const blogIndex = (app: FastifyInstance): Promise<BlogIndex> =>
  app.publicCache.get('blog:index', async () => {
    const all = await listBlogs(app.db);
    const byType = new Map<string, Blog[]>();
    for (const b of all) for (const t of b.blogTypeIds) byType.set(t, [...(byType.get(t) ?? []), b]);
    return { all, byId: new Map(all.map((b) => [b._id, b])), byType };
  });
