import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { cacheReplies } from './cache-replies.js';

/**
 * In-memory cache for public catalogue reads. Any successful state-changing call made by an admin
 * (the only people who change the catalogue) clears it, so a reader never sees data older than the
 * last write. Public reads are often POSTs, so the method alone cannot tell a write.
 */
export class PublicCache {
  private entries = new Map<string, Promise<unknown>>();
  /** Moves on at every clear: the stored serialised answers (cache-replies.ts) belong to one generation. */
  generation = 0;

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
    this.generation++;
  }

  private writeListeners: Array<() => void> = [];
  /** Calls `listener` after each admin write this instance answers (the colour photos are measured then). */
  onWrite(listener: () => void): void {
    this.writeListeners.push(listener);
  }
  /** An admin write was answered: the cache is cleared and the listeners told. */
  written(): void {
    this.clear();
    for (const listener of this.writeListeners) listener();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyContextConfig {
    /** An admin POST that only reads (a search or a list): it does not clear the public cache. */
    readOnly?: boolean;
  }
}

/** A successful state-changing admin call. Admin reads that the spec makes POSTs (searches, lists) declare `config: { readOnly: true }` and keep the cache. */
function changesCatalogue(request: FastifyRequest, reply: FastifyReply): boolean {
  const readOnly = (request.routeOptions.config as { readOnly?: boolean } | undefined)?.readOnly === true;
  return Boolean(request.admin) && request.method !== 'GET' && !readOnly && reply.statusCode < 400;
}

/** How long a write waits for the other instances to confirm their caches are cleared. */
const ACK_TIMEOUT_MS = 1000;

/**
 * Several instances (REDIS_URL): a write clears this instance's cache, publishes the clear on a Redis
 * channel, and waits (up to ACK_TIMEOUT_MS) until every other subscribed instance has cleared its own
 * and said so, before its answer leaves: the next read, through any instance, sees the write. After a
 * lost connection an instance clears its cache (it may have missed a clear).
 */
async function shareClears(app: FastifyInstance, redis: Redis, cache: PublicCache): Promise<void> {
  const channel = `${app.config.redisPrefix}public-cache:clear`;
  const self = randomUUID();
  const ackChannel = (instance: string) => `${app.config.redisPrefix}public-cache:ack:${instance}`;
  /** Clears this instance waits on: acknowledgements counted so far, and how many it needs (known once PUBLISH answers). */
  const waiting = new Map<string, { got: number; need?: number; done: () => void }>();
  const subscriber = redis.duplicate();
  subscriber.on('error', (err) => app.log.warn({ err: err.message }, 'public cache: subscriber connection error'));
  subscriber.on('ready', () => cache.clear());
  subscriber.on('message', (from, message) => {
    const [sender, clearId] = message.split(' ');
    if (from === channel && sender !== self) {
      cache.clear();
      redis.publish(ackChannel(sender), clearId).catch((err: Error) => app.log.warn({ err: err.message }, 'public cache: clear not acknowledged'));
    } else if (from === ackChannel(self)) {
      const wait = waiting.get(message);
      if (wait && ++wait.got >= (wait.need ?? Infinity)) wait.done();
    }
  });
  await subscriber.subscribe(channel, ackChannel(self));

  /** Clears every instance's cache; resolves once all have confirmed (or the wait ran out). */
  const clearEverywhere = async (request: FastifyRequest) => {
    cache.clear();
    const clearId = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const wait: { got: number; need?: number; done: () => void } = { got: 0, done: () => {} };
    const confirmed = new Promise<void>((done) => (wait.done = done));
    waiting.set(clearId, wait);
    try {
      // PUBLISH answers how many subscribers got the message, this instance included.
      const others = (await redis.publish(channel, `${self} ${clearId}`)) - 1;
      wait.need = others;
      if (wait.got >= others) return;
      const late = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), ACK_TIMEOUT_MS)));
      if ((await Promise.race([confirmed, late])) === 'late') request.log.warn({ others }, 'public cache: not every instance confirmed the clear in time');
    } catch (err) {
      request.log.error({ err: (err as Error).message }, 'public cache: clear not published');
    } finally {
      clearTimeout(timer);
      waiting.delete(clearId);
    }
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (changesCatalogue(request, reply)) await clearEverywhere(request);
    return payload;
  });
  app.addHook('onClose', async () => {
    await subscriber.quit().catch(() => subscriber.disconnect());
  });
}

export const cachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new PublicCache();
    app.decorate('publicCache', cache);
    cacheReplies(app, cache);
    app.addHook('onResponse', async (request, reply) => {
      if (changesCatalogue(request, reply)) cache.written();
    });
    if (app.redis) await shareClears(app, app.redis, cache);
  },
  { name: 'cache', dependencies: ['auth', 'redis'] },
);
