import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDb } from '../../server/db/index.js';
import { databaseUrl, dropDatabase, ident, pgUnavailable, shownUrl, withAdmin } from './pg.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database every api-pg test app is copied from. */
    pgTemplate: string;
  }
}

const template = `selvedge_tpl_${process.pid}_${Date.now().toString(36)}`;

/** Leftovers of this run: the template and any per-app database a crashed file did not drop. */
async function dropRun(): Promise<void> {
  await withAdmin(async (c) => {
    // A copy a test process started for a next test that never came (tests/helpers/pg.ts) may still be
    // being made: each holds a shared lock on the template's name while it copies, so this lock is granted
    // once none is under way (the connection's end releases it).
    await c.query('select pg_advisory_lock(hashtext($1))', [template]);
    const { rows } = await c.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${template}%`]);
    for (const { datname } of rows.filter((r) => r.datname !== template)) await dropDatabase(c, datname);
    await dropDatabase(c, template);
  });
}

/** Migrates one template database for the api-pg project (`npm run test:pg`). */
export async function setup(project: TestProject) {
  const why = await pgUnavailable();
  if (why) throw new Error(`The api-pg project runs on PostgreSQL, but ${why}. Set PG_TEST_URL, or run \`npm test\`, which skips it when none answers.`);
  const started = performance.now();
  // ICU en-US when the server has it (as most installations' default locale sorts), so a query that
  // relies on C-locale ordering fails here as it would in production; the server's default otherwise.
  await withAdmin(async (c) => {
    try {
      await c.query(`create database ${ident(template)} template template0 locale_provider icu icu_locale 'en-US' locale 'C.UTF-8'`);
    } catch {
      await c.query(`create database ${ident(template)}`);
    }
  });
  const db = openDb({ dataDir: '', databaseUrl: databaseUrl(template) });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  console.log(`api-pg: migrated template ${template} on ${shownUrl()} in ${Math.round(performance.now() - started)} ms`);
  project.provide('pgTemplate', template);
}

export async function teardown() {
  await dropRun();
}
