import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
 * - verify codes mailed: `codeLimit.max` per account and address a `codeLimit.windowMs`, and `codeLimit.max`
 *   per account every CODE_ACCOUNT_WINDOW_MS from all addresses — a short window, so that strangers can keep
 *   the owner from asking for a code for at most that long (issue 20 §1.2); with `quiet` (forgot password)
 *   a call past the per-account cap is not refused at all, it mails nothing: the owner already holds the
 *   live codes mailed in that window, and a new code never voids them.
 * - device cookies (OWASP's remedy for lockouts, issue 20 §1.1): a browser that signed in to an account (or
 *   set its password with a mailed code) keeps a signed HttpOnly cookie for that account for DEVICE_TTL_MS;
 *   with it, the per-address and per-account counters do not apply — the device has its own `limit.max` a
 *   window — so a flood from other addresses never locks the owner's own browser out. A device cookie that
 *   fails DEVICE_MAX_FAILURES sign-ins within DEVICE_TTL_MS is trusted no more (it then meets the limits).
 * The counters live in this process, or in Redis when several instances share one (REDIS_URL).
 */
const ACCOUNT_DELAY_MS = 1000;
export const ACCOUNT_HARD_FACTOR = 50;
export const CODE_ACCOUNT_WINDOW_MS = 5 * 60 * 1000;
export const DEVICE_TTL_MS = 90 * 24 * 3600 * 1000;
export const DEVICE_MAX_FAILURES = 10;
const DEVICE_COOKIE = 'sv_device_';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one try against each account key (e.g. 'member_login:a@b.c'); see the rules above. Call before any write. */
    accountLimit: (request: FastifyRequest, keys: string[], opts?: { device?: string | null }) => Promise<void>;
    /** The id of the request's device cookie for `account` (e.g. 'member:<id>') when it is valid and still trusted, else null. */
    trustedDevice: (request: FastifyRequest, account: string) => Promise<string | null>;
    /** Gives the browser a device cookie for `account` (after a successful sign-in or password set). */
    trustDevice: (reply: FastifyReply, account: string) => void;
    /** Counts a failed sign-in by a trusted device; past DEVICE_MAX_FAILURES it is trusted no more. */
    deviceFailed: (device: string) => Promise<void>;
    /**
     * Counts one mailed verify code against the account; call (and await) before any write. False (only
     * with `quiet`) when the account's short-window cap is reached: mail nothing then.
     */
    codeIssueLimit: (request: FastifyRequest, account: string, opts?: { quiet?: boolean }) => Promise<boolean>;
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
  /** The key's count in its current window, without counting. */
  peek(key: string): Promise<number> | number;
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

  peek(key: string): number {
    const w = this.windows.get(key);
    return w && w.resetAt > this.now() ? w.count : 0;
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

  async peek(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
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
    opts: {
      limit: RateLimitConfig;
      codeLimit: RateLimitConfig;
      now: () => number;
      delayMs?: number;
      redis?: Redis | null;
      redisPrefix?: string;
      secret: string;
      secure: boolean;
    },
  ) => {
    const { limit, codeLimit, now, delayMs = ACCOUNT_DELAY_MS, redis, redisPrefix = 'selvedge:', secret, secure } = opts;
    const counters = (name: string, l: RateLimitConfig): Counters =>
      redis ? new RedisCounters(redis, `${redisPrefix}limit:${name}:`, l) : new AccountCounters(l, now);
    const perAddress = counters('address', limit);
    const slowed = counters('slowed', limit);
    const hard = counters('hard', { max: limit.max * (limit.hardFactor ?? ACCOUNT_HARD_FACTOR), windowMs: limit.windowMs });
    const codesPerAddress = counters('code-address', codeLimit);
    const codesPerAccount = counters('code-account', { max: codeLimit.max, windowMs: CODE_ACCOUNT_WINDOW_MS });
    const deviceTries = counters('device', limit);
    const deviceFailures = counters('device-failed', { max: DEVICE_MAX_FAILURES, windowMs: DEVICE_TTL_MS });
    const mac = (text: string) => createHmac('sha256', secret).update(`device\n${text}`).digest('base64url');
    const cookieName = (account: string) => DEVICE_COOKIE + mac(`name\n${account}`).slice(0, 16);
    const refuse = (request: FastifyRequest, what: string, keys: string[], retryAfterMs: number) => {
      request.log.warn({ url: request.url, ip: request.ip, accounts: keys }, `${what} reached`);
      return tooMany(retryAfterMs);
    };

    app.decorate('trustedDevice', async (request: FastifyRequest, account: string) => {
      const value = request.cookies[cookieName(account)];
      const [device, expires, signature] = value?.split('.') ?? [];
      if (!device || !expires || !signature || !/^[A-Za-z0-9_-]{16,64}$/.test(device)) return null;
      const expected = Buffer.from(mac(`${account}\n${device}\n${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (!(Number(expires) > now())) return null;
      if ((await deviceFailures.peek(device)) >= DEVICE_MAX_FAILURES) return null;
      return device;
    });

    app.decorate('trustDevice', (reply: FastifyReply, account: string) => {
      const device = randomBytes(18).toString('base64url');
      const expires = now() + DEVICE_TTL_MS;
      reply.setCookie(cookieName(account), `${device}.${expires}.${mac(`${account}\n${device}\n${expires}`)}`, {
        path: '/api',
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: Math.floor(DEVICE_TTL_MS / 1000),
      });
    });

    app.decorate('deviceFailed', async (device: string) => {
      await deviceFailures.hit([device]);
    });

    app.decorate('accountLimit', async (request: FastifyRequest, keys: string[], opts: { device?: string | null } = {}) => {
      if (opts.device) {
        // A browser that signed in here before: its own tries count, not the account's (a flood elsewhere cannot lock it).
        const mine = await deviceTries.hit([opts.device]);
        if (mine.retryAfterMs) throw refuse(request, 'account rate limit for this device', keys, mine.retryAfterMs);
        return;
      }
      const own = await perAddress.hit(keys.map((k) => `${k}|${request.ip}`));
      if (own.retryAfterMs) throw refuse(request, 'account rate limit for this address', keys, own.retryAfterMs);
      const all = await hard.hit(keys);
      if (all.retryAfterMs) throw refuse(request, 'account rate limit', keys, all.retryAfterMs);
      if ((await slowed.hit(keys)).retryAfterMs && delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    });

    app.decorate('codeIssueLimit', async (request: FastifyRequest, account: string, opts: { quiet?: boolean } = {}) => {
      const own = await codesPerAddress.hit([`${account}|${request.ip}`]);
      if (own.retryAfterMs) throw refuse(request, 'verify code limit for this address', [account], own.retryAfterMs);
      const all = await codesPerAccount.hit([account]);
      if (!all.retryAfterMs) return true;
      if (opts.quiet) {
        request.log.warn({ url: request.url, ip: request.ip, accounts: [account] }, 'verify code limit reached, nothing mailed');
        return false;
      }
      throw refuse(request, 'verify code limit', [account], all.retryAfterMs);
    });
  },
  { name: 'account-limit' },
);
