import type { Migration } from 'kysely';
import * as m001 from './001_foundation.js';
import * as m002 from './002_accounts.js';
import * as m003 from './003_catalog.js';
import * as m004 from './004_back_office.js';
import * as m005 from './005_blog.js';
import * as m006 from './006_locations.js';
import * as m007 from './007_members.js';
import * as m008 from './008_one_category.js';
import * as m009 from './009_import_history.js';

import * as m010 from './010_token_version.js';
import * as m011 from './011_pg_text_collation.js';

/** Every migration, by its numbered name. Add a line per new file; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  '001_foundation': m001,
  '002_accounts': m002,
  '003_catalog': m003,
  '004_back_office': m004,
  '005_blog': m005,
  '006_locations': m006,
  '007_members': m007,
  '008_one_category': m008,
  '009_import_history': m009,
  '010_token_version': m010,
  '011_pg_text_collation': m011,
};
