import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { fillPath } from '../../src/contract/call.js';
import { revertTexts } from '../../src/contract/backOfficeTexts.js';
import type { Db } from '../../server/db/index.js';
import { LEASE_MS, settlePending } from '../../server/plugins/activity.js';
import { makeApp, useSharedTestApp, type TestApp } from '../helpers/app.js';
import { onPostgres } from '../helpers/pg.js';

/**
 * No change without its entry (issue 20 §2, server/plugins/activity.ts): an admin write is noted in
 * activity_pending before its handler runs, and its entries are appended in the transaction that
 * removes the note. When the append fails, the write's entry is appended once the note is settled;
 * when the server stops between the write and its entry, another server settles the note after
 * LEASE_MS from how the records stood; when the note cannot be written, the write does not run.
 * The database refuses the inserts (a trigger), as a failing disk or a lost connection would. Both engines.
 */
const t = useSharedTestApp();
let token: string;

beforeAll(async () => {
  token = await t.adminToken('careful@test.local');
});

/** Makes the database refuse every insert into `table` until the returned function is called. */
async function refuseInserts(db: Db, table: 'activity_log' | 'activity_pending'): Promise<() => Promise<void>> {
  const name = `refuse_${table}`;
  if (onPostgres) {
    await sql`create or replace function refuse_insert() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`.execute(db);
    await sql.raw(`create trigger ${name} before insert on ${table} for each row execute function refuse_insert()`).execute(db);
    return async () => void (await sql.raw(`drop trigger ${name} on ${table}`).execute(db));
  }
  await sql.raw(`create trigger ${name} before insert on ${table} begin select raise(abort, 'refused by the test'); end`).execute(db);
  return async () => void (await sql.raw(`drop trigger ${name}`).execute(db));
}

const post = (app: TestApp, url: string, payload: object) => app.call({ method: 'POST', url: `/api${url}`, payload, token });
const entriesOf = async (app: TestApp, recordId: string) => {
  const r = await app.call({ method: 'GET', url: `/api${activityApi.list.path}?recordId=${recordId}&perPage=100`, token });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().result as ActivityEntry[];
};
const pendingCount = async (db: Db) => Number((await db.selectFrom('activity_pending').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const words = async (db: Db, id: string) => (await db.selectFrom('search_synonyms').select('words').where('_id', '=', id).executeTakeFirst())?.words;

async function addSynonym(app: TestApp, text: string): Promise<string> {
  const r = await post(app, '/search_synonym/add_new_search_synonym', { words: text });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().result._id as string;
}

describe('an entry the database refused', () => {
  it('is appended once settled, once, with the fields before and after', async () => {
    const id = await addSynonym(t, 'velvet, กำมะหยี่');
    const allow = await refuseInserts(t.app.db, 'activity_log');
    let edited;
    try {
      edited = await post(t, `/search_synonym/update_search_synonym_by_id/${id}`, { words: 'velvet, กำมะหยี่, velour' });
    } finally {
      await allow();
    }
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await entriesOf(t, id)).map((e) => e.action)).toEqual(['create']);
    expect(await pendingCount(t.app.db)).toBe(1);

    expect(await settlePending(t.app)).toBe(1);
    const [edit] = await entriesOf(t, id);
    expect(edit).toMatchObject({ action: 'edit', before: { words: 'velvet, กำมะหยี่' }, after: { words: 'velvet, กำมะหยี่, velour' }, adminName: 'Test Admin' });
    expect(await pendingCount(t.app.db)).toBe(0);
    expect(await settlePending(t.app)).toBe(0);
    expect(await entriesOf(t, id)).toHaveLength(2);
  });
});

