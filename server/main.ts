import { randomBytes } from 'node:crypto';
import { ensureBuild } from '../scripts/ensure-build.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_ADMIN } from './db/seed/foundation.js';
import { isEmpty, seedDemo } from './db/seed/index.js';

async function main() {
  const config = loadConfig();
  if (process.env.SKIP_BUILD !== '1') ensureBuild(config.distDir);
  const app = await buildApp(config);
  // In production the demo admin gets a random password, shown once; the documented one is for demos.
  let seededPassword: string | undefined;
  if (await isEmpty(app)) {
    app.log.info('empty database: seeding the demo catalogue');
    seededPassword = config.production ? randomBytes(12).toString('base64url') : DEMO_ADMIN.password;
    await seedDemo(app, seededPassword);
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\nSelvedge is running on http://localhost:${port}`);
  if (seededPassword || !config.production) {
    const password = seededPassword ?? `${DEMO_ADMIN.password} (unless changed since)`;
    console.log(`Demo admin: ${DEMO_ADMIN.email} / ${password}  (sign in at http://localhost:${port}/admin_login)\n`);
  }
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});
