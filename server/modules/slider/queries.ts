import type { Db } from '../../db/index.js';
import { fromFlag, newId, toFlag } from '../../db/ids.js';
import type { Slider } from '../../../src/contract/slider.js';

export async function listActiveSliders(db: Db): Promise<Slider[]> {
  const rows = await db
    .selectFrom('sliders')
    .select(['_id', 'title', 'url', 'isActived'])
    .where('isActived', '=', 1)
    .orderBy('createAt')
    .orderBy('_id')
    .execute();
  return rows.map((r) => ({ ...r, isActived: fromFlag(r.isActived) }));
}

export async function insertSlider(db: Db, input: { title: string; url: string; isActived: boolean }, now: Date): Promise<Slider> {
  const row = { _id: newId(), title: input.title, url: input.url, isActived: toFlag(input.isActived), createAt: now.toISOString() };
  await db.insertInto('sliders').values(row).execute();
  return { _id: row._id, title: row.title, url: row.url, isActived: input.isActived };
}