describe('a server that stopped between a write and its entry', () => {
  it("another server logs its edit and its delete from how the records stood, after the lease, and the delete can be undone", async () => {
    const kept = await addSynonym(t, 'denim, ยีนส์');
    const gone = await addSynonym(t, 'chambray, แชมเบรย์');
    const allow = await refuseInserts(t.app.db, 'activity_log');
    try {
      expect((await post(t, `/search_synonym/update_search_synonym_by_id/${kept}`, { words: 'denim, ยีนส์, jean' })).statusCode).toBe(200);
      expect((await t.call({ method: 'DELETE', url: `/api/search_synonym/delete_search_synonym/${gone}`, token })).statusCode).toBe(200);
    } finally {
      await allow();
    }
    // The first server's entries exist only in its memory now, as if it had stopped; a second server on the same database:
    const other = await makeApp({ dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl });
    try {
      other.clock.now = t.clock.now;
      // Within the lease the first server may still be writing: left alone.
      expect(await settlePending(other.app)).toBe(0);
      other.clock.advance(LEASE_MS + 1000);
      expect(await settlePending(other.app)).toBe(2);
      expect(await pendingCount(t.app.db)).toBe(0);

      const [edit] = await entriesOf(other, kept);
      expect(edit).toMatchObject({ action: 'edit', before: { words: 'denim, ยีนส์' }, after: { words: 'denim, ยีนส์, jean' }, note: { recovered: true } });
      const [del] = await entriesOf(other, gone);
      expect(del).toMatchObject({ action: 'delete', before: { words: 'chambray, แชมเบรย์' }, after: null, note: { recovered: true } });
      // The first server, back, finds them settled: nothing twice.
      expect(await settlePending(t.app)).toBe(0);
      expect(await entriesOf(t, kept)).toHaveLength(2);

      const r = await t.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq: del!._id })}`, token });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().message).toBe(revertTexts.restored);
      expect(await words(t.app.db, gone)).toBe('chambray, แชมเบรย์');
    } finally {
      await other.close();
    }
  });
});

describe('a write that cannot be noted', () => {
  it('does not run: 500, the record as it was, no entry', async () => {
    const id = await addSynonym(t, 'linen, ลินิน');
    const allow = await refuseInserts(t.app.db, 'activity_pending');
    let r;
    try {
      r = await post(t, `/search_synonym/update_search_synonym_by_id/${id}`, { words: 'linen, ลินิน, flax' });
    } finally {
      await allow();
    }
    expect(r.statusCode).toBe(500);
    expect(await words(t.app.db, id)).toBe('linen, ลินิน');
    expect((await entriesOf(t, id)).map((e) => e.action)).toEqual(['create']);
  });
});

describe('secrets', () => {
  it("an admin account's password hash and token version are never written to activity_pending or the log (a switch held as pending, then settled)", async () => {
    await t.adminToken('switched@test.local');
    const admin = await t.app.db.selectFrom('admins').selectAll().where('email', '=', 'switched@test.local').executeTakeFirstOrThrow();
    const tables = async () =>
      JSON.stringify(await Promise.all((['activity_pending', 'activity_log', 'activity_rows'] as const).map((tbl) => t.app.db.selectFrom(tbl).selectAll().execute())));
    // The log refuses the entry, so the write's pending row stays as it was noted.
    const allow = await refuseInserts(t.app.db, 'activity_log');
    let r;
    try {
      r = await post(t, '/admin/update_admin_status', { _id: admin._id, status: 'inactive' });
    } finally {
      await allow();
    }
    expect(r.statusCode, r.body).toBe(200);
    const pending = await t.app.db.selectFrom('activity_pending').selectAll().execute();
    expect(pending.map((p) => p.call)).toEqual(['POST /admin/update_admin_status']);
    expect(JSON.parse(pending[0]!.before)[admin._id]).toMatchObject({ email: 'switched@test.local', status: 'active', passwordHash: null, tokenVersion: null });
    expect(await tables()).not.toContain(admin.passwordHash);

    expect(await settlePending(t.app)).toBe(1);
    const [entry] = await entriesOf(t, admin._id);
    expect(entry).toMatchObject({ action: 'approval', before: { status: 'active' }, after: { status: 'inactive' } });
    // And as a write logged at once.
    expect((await post(t, '/admin/update_admin_status', { _id: admin._id, status: 'active' })).statusCode).toBe(200);
    expect(await entriesOf(t, admin._id)).toHaveLength(2);
    const all = await tables();
    expect(all).not.toContain(admin.passwordHash);
    expect(all).not.toMatch(/passwordHash|tokenVersion/);
  });
});
