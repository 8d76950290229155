import type { Config } from './config.js';
import type { Db } from './db/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export {};
