import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis that several instances share (REDIS_URL), or null: then every limit and cache lives in this process. */
    redis: Redis | null;
  }
}

/**
 * Opens a Redis client for commands. Settings follow @fastify/rate-limit's advice for limiters: a
 * short connect timeout and one retry per command, so an outage answers errors quickly instead of
 * queueing requests for seconds.
 */
function openRedis(url: string): Redis {
  return new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: true });
}

export const redisPlugin = fp(
  async (app: FastifyInstance, opts: { url?: string }) => {
    if (!opts.url) {
      app.decorate('redis', null);
      return;
    }
    const redis = openRedis(opts.url);
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis: connection error'));
    try {
      // Fail at start-up with a clear message rather than on the first login.
      await redis.connect();
      await redis.ping();
    } catch (err) {
      redis.disconnect();
      throw new Error(`REDIS_URL: Redis did not answer (${(err as Error).message})`, { cause: err });
    }
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
