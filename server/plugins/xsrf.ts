import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serverMessages } from '../../src/contract/texts.js';
import { HttpError } from './errors.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit XSRF protection: every response hands out an `XSRF-TOKEN` cookie the SPA can read;
 * a state-changing call must echo it in `X-XSRF-TOKEN`, which a cross-site page cannot do.
 */
export const xsrfPlugin = fp(
  async (app: FastifyInstance, opts: { secure: boolean }) => {
    app.addHook('onRequest', async (request, reply) => {
      const cookie = request.cookies[XSRF_COOKIE];
      // Uploads and built assets are cached as public and immutable: no per-visitor cookie on them.
      if (!cookie && !/^\/(uploads|assets)\//.test(request.url)) {
        reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
          path: '/',
          sameSite: 'strict',
          secure: opts.secure,
          httpOnly: false,
        });
      }
      // Every unsafe method, whatever the path: a test on the raw URL would miss '/%61pi/…'.
      if (!UNSAFE.has(request.method)) return;
      const header = request.headers[XSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
        throw new HttpError(403, serverMessages.xsrf);
      }
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie'] },
);
