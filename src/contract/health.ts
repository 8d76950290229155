import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';

/** What GET /api/health answers (for load balancers and monitors; no auth, never cached). */
export const healthTexts = {
  up: 'The server and its database answer',
  databaseDown: 'The database does not answer',
} as const;

/** GET /health: 200 while the database answers a query, 503 otherwise. */
export const HealthReply = Type.Object({ message: Type.String() });
export type HealthReply = Static<typeof HealthReply>;

/** The health check, for load balancers: no auth, no cache, no rate limit. */
export const healthApi = {
  check: call({ method: 'GET', path: '/health', guard: 'public', schema: { response: { 200: HealthReply, 503: HealthReply } } }),
};
