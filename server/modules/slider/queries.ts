import type { Db } from '../../db/index.js';
import { fromFlag, newId, toFlag } from '../../db/ids.js';
import { notPlacedYet } from '../../db/queries.js';
import type { Slider } from '../../../src/contract/slider.js';
import { editVersioned, nextVersion, type EditStamp, type Stale, type VersionStamp } from '../../db/versions.js';

const columns = ['_id', 'title', 'url', 'isActived', 'version'] as const;
const toSlider = (r: { _id: string; title: string; url: string; isActived: number; version: number }): Slider => ({ ...r, isActived: fromFlag(r.isActived), version: Number(r.version) });

/** The active slides in the admin's order (a slide added since the last reorder comes last). */
export async function listActiveSliders(db: Db): Promise<Slider[]> {
  const rows = await db.selectFrom('sliders').select(columns).where('isActived', '=', 1).orderBy(notPlacedYet).orderBy('sortOrder').orderBy('createAt').orderBy('_id').execute();
  return rows.map(toSlider);
}

/** Every slide, active or not, in the order the home page shows them (the admin list). */
export async function listAllSliders(db: Db): Promise<Slider[]> {
  const rows = await db.selectFrom('sliders').select(columns).orderBy(notPlacedYet).orderBy('sortOrder').orderBy('createAt').orderBy('_id').execute();
  return rows.map(toSlider);
}

export async function findSlider(db: Db, id: string): Promise<Slider | undefined> {
  const row = await db.selectFrom('sliders').select(columns).where('_id', '=', id).executeTakeFirst();
  return row && toSlider(row);
}

export async function insertSlider(db: Db, input: { title: string; url: string; isActived: boolean }, now: Date): Promise<Slider> {
  const row = { _id: newId(), title: input.title, url: input.url, isActived: toFlag(input.isActived), createAt: now.toISOString() };
  await db.insertInto('sliders').values(row).execute();
  return { _id: row._id, title: row.title, url: row.url, isActived: input.isActived, version: 1 };
}

/** Changes a slide's caption, state and (when given) picture; undefined when it is gone, who changed it when the edit was based on an older version. */
export async function updateSlider(db: Db, id: string, input: { title: string; isActived?: boolean; url?: string }, stamp: EditStamp): Promise<Slider | Stale | undefined> {
  const changes = {
    title: input.title,
    ...(input.isActived === undefined ? {} : { isActived: toFlag(input.isActived) }),
    ...(input.url !== undefined ? { url: input.url } : {}),
  };
  return editVersioned(db, 'sliders', id, stamp, async (trx) => {
    await trx.updateTable('sliders').set(changes).where('_id', '=', id).execute();
    return findSlider(trx, id);
  });
}

export async function setSliderStatus(db: Db, id: string, active: boolean, stamp: VersionStamp): Promise<Slider | undefined> {
  const r = await db.updateTable('sliders').set({ isActived: toFlag(active), ...nextVersion(stamp) }).where('_id', '=', id).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return undefined;
  return findSlider(db, id);
}

export async function deleteSlider(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom('sliders').where('_id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
