import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { serverMessages } from '../src/contract/texts.js';
import type { Config } from './config.js';
import { migrateToLatest, openDb, type Db } from './db/index.js';
import { deleteGuardPlugin } from './db/deleteGuard.js';
import { memberCheck } from './modules/member/token.js';
import { accountLimitPlugin } from './plugins/account-limit.js';
import { activityCleanupPlugin, activityPlugin } from './plugins/activity.js';
import { redisPlugin } from './plugins/redis.js';
import { loggerOptions } from './logger.js';
import { seoRoutes } from './modules/seo/routes.js';
import { authPlugin } from './plugins/auth.js';
import { cachePlugin } from './plugins/cache.js';
import { docsPlugin } from './plugins/docs.js';
import { answerLanguagePlugin } from './plugins/answerLanguage.js';
import { errorsPlugin, HttpError } from './plugins/errors.js';
import { noNulPlugin } from './plugins/no-nul.js';
import type { HelmetOptions } from 'helmet';
import { securityHeaders, securityHeadersPlugin } from './plugins/security-headers.js';
import { jsonDepthPlugin } from './plugins/json-depth.js';
import { mailPlugin } from './plugins/mail.js';
import { spaPlugin } from './plugins/spa.js';
import { uploadsPlugin } from './plugins/uploads.js';
import { xsrfPlugin } from './plugins/xsrf.js';
import type { Seams } from './types.js';
import { sharedSchemaCompilers } from './schemaCompilers.js';

/** Modules that serve pages rather than /api calls, registered on their own below. */
const PAGE_MODULES = new Set(['seo']);

/**
 * Every server/modules/<name>/routes.ts but the page modules, each exporting its one routes plugin:
 * adding a resource's folder adds its calls.
 */
async function apiModules(): Promise<FastifyPluginAsync[]> {
  const dir = join(import.meta.dirname, 'modules');
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !PAGE_MODULES.has(e.name) && existsSync(join(dir, e.name, 'routes.ts')))
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const plugins = Object.values(await import(pathToFileURL(join(dir, name, 'routes.ts')).href)).filter((v) => typeof v === 'function');
      if (plugins.length !== 1) throw new Error(`server/modules/${name}/routes.ts must export one routes plugin`);
      return plugins[0] as FastifyPluginAsync;
    }),
  );
}

interface BuildOptions {
  /** An already-open database (tests share one); otherwise the configured one is opened and migrated. */
  db?: Db;
  logger?: boolean;
  /** A test's seams (server/types.ts); none in production. */
  seams?: Seams;
}

/** The security headers' settings (helmet's names): the same for every answer. */
const helmetOptions = (config: Config): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  hsts: config.production ? { maxAge: 15552000, includeSubDomains: true } : false,
  crossOriginEmbedderPolicy: false,
});

/** Builds the whole server without listening: tests drive it with app.inject, main.ts listens. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const headers = securityHeaders(helmetOptions(config));
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Wrong JSON types are refused, not coerced ("true" is not true, ["x"] is not "x").
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    schemaController: { compilersFactory: sharedSchemaCompilers },
    // Slow clients cannot hold connections: whole request 30 s, headers 10 s, idle keep-alive 5 s.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 5_000,
    http: { headersTimeout: 10_000 },
    // A malformed URL (e.g. /%E0%A4%A) answers { message } like every other error.
    frameworkErrors: (error, _request, reply) => {
      // Answered before any hook runs: the security headers are set here (issue 20 §1.8).
      void (reply as unknown as FastifyReply).headers(headers);
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as unknown as FastifyReply).status(status).send({ message: status === 400 ? serverMessages.badUrl : error.message });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const db = options.db ?? openDb(config);
  if (!options.db) await migrateToLatest(db);
  // A revert's guarded delete (deleteGuard.ts); nothing changes for a query outside one.
  app.decorate('db', db.withPlugin(deleteGuardPlugin));
  app.decorate('config', config);
  app.decorate('seams', Object.freeze({ ...options.seams }));
  app.addHook('onClose', async () => {
    if (!options.db) await db.destroy();
  });

  await app.register(errorsPlugin);
  await app.register(answerLanguagePlugin);
  await app.register(noNulPlugin);
  await app.register(jsonDepthPlugin);
  await app.register(securityHeadersPlugin, { headers });
  await app.register(cookie);
  await app.register(xsrfPlugin, { secure: config.production });
  await app.register(multipart, { limits: { fileSize: config.maxImageBytes, fields: 60, fieldSize: 100_000 } });
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(rateLimit, {
    global: false,
    // Several instances count together in Redis (REDIS_URL); otherwise in this process.
    ...(app.redis ? { redis: app.redis, nameSpace: `${config.redisPrefix}rate-limit:` } : {}),
    errorResponseBuilder: () => new HttpError(429, serverMessages.tooManyRequests),
  });
  await app.register(authPlugin, { secret: config.jwtSecret, now: config.now, db, memberCheck });
  await app.register(accountLimitPlugin, { limit: config.rateLimit, codeLimit: config.codeLimit, now: config.now, delayMs: config.rateLimit.delayMs, redis: app.redis, redisPrefix: config.redisPrefix, secret: config.jwtSecret, secure: config.production });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, dataDir: config.dataDir, publicUrl: config.publicUrl, from: config.mailFrom });
  await app.register(cachePlugin);
  await app.register(activityPlugin);
  // Before the routes: @fastify/swagger collects them as they register.
  if (config.apiDocs) await app.register(docsPlugin);
  await app.register(uploadsPlugin, { dataDir: config.dataDir, maxImageBytes: config.maxImageBytes, uploadDir: config.uploadDir });
  await app.register(activityCleanupPlugin);

  await app.register(
    async (api) => {
      for (const routes of await apiModules()) await api.register(routes);
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { distDir: config.distDir, uploadDir: app.uploads.uploadDir, publicUrl: config.publicUrl });
  // Outside /api and after the spa plugin, whose head-resolver hook it uses.
  await app.register(seoRoutes);
  return app;
}
