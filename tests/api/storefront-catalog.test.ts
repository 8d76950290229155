import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { BlogList, BlogOne, BlogTagList, BlogTypeList } from '../../src/contract/blog.js';
import { ContactUsList } from '../../src/contract/contactUs.js';
import { ProductList } from '../../src/contract/product.js';
import { ParentSkuList, PublicSkuList, SkuCategoryList } from '../../src/contract/productSku.js';
import { ProductTypeList } from '../../src/contract/productType.js';
import { SliderList } from '../../src/contract/slider.js';
import { serverMessages } from '../../src/messages.js';
import { insertBlog } from '../../server/modules/blog/queries.js';
import { insertBlogTag } from '../../server/modules/blogTag/queries.js';
import { insertBlogType } from '../../server/modules/blogType/queries.js';
import { insertCategory } from '../../server/modules/category/queries.js';
import { insertContactUs } from '../../server/modules/contactUs/queries.js';
import { insertProduct } from '../../server/modules/product/queries.js';
import { insertParentSkus, insertSkuCategories, insertSkus } from '../../server/modules/productSku/queries.js';
import { insertProductType } from '../../server/modules/productType/queries.js';
import { insertSlider } from '../../server/modules/slider/queries.js';
import { multipart, useSharedTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/**
 * Every public catalogue call of spec.md §7 against a small fixture holding active and inactive
 * rows, so each call's filtering is visible. The fixture is written through the area's queries.
 */
const t = useSharedTestApp();
const ids: Record<string, string> = {};

const parent = (parentsSku: string, categoryId: string, isActived: boolean, extra: Partial<{ productType: string; discription: string }> = {}) => ({
  parentsSku,
  name: `Fabric ${parentsSku}`,
  path: `/uploads/${parentsSku}.webp`,
  width: '58"/60"',
  composition: '100% Cotton',
  weaving: 'Plain',
  discription: '<p>Plain weave.</p>',
  productType: 'FABRICS',
  categoryId,
  isActived,
  ...extra,
});

const sku = (code: string, parentsSku: string, isActived: boolean) => ({
  sku: code,
  name: code.split('-').pop()!,
  path: `/uploads/${code}.webp`,
  article: 'A-01',
  parentsSku,
  stock: 120,
  marketPrices: 85.5,
  categoryId: 'COTTON',
  isActived,
});

beforeAll(async () => {
  const db = t.app.db;
  const now = new Date(t.clock.now);
  await insertCategory(db, { categoryId: 'COTTON', name: 'Cotton', discription: '', url: '/uploads/cotton.webp' }, now);
  ids.linenCategory = (await insertCategory(db, { categoryId: 'LINEN', name: 'Linen', discription: '', url: '/uploads/linen.webp' }, now))._id;
  await insertSkuCategories(
    db,
    [
      { categoryId: 'COTTON', name: 'Cotton', isActived: true },
      { categoryId: 'LINEN', name: 'Linen', isActived: true },
      { categoryId: 'OLD', name: 'Old stock', isActived: false },
    ],
    now,
  );
  await insertParentSkus(
    db,
    [
      parent('CT-1', 'COTTON', true, {
        discription: '<p onclick="steal()">Soft <strong>poplin</strong></p><script>alert(1)</script><ul><li>58"</li></ul><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">',
      }),
      parent('CT-2', 'COTTON', false),
      parent('LN-1', 'LINEN', true, { productType: 'TRIMS' }),
    ],
    now,
  );
  await insertSkus(db, [sku('CT-1-RED', 'CT-1', true), sku('CT-1-BLU', 'CT-1', true), sku('CT-1-OFF', 'CT-1', false), sku('CT-2-RED', 'CT-2', true)], now);

  await insertSlider(db, { title: 'Linen week', url: '/uploads/s1.webp', isActived: true }, now);
  await insertSlider(db, { title: 'Hidden promo', url: '/uploads/s2.webp', isActived: false }, now);

  const guide = await insertBlogType(db, { name: 'Guide', url: '/uploads/guide.webp' }, now);
  const news = await insertBlogType(db, { name: 'News', url: '/uploads/news.webp' }, now);
  ids.guide = guide._id;
  ids.news = news._id;
  const cotton = await insertBlogTag(db, { name: 'Cotton' }, now);
  const care = await insertBlogTag(db, { name: 'Care' }, now);
  ids.cottonTag = cotton._id;
  ids.careTag = care._id;
  ids.oldBlog = (
    await insertBlog(
      db,
      { title: 'Older guide', subTitle: 'Sub', url: '/uploads/b1.webp', body: '<p>Old</p>', blogTypeId: guide._id, blogTagId: [] },
      new Date(t.clock.now - 86_400_000),
      new Date(t.clock.now - 86_400_000),
    )
  )._id;
  ids.blog = (
    await insertBlog(
      db,
      {
        title: 'Washing cotton',
        subTitle: 'Keep colours bright',
        url: '/uploads/b2.webp',
        body: '<h1>Wash cold</h1><p style="color:red" onmouseover="x()">Turn it <em>inside out</em>.</p><script>document.cookie</script><iframe src="https://evil.example"></iframe><a href="https://example.com" target="_blank">more</a>',
        blogTypeId: guide._id,
        blogTagId: [cotton._id, care._id],
      },
      now,
    )
  )._id;
  ids.newsBlog = (
    await insertBlog(db, { title: 'We moved', subTitle: 'New warehouse', url: '/uploads/b3.webp', body: '<p>Hi</p>', blogTypeId: news._id, blogTagId: [care._id] }, now)
  )._id;

  await insertContactUs(
    db,
    {
      company: 'Selvedge Textile Co., Ltd.', address: 'Bangkok', location: 'https://maps.example/1', telephone: '021234567',
      email: 'sales@example.com', webSite: 'https://example.com', url: '/uploads/logo.webp',
      facebookPageName: 'FB', facebookPageLink: 'https://facebook.com/x', lineId: '@x', lineLink: 'https://line.me/R/ti/p/@x',
      lazadaShopName: 'Lz', lazadaShopLink: 'https://lazada.co.th/shop/x', shopeeShopName: 'Sp', shopeeShopLink: 'https://shopee.co.th/x',
      tiktokShopName: 'Tt', tiktokShopLink: 'https://tiktok.com/@x',
    },
    now,
  );

  const fabrics = await insertProductType(db, { name: 'FABRICS', url: '/uploads/fabrics.webp' }, now);
  const trims = await insertProductType(db, { name: 'TRIMS', url: '/uploads/trims.webp' }, now);
  if (fabrics === 'duplicate' || trims === 'duplicate') throw new Error('fixture: product types exist already');
  ids.fabrics = fabrics._id;
  ids.trims = trims._id;
  const base = { composition: '100% Cotton', construction: '40x40', density: '133x72', weaving: 'Plain', width: '58"', discription: 'Poplin', url: '/uploads/p.webp' };
  const add = async (p: Parameters<typeof insertProduct>[1]) => {
    const saved = await insertProduct(db, p, now);
    if (saved === 'duplicate') throw new Error(`fixture: product ${p.code} exists already`);
    return saved._id;
  };
  ids.poplin = await add({ ...base, code: 'P-100', name: 'Poplin', categoryId: ['COTTON'], productType: [fabrics._id] });
  ids.linen = await add({ ...base, code: 'P-200', name: 'Linen', categoryId: ['LINEN', 'COTTON'], productType: [trims._id] });
});

const get = (url: string) => t.call({ method: 'GET', url });
const post = (url: string, payload?: object) => t.call({ method: 'POST', url, ...(payload ? { payload } : {}) });

/** Asserts status 200 and the contract's shape, and returns the result. */
function okResult<T = unknown>(r: Awaited<ReturnType<typeof get>>, schema: TSchema): T {
  expect(r.statusCode, r.body).toBe(200);
  const body = r.json();
  expect(Value.Check(schema, body), JSON.stringify([...Value.Errors(schema, body)].slice(0, 2))).toBe(true);
  return body.result as T;
}

describe('product types and SKU categories', () => {
  it('lists every product type', async () => {
    const result = okResult<Array<{ name: string; url: string }>>(await get('/api/product_type/get_product_type_all'), ProductTypeList);
    expect(result.map((p) => p.name)).toEqual(['FABRICS', 'TRIMS']);
    expect(result[0].url).toBe('/uploads/fabrics.webp');
  });

  it('lists only active SKU categories, with real booleans', async () => {
    const result = okResult<Array<{ categoryId: string; isActived: unknown }>>(
      await post('/api/product_sku/get_product_category_data_actived', { isActived: true }),
      SkuCategoryList,
    );
    expect(result.map((c) => c.categoryId)).toEqual(['COTTON', 'LINEN']);
    expect(result.every((c) => c.isActived === true)).toBe(true);
  });

  it('refuses isActived other than true, a missing one and unknown fields with 400 naming the field', async () => {
    const url = '/api/product_sku/get_product_category_data_actived';
    for (const [payload, field] of [
      [{ isActived: false }, 'isActived'],
      [{}, 'isActived'],
      [{ isActived: true, role: 'admin' }, 'role'],
    ] as const) {
      const r = await post(url, payload);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toContain(field);
    }
  });
});

describe('parent SKUs and colour SKUs', () => {
  it('lists the active parent SKUs of a category, with every spec field', async () => {
    const result = okResult<Array<Record<string, unknown>>>(
      await post('/api/product_sku/get_product_parents_sku_data_by_category_id_actived', { categoryId: 'COTTON', isActived: true }),
      ParentSkuList,
    );
    // One catalogue: the products added on the Product screen are parent SKUs, P-200 through its second category.
    expect(result.map((p) => p.parentsSku)).toEqual(['CT-1', 'P-100', 'P-200']);
    expect(Object.keys(result[0]).sort()).toEqual(
      ['_id', 'parentsSku', 'name', 'path', 'width', 'composition', 'weaving', 'discription', 'productType', 'categoryId', 'isActived', 'createAt'].sort(),
    );
    expect(result[0]).toMatchObject({ isActived: true, productType: 'FABRICS', width: '58"/60"' });
  });

  it('lists the active parent SKUs of a product type, whatever its case', async () => {
    for (const productType of ['FABRICS', 'fabrics']) {
      const result = okResult<Array<{ parentsSku: string }>>(
        await post('/api/product_sku/get_product_parents_sku_data_by_product_type_actived', { productType, isActived: true }),
        ParentSkuList,
      );
      expect(result.map((p) => p.parentsSku)).toEqual(['CT-1', 'P-100']);
    }
    const trims = okResult<Array<{ parentsSku: string }>>(
      await post('/api/product_sku/get_product_parents_sku_data_by_product_type_actived', { productType: 'TRIMS', isActived: true }),
      ParentSkuList,
    );
    expect(trims.map((p) => p.parentsSku)).toEqual(['LN-1', 'P-200']);
  });

  it('looks a parent SKU up by its code', async () => {
    const result = okResult<Array<{ parentsSku: string; name: string }>>(
      await post('/api/product_sku/get_product_parents_sku_data_by_parents_sku', { parentsSku: 'CT-1' }),
      ParentSkuList,
    );
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ parentsSku: 'CT-1', name: 'Fabric CT-1' });
  });

  it('lists only the active colour SKUs of a parent, without their price while the shop hides prices (the default)', async () => {
    const result = okResult<Array<{ sku: string; stock: unknown; marketPrices: unknown; isActived: unknown }>>(
      await post('/api/product_sku/get_product_sku_data_by_parents_sku_actived', { parentsSku: 'CT-1', isActived: true }),
      PublicSkuList,
    );
    expect(result.map((s) => s.sku)).toEqual(['CT-1-BLU', 'CT-1-RED']);
    expect(result[0]).toMatchObject({ stock: 120, isActived: true, parentsSku: 'CT-1', article: 'A-01' });
    expect(result[0]).not.toHaveProperty('marketPrices');
  });

  it('stores the parent description sanitised: no script, handler or javascript: URL survives', async () => {
    const [p] = okResult<Array<{ discription: string }>>(
      await post('/api/product_sku/get_product_parents_sku_data_by_parents_sku', { parentsSku: 'CT-1' }),
      ParentSkuList,
    );
    expect(p.discription).toContain('<strong>poplin</strong>');
    expect(p.discription).toContain('<ul><li>58"</li></ul>');
    expect(p.discription).not.toMatch(/script|onclick|onerror|javascript:|alert/i);
  });

  it('answers unknown codes with an empty result, never 404 or 500', async () => {
    const calls: Array<[string, object]> = [
      ['/api/product_sku/get_product_parents_sku_data_by_category_id_actived', { categoryId: 'NOPE', isActived: true }],
      ['/api/product_sku/get_product_parents_sku_data_by_category_id_actived', { categoryId: 'OLD', isActived: true }],
      ['/api/product_sku/get_product_parents_sku_data_by_product_type_actived', { productType: "'; DROP TABLE skus; --", isActived: true }],
      ['/api/product_sku/get_product_parents_sku_data_by_parents_sku', { parentsSku: 'NOPE' }],
      ['/api/product_sku/get_product_sku_data_by_parents_sku_actived', { parentsSku: 'NOPE', isActived: true }],
      ['/api/product_sku/get_product_sku_data_by_parents_sku_actived', { parentsSku: '__proto__', isActived: true }],
    ];
    for (const [url, payload] of calls) {
      const r = await post(url, payload);
      expect(r.statusCode, url).toBe(200);
      expect(r.json().result).toEqual([]);
    }
  });

  it('leaves an inactive parent out of the active lists', async () => {
    const byCategory = await post('/api/product_sku/get_product_parents_sku_data_by_category_id_actived', { categoryId: 'COTTON', isActived: true });
    expect(byCategory.json().result.map((p: { parentsSku: string }) => p.parentsSku)).not.toContain('CT-2');
    const byType = await post('/api/product_sku/get_product_parents_sku_data_by_product_type_actived', { productType: 'FABRICS', isActived: true });
    expect(byType.json().result.map((p: { parentsSku: string }) => p.parentsSku)).not.toContain('CT-2');
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['/api/product_sku/get_product_parents_sku_data_by_category_id_actived', { isActived: true }, 'categoryId'],
      ['/api/product_sku/get_product_parents_sku_data_by_category_id_actived', { categoryId: 'x'.repeat(101), isActived: true }, 'categoryId'],
      ['/api/product_sku/get_product_parents_sku_data_by_product_type_actived', { productType: 'FABRICS' }, 'isActived'],
      ['/api/product_sku/get_product_parents_sku_data_by_parents_sku', { parentsSku: '' }, 'parentsSku'],
      ['/api/product_sku/get_product_sku_data_by_parents_sku_actived', { parentsSku: { $ne: null }, isActived: true }, 'parentsSku'],
    ];
    for (const [url, payload, field] of cases) {
      const r = await post(url, payload as object);
      expect(r.statusCode, url).toBe(400);
      expect(r.json().message).toContain(field);
    }
  });
});

