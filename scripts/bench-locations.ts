/**
 * The keyword search's time for a two-letter Thai keyword (budget: p50 ≤ 20 ms), through the whole
 * server stack (app.inject: guard, validation, search, serialisation) and of the index alone.
 * Run: `npx tsx scripts/bench-locations.ts` (for `npm run bench`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCATION_SEARCH_MAX } from '../src/contract/location.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { insertAdmin } from '../server/modules/admin/queries.js';
import { locations } from '../server/modules/location/reads.js';

const RUNS = 201;
const KEYWORDS = ['บา', 'สม', 'นา', 'ลา'];

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * q)];
const ms = (n: number) => `${n.toFixed(2)} ms`;

const dataDir = mkdtempSync(join(tmpdir(), 'selvedge-bench-loc-'));
const app = await buildApp(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'b'.repeat(48), LOG_LEVEL: 'silent' }), { logger: false });
try {
  const admin = await insertAdmin(app.db, { email: 'bench@local', mobile: '0800000000', fullName: 'Bench', passwordHash: 'x', status: 'active' }, new Date());
  const token = await app.tokens.sign('admin', admin._id, { email: admin.email }, '1h');
  const headers = { authorization: `Bearer ${token}`, 'x-xsrf-token': 'b' };
  const index = await locations(app.db);

  const call: number[] = [];
  const alone: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const keyword = KEYWORDS[i % KEYWORDS.length];
    let start = performance.now();
    const r = await app.inject({ method: 'POST', url: '/api/master/country_state/get_country_data', payload: { keyword }, headers, cookies: { 'XSRF-TOKEN': 'b' } });
    call.push(performance.now() - start);
    if (r.statusCode !== 200) throw new Error(`get_country_data answered ${r.statusCode}: ${r.body}`);
    start = performance.now();
    index.search(keyword, LOCATION_SEARCH_MAX);
    alone.push(performance.now() - start);
  }
  console.log(`location keyword search, two-letter Thai keyword (${KEYWORDS.join(', ')}), ${RUNS} runs:`);
  console.log(`  get_country_data call: p50 ${ms(quantile(call, 0.5))}, p95 ${ms(quantile(call, 0.95))} (budget p50 ≤ 20 ms)`);
  console.log(`  index search alone:    p50 ${ms(quantile(alone, 0.5))}, p95 ${ms(quantile(alone, 0.95))}`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
