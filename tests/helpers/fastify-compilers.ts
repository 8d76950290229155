import { createRequire } from 'node:module';

/**
 * Every test app is a new Fastify instance, and each compiles every route's JSON schemas again (Ajv
 * validators, fast-json-stringify serializers): about two thirds of the CPU time of building an app.
 * The schemas are the same objects for every app of a test process (the route modules load once), so
 * here the apps of a process share one validator compiler and one serializer compiler, each keeping
 * what it compiled: an app compiles only what no app before it did. Same compilers and options as
 * Fastify's defaults (its `compilersFactory` defaults are what is shared), so validation and replies
 * are those of a server; only the repeated work is gone.
 *
 * buildApp gives no way to pass Fastify's `schemaController` option, so the two factories Fastify
 * requires for each new instance are replaced in Node's module cache before the first app is built. If
 * Fastify stops requiring them that way, nothing is replaced and apps compile their own, as before.
 */
type Factory = (...args: unknown[]) => unknown;

function shareFactory(fastifyRequire: NodeJS.Require, name: string, share: (made: Factory) => Factory): void {
  let path: string;
  try {
    path = fastifyRequire.resolve(name);
  } catch {
    return;
  }
  const selector = fastifyRequire(name) as Factory & Record<string, unknown>;
  const entry = fastifyRequire.cache[path];
  if (!entry || (selector as { sharedByTests?: boolean }).sharedByTests) return;
  const shared = share(selector() as Factory);
  entry.exports = Object.assign(() => shared, selector, { sharedByTests: true });
}

const fastifyRequire = (() => {
  try {
    return createRequire(createRequire(import.meta.url).resolve('fastify/lib/schema-controller.js'));
  } catch {
    return undefined;
  }
})();

if (fastifyRequire) {
  // Ajv keeps what it compiled per schema object; one pool (one Ajv per set of options) serves every app.
  shareFactory(fastifyRequire, '@fastify/ajv-compiler', (pool) => pool);
  // fast-json-stringify keeps nothing: remember each schema's serializer, per set of options.
  shareFactory(fastifyRequire, '@fastify/fast-json-stringify-compiler', (factory) => {
    const byOptions = new Map<string, Factory>();
    return (externalSchemas: unknown, serializerOpts: unknown) => {
      const key = JSON.stringify([externalSchemas, serializerOpts]);
      let compile = byOptions.get(key);
      if (!compile) {
        const compileOne = factory(externalSchemas, serializerOpts) as (route: { schema: object; httpStatus?: string; contentType?: string }) => unknown;
        const made = new WeakMap<object, Map<string, unknown>>();
        compile = ((route: { schema: object; httpStatus?: string; contentType?: string }) => {
          let forSchema = made.get(route.schema);
          if (!forSchema) made.set(route.schema, (forSchema = new Map()));
          const at = `${route.httpStatus}|${route.contentType}`;
          if (!forSchema.has(at)) forSchema.set(at, compileOne(route));
          return forSchema.get(at);
        }) as Factory;
        byOptions.set(key, compile);
      }
      return compile;
    };
  });
}
