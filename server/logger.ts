import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

/**
 * pino options: JSON lines (for production, log collectors and tests that read a child server's
 * stdout), or readable coloured lines through pino-pretty when `config.logPretty` (a terminal outside
 * production, or LOG_FORMAT=pretty).
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logPretty'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(config.logPretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } } : {}),
  };
}
