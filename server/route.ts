import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { Call, CallSchema, Method } from '../src/contract/call.js';

/** A route handler whose request and reply are typed from the call's schemas. */
export type CallHandler<S extends CallSchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider
>;

interface Extra {
  /** Route config beyond what the call declares (e.g. a rate limit). */
  config?: Record<string, unknown>;
  /** A check of its own, run after the declared guard (e.g. a `self` call's: the member themself or an admin). */
  preHandler?: (request: FastifyRequest) => Promise<void>;
}

/**
 * Registers the route of a call declared in src/contract/: method, path, schemas, guard and cache
 * settings all come from the declaration, so the path is written once for server and browser.
 */
export function serve<M extends Method, P extends string, S extends CallSchema>(
  app: FastifyInstance,
  declared: Call<M, P, S>,
  handler: CallHandler<S>,
  extra: Extra = {},
): void {
  const guard = declared.guard === 'admin' ? app.requireAdmin : declared.guard === 'member' ? app.requireMember : undefined;
  const preHandler = [guard, extra.preHandler].filter((h) => h !== undefined);
  const options: RouteShorthandOptions = {
    schema: declared.schema,
    config: { ...(declared.cached ? { cacheReply: true } : {}), ...(declared.readOnly ? { readOnly: true } : {}), ...extra.config },
    ...(preHandler.length ? { preHandler } : {}),
  };
  app.route({ method: declared.method, url: declared.path, ...options, handler: handler as RouteHandlerMethod });
}
