import { randomBytes } from 'node:crypto';
import { ensureBuild } from './build.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_ADMIN } from './db/seed/foundation.js';
import { seedIfEmpty } from './db/seed/index.js';

async function main() {
  const config = loadConfig();
  if (process.env.SKIP_BUILD !== '1') ensureBuild(config.distDir);
  const app = await buildApp(config);
  // In production the demo admin gets a random password, shown once; the documented one is for demos.
  const demoPassword = config.production ? randomBytes(12).toString('base64url') : DEMO_ADMIN.password;
  const seededPassword = (await seedIfEmpty(app, demoPassword)) ? demoPassword : undefined;
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\nSelvedge is running on http://localhost:${port}`);
  if (seededPassword || !config.production) {
    const password = seededPassword ?? `${DEMO_ADMIN.password} (unless changed since)`;
    console.log(`Demo admin: ${DEMO_ADMIN.email} / ${password}  (sign in at http://localhost:${port}/admin_login)\n`);
  }
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
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});
