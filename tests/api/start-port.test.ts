import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDb } from '../../server/db/index.js';
import { DEMO_ADMIN } from '../../server/db/seed/foundation.js';
import { insertAdmin } from '../../server/modules/admin/queries.js';
import { untilOutput } from '../helpers/child.js';
import { onPostgres } from '../helpers/pg.js';

/**
 * `npm start`'s entry (server/main.ts) as a child process: a port already taken is one line and exit
 * 1 before the build and the seed; otherwise the banner (the URL and the demo admin) is the last thing
 * start-up prints, in JSON and readable logs alike.
 */
const root = resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'selvedge-start-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function start(dataDir: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), LOG_LEVEL: 'info', NODE_ENV: 'test', REDIS_URL: '', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (d) => (out.stdout += d));
  child.stderr.on('data', (d) => (out.stderr += d));
  const closed = once(child, 'close') as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, out, closed };
}

// The api-pg project runs every file again; these run the SQLite server of `npm start`, once is enough.
describe.skipIf(onPostgres)('npm start', () => {
  it('on a port already taken prints one line naming it and another, before building or seeding, and exits 1', async () => {
    const holder: Server = createServer();
    holder.listen(0, '127.0.0.1');
    await once(holder, 'listening');
    const { port } = holder.address() as { port: number };
    try {
      const dataDir = tmp();
      // No SKIP_BUILD: a check after the build would first build the site into no-dist/.
      const { out, closed } = start(dataDir, { PORT: String(port), LOG_FORMAT: 'json' });
      const [code] = await closed;
      expect(out.stderr).toBe(`Port ${port} is already in use: stop what uses it, or start on another with PORT=${port + 1} npm start\n`);
      expect(out.stdout).toBe('');
      expect(code).toBe(1);
      expect(existsSync(join(dataDir, 'no-dist'))).toBe(false);
      expect(existsSync(join(dataDir, 'selvedge.db'))).toBe(false);
    } finally {
      holder.close();
    }
  }, 30_000);

  it.each(['json', 'pretty'])('prints the banner last at start-up with LOG_FORMAT=%s', async (format) => {
    // A database that is not empty, so the server starts without seeding the demo.
    const dataDir = tmp();
    const db = openDb({ dataDir });
    await migrateToLatest(db);
    await insertAdmin(db, { email: DEMO_ADMIN.email, mobile: DEMO_ADMIN.mobile, fullName: DEMO_ADMIN.fullName, passwordHash: 'x', status: 'active' }, new Date());
    await db.destroy();

    const { child, out, closed } = start(dataDir, { PORT: '0', LOG_FORMAT: format, SKIP_BUILD: '1' });
    await untilOutput(child, () => out.stdout.includes('/admin_login)\n'), 'the banner');
    const port = /Selvedge is running on http:\/\/localhost:(\d+)/.exec(out.stdout)![1];
    // Whatever start-up prints comes before the banner: stop the server and read what came before its shutdown lines.
    child.kill('SIGTERM');
    const [code] = await closed;
    expect(code).toBe(0);
    // The lines before the first shutdown line (JSON lines may reach the pipe in either order at exit).
    const shutdownAt = out.stdout.search(/shutting down|shut down/);
    const startup = out.stdout.slice(0, out.stdout.lastIndexOf('\n', shutdownAt)).split('\n').filter((l) => l.trim());
    expect(startup.some((l) => l.includes('Server listening at'))).toBe(true);
    expect(startup.slice(-2)).toEqual([
      `Selvedge is running on http://localhost:${port}`,
      `Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (unless changed since)  (sign in at http://localhost:${port}/admin_login)`,
    ]);
    expect(out.stderr).toBe('');
  }, 60_000);
});
