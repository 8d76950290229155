import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { makeApp, multipart, type TestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';
import { onPostgres } from '../helpers/pg.js';

/**
 * Issue 11 §5: `npm run db:backup` copies the SQLite database (online backup, while the server runs)
 * and the uploaded images; `npm run db:restore` puts them back. Run through the real script.
 */
const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** The script as `npm run db:backup` / `db:restore` run it, on the test's data directory. */
async function script(dataDir: string, ...args: string[]): Promise<string> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', UPLOAD_DIR: '' };
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts', ...args], { cwd: root, env });
  return stdout;
}

/** Every row of every table, in a stable order. */
function tables(file: string): Record<string, unknown[]> {
  const db = new SQLite(file, { readonly: true });
  try {
    const names = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").pluck().all() as string[];
    return Object.fromEntries(names.map((n) => [n, db.prepare(`select * from "${n}" order by rowid`).all()]));
  } finally {
    db.close();
  }
}

/** The images on disk: file name → sha256. */
function images(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => !f.startsWith('.'))
      .sort()
      .map((f) => [f, createHash('sha256').update(readFileSync(join(dir, f))).digest('hex')]),
  );
}

// The api-pg project runs every file again on PostgreSQL; this is SQLite's backup (PostgreSQL's is pg_dump).
const secondRun = onPostgres;

describe.skipIf(secondRun)('npm run db:backup / db:restore', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.app.close().catch(() => {});
    if (t) rmSync(t.config.dataDir, { recursive: true, force: true });
    t = undefined;
  });

  const addCategory = async (token: string, name: string, color: string) => {
    // Shown while empty (no fabric is in these categories).
    const body = await multipart({ name, discription: `${name} fabric`, alwaysShown: 'true' }, { image: { name: 'a.png', type: 'image/png', data: await pngBytes(64, 48, color) } });
    const r = await t!.call({ method: 'POST', url: '/api/category/add_new_category', token, ...body });
    expect(r.statusCode).toBe(201);
    return r.json().result as { _id: string; url: string };
  };

  it('backs up while the server runs, and after a wipe the restore brings back the same rows and images', async () => {
    t = await makeApp();
    const { dataDir, uploadDir } = t.config;
    const dbFile = join(dataDir, 'selvedge.db');
    const token = await t.adminToken();
    await addCategory(token, 'Linen', '#aa3311');
    await addCategory(token, 'Denim', '#113399');
    // A deleted category's picture waits 30 days for a revert of the delete (issue 20 §2): backed up too.
    const gone = await addCategory(token, 'Canvas', '#777766');
    expect((await t.call({ method: 'DELETE', url: `/api/category/delete_category_by_id/${gone._id}`, token })).statusCode).toBe(200);
    const before = { rows: tables(dbFile), images: images(uploadDir), kept: images(join(uploadDir, '.kept')) };
    expect(before.rows.categories).toHaveLength(2);
    expect(Object.keys(before.images)).toHaveLength(8);
    expect(Object.keys(before.kept)).toHaveLength(4);

    // The server is running (and holds the database open in WAL mode) while the backup is taken.
    const out = await script(dataDir, 'backup');
    const folder = /Backup written to (.+)/.exec(out)?.[1];
    expect(folder && folder.startsWith(join(dataDir, 'backups'))).toBe(true);
    const inBackup = new SQLite(join(folder!, 'selvedge.db'), { readonly: true });
    expect(inBackup.pragma('integrity_check', { simple: true })).toBe('ok');
    inBackup.close();
    expect(JSON.parse(readFileSync(join(folder!, 'backup.json'), 'utf8'))).toMatchObject({ database: 'selvedge.db', images: 8 });

    // A change after the backup is not in it.
    await addCategory(token, 'After the backup', '#33aa11');
    await t.app.close();

    // Wipe: the database and every image gone.
    for (const f of ['selvedge.db', 'selvedge.db-wal', 'selvedge.db-shm']) rmSync(join(dataDir, f), { force: true });
    rmSync(uploadDir, { recursive: true, force: true });
    expect(existsSync(dbFile)).toBe(false);

    expect(await script(dataDir, 'restore', folder!)).toContain('Restored the database and the images');
    expect(tables(dbFile)).toEqual(before.rows);
    expect(images(uploadDir)).toEqual(before.images);
    expect(images(join(uploadDir, '.kept'))).toEqual(before.kept);

    // And the server reads it: the same catalogue, pictures served.
    const app = await buildApp(t.config, { logger: false });
    try {
      const list = (await app.inject({ method: 'GET', url: '/api/category/get_category_all' })).json().result as Array<{ name: string; url: string }>;
      expect(list.map((c) => c.name).sort()).toEqual(['Denim', 'Linen']);
      for (const c of list) expect((await app.inject({ method: 'GET', url: c.url })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('takes a consistent copy while writes go on', async () => {
    t = await makeApp();
    const token = await t.adminToken();
    let writing = true;
    let written = 0;
    let wrote!: () => void;
    const underWay = new Promise<void>((resolve) => (wrote = resolve));
    const writes = (async () => {
      while (writing) {
        await addCategory(token, `During ${written}`, '#777777');
        written++;
        wrote();
      }
    })();
    // The backup starts once the writes are going (a write failing ends the wait with its error).
    await Promise.race([underWay, writes]);
    const folder = /Backup written to (.+)/.exec(await script(t.config.dataDir, 'backup'))![1];
    writing = false;
    await writes;
    expect(written).toBeGreaterThan(0);

    const copy = new SQLite(join(folder, 'selvedge.db'), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const urls = copy.prepare('select url from categories').pluck().all() as string[];
    copy.close();
    // Every category in the copy has its picture in the copy (images are copied after the database).
    const copied = new Set(readdirSync(join(folder, 'uploads')));
    for (const url of urls) expect(copied.has(url.slice('/uploads/'.length))).toBe(true);
  });
});