describe('sliders and contact details', () => {
  it('lists only active slides', async () => {
    const result = okResult<Array<{ title: string; isActived: boolean }>>(await post('/api/slider/get_slider_data_by_status', { status: true }), SliderList);
    expect(result).toEqual([expect.objectContaining({ title: 'Linen week', url: '/uploads/s1.webp', isActived: true })]);
    expect((await post('/api/slider/get_slider_data_by_status', { status: false })).statusCode).toBe(400);
  });

  it('nests the shop links of each contact record', async () => {
    const [c] = okResult<Array<Record<string, unknown>>>(await get('/api/contact_us/get_contact_us_data_all'), ContactUsList);
    expect(c).toMatchObject({
      company: 'Selvedge Textile Co., Ltd.',
      webSite: 'https://example.com',
      facebook: { facebookPageName: 'FB', facebookPageLink: 'https://facebook.com/x' },
      lineOfficial: { lineId: '@x', lineLink: 'https://line.me/R/ti/p/@x' },
      lazada: { lazadaShopName: 'Lz', lazadaShopLink: 'https://lazada.co.th/shop/x' },
      shopee: { shopeeShopName: 'Sp', shopeeShopLink: 'https://shopee.co.th/x' },
      tiktok: { tiktokShopName: 'Tt', tiktokShopLink: 'https://tiktok.com/@x' },
    });
    expect(c).not.toHaveProperty('facebookPageName');
  });
});

