import type { Db } from '../../db/index.js';
import type { Measured } from './measure.js';

/** Photo paths some colour shows that were not measured yet, or changed since (at most `limit`). */
export async function pathsToMeasure(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('skus')
    .select('path')
    .distinct()
    .where('path', '<>', '')
    .where((eb) => eb.or([eb('colourOf', 'is', null), eb('colourOf', '<>', eb.ref('path'))]))
    .orderBy('path')
    .limit(limit)
    .execute();
  return rows.map((r) => r.path);
}

/** Stores a photo's colour (none: it could not be read) on every colour showing that photo. */
export async function storeColour(db: Db, path: string, colour: (Measured & { family: string }) | undefined): Promise<void> {
  await db
    .updateTable('skus')
    .set({
      colourL: colour?.L ?? null,
      colourA: colour?.a ?? null,
      colourB: colour?.b ?? null,
      colourHex: colour?.hex ?? null,
      colourFamily: colour?.family ?? null,
      colourOf: path,
    })
    .where('path', '=', path)
    .execute();
}

export interface MeasuredSkuRow {
  sku: string;
  parentsSku: string;
  name: string;
  path: string;
  colourL: number;
  colourA: number;
  colourB: number;
  colourHex: string;
  colourFamily: string;
}

/** The measured colours of active parents that are themselves active, by code. */
export async function activeMeasuredSkus(db: Db): Promise<MeasuredSkuRow[]> {
  const rows = await db
    .selectFrom('skus')
    .innerJoin('parent_skus', 'parent_skus.parentsSku', 'skus.parentsSku')
    .select(['skus.sku', 'skus.parentsSku', 'skus.name', 'skus.path', 'skus.colourL', 'skus.colourA', 'skus.colourB', 'skus.colourHex', 'skus.colourFamily'])
    .where('skus.isActived', '=', 1)
    .where('parent_skus.isActived', '=', 1)
    .where('skus.colourHex', 'is not', null)
    .orderBy('skus.sku')
    .execute();
  return rows.map((r) => ({ ...r, colourL: Number(r.colourL), colourA: Number(r.colourA), colourB: Number(r.colourB), colourHex: r.colourHex!, colourFamily: r.colourFamily ?? '' }));
}
