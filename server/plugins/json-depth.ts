import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serverMessages } from '../../src/contract/texts.js';
import { badRequest } from './errors.js';

/** No call's body nests deeper than a few levels ({ filters: { … } }, [ids]); this leaves room. */
export const MAX_JSON_DEPTH = 10;

/**
 * Whether a JSON text opens more than `max` objects or arrays inside one another: one pass over the
 * characters, skipping strings, stopping as soon as it knows. Runs before JSON.parse, so a body of
 * 200,000 nested brackets costs a scan, not a parse, a schema walk and a cache key (issue 20 §1.5).
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * The JSON body parser: Fastify's own (which refuses __proto__ and constructor poisoning), after a
 * depth check that answers 400 naming the limit.
 */
export const jsonDepthPlugin = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (nestedDeeperThan(body as string, MAX_JSON_DEPTH)) return done(badRequest(serverMessages.jsonTooDeep(MAX_JSON_DEPTH)), undefined);
      parse(request, body as string, done);
    });
  },
  { name: 'json-depth' },
);
