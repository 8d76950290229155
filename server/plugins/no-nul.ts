import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inputTexts } from '../../src/contract/texts.js';
import { badRequest } from './errors.js';

/** The message for a text holding U+0000, naming where it is (e.g. "body.name must not contain a NUL character"). */
export const nulMessage = (path: string) => inputTexts.noNul(path);

/** The path of the first string (or key) in `value` that holds U+0000, or undefined. */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // Bytes (a Buffer body) are not text.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 32) return undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const hit = findNul(item, `${path}.${i}`, depth + 1);
      if (hit) return hit;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const hit = findNul(item, `${path}.${key}`, depth + 1);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * Refuses text holding U+0000 (NUL) with 400, on both engines: PostgreSQL cannot store it in a text
 * column (the write fails: a 500) while SQLite stores it and its own functions (lower, like) stop
 * reading at it, so no call takes it. Runs after the guards and the schema (preHandler), on the
 * path, query and JSON body; multipart fields are checked where they are read (uploads.readMultipart).
 */
export const noNulPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      const where = findNul(request.params, 'params') ?? findNul(request.query, 'querystring') ?? findNul(request.body, 'body');
      if (where) throw badRequest(nulMessage(where));
    });
  },
  { name: 'no-nul' },
);
