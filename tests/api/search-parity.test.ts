import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertParentSkus, insertSkus } from '../../server/modules/productSku/queries.js';
import { searchIndexReady } from '../../server/modules/search/reads.js';
import { makeApp, type TestApp } from '../helpers/app.js';
import { onPostgres } from '../helpers/pg.js';

/**
 * The storefront search answers the same on SQLite and PostgreSQL (issue 18 §1). This file runs in
 * both runs (`api`, `api-pg`): each checks the same answers written here, and on PostgreSQL every
 * query of the list is also asked of a SQLite server holding the same rows, answer for answer.
 * The catalogue mixes what the engines could order or compare differently: upper and lower case,
 * accents, Thai, codes that differ only in dashes or length, and switched-off rows.
 */
const PREFIXES = ['BA', 'ba', 'DN', 'SK', 'LN', 'ÉC', 'CT'];
const NAMES = ['ผ้าลินินผสมฝ้าย', 'Stretch denim', 'ผ้าไหมไทย', 'Éclair satin', 'Linen blend', 'ผ้ายีนส์ยืด', 'Cotton oxford', 'Heavy canvas', 'silk chiffon', 'Zebra twill', 'apple crepe'];
const COLOURS = ['Navy', 'navy blue', 'Natural', 'Écru', 'สีน้ำเงิน', 'สีครีม', 'Indigo', 'Khaki', 'Olive'];

const parents = Array.from({ length: 63 }, (_, i) => ({
  parentsSku: `${PREFIXES[i % PREFIXES.length]}-${100 + Math.floor(i / 2)}${i % 2 ? '0' : ''}`,
  name: `${NAMES[i % NAMES.length]} ${i}`,
  path: '',
  width: '58"',
  composition: i % 3 ? '100% Cotton' : '55% Linen 45% Cotton',
  weaving: i % 4 ? 'Plain' : 'Twill',
  discription: `<p>${NAMES[(i * 5) % NAMES.length]} เนื้อนุ่ม</p>`,
  productType: i % 5 ? 'FABRICS' : 'LACE',
  categoryId: 'C1',
  isActived: i % 9 !== 8,
}));
// Twins that differ only in case or accent: exact code matches on both.
parents.push(
  { ...parents[0], parentsSku: 'ba-100', name: 'Navy twin', isActived: true },
  { ...parents[5], parentsSku: 'éc-102', name: 'écru twin', isActived: true },
);
const skus = parents.flatMap((p, i) =>
  Array.from({ length: 1 + (i % 6) }, (_, c) => ({
    sku: `${p.parentsSku}-${String(c + 1).padStart(2, '0')}`,
    name: `${COLOURS[(i + c) % COLOURS.length]} ${c + 1}`,
    path: '',
    article: `A-${c}`,
    parentsSku: p.parentsSku,
    stock: 1,
    marketPrices: 1,
    categoryId: 'C1',
    isActived: (i + c) % 7 !== 6,
  })),
);
const QUERIES = [
  'ba100',
  'BA 100',
  'ba-1000',
  'ba',
  'BA-101-02',
  'ÉC',
  'éc-1',
  'ลินิน',
  'ฝ้าย',
  'ผ้าไหม',
  'ไหม',
  'silk',
  'denim',
  'ยีนส์',
  'เดนิม',
  'linen',
  'linin',
  'cottn',
  'navy',
  'Navy blue',
  'écru',
  'ÉCRU',
  'สีน้ำเงิน',
  'zebra',
  'Apple',
  'twill',
  'lace',
  'a-3',
  'satin éclair',
  'ผ้า',
];

async function catalogueApp(overrides = {}): Promise<TestApp> {
  const t = await makeApp(overrides);
  const now = new Date(t.clock.now);
  await insertParentSkus(t.app.db, parents, now);
  await insertSkus(t.app.db, skus, now);
  const token = await t.adminToken();
  const add = await t.call({ method: 'POST', url: '/api/search_synonym/add_new_search_synonym', token, payload: { words: 'éclair, เอแคลร์' } });
  expect(add.statusCode, add.body).toBe(201);
  await searchIndexReady(t.app);
  return t;
}

