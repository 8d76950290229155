import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * In-memory cache for public catalogue reads. Any successful state-changing call made by an admin
 * (the only people who change the catalogue) clears it, so a reader never sees data older than the
 * last write. Public reads are often POSTs, so the method alone cannot tell a write.
 */
export class PublicCache {
  private entries = new Map<string, Promise<unknown>>();

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    let hit = this.entries.get(key) as Promise<T> | undefined;
    if (!hit) {
      hit = load();
      this.entries.set(key, hit);
      hit.catch(() => this.entries.delete(key));
    }
    return hit;
  }

  clear(): void {
    this.entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

export const cachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new PublicCache();
    app.decorate('publicCache', cache);
    app.addHook('onResponse', async (request, reply) => {
      if (request.admin && request.method !== 'GET' && reply.statusCode < 400) cache.clear();
    });
  },
  { name: 'cache', dependencies: ['auth'] },
);
