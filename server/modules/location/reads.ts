import type { Db } from '../../db/index.js';
import { loadLocations } from './queries.js';
import { locationIndex } from './search.js';

/** The in-memory index of the master data (built on first use): the location calls, and the contact list's address names. */
export const locations = (db: Db) => locationIndex(db, loadLocations);