type Answer = { parents: Array<{ parentsSku: string }>; skus: Array<{ sku: string }>; total: number; parentTotal: number; skuTotal: number };
async function ask(t: TestApp, q: string, limit = 100, offset = 0): Promise<Answer> {
  const res = await t.call({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}&limit=${limit}&offset=${offset}` });
  expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
  return res.json().result;
}
const codes = (a: Answer) => [...a.parents.map((p) => p.parentsSku), ...a.skus.map((s) => s.sku)];

let t: TestApp;
beforeAll(async () => {
  t = await catalogueApp();
}, 120_000);
afterAll(() => t?.close());

describe(`search answers on ${onPostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  it.each([
    // Case twins: both exact, in code order (upper case first, as code points sort).
    ['ba100', ['BA-100', 'ba-100', 'ba-1000', 'BA-100-01', 'ba-100-01', 'ba-100-02', 'ba-100-03', 'ba-100-04', 'ba-1000-01', 'ba-1000-02']],
    ['ba 1000 02', ['ba-1000-02']],
    // Accents fold by case too (É = é); an exact code before its prefixes; ÉC-1020-02 is switched off.
    ['éc-102', ['éc-102', 'ÉC-1020', 'ÉC-1020-01', 'ÉC-1020-03', 'ÉC-1020-04', 'ÉC-1020-05', 'ÉC-1020-06', 'éc-102-01', 'éc-102-02', 'éc-102-03', 'éc-102-04', 'éc-102-05']],
    // Colours with a query word in their own name before those found through their fabric only.
    ['écru twin', ['éc-102', 'ba-100-04', 'éc-102-03', 'éc-102-01', 'éc-102-02', 'éc-102-04', 'éc-102-05']],
    // A synonym group added through the call: Thai finds the accented English.
    ['เอแคลร์ twin', ['éc-102', 'éc-102-01', 'éc-102-02', 'éc-102-03', 'éc-102-04', 'éc-102-05']],
  ])('%s', async (q, expected) => {
    expect(codes(await ask(t, q))).toEqual(expected);
  });

  it('counts the same whatever the engine', async () => {
    const counts = await Promise.all(['ลินิน', 'linin', 'navy', 'ÉCRU', 'zebra', 'เอแคลร์', 'ผ้า'].map(async (q) => [q, (await ask(t, q)).total]));
    expect(Object.fromEntries(counts)).toEqual({ ลินิน: 116, linin: 116, navy: 36, ÉCRU: 23, zebra: 33, เอแคลร์: 54, ผ้า: 112 });
  });

  it.runIf(onPostgres)('answers every query as a SQLite server with the same rows does, page for page', async () => {
    const sqlite = await catalogueApp({ databaseUrl: undefined });
    try {
      for (const q of QUERIES) {
        for (const [limit, offset] of [
          [100, 0],
          [7, 3],
        ]) {
          expect(await ask(t, q, limit, offset), `${q} (limit ${limit}, offset ${offset})`).toEqual(await ask(sqlite, q, limit, offset));
        }
      }
    } finally {
      await sqlite.close();
    }
  }, 120_000);
  // Filters and their counts (issue 18 §2) over the same rows: lists, searches, combined filters, pages.
  it.runIf(onPostgres)('filters and counts every list as a SQLite server with the same rows does', async () => {
    const sqlite = await catalogueApp({ databaseUrl: undefined });
    const browse = async (app: TestApp, query: string) => {
      const res = await app.call({ method: 'GET', url: `/api/browse?${query}` });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      return res.json().result;
    };
    try {
      for (const query of [
        'category=C1&limit=100',
        'category=C1&weaving=Twill&productType=LACE',
        `category=C1&composition=${encodeURIComponent('100% Cotton')}&limit=5&offset=5`,
        'type=fabrics&weaving=Plain&weaving=Twill',
        'q=navy&weaving=Twill&limit=100',
        `q=${encodeURIComponent('ลินิน')}&productType=FABRICS`,
      ]) {
        expect(await browse(t, query), query).toEqual(await browse(sqlite, query));
      }
    } finally {
      await sqlite.close();
    }
  }, 120_000);
});
