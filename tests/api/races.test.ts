import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations/index.js';
import { adminMemberApi } from '../../src/contract/adminMember.js';
import { blogTagApi, blogTypeApi } from '../../src/contract/blog.js';
import { categoryApi } from '../../src/contract/category.js';
import { contactListApi } from '../../src/contract/contactList.js';
import { productCompositionApi } from '../../src/contract/productComposition.js';
import { productDesignApi } from '../../src/contract/productDesign.js';
import { productTypeApi } from '../../src/contract/productType.js';
import { conflictTexts } from '../../src/contract/texts.js';
import { contactListServerTexts, memberServerTexts } from '../../src/contract/backOfficeTexts.js';
import { multipart, useMakeApp, useSharedTestApp, type TestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';
import { onPostgres } from '../helpers/pg.js';

/**
 * Identical creates at the same moment (issue 20 §1.3): exactly one is stored and answered 201, every
 * other gets 409 (a taken member email: the spec's 404) with the resource's own text, never 500 — on SQLite and, in the api-pg run, on
 * PostgreSQL, where the calls really overlap (a pool of connections), and there also across two
 * instances on one database.
 */
const t = useSharedTestApp();
const make = useMakeApp();
let token: string;
let png: Buffer;
beforeAll(async () => {
  token = await t.adminToken('racer@test.local');
  png = await pngBytes(8, 8);
});

/** How many identical creates race; the pool of each PostgreSQL instance has 10 connections. */
const RACERS = 8;

interface Race {
  what: string;
  path: string;
  /** The body of one create: JSON, or multipart fields with a picture. */
  json?: Record<string, unknown>;
  form?: Record<string, string>;
  conflict: string;
  /** The refusal's status: 409, or what spec.md gives (a taken member email or mobile is 404). */
  status?: number;
}

const races = (n: string): Race[] => [
  { what: 'blog tag', path: blogTagApi.add.path, json: { name: `Tag ${n}` }, conflict: conflictTexts.duplicate('blog tag', `Tag ${n}`) },
  { what: 'blog type', path: blogTypeApi.add.path, form: { name: `Type ${n}` }, conflict: conflictTexts.duplicate('blog type', `Type ${n}`) },
  { what: 'product type', path: productTypeApi.add.path, form: { name: `PT ${n}` }, conflict: conflictTexts.duplicate('product type', `PT ${n}`) },
  { what: 'design', path: productDesignApi.add.path, form: { name: `Design ${n}` }, conflict: conflictTexts.duplicate('product design', `Design ${n}`) },
  { what: 'composition', path: productCompositionApi.add.path, json: { name: `${n}% Ramie` }, conflict: conflictTexts.duplicate('composition', `${n}% Ramie`) },
  { what: 'category', path: categoryApi.add.path, form: { name: `Cat ${n}` }, conflict: conflictTexts.duplicate('category', `Cat ${n}`) },
  {
    what: 'business customer',
    path: adminMemberApi.add.path,
    json: { firstName: 'Race', lastName: n, email: `race${n}@test.local` },
    conflict: memberServerTexts.taken('email', `race${n}@test.local`),
    status: 404,
  },
  {
    what: 'contact list entry',
    path: contactListApi.add.path,
    json: { fullName: `Race ${n}`, mobile: `08100000${n.padStart(2, '0')}`, from: 'OTHER' },
    conflict: contactListServerTexts.taken(`08100000${n.padStart(2, '0')}`),
  },
];

async function send(app: TestApp, race: Race) {
  if (race.json) return app.call({ method: 'POST', url: `/api${race.path}`, token, payload: race.json });
  const body = await multipart(race.form!, { image: { name: 'p.png', type: 'image/png', data: png } });
  return app.call({ method: 'POST', url: `/api${race.path}`, token, payload: body.payload, headers: body.headers });
}

/** Sends RACERS identical creates at once, spread over `apps`; answers their statuses and messages. */
async function race(apps: TestApp[], r: Race) {
  const answers = await Promise.all(Array.from({ length: RACERS }, (_, i) => send(apps[i % apps.length], r)));
  return answers.map((a) => ({ status: a.statusCode, message: a.statusCode === 201 ? '' : (a.json().message as string) }));
}

function expectOneWinner(r: Race, answers: Array<{ status: number; message: string }>) {
  expect(answers.filter((a) => a.status === 201), r.what).toHaveLength(1);
  const losers = answers.filter((a) => a.status !== 201);
  expect(losers, r.what).toEqual(Array.from({ length: RACERS - 1 }, () => ({ status: r.status ?? 409, message: r.conflict })));
}

describe('identical creates at once', () => {
  it.each(races('11').map((r) => [r.what, r] as const))('one %s is stored, every other create answers 409 with its text', async (_, r) => {
    expectOneWinner(r, await race([t], r));
  });

  it.runIf(onPostgres)('across two instances on one PostgreSQL database, the same holds', async () => {
    const second = await make({ databaseUrl: t.config.databaseUrl, jwtSecret: t.config.jwtSecret });
    for (const r of races('22')) expectOneWinner(r, await race([t, second], r));
  });
});

/**
 * Where the check ignores case, so does the unique index: creates of one name spelt in different cases
 * at once (Ab 33, AB 33, ab 33…) store one, on both engines and across two PostgreSQL instances.
 */
describe('creates of one name in different cases at once', () => {
  const NAMED = ['blog tag', 'blog type', 'product type', 'design', 'composition', 'category'];
  async function caseRace(apps: TestApp[], what: string, n: string) {
    const spellings = Array.from({ length: RACERS }, (_, i) => [n, n.toUpperCase(), n.toLowerCase()][i % 3]!);
    const asSpelt = (name: string) => races(name).find((r) => r.what === what)!;
    const answers = await Promise.all(spellings.map((name, i) => send(apps[i % apps.length]!, asSpelt(name))));
    expect(answers.filter((a) => a.statusCode === 201), what).toHaveLength(1);
    const losers = answers.flatMap((a, i) => (a.statusCode === 201 ? [] : [{ status: a.statusCode, message: a.json().message as string, expected: asSpelt(spellings[i]!).conflict }]));
    expect(losers.map(({ status, message }) => ({ status, message })), what).toEqual(losers.map(({ expected }) => ({ status: 409, message: expected })));
  }

  it.each(NAMED)('one %s is stored, every other answers 409 with its text', async (what) => {
    await caseRace([t], what, 'Ab 33');
  });

  it.runIf(onPostgres)('across two instances on one PostgreSQL database, the same holds', async () => {
    const second = await make({ databaseUrl: t.config.databaseUrl, jwtSecret: t.config.jwtSecret });
    for (const what of NAMED) await caseRace([t, second], what, 'Cd 44');
  });
});

describe('migration 020_unique_names', () => {
  it('keeps the duplicates stored before it, every one but the oldest renamed " (2)", " (3)"…, and then refuses new ones', async () => {
    const other = await make();
    const names = Object.keys(migrations).sort();
    const migrator = new Migrator({ db: other.app.db, provider: { getMigrations: async () => migrations } satisfies MigrationProvider });
    expect((await migrator.migrateTo(names[names.indexOf('020_unique_names') - 1])).error).toBeUndefined();
    const db = other.app.db as unknown as Kysely<Record<string, { _id: string; name: string; createAt: string }>>;
    await db
      .insertInto('blog_tags')
      .values([
        { _id: 'b', name: 'linen', createAt: '2026-01-02T00:00:00.000Z' },
        { _id: 'a', name: 'Linen', createAt: '2026-01-01T00:00:00.000Z' },
        { _id: 'c', name: 'LINEN', createAt: '2026-01-03T00:00:00.000Z' },
        { _id: 'd', name: 'Linen (2)', createAt: '2026-01-04T00:00:00.000Z' },
      ])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('blog_tags').select(['_id', 'name']).where('_id', 'in', ['a', 'b', 'c', 'd']).orderBy('_id').execute();
    expect(rows).toEqual([
      { _id: 'a', name: 'Linen' },
      { _id: 'b', name: 'linen (3)' },
      { _id: 'c', name: 'LINEN (4)' },
      { _id: 'd', name: 'Linen (2)' },
    ]);
    await expect(db.insertInto('blog_tags').values({ _id: 'e', name: 'LiNeN', createAt: '2026-01-05T00:00:00.000Z' }).execute()).rejects.toThrow();
  });
});
