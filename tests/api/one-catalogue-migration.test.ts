import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations/index.js';
import { makeApp } from '../helpers/app.js';

/**
 * Migration 012_one_catalogue on a database holding both generations of the catalogue, with codes in
 * both (case aside): every row and picture survives in the one catalogue, and the back-office and
 * storefront calls read it.
 */
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

const at = (day: number) => `2026-0${day < 10 ? 1 : 2}-${String(day % 28 || 1).padStart(2, '0')}T00:00:00.000Z`;

describe('migration 012_one_catalogue', () => {
  it('merges products into parent SKUs and sub products into SKUs by code, keeping every row, link, price and picture', async () => {
    const other = await makeApp();
    try {
      const names = Object.keys(migrations).sort();
      const before = names[names.indexOf('012_one_catalogue') - 1];
      const migrator = new Migrator({ db: other.app.db, provider: { getMigrations: async () => migrations } satisfies MigrationProvider });
      expect((await migrator.migrateTo(before)).error).toBeUndefined();
      const db = other.app.db as unknown as AnyDb;

      await db
        .insertInto('categories')
        .values([
          { _id: 'c1', categoryId: 'COTTON', name: 'Cotton', discription: '', url: '', isActived: 1, createAt: at(1) },
          { _id: 'c2', categoryId: 'UNIFORM', name: 'Uniform', discription: '', url: '', isActived: 1, createAt: at(1) },
          { _id: 'c3', categoryId: 'BATIK', name: 'Batik', discription: '', url: '', isActived: 1, createAt: at(1) },
        ])
        .execute();
      await db
        .insertInto('product_types')
        .values([
          { _id: 't1', name: 'FABRICS', url: '', createAt: at(1) },
          { _id: 't2', name: 'UNIFORMS', url: '', createAt: at(2) },
        ])
        .execute();
      // The imported generation: CT-POP-110 (also a legacy product, in another case) and DN-14.
      const parent = (o: Record<string, unknown>) => ({ path: '', width: '', composition: '', weaving: '', discription: '', productType: 'FABRICS', isActived: 1, createAt: at(3), ...o });
      await db
        .insertInto('parent_skus')
        .values([
          parent({ _id: 'ps1', parentsSku: 'CT-POP-110', name: 'Cotton Poplin 110', path: '/uploads/ps1.webp', width: '58"', composition: '100% Cotton', weaving: '', categoryId: 'COTTON' }),
          parent({ _id: 'ps2', parentsSku: 'DN-14', name: 'Denim 14 oz', path: '/uploads/ps2.webp', categoryId: 'COTTON', isActived: 0 }),
        ])
        .execute();
      const sku = (o: Record<string, unknown>) => ({ path: '', article: '', stock: 5, marketPrices: 120.5, categoryId: 'COTTON', isActived: 1, createAt: at(4), ...o });
      await db
        .insertInto('skus')
        .values([
          sku({ _id: 's1', sku: 'CT-POP-110-WHT', name: 'White', path: '/uploads/s1.webp', article: 'A-1', parentsSku: 'CT-POP-110' }),
          sku({ _id: 's2', sku: 'CT-POP-110-BLK', name: 'Black', path: '', article: '', parentsSku: 'CT-POP-110' }),
          sku({ _id: 's3', sku: 'DN-14-IND', name: 'Indigo', path: '/uploads/s3.webp', parentsSku: 'DN-14' }),
        ])
        .execute();
      // The back-office generation: ct-pop-110 overlaps, TIGER and BT-HAND-01 do not.
      const product = (o: Record<string, unknown>) => ({ composition: '', construction: '', density: '', weaving: '', width: '', discription: '', url: '', createAt: at(5), ...o });
      await db
        .insertInto('products')
        .values([
          product({ _id: 'p1', code: 'ct-pop-110', name: 'Poplin (legacy)', construction: '40x40', density: '133x72', weaving: 'Plain', url: '/uploads/p1.webp' }),
          product({ _id: 'p2', code: 'TIGER', name: 'Tiger Twill', composition: '65% Polyester 35% Cotton', construction: '20x16', width: '60"', discription: 'Uniform twill', url: '/uploads/p2.webp' }),
          product({ _id: 'p3', code: 'BT-HAND-01', name: 'Hand Batik', url: '/uploads/p3.webp' }),
        ])
        .execute();
      await db
        .insertInto('product_category_links')
        .values([
          { productId: 'p1', categoryId: 'COTTON' },
          { productId: 'p1', categoryId: 'UNIFORM' },
          { productId: 'p2', categoryId: 'UNIFORM' },
          { productId: 'p2', categoryId: 'COTTON' },
          { productId: 'p3', categoryId: 'BATIK' },
        ])
        .execute();
      await db
        .insertInto('product_type_links')
        .values([
          { productId: 'p1', productTypeId: 't1' },
          { productId: 'p1', productTypeId: 't2' },
          { productId: 'p2', productTypeId: 't2' },
        ])
        .execute();
      const sub = (o: Record<string, unknown>) => ({ article: '', url: '', createAt: at(6), ...o });
      await db
        .insertInto('sub_products')
        .values([
          sub({ _id: 'sp1', code: 'ct-pop-110-blk', name: 'Jet Black', article: 'B-9', url: '/uploads/sp1.webp' }),
          sub({ _id: 'sp2', code: 'TIGER-01', name: 'Navy', article: 'T/01', url: '/uploads/sp2.webp' }),
          sub({ _id: 'sp3', code: 'BT-HAND-01-RED', name: 'Red', url: '/uploads/sp3.webp' }),
        ])
        .execute();
      await db
        .insertInto('sub_product_links')
        .values([
          { subProductId: 'sp1', productId: 'p1' },
          { subProductId: 'sp2', productId: 'p2' },
          // Under two products: the first by code (BT-HAND-01) is its one parent.
          { subProductId: 'sp3', productId: 'p3' },
          { subProductId: 'sp3', productId: 'p2' },
        ])
        .execute();
      await db
        .insertInto('sub_product_prices')
        .values([
          { subProductId: 'sp1', subProductArticle: 'B-9', silverPrice: 100, goldPrice: 95.5, platinumPrice: 90, modifyAt: at(7) },
          { subProductId: 'sp2', subProductArticle: 'T/01', silverPrice: 95, goldPrice: 89, platinumPrice: 84.25, modifyAt: at(8) },
        ])
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      // Parents: the overlapping code is one parent (its own fields and picture kept, the product's
      // construction, density, empty weaving and further links added); the others became parents.
      const parents = await db.selectFrom('parent_skus').selectAll().orderBy('parentsSku').execute();
      expect(parents.map((p) => [p._id, p.parentsSku, p.name, p.path, p.categoryId, p.productType, p.isActived])).toEqual([
        ['p3', 'BT-HAND-01', 'Hand Batik', '/uploads/p3.webp', 'BATIK', '', 1],
        ['ps1', 'CT-POP-110', 'Cotton Poplin 110', '/uploads/ps1.webp', 'COTTON', 'FABRICS', 1],
        ['ps2', 'DN-14', 'Denim 14 oz', '/uploads/ps2.webp', 'COTTON', 'FABRICS', 0],
        ['p2', 'TIGER', 'Tiger Twill', '/uploads/p2.webp', 'COTTON', 'UNIFORMS', 1],
      ]);
      expect(parents[1]).toMatchObject({ construction: '40x40', density: '133x72', weaving: 'Plain', composition: '100% Cotton', width: '58"' });
      expect(parents[3]).toMatchObject({ construction: '20x16', composition: '65% Polyester 35% Cotton', width: '60"', discription: 'Uniform twill' });
      expect(await db.selectFrom('parent_sku_categories').selectAll().orderBy('parentId').execute()).toEqual([
        { parentId: 'p2', categoryId: 'UNIFORM' },
        { parentId: 'ps1', categoryId: 'UNIFORM' },
      ]);
      expect(await db.selectFrom('parent_sku_types').selectAll().orderBy('parentId').execute()).toEqual([{ parentId: 'ps1', productTypeId: 't2' }]);

      // Colours: the overlapping code is one SKU (its fields kept, its empty picture and article filled);
      // the others became SKUs of their parent, active, unstocked.
      const skus = await db.selectFrom('skus').selectAll().orderBy('sku').execute();
      expect(skus.map((s) => [s._id, s.sku, s.name, s.article, s.path, s.parentsSku, s.categoryId, s.isActived])).toEqual([
        ['sp3', 'BT-HAND-01-RED', 'Red', '', '/uploads/sp3.webp', 'BT-HAND-01', 'BATIK', 1],
        ['s2', 'CT-POP-110-BLK', 'Black', 'B-9', '/uploads/sp1.webp', 'CT-POP-110', 'COTTON', 1],
        ['s1', 'CT-POP-110-WHT', 'White', 'A-1', '/uploads/s1.webp', 'CT-POP-110', 'COTTON', 1],
        ['s3', 'DN-14-IND', 'Indigo', '', '/uploads/s3.webp', 'DN-14', 'COTTON', 1],
        ['sp2', 'TIGER-01', 'Navy', 'T/01', '/uploads/sp2.webp', 'TIGER', 'COTTON', 1],
      ]);
      expect(skus.find((s) => s._id === 's2')).toMatchObject({ stock: 5, marketPrices: 120.5 });
      expect(skus.find((s) => s._id === 'sp2')).toMatchObject({ stock: 0, marketPrices: 0 });
      // Prices follow their sub product.
      expect(await db.selectFrom('sku_prices').select(['skuId', 'silverPrice', 'goldPrice', 'platinumPrice']).orderBy('skuId').execute()).toEqual([
        { skuId: 's2', silverPrice: 100, goldPrice: 95.5, platinumPrice: 90 },
        { skuId: 'sp2', silverPrice: 95, goldPrice: 89, platinumPrice: 84.25 },
      ]);
      // Every picture of either generation is still shown by a row, except the legacy copy of a picture
      // the overlapping parent already had (p1's: the parent keeps its own).
      const shown = new Set([...parents.map((p) => p.path), ...skus.map((s) => s.path)]);
      for (const url of ['/uploads/ps1.webp', '/uploads/ps2.webp', '/uploads/s1.webp', '/uploads/s3.webp', '/uploads/p2.webp', '/uploads/p3.webp', '/uploads/sp1.webp', '/uploads/sp2.webp', '/uploads/sp3.webp']) {
        expect(shown.has(url), url).toBe(true);
      }
      for (const gone of ['products', 'product_category_links', 'product_type_links', 'sub_products', 'sub_product_links', 'sub_product_prices']) {
        await expect(db.selectFrom(gone).selectAll().execute(), gone).rejects.toThrow(/no such table|does not exist/);
      }

      // The calls of both generations read the one catalogue.
      other.app.publicCache.clear();
      const token = await other.adminToken();
      const products = (await other.call({ method: 'GET', url: '/api/product/get_product_all' })).json().result;
      expect(products.map((p: { code: string }) => p.code)).toEqual(['BT-HAND-01', 'CT-POP-110', 'DN-14', 'TIGER']);
      expect(products[1]).toMatchObject({ categoryId: ['COTTON', 'UNIFORM'], productType: ['t1', 't2'], url: '/uploads/ps1.webp', construction: '40x40' });
      const batik = await other.call({ method: 'POST', url: '/api/product_sku/get_product_parents_sku_data_by_category_id_actived', payload: { categoryId: 'BATIK', isActived: true } });
      expect(batik.json().result.map((p: { parentsSku: string }) => p.parentsSku)).toEqual(['BT-HAND-01']);
      const uniform = await other.call({ method: 'POST', url: '/api/product_sku/get_product_parents_sku_data_by_category_id_actived', payload: { categoryId: 'UNIFORM', isActived: true } });
      expect(uniform.json().result.map((p: { parentsSku: string }) => p.parentsSku)).toEqual(['CT-POP-110', 'TIGER']);
      const colours = await other.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_by_parents_sku_actived', payload: { parentsSku: 'BT-HAND-01', isActived: true } });
      expect(colours.json().result.map((s: { sku: string }) => s.sku)).toEqual(['BT-HAND-01-RED']);
      const priced = await other.call({ method: 'POST', url: '/api/sub_product_price/get_sub_product_price_join_sub_product', token, payload: { code: 'CT-POP-110' } });
      expect(priced.json().result.map((r: { code: string; priced: boolean; goldPrice: number }) => [r.code, r.priced, r.goldPrice])).toEqual([
        ['CT-POP-110-BLK', true, 95.5],
        ['CT-POP-110-WHT', false, 0],
      ]);
    } finally {
      await other.close();
    }
  });
});
