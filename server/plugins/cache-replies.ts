import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onSendHookHandler, preValidationHookHandler, RouteOptions } from 'fastify';
import type { PublicCache } from './cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public read whose answer depends only on the request and the public cache: its serialised
     * answer is kept with an ETag until the public cache is next cleared (a write), and sent again
     * without running the handler or the response serialiser.
     */
    cacheReply?: boolean;
  }
  interface FastifyRequest {
    /** Where this request's answer is kept (null: not kept), and the cache generation it was read under. */
    replyKey: string | null;
    replyGeneration: number;
  }
}

interface StoredReply {
  /**
   * Kept as UTF-8 bytes: a text body would be encoded again on every send, which for an answer
   * holding any non-ASCII character (Thai names, "g/m²") cost about a tenth of the requests/s.
   */
  body: Buffer;
  etag: string;
}

/** Visitors choose the keys (URLs and bodies), so the store is bounded in entries, bytes and key length. */
const MAX_ENTRIES = 1000;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_KEY = 2048;
const JSON_TYPE = 'application/json; charset=utf-8';

/** Serialised answers by request, dropped as a whole whenever the public cache's generation moves on. */
export class ReplyStore {
  private entries = new Map<string, StoredReply>();
  private bytes = 0;
  private generation: number;

  constructor(private cache: PublicCache) {
    this.generation = cache.generation;
  }

  get(key: string): StoredReply | undefined {
    this.sync();
    return this.entries.get(key);
  }

  /** Keeps an answer unless the cache was cleared since the request read it (a write raced the read). */
  set(key: string, reply: StoredReply, generation: number): void {
    this.sync();
    if (generation !== this.generation || reply.body.length > MAX_BYTES / 4) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, reply);
    this.bytes += reply.body.length;
    // The oldest entries go first (a Map iterates in insertion order).
    for (const [k, v] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.entries.delete(k);
      this.bytes -= v.body.length;
    }
  }

  get size(): number {
    this.sync();
    return this.entries.size;
  }

  private sync(): void {
    if (this.generation === this.cache.generation) return;
    this.entries.clear();
    this.bytes = 0;
    this.generation = this.cache.generation;
  }
}

/** A strong entity tag of the bytes sent. */
const etagOf = (body: string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match: `*` or a list of tags, compared weakly (RFC 9110 §13.1.2). */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}

const notModified = (request: FastifyRequest, etag: string) => noneMatch(request.headers['if-none-match'], etag);

/**
 * Routes with `config: { cacheReply: true }` answer from stored bytes: a lookup before validation
 * (a stored key was a valid request the first time) and a store after serialisation. Both answers
 * carry the ETag and `Cache-Control: no-cache` (browsers keep the copy and revalidate it), and a
 * matching If-None-Match gets 304. The public reads the spec makes POSTs are reads all the same, so
 * they get 304 too rather than 412.
 */
export function cacheReplies(app: FastifyInstance, cache: PublicCache): ReplyStore {
  const store = new ReplyStore(cache);
  app.decorateRequest('replyKey', null);
  app.decorateRequest('replyGeneration', 0);

  const lookup: preValidationHookHandler = (request, reply, done) => {
    const key = `${request.method} ${request.url} ${request.body === undefined ? '' : JSON.stringify(request.body)}`;
    if (key.length > MAX_KEY) return done();
    const hit = store.get(key);
    if (!hit) {
      request.replyKey = key;
      request.replyGeneration = cache.generation;
      return done();
    }
    reply.header('etag', hit.etag).header('cache-control', 'no-cache');
    if (notModified(request, hit.etag)) reply.code(304).send();
    else reply.header('content-type', JSON_TYPE).send(hit.body);
  };

  const keep: onSendHookHandler = (request, reply, payload, done) => {
    const key = request.replyKey;
    if (key === null || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    request.replyKey = null;
    const etag = etagOf(payload);
    store.set(key, { body: Buffer.from(payload), etag }, request.replyGeneration);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (!notModified(request, etag)) return done(null, payload);
    reply.code(304).removeHeader('content-type');
    done(null, null);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.cacheReply || (route.method !== 'GET' && route.method !== 'POST')) return;
    const hooks = (h: unknown) => (h === undefined ? [] : Array.isArray(h) ? h : [h]);
    if ([...hooks(route.preValidation), ...hooks(route.preHandler)].some((h) => h === app.requireAdmin || h === app.requireMember)) {
      throw new Error(`${route.method} ${route.url}: cacheReply is for public reads only`);
    }
    route.preValidation = [lookup, ...hooks(route.preValidation)] as RouteOptions['preValidation'];
    route.onSend = [...hooks(route.onSend), keep] as RouteOptions['onSend'];
  });
  return store;
}
