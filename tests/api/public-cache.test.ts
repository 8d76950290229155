import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, useSharedTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

const t = useSharedTestApp();
let token: string;
beforeAll(async () => {
  token = await t.adminToken();
});

/** True while the public category list is still cached (a loader that would run means it was cleared). */
async function stillCached(): Promise<boolean> {
  let loaded = false;
  await t.app.publicCache.get('category:index', async () => {
    loaded = true;
    return [];
  });
  t.app.publicCache.clear();
  return !loaded;
}

describe('the public read cache', () => {
  it('keeps its entries across admin reads sent as POSTs, and drops them on an admin write', async () => {
    await t.call({ method: 'GET', url: '/api/category/get_category_all' });
    const read = await t.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_all', token, payload: { keyword: 'x' } });
    expect(read.statusCode).toBe(200);
    expect(await stillCached()).toBe(true);

    await t.call({ method: 'GET', url: '/api/category/get_category_all' });
    const added = await t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...(await multipart({ name: 'Voile' }, { image: { name: 'a.png', type: 'image/png', data: await pngBytes() } })) });
    expect(added.statusCode).toBe(201);
    expect(await stillCached()).toBe(false);
  });
});
