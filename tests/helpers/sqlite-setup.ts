import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDb } from '../../server/db/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite database file every api test app starts from (a copy of it, see makeApp). */
    sqliteTemplate: string;
  }
}

const dir = mkdtempSync(join(tmpdir(), 'selvedge-template-'));

/**
 * Migrates one SQLite database for the api project's run; makeApp copies the file into each app's data
 * directory (a copy takes milliseconds, migrating hundreds), so migrateToLatest finds nothing to do.
 * The same idea as the api-pg project's template database (pg-setup.ts).
 */
export async function setup(project: TestProject) {
  const db = openDb({ dataDir: dir, databaseUrl: undefined });
  try {
    await migrateToLatest(db);
  } finally {
    // A clean close checkpoints the write-ahead log into the file: the one file is the whole database.
    await db.destroy();
  }
  project.provide('sqliteTemplate', join(dir, 'selvedge.db'));
}

export function teardown() {
  rmSync(dir, { recursive: true, force: true });
}
