import type { FastifyInstance } from 'fastify';
import { healthApi, healthTexts } from '../../../src/contract/health.js';
import { serve } from '../../route.js';
import { pingDatabase } from './queries.js';

/** How long the database may take to answer before the instance counts as down. */
const PING_TIMEOUT_MS = 2000;

/** The health check for load balancers: 200 while the database answers, 503 otherwise; no auth, no cache, no rate limit. */
export async function healthRoutes(app: FastifyInstance) {
  serve(app, healthApi.check, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pingDatabase(app.db),
        new Promise((_, fail) => (timer = setTimeout(() => fail(new Error(`no answer in ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS))),
      ]);
      return { message: healthTexts.up };
    } catch (err) {
      request.log.error({ err: (err as Error).message }, 'health: the database does not answer');
      return reply.status(503).send({ message: healthTexts.databaseDown });
    } finally {
      clearTimeout(timer);
    }
  });
}
