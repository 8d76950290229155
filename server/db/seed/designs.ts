import type { FastifyInstance } from 'fastify';
import { attachDesignByWeaving, countProductDesigns, insertProductDesign } from '../../modules/productDesign/queries.js';
import { fabricSwatch } from './images.js';

/** Demo designs: a name, the Material icon the admin table shows for it, a swatch drawn for it, and the weaving of the fabrics that show it. */
const DESIGNS = [
  { name: 'Plain Weave', icons: 'GridOn', base: '#ddd0b4', thread: '#b5a582', twill: false, weaving: 'plain' },
  { name: 'Twill', icons: 'Texture', base: '#283a66', thread: '#7084b3', twill: true, weaving: 'twill' },
  { name: 'Wave Print', icons: 'Waves', base: '#1f6f73', thread: '#5ea3a6', twill: false },
  { name: 'Floral Print', icons: 'LocalFlorist', base: '#b24a5a', thread: '#e3a5ae', twill: false },
  { name: 'Dobby Dot', icons: 'BlurOn', base: '#1f2a44', thread: '#4a5878', twill: true },
  { name: 'Slub Texture', icons: 'Grain', base: '#9caf8f', thread: '#c4d3b8', twill: false },
] as const;

/** Fills the Product Design screen once (skips when any design exists), attaching the weave designs to the fabrics of that weave. */
export async function seedDesigns(app: FastifyInstance): Promise<void> {
  if ((await countProductDesigns(app.db)) > 0) return;
  const start = app.config.now();
  for (const [i, d] of DESIGNS.entries()) {
    const url = await app.uploads.saveBuffer(await fabricSwatch(d.base, d.thread, { size: 400, twill: d.twill, label: d.name }));
    const saved = await insertProductDesign(app.db, { name: d.name, icons: d.icons, url }, new Date(start + i * 1000));
    if (saved === 'duplicate') await app.uploads.dropImage(url);
    else if ('weaving' in d) await attachDesignByWeaving(app.db, saved._id, d.weaving);
  }
}
