import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { HealthReply, healthTexts } from '../../src/contract/health.js';
import { useSharedTestApp } from '../helpers/app.js';

/** Issue 11 §2: GET /api/health for load balancers. */
describe('GET /api/health', () => {
  // A tiny rate limit: the health call must not be counted by it.
  const t = useSharedTestApp({ rateLimit: { max: 2, windowMs: 60_000 } });

  it('answers 200 with { message } while the database answers, without a token, cookie or rate limit, never cached', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ message: healthTexts.up });
      expect(Value.Check(HealthReply, r.json())).toBe(true);
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('answers 503 with { message } once the database stops answering', async () => {
    await t.app.db.destroy();
    const r = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({ message: healthTexts.databaseDown });
    expect(Value.Check(HealthReply, r.json())).toBe(true);
    expect(r.headers['cache-control']).toBe('no-store');
  });
});
