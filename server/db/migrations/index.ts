import type { Migration } from 'kysely';
import * as m001 from './001_foundation.js';
import * as m002 from './002_accounts.js';
import * as m003 from './003_catalog.js';

/** Every migration, by its numbered name. Add a line per new file; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  '001_foundation': m001,
  '002_accounts': m002,
  '003_catalog': m003,
};
