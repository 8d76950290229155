import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { conflictTexts, inputTexts, serverMessages } from '../../src/contract/texts.js';
import { isUniqueViolation } from '../db/unique.js';

/** An error whose message is safe to show the client, with the HTTP status to answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers to answer with (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
/** A duplicate, or a delete of something still in use: the message says what clashes. */
export const conflict = (message: string) => new HttpError(409, message);
export const notFound = (message: string = serverMessages.notFound) => new HttpError(404, message);

interface AjvIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns a schema failure into a sentence that names the field, e.g. "body.name is required" (inputTexts, Thai for a Thai request). */
function describeValidation(context: string, issues: AjvIssue[]): string {
  const first = issues[0];
  if (!first) return inputTexts.invalid(context);
  const path = [context, ...first.instancePath.split('/').filter(Boolean)].join('.');
  if (first.keyword === 'required') return inputTexts.required(`${path}.${String(first.params.missingProperty)}`);
  if (first.keyword === 'additionalProperties') return inputTexts.notAccepted(`${path}.${String(first.params.additionalProperty)}`);
  return first.message === undefined ? inputTexts.invalid(path) : inputTexts.schema(path, { keyword: first.keyword, params: first.params, message: first.message });
}

/** One error handler for the whole API: `{ message }` bodies, 400 naming the field, 5xx masked and logged. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        const message = describeValidation(error.validationContext ?? 'body', error.validation as AjvIssue[]);
        request.log.info({ err: message }, 'rejected input');
        return reply.status(400).send({ message });
      }
      // A unique index refused a write that the call's own check let through (another write took the
      // value meanwhile): the client's conflict, not the server's failure.
      if (isUniqueViolation(error)) {
        request.log.info({ url: request.url, method: request.method }, 'write refused by a unique index');
        return reply.status(409).send({ message: conflictTexts.exists });
      }
      const status = error.statusCode ?? 500;
      // A failure while the shared Redis (REDIS_URL) is away, e.g. a limit that could not be counted:
      // the instance is degraded, not broken, so the client is told to try again shortly.
      const redis = request.server.redis;
      if (status >= 500 && redis && redis.status !== 'ready') {
        request.log.error({ err: error, url: request.url, method: request.method, redis: redis.status }, 'request failed: Redis unavailable');
        return reply.status(503).header('retry-after', '5').send({ message: serverMessages.unavailable });
      }
      if (status >= 500) {
        request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
        return reply.status(500).send({ message: serverMessages.internal });
      }
      if (status === 401 || status === 403) {
        request.log.warn({ url: request.url, ip: request.ip, status }, 'access denied');
      }
      if (error instanceof HttpError && error.headers) void reply.headers(error.headers);
      return reply.status(status).send({ message: error.message });
    });
  },
  { name: 'errors' },
);
