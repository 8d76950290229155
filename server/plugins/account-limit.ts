import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serverMessages } from '../../src/messages.js';
import type { RateLimitConfig } from '../config.js';
import { HttpError } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one try against each account key (e.g. 'member_login:a@b.c') and answers 429 once any
     * key passes the configured max within the window, whichever IP the tries come from.
     */
    accountLimit: (request: FastifyRequest, keys: string[]) => void;
    /**
     * Counts one mailed verify code against the account and answers 429 past config.codeLimit: with
     * five tries per code, this bounds how many guesses anyone gets at an account's codes per hour.
     */
    codeIssueLimit: (request: FastifyRequest, account: string) => void;
  }
}

/** Route config for the per-IP limit (@fastify/rate-limit, registered with global: false). */
export function perIpLimit(limit: RateLimitConfig) {
  return { rateLimit: { max: limit.max, timeWindow: limit.windowMs } };
}

/** Fixed-window counters per account key, in memory (one server process). */
export class AccountCounters {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private limit: RateLimitConfig,
    private now: () => number,
  ) {}

  /** Counts a try for every key; true when all of them are still within the limit. */
  hit(keys: string[]): boolean {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let allowed = true;
    for (const key of new Set(keys)) {
      let w = this.windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + this.limit.windowMs };
        this.windows.set(key, w);
      }
      w.count += 1;
      if (w.count > this.limit.max) allowed = false;
    }
    return allowed;
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

export const accountLimitPlugin = fp(
  async (app: FastifyInstance, opts: { limit: RateLimitConfig; codeLimit: RateLimitConfig; now: () => number }) => {
    const counters = new AccountCounters(opts.limit, opts.now);
    const codes = new AccountCounters(opts.codeLimit, opts.now);
    const guard = (which: AccountCounters, what: string) => (request: FastifyRequest, keys: string[]) => {
      if (which.hit(keys)) return;
      request.log.warn({ url: request.url, ip: request.ip, accounts: keys }, `${what} reached`);
      throw new HttpError(429, serverMessages.tooManyRequests);
    };
    app.decorate('accountLimit', guard(counters, 'account rate limit'));
    const codeGuard = guard(codes, 'verify code limit');
    app.decorate('codeIssueLimit', (request: FastifyRequest, account: string) => codeGuard(request, [account]));
  },
  { name: 'account-limit' },
);
