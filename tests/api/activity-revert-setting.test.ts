import { beforeAll, describe, expect, it } from 'vitest';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { revertTexts } from '../../src/contract/backOfficeTexts.js';
import { fillPath } from '../../src/contract/call.js';
import { shopSettingApi } from '../../src/contract/shopSetting.js';
import { useSharedTestApp } from '../helpers/app.js';

/**
 * Reverting a setting (issue 20 §2): its entry keeps the settings the call changed, before and after;
 * the revert makes the settings call again with the earlier values (its checks apply), logged as a setting
 * noting revertOf and revertible in turn. A setting changed since: 409 naming who and when, and it stays.
 * A save that changed nothing has nothing to revert: 400. Runs on SQLite and (api-pg) PostgreSQL.
 */
const t = useSharedTestApp();
let token: string;
let other: string;

beforeAll(async () => {
  token = await t.adminToken('settler@test.local');
  other = await t.adminToken('resettler@test.local');
});

const save = (showPrices: boolean, as = token) => t.call({ method: 'POST', url: `/api${shopSettingApi.saveSettings.path}`, payload: { showPrices }, token: as });
const shown = async () => (await t.call({ method: 'GET', url: `/api${shopSettingApi.settings.path}`, token })).json().result.showPrices as boolean;
const revert = (seq: string) => t.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq })}`, token });
const log = async () => {
  const r = await t.call({ method: 'GET', url: `/api${activityApi.list.path}?resource=shop_setting&perPage=100`, token });
  return r.json() as { result: ActivityEntry[]; total: number };
};
const flag = (v: unknown) => Boolean(Number(v));

describe('reverting a setting', () => {
  it('logs the setting before and after, and puts the earlier value back through the settings call; revertible in turn', async () => {
    const was = await shown();
    expect((await save(!was)).statusCode).toBe(200);
    const [entry] = (await log()).result;
    expect(entry).toMatchObject({ action: 'setting', call: `POST ${shopSettingApi.saveSettings.path}`, recordId: expect.any(String) });
    expect(Object.keys(entry!.before!)).toEqual(['showPrices']);
    expect([flag(entry!.before!.showPrices), flag(entry!.after!.showPrices)]).toEqual([was, !was]);
    const r = await revert(entry!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(revertTexts.reverted);
    expect(await shown()).toBe(was);
    const [undo] = (await log()).result;
    expect(undo).toMatchObject({ action: 'setting', note: { revertOf: entry!._id } });
    expect(flag(undo!.after!.showPrices)).toBe(was);
    expect((await revert(undo!._id)).statusCode).toBe(200);
    expect(await shown()).toBe(!was);
  });

  it('a setting changed since: 409 naming who and when, and it stays', async () => {
    const was = await shown();
    expect((await save(!was)).statusCode).toBe(200);
    const [mine] = (await log()).result;
    t.clock.advance(60_000);
    expect((await save(was, other)).statusCode).toBe(200);
    const { result: [later], total } = await log();
    const r = await revert(mine!._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(revertTexts.changedLater('showPrices', later!.adminName, later!.at));
    expect(later!.at).not.toBe(mine!.at);
    expect(await shown()).toBe(was);
    expect((await log()).total).toBe(total);
  });

  it('a save that changed nothing has nothing to go back to: 400, nothing written', async () => {
    const now = await shown();
    expect((await save(now)).statusCode).toBe(200);
    const { result: [same], total } = await log();
    expect(same).toMatchObject({ action: 'setting', before: {}, after: {} });
    const r = await revert(same!._id);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(revertTexts.notEdit);
    expect(await shown()).toBe(now);
    expect((await log()).total).toBe(total);
  });
});
