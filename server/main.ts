import { randomBytes } from 'node:crypto';
import { writeSync } from 'node:fs';
import { inspect } from 'node:util';
import { ensureBuild } from './build.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_ADMIN } from './db/seed/foundation.js';
import { seedIfEmpty } from './db/seed/index.js';
import { printAfterLogs } from './logger.js';
import { listenFailureLine, listenProblem } from './port.js';

async function main() {
  const config = loadConfig();
  // Before the build and the seed (a minute on a first start): a port already taken is one line, now.
  const problem = await listenProblem(config.port, config.host);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  if (process.env.SKIP_BUILD !== '1') ensureBuild(config.distDir);
  const app = await buildApp(config);
  // In production the demo admin gets a random password, shown once; the documented one is for demos.
  const demoPassword = config.production ? randomBytes(12).toString('base64url') : DEMO_ADMIN.password;
  const seededPassword = (await seedIfEmpty(app, demoPassword)) ? demoPassword : undefined;
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    // Taken by something else while this one built and seeded.
    if ((err as NodeJS.ErrnoException).syscall !== 'listen') throw err;
    console.error(listenFailureLine(err as NodeJS.ErrnoException, config.port));
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const banner = [`Selvedge is running on http://localhost:${port}`];
  if (seededPassword || !config.production) {
    const password = seededPassword ?? `${DEMO_ADMIN.password} (unless changed since)`;
    banner.push(`Demo admin: ${DEMO_ADMIN.email} / ${password}  (sign in at http://localhost:${port}/admin_login)`);
  }
  // The last thing start-up prints, after the log lines before it (such as "Server listening at").
  printAfterLogs(app.log, `\n${banner.join('\n')}\n\n`);
  // SIGTERM (a deploy, a scale-down) or Ctrl-C: stop accepting connections, let in-flight requests
  // finish (each is capped at 30 s by requestTimeout), then close Redis and the database, and exit 0.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown: requests still running after 35 s, exiting anyway');
      process.exit(1);
    }, 35_000).unref();
    // A keep-alive connection whose request finished during shutdown is closed at once, not after keepAliveTimeout.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    try {
      await app.close();
      app.log.info('shut down: requests finished, database closed');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (s) => void stop(s));
  process.on('SIGTERM', (s) => void stop(s));
}

main().catch((err) => {
  // Written synchronously: to a pipe console.error is asynchronous, and process.exit would drop it.
  writeSync(2, `${err instanceof ConfigError ? `Configuration error: ${err.message}` : inspect(err)}\n`);
  process.exit(1);
});
