import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../server/db/seed/foundation.js';
import { LISTENING, untilOutput } from '../helpers/child.js';
import { onPostgres } from '../helpers/pg.js';

/**
 * Issue 11 §2: SIGTERM (a deploy, a scale-down) lets the request in flight finish, closes the
 * database, and exits 0. The real server (`npm start`'s entry) runs as a child process.
 */
const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'selvedge-sigterm-'));
let server: ChildProcess | undefined;
let output = '';
let port = 0;

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port: p } = s.address() as { port: number };
      s.close(() => ok(p));
    });
    s.on('error', fail);
  });
}

const exited = (s: ChildProcess) =>
  new Promise<number | null>((ok) => (s.exitCode !== null ? ok(s.exitCode) : s.once('exit', (code) => ok(code))));

/** The server's whole JSON log lines printed after `mark` (a length of `output`). */
const loggedSince = (mark: number) =>
  output
    .slice(mark)
    .split('\n')
    .slice(0, -1)
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { msg: string; req?: { url?: string } });

/** Whether a new TCP connection to the server is accepted. */
const accepts = () =>
  new Promise<boolean>((ok) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), ok(true)));
    s.once('error', () => ok(false));
  });

// The api-pg project runs every file again; this one runs the SQLite server of `npm start`, once is enough.
const secondRun = onPostgres;

describe.skipIf(secondRun)('SIGTERM', () => {
  beforeAll(async () => {
    port = await freePort();
    // `node --import tsx` runs the server in this one process: tsx's CLI would fork a child that the signal misses.
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), SKIP_BUILD: '1', LOG_LEVEL: 'info', NODE_ENV: 'test', REDIS_URL: '', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));
    await untilOutput(server, () => output.includes(LISTENING), 'the server listened').catch((err: Error) => {
      throw new Error(`${err.message}:\n${output}`);
    });
  }, 150_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGKILL');
      await exited(server);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, stops taking new connections, closes the database and exits 0', async () => {
    const s = server!;
    expect(existsSync(join(dataDir, 'selvedge.db-wal'))).toBe(true);

    // A slow client: headers and half the body of a sign-in now, the rest after the signal.
    const body = JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    const half = Math.floor(body.length / 2);
    const socket: Socket = connect(port, '127.0.0.1');
    await new Promise((ok) => socket.once('connect', ok));
    let answer = '';
    socket.on('data', (d) => (answer += d));
    const closed = new Promise((ok) => socket.once('close', ok));
    const sent = output.length;
    socket.write(
      `POST /api/admin/admin_login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCookie: XSRF-TOKEN=t\r\nX-XSRF-TOKEN: t\r\n\r\n${body.slice(0, half)}`,
    );
    // The server has the request (its log says so once the headers are in): it is in flight.
    await untilOutput(s, () => loggedSince(sent).some((l) => l.msg === 'incoming request' && l.req?.url === '/api/admin/admin_login'), 'the sign-in reached the server');

    const marks = output.length;
    s.kill('SIGTERM');
    const code = exited(s);
    await untilOutput(s, () => output.slice(marks).includes('shutting down'), 'the shutdown line', 10_000);
    // Once it stops listening, a new connection is refused: try until then (each try is answered at once).
    while (await accepts()) await new Promise((r) => setImmediate(r));
    // Still running, for the request in flight.
    expect(s.exitCode).toBeNull();

    socket.write(body.slice(half));
    expect(await code).toBe(0);
    await closed;
    const [head, json] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(json).token).toEqual(expect.any(String));

    expect(loggedSince(marks).map((l) => l.msg)).toContain('shut down: requests finished, database closed');
    // SQLite removes its write-ahead log when the last connection closes cleanly.
    expect(existsSync(join(dataDir, 'selvedge.db-wal'))).toBe(false);
  }, 60_000);
});
