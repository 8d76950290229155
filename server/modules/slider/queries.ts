import type { Db } from '../../db/index.js';
import { fromFlag, newId, toFlag } from '../../db/ids.js';
import { notPlacedYet } from '../../db/queries.js';
import type { Slider } from '../../../src/contract/slider.js';

const columns = ['_id', 'title', 'url', 'isActived'] as const;
const toSlider = (r: { _id: string; title: string; url: string; isActived: number }): Slider => ({ ...r, isActived: fromFlag(r.isActived) });

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
  return { _id: row._id, title: row.title, url: row.url, isActived: input.isActived };
}

/** Changes a slide's caption, state and (when given) picture; undefined when it is gone. */
export async function updateSlider(db: Db, id: string, input: { title: string; isActived?: boolean; url?: string }): Promise<Slider | undefined> {
  const changes = {
    title: input.title,
    ...(input.isActived === undefined ? {} : { isActived: toFlag(input.isActived) }),
    ...(input.url ? { url: input.url } : {}),
  };
  const r = await db.updateTable('sliders').set(changes).where('_id', '=', id).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return undefined;
  return findSlider(db, id);
}

export async function setSliderStatus(db: Db, id: string, active: boolean): Promise<Slider | undefined> {
  const r = await db.updateTable('sliders').set({ isActived: toFlag(active) }).where('_id', '=', id).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return undefined;
  return findSlider(db, id);
}

export async function deleteSlider(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom('sliders').where('_id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
