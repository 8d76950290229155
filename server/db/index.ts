import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else SQLite under DATA_DIR. */
export function openDb(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Db {
  if (config.databaseUrl) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.databaseUrl, max: 10 }) }),
    });
  }
  const file = new SQLite(join(config.dataDir, 'selvedge.db'));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to the newest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Numbers are handed out to changes made side by side, so one may land after a higher one has run
  // (018 after 020): it still runs, once, rather than the start-up refusing the database.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
