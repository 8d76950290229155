import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { Migration } from 'kysely';

/**
 * Every migration in this folder, by its numbered file name (`012_designs.ts` → '012_designs'):
 * adding a migration is adding its file. Never edit a landed one.
 */
const names = readdirSync(import.meta.dirname)
  .filter((f) => /^\d{3}_\w+\.(ts|js)$/.test(f))
  .sort();

export const migrations: Record<string, Migration> = Object.fromEntries(
  await Promise.all(names.map(async (f) => [f.replace(/\.(ts|js)$/, ''), (await import(pathToFileURL(join(import.meta.dirname, f)).href)) as Migration] as const)),
);
