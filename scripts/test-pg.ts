/**
 * `npm run test:pg`: every tests/api file again on PostgreSQL (the `api-pg` Vitest project), when a
 * server answers at PG_TEST_URL (default postgres://postgres@127.0.0.1:5432/postgres). When none
 * does, it says so plainly and exits 0, unless PG_TEST_REQUIRED=1 (CI sets it): then it fails.
 * Arguments are passed on to Vitest (e.g. a file to run alone).
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pgUnavailable } from '../tests/helpers/pg.js';

const root = resolve(import.meta.dirname, '..');
const why = await pgUnavailable();
if (why) {
  if (process.env.PG_TEST_REQUIRED === '1') {
    console.error(`\nPostgreSQL run FAILED to start: ${why}. PG_TEST_REQUIRED=1 makes this an error (CI has PostgreSQL on 127.0.0.1:5432).\n`);
    process.exit(1);
  }
  console.log(`\n*** SKIPPED the PostgreSQL run (api-pg): ${why}. Set PG_TEST_URL to a server whose role may create databases to run it. ***\n`);
  process.exit(0);
}
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const r = spawnSync(process.execPath, [vitest, 'run', '--project', 'api-pg', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
