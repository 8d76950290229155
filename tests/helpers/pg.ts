import pg from 'pg';

/**
 * The PostgreSQL side of the test suite. `npm run test:pg` (the `api-pg` Vitest project) runs every
 * tests/api file again on PostgreSQL: its global setup migrates one template database per run, and
 * every `makeApp()` then gets a database of its own, copied from that template (a copy takes tens of
 * milliseconds, where migrating takes seconds) and dropped when the app closes.
 */

/** A role that may create databases, and a database it can connect to. */
const PG_ADMIN_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Set by the api-pg project for its test files: they run on PostgreSQL. */
export const onPostgres = process.env.SELVEDGE_TEST_DB === 'postgres';

/** The same address with another database name. */
export function databaseUrl(name: string, base = PG_ADMIN_URL): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.href;
}

/** The URL without its password, for messages. */
export function shownUrl(url = PG_ADMIN_URL): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.href;
}

/**
 * Runs `fn` on a short-lived connection to the admin database. The connection may take up to 30 s: on a
 * busy 2-core CI machine, while other files create and drop their databases, 5 s ran out (CI's
 * "timeout expired" in an api-pg test).
 */
export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: timeoutMs });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Why PostgreSQL cannot be used (unreachable, or the role may not create databases), or undefined when it can. */
export async function pgUnavailable(): Promise<string | undefined> {
  try {
    const row = await withAdmin(async (c) => (await c.query<{ ok: boolean }>('select rolcreatedb or rolsuper as ok from pg_roles where rolname = current_user')).rows[0], 10_000);
    return row?.ok ? undefined : `the role in ${shownUrl()} may not create databases`;
  } catch (err) {
    return `${shownUrl()} could not be used (${err instanceof Error ? err.message || err.name : String(err)})`;
  }
}

/** Database names are plain identifiers built by the tests themselves; quote them anyway. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Drops a database. A closed pool's connections may still be saying goodbye, and PostgreSQL waits up
 * to 5 s for them; `with (force)` (which would cut them mid-goodbye, an uncaught error in the app's
 * pool) only when that was not enough.
 */
export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  try {
    await client.query(`drop database if exists ${ident(name)}`);
  } catch {
    await client.query(`drop database if exists ${ident(name)} with (force)`);
  }
}

let copies = 0;
/** The next copy, already being made: CREATE DATABASE waits mostly on the disk, which it does while a test runs. */
let nextCopy: { template: string; made: Promise<string> } | undefined;

function startCopy(template: string): { template: string; made: Promise<string> } {
  const name = `${template}_${process.pid}_${++copies}`;
  // A shared advisory lock on the template's name while copying: the run's teardown takes it exclusively,
  // which PostgreSQL grants once no copy is under way (pg-setup.ts).
  const made = withAdmin(async (c) => {
    await c.query('select pg_advisory_lock_shared(hashtext($1))', [template]);
    // FILE_COPY copies the template's files after a checkpoint; PostgreSQL 15's default (WAL_LOG) writes
    // every page to the WAL instead, and the drop then waits on a checkpoint: for a small template, 60 ms
    // a copy and 35 ms a drop against 300 ms and 600 ms (measured on this machine under load).
    const version = Number((await c.query<{ v: string }>("select current_setting('server_version_num') as v")).rows[0].v);
    await c.query(`create database ${ident(name)} template ${ident(template)}${version >= 150000 ? ' strategy file_copy' : ''}`);
  }).then(() => name);
  // Awaited by whoever takes it; a copy nobody takes (the process ended) is dropped with the run's leftovers.
  made.catch(() => {});
  return { template, made };
}

/**
 * A database of its own for one test app, copied from the run's migrated template; `drop` removes it.
 * The copy for the next app is started at once, so a file of many small tests does not wait half a
 * second per test for PostgreSQL to copy the template.
 */
export async function copyOfTemplate(template: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const taken = nextCopy?.template === template ? nextCopy : startCopy(template);
  nextCopy = startCopy(template);
  const name = await taken.made;
  return { name, url: databaseUrl(name), drop: () => withAdmin((c) => dropDatabase(c, name)) };
}

/** An empty database (no migrations run), for tests of the migrations themselves. */
export async function emptyDatabase(template: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${template}_empty_${process.pid}_${++copies}`;
  await withAdmin((c) => c.query(`create database ${ident(name)}`));
  return { name, url: databaseUrl(name), drop: () => withAdmin((c) => dropDatabase(c, name)) };
}
