import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { symbols } from 'pino';
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

/**
 * Writes `text` to stdout after every log line written so far, whatever LOG_LEVEL says: through the
 * logger's own destination, so it cannot overtake a line still on its way (pino writes JSON lines
 * asynchronously, and pino-pretty formats in a worker thread; it passes lines that are not JSON on as
 * they are).
 */
export function printAfterLogs(log: FastifyBaseLogger, text: string): void {
  const destination = (log as unknown as Record<symbol, { write(chunk: string): unknown } | undefined>)[symbols.streamSym];
  if (destination) destination.write(text);
  else process.stdout.write(text);
}