describe('blog', () => {
  it('lists tags, types and every blog newest first, each blog with its tag ids', async () => {
    const tags = okResult<Array<{ name: string }>>(await get('/api/blog_tag/get_blog_tag_all'), BlogTagList);
    expect(tags.map((x) => x.name)).toEqual(['Care', 'Cotton']);
    const types = okResult<Array<{ name: string; url: string }>>(await get('/api/blog_type/get_blog_type_all'), BlogTypeList);
    expect(types.map((x) => x.name)).toEqual(['Guide', 'News']);
    const blogs = okResult<Array<{ _id: string; blogTagId: string[]; createAt: string; modifyAt: string }>>(await get('/api/blog/get_blog_all'), BlogList);
    expect(blogs).toHaveLength(3);
    expect(blogs.at(-1)!._id).toBe(ids.oldBlog);
    const washing = blogs.find((b) => b._id === ids.blog)!;
    expect([...washing.blogTagId].sort()).toEqual([ids.cottonTag, ids.careTag].sort());
    expect(washing.createAt).toBe(new Date(t.clock.now).toISOString());
  });

  it('lists the blogs of a type, and none for an unknown type', async () => {
    const guide = okResult<Array<{ _id: string }>>(await post('/api/blog/get_blog_by_blog_type', { blogType: ids.guide }), BlogList);
    expect(guide.map((b) => b._id)).toEqual([ids.blog, ids.oldBlog]);
    const news = okResult<Array<{ _id: string }>>(await post('/api/blog/get_blog_by_blog_type', { blogType: ids.news }), BlogList);
    expect(news.map((b) => b._id)).toEqual([ids.newsBlog]);
    expect(okResult(await post('/api/blog/get_blog_by_blog_type', { blogType: 'nope' }), BlogList)).toEqual([]);
    expect((await post('/api/blog/get_blog_by_blog_type', {})).json().message).toContain('blogType');
  });

  it('reads one blog with a sanitised body, and answers 404 for an unknown id', async () => {
    const blog = okResult<{ title: string; body: string }>(await post(`/api/blog/get_blog_by_blog_id/${ids.blog}`), BlogOne);
    expect(blog.title).toBe('Washing cotton');
    expect(blog.body).toContain('<h2>Wash cold</h2>');
    expect(blog.body).toContain('<em>inside out</em>');
    expect(blog.body).toContain('rel="noopener noreferrer"');
    expect(blog.body).not.toMatch(/script|iframe|onmouseover|style=|document\.cookie/i);
    const missing = await post('/api/blog/get_blog_by_blog_id/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: serverMessages.notFound });
    expect((await post('/api/blog/get_blog_by_blog_id/__proto__')).statusCode).toBe(404);
  });

  it("lists a blog's tags, and none for an unknown blog", async () => {
    const tags = okResult<Array<{ name: string }>>(await post(`/api/blog_tag/get_blog_tag_data_by_blog_id/${ids.blog}`), BlogTagList);
    expect(tags.map((x) => x.name)).toEqual(['Care', 'Cotton']);
    expect(okResult(await post(`/api/blog_tag/get_blog_tag_data_by_blog_id/${ids.oldBlog}`), BlogTagList)).toEqual([]);
    expect(okResult(await post('/api/blog_tag/get_blog_tag_data_by_blog_id/nope'), BlogTagList)).toEqual([]);
  });
});

describe('products (parent SKUs in the Product shape)', () => {
  it('lists every product, active or not, imported or added, with the spec fields and its create payload links (categoryId, productType)', async () => {
    const all = okResult<Array<Record<string, unknown>>>(await get('/api/product/get_product_all'), ProductList);
    expect(all.map((p) => p.code)).toEqual(['CT-1', 'CT-2', 'LN-1', 'P-100', 'P-200']);
    expect(Object.keys(all[0]).sort()).toEqual(
      ['_id', 'code', 'name', 'composition', 'construction', 'density', 'weaving', 'width', 'discription', 'url', 'categoryId', 'productType', 'design', 'version'].sort(),
    );
    // Its categories in the order chosen: the first is the parent SKU's Category ID.
    expect(all[4]).toMatchObject({ categoryId: ['LINEN', 'COTTON'], productType: [ids.trims] });
    expect(all[0]).toMatchObject({ categoryId: ['COTTON'], productType: [ids.fabrics] });
  });

  it("lists a category's active products by its public id or its _id", async () => {
    const byPublic = okResult<Array<{ code: string }>>(await post('/api/product/get_product_by_category_id/COTTON'), ProductList);
    expect(byPublic.map((p) => p.code)).toEqual(['CT-1', 'P-100', 'P-200']);
    const byId = okResult<Array<{ code: string }>>(await post(`/api/product/get_product_by_category_id/${ids.linenCategory}`), ProductList);
    expect(byId.map((p) => p.code)).toEqual(['LN-1', 'P-200']);
  });

  it("lists a product type's active products by its _id or its name", async () => {
    const byId = okResult<Array<{ code: string }>>(await post(`/api/product/get_product_by_product_type/${ids.fabrics}`), ProductList);
    expect(byId.map((p) => p.code)).toEqual(['CT-1', 'P-100']);
    const byName = okResult<Array<{ code: string }>>(await post('/api/product/get_product_by_product_type/FABRICS'), ProductList);
    expect(byName.map((p) => p.code)).toEqual(['CT-1', 'P-100']);
  });

  it('answers unknown ids with an empty result', async () => {
    for (const url of ['/api/product/get_product_by_category_id/NOPE', '/api/product/get_product_by_product_type/NOPE', '/api/product/get_product_by_category_id/constructor']) {
      const r = await post(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.json().result).toEqual([]);
    }
  });
});

describe('public reads', () => {
  it('need no token, and their POSTs still need the XSRF pair', async () => {
    const r = await t.call({ method: 'POST', url: '/api/slider/get_slider_data_by_status', payload: { status: true }, xsrf: false });
    expect(r.statusCode).toBe(403);
  });

  it('are cached, and an admin write drops the cache', async () => {
    const read = async () => (await post('/api/slider/get_slider_data_by_status', { status: true })).json().result.map((s: { title: string }) => s.title);
    expect(await read()).toEqual(['Linen week']);
    await insertSlider(t.app.db, { title: 'Denim days', url: '/uploads/s3.webp', isActived: true }, new Date(t.clock.now + 1000));
    expect(await read()).toEqual(['Linen week']);
    const token = await t.adminToken();
    const body = await multipart({ name: 'Canvas' }, { image: { name: 'c.png', type: 'image/png', data: await pngBytes() } });
    expect((await t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...body })).statusCode).toBe(201);
    expect(await read()).toEqual(['Linen week', 'Denim days']);
  });
});
