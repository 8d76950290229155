/**
 * `npm run db:backup [-- DIR]`: a consistent copy of the SQLite database (SQLite's online backup,
 * safe while the server runs and writes) and of the uploaded images, in a new timestamped folder
 * under DIR (default DATA_DIR/backups). With DATABASE_URL set, the images only: back PostgreSQL up
 * with pg_dump.
 *
 * `npm run db:restore -- FOLDER`: puts such a backup back (stop the server first).
 */
import { cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { loadConfig, type Config } from '../server/config.js';

type Paths = Pick<Config, 'dataDir' | 'uploadDir' | 'databaseUrl'>;

const DB_FILE = 'selvedge.db';
/** The folder where a deleted record's images wait 30 days for a revert (issue 20 §2): part of a backup. */
const KEPT = '.kept';
/** Images still being written (other dot-files) are not part of a backup. */
const isImage = (path: string) => {
  const name = path.split(/[\\/]/).pop()!;
  return name === KEPT || !name.startsWith('.');
};

async function countFiles(dir: string): Promise<number> {
  return (await readdir(dir, { withFileTypes: true }).catch(() => [])).filter((e) => e.isFile() && isImage(e.name)).length;
}

/** Writes a backup into a new folder under `parent` and answers the folder. */
export async function backup(config: Paths, parent = join(config.dataDir, 'backups')): Promise<string> {
  const folder = join(resolve(parent), new Date().toISOString().replace(/[:.]/g, '-'));
  await mkdir(folder, { recursive: true });
  if (!config.databaseUrl) {
    const db = new SQLite(join(config.dataDir, DB_FILE), { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      // The online backup copies a consistent snapshot, restarting by itself if another process writes meanwhile.
      await db.backup(join(folder, DB_FILE));
    } finally {
      db.close();
    }
  }
  // After the database: an image added meanwhile is an extra file, never a missing one for a new row.
  await cp(config.uploadDir, join(folder, 'uploads'), { recursive: true, filter: isImage }).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
  await mkdir(join(folder, 'uploads'), { recursive: true });
  const manifest = {
    createdAt: new Date().toISOString(),
    database: config.databaseUrl ? 'postgresql (not included: use pg_dump)' : DB_FILE,
    images: await countFiles(join(folder, 'uploads')),
  };
  await writeFile(join(folder, 'backup.json'), JSON.stringify(manifest, null, 2) + '\n');
  return folder;
}

/** Replaces the database file and the uploaded images with a backup's. The server must be stopped. */
export async function restore(config: Paths, folder: string): Promise<void> {
  const from = resolve(folder);
  if (!config.databaseUrl) {
    const source = join(from, DB_FILE);
    if (!(await stat(source).catch(() => null))?.isFile()) throw new Error(`${source} is missing: not a backup folder`);
    const target = join(config.dataDir, DB_FILE);
    await mkdir(config.dataDir, { recursive: true });
    await cp(source, `${target}.restoring`);
    // The old write-ahead log belongs to the old file: left beside the restored one, SQLite would replay it.
    await rm(`${target}-wal`, { force: true });
    await rm(`${target}-shm`, { force: true });
    await rename(`${target}.restoring`, target);
  }
  // Emptied rather than removed: UPLOAD_DIR may be a mounted volume.
  await mkdir(config.uploadDir, { recursive: true });
  for (const name of await readdir(config.uploadDir)) await rm(join(config.uploadDir, name), { recursive: true, force: true });
  await cp(join(from, 'uploads'), config.uploadDir, { recursive: true });
}

async function main(): Promise<void> {
  const [command, path] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') {
    const folder = await backup(config, path);
    console.log(`Backup written to ${folder}`);
    if (config.databaseUrl) {
      console.log(`DATABASE_URL is set: this backup holds the images only. Back the database up with:\n  pg_dump --format=custom --file="${join(folder, 'selvedge.pgdump')}" "$DATABASE_URL"`);
    }
  } else if (command === 'restore' && path) {
    await restore(config, path);
    console.log(`Restored ${config.databaseUrl ? 'the images' : 'the database and the images'} from ${resolve(path)}`);
    if (config.databaseUrl) console.log('DATABASE_URL is set: restore the database with pg_restore --clean --if-exists --dbname="$DATABASE_URL" FILE.pgdump');
  } else {
    console.error('usage: npm run db:backup [-- DIR]   |   npm run db:restore -- FOLDER');
    process.exit(2);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
