import type { Migration } from 'kysely';
import * as m001 from './001_foundation.js';

/** Every migration, by its numbered name. Add a line per new file; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  '001_foundation': m001,
};
