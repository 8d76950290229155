import type { Config } from './config.js';
import type { Db } from './db/index.js';

/**
 * Points where a test may run code in the middle of a call (buildApp's `seams`; production passes
 * none): fixed when the app is built, read only by the app.
 */
export interface Seams {
  /** Runs between a restore revert's check and its delete (a test makes a save come between them). */
  revertAfterCheck?: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    seams: Readonly<Seams>;
  }
}

export {};
