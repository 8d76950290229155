import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertParentSkus, insertSkus } from '../../server/modules/productSku/queries.js';
import { useSharedTestApp } from '../helpers/app.js';
import { onPostgres } from '../helpers/pg.js';

/**
 * Text behaves the same on SQLite and PostgreSQL (this file runs on both: `api` and `api-pg`), whatever
 * locale the PostgreSQL server was set up with (the api-pg template uses ICU en-US when the server has
 * it, as most installations do): ordering is by code point, and `lower()` (case-insensitive search and
 * name checks) folds ASCII letters only, as SQLite's does. See README, design notes.
 */
const t = useSharedTestApp();
let token: string;
const NAMES = ['apple', 'Zebra', '_under', 'Éclair', 'zoo', 'Apple'];

beforeAll(async () => {
  token = await t.adminToken();
  const now = new Date(t.clock.now);
  await insertParentSkus(t.app.db, [{ parentsSku: 'PAR-1', name: 'Parent', path: '', width: '', composition: '', weaving: '', discription: '', productType: '', categoryId: 'COTTON', isActived: true }], now);
  await insertSkus(
    t.app.db,
    NAMES.map((name, i) => ({ sku: `SKU-${i}`, name, path: '', article: '', parentsSku: 'PAR-1', stock: 0, marketPrices: 0, categoryId: 'COTTON', isActived: true })),
    now,
  );
});

const skuNames = async (body: object) =>
  ((await t.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_all', token, payload: { perPage: 50, ...body } })).json().result as { name: string }[]).map((s) => s.name);

describe('text on both engines', () => {
  it('sorts names by code point (upper case before lower case, accented letters last)', async () => {
    expect(await skuNames({ sort: 'name', order: 'ASC' })).toEqual(['Apple', 'Zebra', '_under', 'apple', 'zoo', 'Éclair']);
    expect(await skuNames({ sort: 'name', order: 'DESC' })).toEqual(['Éclair', 'zoo', 'apple', '_under', 'Zebra', 'Apple']);
  });

  it('sorts blog tags case-insensitively for ASCII letters only', async () => {
    for (const name of ['zeta', 'Alpha', 'Écru', 'beta']) {
      expect((await t.call({ method: 'POST', url: '/api/blog_tag/add_new_blog_tag', token, payload: { name } })).statusCode).toBe(201);
    }
    const tags = (await t.call({ method: 'GET', url: '/api/blog_tag/get_blog_tag_all', token })).json().result as { name: string }[];
    expect(tags.map((x) => x.name)).toEqual(['Alpha', 'beta', 'zeta', 'Écru']);
  });

  it('matches a keyword case-insensitively for ASCII letters, and accented capitals as typed', async () => {
    expect(await skuNames({ keyword: 'APPLE', sort: 'name', order: 'ASC' })).toEqual(['Apple', 'apple']);
    expect(await skuNames({ keyword: 'Éclair' })).toEqual(['Éclair']);
    expect(await skuNames({ keyword: 'ÉCLAIR' })).toEqual(['Éclair']);
    expect(await skuNames({ keyword: 'éclair' })).toEqual([]);
    expect(await skuNames({ keyword: '_' })).toEqual(['_under']);
  });

  it.runIf(onPostgres)('stores every text column with the "C" collation on PostgreSQL (migration 011)', async () => {
    const { rows } = await sql<{ at: string }>`
      select table_name || '.' || column_name as at from information_schema.columns
      where table_schema = current_schema() and data_type = 'text' and table_name not like 'kysely_%'
        and coalesce(collation_name, '') <> 'C'
      order by 1`.execute(t.app.db);
    expect(rows.map((r) => r.at)).toEqual([]);
  });
});
