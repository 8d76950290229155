import { beforeAll, describe, expect, it } from 'vitest';
import { blogTagApi, blogTypeApi } from '../../src/contract/blog.js';
import { productTypeApi } from '../../src/contract/productType.js';
import { staleSaveText } from '../../src/contract/backOfficeTexts.js';
import { multipart, useMakeApp, useSharedTestApp, type TestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';
import { onPostgres } from '../helpers/pg.js';

/**
 * Lost updates (issue 20 §1.4): an edit names the version it was based on; of two saves based on the
 * same version exactly one is applied (200) and the other answers 409 naming who saved first and when,
 * on SQLite and, in the api-pg run, on PostgreSQL (a pool of connections, and two instances).
 */
const t = useSharedTestApp();
const make = useMakeApp();
let anna: string;
let ben: string;
let png: Buffer;
beforeAll(async () => {
  anna = await t.adminToken('anna@test.local');
  ben = await t.adminToken('ben@test.local');
  png = await pngBytes(8, 8);
});

const who = (token: string) => (token === anna ? 'Test Admin (anna@test.local)' : 'Test Admin (ben@test.local)');

async function addTag(app: TestApp, name: string): Promise<{ _id: string; version: number }> {
  const res = await app.call({ method: 'POST', url: `/api${blogTagApi.add.path}`, token: anna, payload: { name } });
  expect(res.statusCode).toBe(201);
  return res.json().result as { _id: string; version: number };
}

const renameTag = (app: TestApp, token: string, id: string, body: Record<string, unknown>) =>
  app.call({ method: 'POST', url: `/api${blogTagApi.update.path.replace(':id', id)}`, token, payload: body });

async function tagRow(id: string) {
  const res = await t.call({ method: 'GET', url: `/api${blogTagApi.list.path}` });
  return (res.json().result as Array<{ _id: string; name: string; version: number }>).find((r) => r._id === id);
}

async function editType(app: TestApp, token: string, id: string, fields: Record<string, string>) {
  const body = await multipart(fields);
  return app.call({ method: 'POST', url: `/api${productTypeApi.update.path.replace(':id', id)}`, token, payload: body.payload, headers: body.headers });
}

/** Two saves at once; answers [winner, loser] by status, expecting exactly one 200 and one 409. */
function oneWins<T extends { statusCode: number }>(answers: [T, T], tokens: [string, string]) {
  const statuses = answers.map((a) => a.statusCode).sort();
  expect(statuses).toEqual([200, 409]);
  const w = answers[0].statusCode === 200 ? 0 : 1;
  return { winner: answers[w], loser: answers[1 - w], winnerToken: tokens[w] };
}

const at = () => new Date(t.clock.now).toISOString();

describe('two admins saving the same record', () => {
  it('a blog tag: one rename is applied, the other answers 409 naming who saved and when, and changes nothing', async () => {
    const tag = await addTag(t, 'Indigo');
    expect(tag.version).toBe(1);
    expect((await tagRow(tag._id))?.version).toBe(1);
    const answers = await Promise.all([renameTag(t, anna, tag._id, { name: 'Indigo A', version: 1 }), renameTag(t, ben, tag._id, { name: 'Indigo B', version: 1 })]);
    const { winner, loser, winnerToken } = oneWins(answers, [anna, ben]);
    expect(loser.json().message).toBe(staleSaveText(who(winnerToken), at()));
    const saved = winner.json().result as { name: string; version: number };
    expect(saved.version).toBe(2);
    expect(await tagRow(tag._id)).toEqual({ _id: tag._id, name: saved.name, version: 2 });
  });

  it('a product type (multipart): the same, and the loser’s save based on the new version then goes through', async () => {
    const add = await multipart({ name: 'Shirting' }, { image: { name: 'p.png', type: 'image/png', data: png } });
    const created = await t.call({ method: 'POST', url: `/api${productTypeApi.add.path}`, token: anna, payload: add.payload, headers: add.headers });
    const id = (created.json().result as { _id: string; version: number })._id;
    expect(created.json().result.version).toBe(1);
    const answers = await Promise.all([editType(t, anna, id, { name: 'Shirting A', version: '1' }), editType(t, ben, id, { name: 'Shirting B', version: '1' })]);
    const { loser, winnerToken } = oneWins(answers, [anna, ben]);
    expect(loser.json().message).toBe(staleSaveText(who(winnerToken), at()));
    const again = await editType(t, winnerToken === anna ? ben : anna, id, { name: 'Shirting C', version: '2' });
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toMatchObject({ name: 'Shirting C', version: 3 });
  });

  it('a blog type (multipart): the same', async () => {
    const add = await multipart({ name: 'Guides' }, { image: { name: 'p.png', type: 'image/png', data: png } });
    const created = await t.call({ method: 'POST', url: `/api${blogTypeApi.add.path}`, token: anna, payload: add.payload, headers: add.headers });
    const id = (created.json().result as { _id: string })._id;
    const edit = async (token: string, name: string) => {
      const body = await multipart({ name, version: '1' });
      return t.call({ method: 'POST', url: `/api${blogTypeApi.update.path.replace(':id', id)}`, token, payload: body.payload, headers: body.headers });
    };
    const { winner, loser, winnerToken } = oneWins(await Promise.all([edit(anna, 'Guides A'), edit(ben, 'Guides B')]), [anna, ben]);
    expect(loser.json().message).toBe(staleSaveText(who(winnerToken), at()));
    expect(winner.json().result).toMatchObject({ version: 2 });
  });

  it('a save without a version (spec.md’s body) is applied as before and still moves the version on', async () => {
    const tag = await addTag(t, 'Madder');
    const res = await renameTag(t, ben, tag._id, { name: 'Madder red' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ _id: tag._id, name: 'Madder red', version: 2 });
    expect((await renameTag(t, anna, tag._id, { name: 'Madder', version: 1 })).json().message).toBe(staleSaveText(who(ben), at()));
  });

  it('a refused save (taken name, stale version) leaves the version where it was', async () => {
    await addTag(t, 'Woad');
    const tag = await addTag(t, 'Weld');
    expect((await renameTag(t, anna, tag._id, { name: 'WOAD', version: 1 })).statusCode).toBe(409);
    expect((await renameTag(t, anna, tag._id, { name: 'Weld', version: 5 })).statusCode).toBe(409);
    expect(await tagRow(tag._id)).toEqual({ _id: tag._id, name: 'Weld', version: 1 });
  });

  it('a version that is not a whole number from 1 answers 400 naming it', async () => {
    const tag = await addTag(t, 'Kermes');
    const json = await renameTag(t, anna, tag._id, { name: 'Kermes', version: 0 });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/body\.version/);
    const add = await multipart({ name: 'Voile' }, { image: { name: 'p.png', type: 'image/png', data: png } });
    const type = (await t.call({ method: 'POST', url: `/api${productTypeApi.add.path}`, token: anna, payload: add.payload, headers: add.headers })).json().result as { _id: string };
    const form = await editType(t, anna, type._id, { name: 'X', version: 'two' });
    expect(form.statusCode).toBe(400);
    expect(form.json().message).toMatch(/body\.version/);
  });

  it.runIf(onPostgres)('across two instances on one PostgreSQL database, ten pairs: each time one save, one 409', async () => {
    const second = await make({ databaseUrl: t.config.databaseUrl, jwtSecret: t.config.jwtSecret });
    for (let i = 0; i < 10; i++) {
      const tag = await addTag(t, `Pair ${i}`);
      const answers = await Promise.all([renameTag(t, anna, tag._id, { name: `Pair ${i} A`, version: 1 }), renameTag(second, ben, tag._id, { name: `Pair ${i} B`, version: 1 })]);
      oneWins(answers, [anna, ben]);
      expect((await tagRow(tag._id))?.version).toBe(2);
    }
  });
});
