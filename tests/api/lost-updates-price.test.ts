import { beforeAll, describe, expect, it } from 'vitest';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { fillPath } from '../../src/contract/call.js';
import { categoryApi } from '../../src/contract/category.js';
import { productApi } from '../../src/contract/product.js';
import { subProductApi } from '../../src/contract/subProduct.js';
import { subProductPriceApi } from '../../src/contract/subProductPrice.js';
import { productSkuAdminApi } from '../../src/contract/productSkuAdmin.js';
import { staleSaveText } from '../../src/contract/backOfficeTexts.js';
import { multipart, useMakeApp, useSharedTestApp, type TestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';
import { onPostgres } from '../helpers/pg.js';

/**
 * Lost updates on the Sub Product Price screen (issue 20 §1.4): a price save names the version of the
 * prices it was based on (0: the grid showed no price); a save based on an older one answers 409 naming
 * who saved the prices and when, and changes nothing; of two saves based on the same version exactly one
 * is applied, on SQLite and, in the api-pg run, on PostgreSQL (a pool, and two instances).
 */
const t = useSharedTestApp();
const make = useMakeApp();
let anna: string;
let ben: string;
let png: Buffer;
let productId = '';
let seq = 0;
beforeAll(async () => {
  anna = await t.adminToken('anna@test.local');
  ben = await t.adminToken('ben@test.local');
  png = await pngBytes(8, 8);
  const category = await form(categoryApi.add.path, { name: 'Price races' });
  const product = await form(productApi.add.path, { code: 'RACE', name: 'Race Twill', width: '150 cm', categoryId: category.json().result.categoryId });
  productId = product.json().result._id;
});

const who = (token: string) => (token === anna ? 'Test Admin (anna@test.local)' : 'Test Admin (ben@test.local)');
const at = () => new Date(t.clock.now).toISOString();

async function form(path: string, fields: Record<string, string>, id?: string) {
  const body = await multipart(fields, { image: { name: 'p.png', type: 'image/png', data: png } });
  const res = await t.call({ method: 'POST', url: `/api${id ? path.replace(':id', id) : path}`, token: anna, payload: body.payload, headers: body.headers });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

/** A new colour of RACE, never priced. */
const colour = async () => (await form(subProductApi.add.path, { productId, code: `RACE-${++seq}`, name: `Colour ${seq}` })).json().result._id as string;

type Row = { _id: string; silverPrice: number; goldPrice: number; platinumPrice: number; priced: boolean; version: number };
async function row(id: string): Promise<Row> {
  const res = await t.call({ method: 'POST', url: `/api${subProductPriceApi.ofProductCode.path}`, token: anna, payload: { code: 'RACE' } });
  return (res.json().result as Row[]).find((r) => r._id === id)!;
}

const save = (app: TestApp, token: string, id: string, prices: [number, number, number], version?: number) =>
  app.call({
    method: 'POST',
    url: `/api${subProductPriceApi.save.path}`,
    token,
    payload: { subProductId: id, silverPrice: prices[0], goldPrice: prices[1], platinumPrice: prices[2], ...(version === undefined ? {} : { version }) },
  });

const tiers = (r: Row) => [r.silverPrice, r.goldPrice, r.platinumPrice];

/** Two saves at once: exactly one 201 and one 409; answers [winner, loser]. */
function oneWins<T extends { statusCode: number }>(answers: [T, T], tokens: [string, string]) {
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  const w = answers[0].statusCode === 201 ? 0 : 1;
  return { winner: answers[w], loser: answers[1 - w], winnerToken: tokens[w]!, winnerIndex: w };
}

describe('two admins saving the same colour’s prices', () => {
  it('the grid answers the prices’ version: 0 never priced, 1 once priced, +1 on every save', async () => {
    const id = await colour();
    expect(await row(id)).toMatchObject({ priced: false, version: 0 });
    const first = await save(t, anna, id, [100, 90, 80], 0);
    expect(first.statusCode).toBe(201);
    expect(first.json().result).toMatchObject({ silverPrice: 100, version: 1 });
    expect(await row(id)).toMatchObject({ priced: true, version: 1 });
    expect((await save(t, anna, id, [101, 90, 80], 1)).json().result.version).toBe(2);
  });

  it('a save based on an older version answers 409 naming who saved and when, and the prices stay', async () => {
    const id = await colour();
    expect((await save(t, anna, id, [100, 90, 80], 0)).statusCode).toBe(201);
    // Both loaded version 1; Ben saves gold first, Anna's silver change comes after.
    t.clock.advance(60_000);
    expect((await save(t, ben, id, [100, 95, 80], 1)).statusCode).toBe(201);
    const when = at();
    t.clock.advance(60_000);
    const stale = await save(t, anna, id, [110, 90, 80], 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(staleSaveText(who(ben), when));
    expect(await row(id)).toMatchObject({ silverPrice: 100, goldPrice: 95, platinumPrice: 80, version: 2 });
    // Based on the version now, her save goes through.
    expect((await save(t, anna, id, [110, 95, 80], 2)).statusCode).toBe(201);
    expect(tiers(await row(id))).toEqual([110, 95, 80]);
  });

  it('a save based on no price answers 409 when a price was made meanwhile', async () => {
    const id = await colour();
    expect((await save(t, ben, id, [50, 40, 30], 0)).statusCode).toBe(201);
    const stale = await save(t, anna, id, [60, 40, 30], 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(staleSaveText(who(ben), at()));
    expect(await row(id)).toMatchObject({ silverPrice: 50, version: 1 });
  });

  it('prices saved by the SKU dialog move the version on too', async () => {
    const id = await colour();
    expect((await save(t, anna, id, [100, 90, 80], 0)).statusCode).toBe(201);
    const sku = await t.app.db.selectFrom('skus').select(['sku', 'parentsSku']).where('_id', '=', id).executeTakeFirstOrThrow();
    const body = await multipart({ sku: sku.sku, name: 'Colour', parentsSku: sku.parentsSku, stock: '3', marketPrices: '99', goldPrice: '97' });
    const edit = await t.call({ method: 'POST', url: `/api${productSkuAdminApi.updateSku.path.replace(':id', id)}`, token: ben, payload: body.payload, headers: body.headers });
    expect(edit.statusCode, edit.body).toBe(200);
    const stale = await save(t, anna, id, [110, 90, 80], 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(staleSaveText(who(ben), at()));
    expect(tiers(await row(id))).toEqual([100, 97, 80]);
  });

  it('a price saved on this screen makes an SKU dialog opened before it stale: its save answers 409 naming who and when, and the prices stay', async () => {
    const id = await colour();
    expect((await save(t, anna, id, [100, 90, 80], 0)).statusCode).toBe(201);
    // Ben opens the colour's SKU dialog (its prices and the colour's version as they are now).
    const opened = await t.app.db.selectFrom('skus').select(['sku', 'parentsSku', 'version']).where('_id', '=', id).executeTakeFirstOrThrow();
    t.clock.advance(60_000);
    expect((await save(t, anna, id, [120, 90, 80], 1)).statusCode).toBe(201);
    const when = at();
    t.clock.advance(60_000);
    const body = await multipart({ sku: opened.sku, name: 'Colour', parentsSku: opened.parentsSku, stock: '3', marketPrices: '100', goldPrice: '90', version: String(opened.version) });
    const edit = await t.call({ method: 'POST', url: `/api${productSkuAdminApi.updateSku.path.replace(':id', id)}`, token: ben, payload: body.payload, headers: body.headers });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json().message).toBe(staleSaveText(who(anna), when));
    expect(tiers(await row(id))).toEqual([120, 90, 80]);
  });

  it('a save based on a price since removed (its first price reverted) answers 409 naming who removed it, from the activity log', async () => {
    const id = await colour();
    expect((await save(t, anna, id, [100, 90, 80], 0)).statusCode).toBe(201);
    const log = await t.call({ method: 'GET', url: `/api${activityApi.list.path}?recordId=${id}`, token: ben });
    const first = (log.json().result as ActivityEntry[]).find((e) => e.action === 'price')!;
    t.clock.advance(60_000);
    const reverted = await t.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq: first._id })}`, token: ben });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(await row(id)).toMatchObject({ priced: false, version: 0 });
    const stale = await save(t, anna, id, [110, 90, 80], 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(staleSaveText('Test Admin', at()));
    expect(await row(id)).toMatchObject({ priced: false, version: 0 });
    // Based on what the grid shows now (no price), it goes through.
    expect((await save(t, anna, id, [110, 90, 80], 0)).statusCode).toBe(201);
  });

  it('a save without a version (spec.md’s body) is applied as before and moves the version on', async () => {
    const id = await colour();
    expect((await save(t, anna, id, [100, 90, 80])).statusCode).toBe(201);
    const res = await save(t, ben, id, [100, 95, 80]);
    expect(res.statusCode).toBe(201);
    expect(res.json().result.version).toBe(2);
    expect(await row(id)).toMatchObject({ goldPrice: 95, version: 2 });
    expect((await save(t, anna, id, [110, 90, 80], 1)).json().message).toBe(staleSaveText(who(ben), at()));
  });

  it('a version below 0 answers 400 naming it', async () => {
    const id = await colour();
    const res = await save(t, anna, id, [1, 1, 1], -1);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/body\.version/);
  });

  it('two saves based on the same version at once: one 201, one 409 naming the winner; the winner’s prices stand', async () => {
    for (const version of [0, 1]) {
      const id = await colour();
      if (version === 1) expect((await save(t, anna, id, [100, 90, 80], 0)).statusCode).toBe(201);
      const asked: [number, number, number][] = [
        [111, 90, 80],
        [100, 99, 80],
      ];
      const answers = await Promise.all([save(t, anna, id, asked[0]!, version), save(t, ben, id, asked[1]!, version)]);
      const { loser, winnerToken, winnerIndex } = oneWins(answers, [anna, ben]);
      expect(loser.json().message).toBe(staleSaveText(who(winnerToken), at()));
      expect(await row(id)).toMatchObject({ silverPrice: asked[winnerIndex]![0], goldPrice: asked[winnerIndex]![1], version: version + 1 });
    }
  });

  it.runIf(onPostgres)('across two instances on one PostgreSQL database, ten pairs: each time one save, one 409', async () => {
    const second = await make({ databaseUrl: t.config.databaseUrl, jwtSecret: t.config.jwtSecret });
    for (let i = 0; i < 10; i++) {
      const id = await colour();
      const version = i % 2;
      if (version === 1) expect((await save(t, anna, id, [100, 90, 80], 0)).statusCode).toBe(201);
      const answers = await Promise.all([save(t, anna, id, [100 + i, 90, 80], version), save(second, ben, id, [100, 90 + i, 80], version)]);
      oneWins(answers, [anna, ben]);
      expect((await row(id)).version).toBe(version + 1);
    }
  });
});
