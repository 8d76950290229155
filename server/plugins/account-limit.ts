import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { limitTexts } from '../../src/contract/texts.js';
import type { RateLimitConfig } from '../config.js';
import { HttpError } from './errors.js';

/**
 * How the per-account limits work, so that a stranger cannot lock an owner out:
 * - tries on an account from one address: `limit.max` per window, then 429 for that address only;
 * - tries on an account from all addresses: past `limit.max` each try waits ACCOUNT_DELAY_MS (slows
 *   guessing, never locks); only past ACCOUNT_HARD_FACTOR × `limit.max` does the account answer 429;
 * - verify codes mailed: `codeLimit.max` per account and address, CODE_ACCOUNT_FACTOR × that per account
 *   (with five tries a code, this bounds guessing at an account's codes whatever the address).
 * The counters live in this process, or in Redis when several instances share one (REDIS_URL).
 */
const ACCOUNT_DELAY_MS = 1000;
export const ACCOUNT_HARD_FACTOR = 50;
export const CODE_ACCOUNT_FACTOR = 4;

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one try against each account key (e.g. 'member_login:a@b.c'); see the rules above. Call before any write. */
    accountLimit: (request: FastifyRequest, keys: string[]) => Promise<void>;
    /** Counts one mailed verify code against the account; call (and await) before any write. */
    codeIssueLimit: (request: FastifyRequest, account: string) => Promise<void>;
  }
}

/** Route config for the per-IP limit (@fastify/rate-limit, registered with global: false). */
export function perIpLimit(limit: RateLimitConfig) {
  return { rateLimit: { max: limit.max, timeWindow: limit.windowMs } };
}

/** Fixed-window counters per key. */
interface Counters {
  /** Counts a try for every key; `retryAfterMs` is 0 while all are within the limit, else the wait until they are. */
  hit(keys: string[]): Promise<{ retryAfterMs: number }> | { retryAfterMs: number };
}

/** Fixed-window counters per key, in memory (one server process). */
class AccountCounters implements Counters {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private limit: RateLimitConfig,
    private now: () => number,
  ) {}

  /** Counts a try for every key; `retryAfterMs` is 0 while all are within the limit, else the wait until they are. */
  hit(keys: string[]): { retryAfterMs: number } {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let retryAfterMs = 0;
    for (const key of new Set(keys)) {
      let w = this.windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + this.limit.windowMs };
        this.windows.set(key, w);
      }
      w.count += 1;
      if (w.count > this.limit.max) retryAfterMs = Math.max(retryAfterMs, w.resetAt - now);
    }
    return { retryAfterMs };
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * Counts each key in one Lua call (atomic across instances): INCR, a window of `windowMs` from the
 * first try (PEXPIRE), and the longest remaining window among the keys past `max`.
 */
const HIT_SCRIPT = `
local max = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local wait = 0
for _, key in ipairs(KEYS) do
  local n = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if n == 1 or ttl < 0 then
    redis.call('PEXPIRE', key, window)
    ttl = window
  end
  if n > max and ttl > wait then wait = ttl end
end
return wait
`;

type WithHit = Redis & { selvedgeLimitHit: (count: number, ...args: Array<string | number>) => Promise<number> };

/** The same fixed windows held in Redis, so every instance counts the same tries. */
class RedisCounters implements Counters {
  private redis: WithHit;

  constructor(
    redis: Redis,
    private prefix: string,
    private limit: RateLimitConfig,
  ) {
    if (!('selvedgeLimitHit' in redis)) redis.defineCommand('selvedgeLimitHit', { lua: HIT_SCRIPT });
    this.redis = redis as WithHit;
  }

  async hit(keys: string[]): Promise<{ retryAfterMs: number }> {
    const unique = [...new Set(keys)].map((k) => this.prefix + k);
    const retryAfterMs = await this.redis.selvedgeLimitHit(unique.length, ...unique, this.limit.max, this.limit.windowMs);
    return { retryAfterMs: Number(retryAfterMs) };
  }
}

/** 429 with a Retry-After header and a message that tell the real wait. */
function tooMany(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, limitTexts.tryAgainIn(seconds), { 'retry-after': String(seconds) });
}

export const accountLimitPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { limit: RateLimitConfig; codeLimit: RateLimitConfig; now: () => number; delayMs?: number; redis?: Redis | null; redisPrefix?: string },
  ) => {
    const { limit, codeLimit, now, delayMs = ACCOUNT_DELAY_MS, redis, redisPrefix = 'selvedge:' } = opts;
    const counters = (name: string, l: RateLimitConfig): Counters =>
      redis ? new RedisCounters(redis, `${redisPrefix}limit:${name}:`, l) : new AccountCounters(l, now);
    const perAddress = counters('address', limit);
    const slowed = counters('slowed', limit);
    const hard = counters('hard', { max: limit.max * ACCOUNT_HARD_FACTOR, windowMs: limit.windowMs });
    const codesPerAddress = counters('code-address', codeLimit);
    const codesPerAccount = counters('code-account', { max: codeLimit.max * CODE_ACCOUNT_FACTOR, windowMs: codeLimit.windowMs });
    const refuse = (request: FastifyRequest, what: string, keys: string[], retryAfterMs: number) => {
      request.log.warn({ url: request.url, ip: request.ip, accounts: keys }, `${what} reached`);
      return tooMany(retryAfterMs);
    };

    app.decorate('accountLimit', async (request: FastifyRequest, keys: string[]) => {
      const own = await perAddress.hit(keys.map((k) => `${k}|${request.ip}`));
      if (own.retryAfterMs) throw refuse(request, 'account rate limit for this address', keys, own.retryAfterMs);
      const all = await hard.hit(keys);
      if (all.retryAfterMs) throw refuse(request, 'account rate limit', keys, all.retryAfterMs);
      if ((await slowed.hit(keys)).retryAfterMs && delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    });

    app.decorate('codeIssueLimit', async (request: FastifyRequest, account: string) => {
      const own = await codesPerAddress.hit([`${account}|${request.ip}`]);
      if (own.retryAfterMs) throw refuse(request, 'verify code limit for this address', [account], own.retryAfterMs);
      const all = await codesPerAccount.hit([account]);
      if (all.retryAfterMs) throw refuse(request, 'verify code limit', [account], all.retryAfterMs);
    });
  },
  { name: 'account-limit' },
);
