import type { Db } from '../../db/index.js';
import { editVersioned, type EditStamp, type Stale } from '../../db/versions.js';
import { newId } from '../../db/ids.js';
import type { SearchSynonym } from '../../../src/contract/search.js';

/** What the search index reads of a colour. */
export interface IndexedSkuRow {
  sku: string;
  parentsSku: string;
  name: string;
  path: string;
  article: string;
}

/**
 * The active colours of some parents, by parent then code. The index reads them a few parents at a
 * time: a single read of 100,000 rows holds SQLite's (synchronous) driver for over a second.
 */
export function activeSkusOf(db: Db, parentCodes: readonly string[]): Promise<IndexedSkuRow[]> {
  if (!parentCodes.length) return Promise.resolve([]);
  return db
    .selectFrom('skus')
    .select(['sku', 'parentsSku', 'name', 'path', 'article'])
    .where('parentsSku', 'in', parentCodes)
    .where('isActived', '=', 1)
    .orderBy('parentsSku')
    .orderBy('sku')
    .execute();
}

/** The synonym groups in the order they were added (the Search Synonyms screen sorts its own). */
export function listSearchSynonyms(db: Db): Promise<SearchSynonym[]> {
  return db.selectFrom('search_synonyms').select(['_id', 'words', 'version']).orderBy('createAt').orderBy('_id').execute();
}

export async function addSearchSynonym(db: Db, words: string, now: Date): Promise<SearchSynonym> {
  const row = { _id: newId(), words, createAt: now.toISOString() };
  await db.insertInto('search_synonyms').values(row).execute();
  return { _id: row._id, words, version: 1 };
}

/** Undefined when the group is gone; who changed it when the edit was based on an older version (issue 20 §1.4). */
export function updateSearchSynonym(db: Db, id: string, words: string, stamp: EditStamp): Promise<SearchSynonym | Stale | undefined> {
  return editVersioned(db, 'search_synonyms', id, stamp, async (trx) => {
    await trx.updateTable('search_synonyms').set({ words }).where('_id', '=', id).execute();
    return trx.selectFrom('search_synonyms').select(['_id', 'words', 'version']).where('_id', '=', id).executeTakeFirst();
  });
}

export async function deleteSearchSynonym(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom('search_synonyms').where('_id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

