import { beforeAll, describe, expect, it } from 'vitest';
import { insertParentSkus } from '../../server/modules/productSku/queries.js';
import { renderHead } from '../../server/plugins/spa.js';
import { seedDemo } from '../../server/db/seed/index.js';
import { BACK_OFFICE_PRODUCT_CODES } from '../../server/db/seed/products.js';
import { useSharedTestApp } from '../helpers/app.js';

/**
 * The demo catalogue on an empty database (seeded once for the file), then what search engines see:
 * page heads, /sitemap.xml and /robots.txt.
 */
const PUBLIC_URL = 'https://shop.example.com';
/** Of CPU time (this process's, its image threads included): wall time measures the machine's other work too. */
const SEED_BUDGET_MS = 30_000;

const t = useSharedTestApp({ publicUrl: PUBLIC_URL });
let seedMs = 0;

beforeAll(async () => {
  const started = process.cpuUsage();
  await seedDemo(t.app);
  const used = process.cpuUsage(started);
  seedMs = (used.user + used.system) / 1000;
}, 120_000);

const get = (url: string) => t.call({ method: 'GET', url });
const post = (url: string, payload?: object) => t.call({ method: 'POST', url, ...(payload ? { payload } : {}) });

type Parent = { parentsSku: string; name: string; path: string; categoryId: string; composition: string; weaving: string; width: string; productType: string; discription: string };
type Sku = { sku: string; name: string; path: string; parentsSku: string; stock: number; marketPrices: number };

/** The active parent SKUs of the sheet seed (the products made as on the Product screen are checked apart). */
async function activeParents(): Promise<Parent[]> {
  return (await activeFabrics()).filter((p) => !BACK_OFFICE_PRODUCT_CODES.includes(p.parentsSku));
}

async function activeFabrics(): Promise<Parent[]> {
  const r = await post('/api/product_sku/get_product_parents_sku_data_by_product_type_actived', { productType: 'FABRICS', isActived: true });
  return r.json().result;
}

/** The content of `<meta property|name="key" content="…">` in a page. */
function meta(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return m?.[1];
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('demo seed', () => {
  it('runs on an empty database within its time budget', () => {
    expect(seedMs).toBeLessThan(SEED_BUDGET_MS);
  });

  it('makes the six categories, all active as SKU categories', async () => {
    const categories = (await get('/api/category/get_category_all')).json().result;
    expect(categories.map((c: { categoryId: string }) => c.categoryId).sort()).toEqual(['CANVAS', 'COTTON', 'DENIM', 'FASHION', 'LINEN', 'UNIFORM']);
    const active = (await post('/api/product_sku/get_product_category_data_actived', { isActived: true })).json().result;
    expect(active.map((c: { categoryId: string }) => c.categoryId).sort()).toEqual(['CANVAS', 'COTTON', 'DENIM', 'FASHION', 'LINEN', 'UNIFORM']);
  });

  it('makes about two dozen active parent SKUs across every category, described in HTML', async () => {
    const parents = await activeParents();
    expect(parents.length).toBeGreaterThanOrEqual(20);
    expect(parents.length).toBeLessThanOrEqual(30);
    for (const categoryId of ['CANVAS', 'COTTON', 'DENIM', 'FASHION', 'LINEN', 'UNIFORM']) {
      const r = await post('/api/product_sku/get_product_parents_sku_data_by_category_id_actived', { categoryId, isActived: true });
      expect(r.json().result.length, categoryId).toBeGreaterThanOrEqual(3);
    }
    for (const p of parents) {
      expect(p.parentsSku).toMatch(/^[A-Z]{2}-[A-Z0-9]+-\d{3}$/);
      expect(p.composition).toMatch(/\d+% \w+/);
      expect(['Plain', 'Twill', 'Oxford', 'Canvas', 'Satin', 'Dobby']).toContain(p.weaving);
      expect(p.width).toMatch(/^\d+"\/\d+"$/);
      expect(p.productType).toBe('FABRICS');
      expect(p.discription).toMatch(/^<p>.*<ul><li>/);
      expect(p.path).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    }
  });

  it('gives each parent 6 to 12 colour SKUs with swatch pictures, shared per colour and weave, each priced (the price kept out of the public answer)', async () => {
    const parents = await activeParents();
    const paths = new Set<string>();
    const codes = new Set<string>();
    let count = 0;
    for (const p of parents) {
      const skus: Sku[] = (await post('/api/product_sku/get_product_sku_data_by_parents_sku_actived', { parentsSku: p.parentsSku, isActived: true })).json().result;
      expect(skus.length, p.parentsSku).toBeGreaterThanOrEqual(6);
      expect(skus.length, p.parentsSku).toBeLessThanOrEqual(12);
      for (const s of skus) {
        expect(s.sku).toMatch(new RegExp(`^${p.parentsSku}-[A-Z]{3}$`));
        expect(s.name).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)?$/);
        expect(s.stock).toBeGreaterThanOrEqual(0);
        // Priced, but the shop hides prices until it chooses to show them: no price in the public answer.
        expect(s).not.toHaveProperty('marketPrices');
        codes.add(s.sku);
        paths.add(s.path);
        count++;
      }
    }
    expect(count).toBeGreaterThan(150);
    expect(paths.size).toBeLessThan(count / 2);
    const admin = await t.adminToken('seed-prices@test.local');
    const priced = (await t.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_all', token: admin, payload: { perPage: 1000 } })).json().result as Sku[];
    for (const s of priced.filter((x) => codes.has(x.sku))) expect(s.marketPrices, s.sku).toBeGreaterThan(0);
    expect(priced.filter((x) => codes.has(x.sku))).toHaveLength(count);
    const image = await get([...paths][0]);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await get([...paths][0].replace('.webp', '-w400.webp'))).statusCode).toBe(200);
  });

  it('shows the products made on the Product screen in the same catalogue, each with its colours and picture', async () => {
    const shown = (await activeFabrics()).filter((p) => BACK_OFFICE_PRODUCT_CODES.includes(p.parentsSku));
    expect(shown.map((p) => p.parentsSku).sort()).toEqual([...BACK_OFFICE_PRODUCT_CODES].sort());
    for (const p of shown) {
      expect(p.path).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
      const skus: Sku[] = (await post('/api/product_sku/get_product_sku_data_by_parents_sku_actived', { parentsSku: p.parentsSku, isActived: true })).json().result;
      expect(skus.length, p.parentsSku).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps a discontinued parent SKU and switched-off colours out of the public lists', async () => {
    const parents = await activeParents();
    expect(parents.map((p) => p.parentsSku)).not.toContain('CT-VOI-199');
    const stored = (await post('/api/product_sku/get_product_parents_sku_data_by_parents_sku', { parentsSku: 'CT-VOI-199' })).json().result;
    expect(stored).toHaveLength(1);
    const colours: Sku[] = (await post('/api/product_sku/get_product_sku_data_by_parents_sku_actived', { parentsSku: 'CT-POP-110', isActived: true })).json().result;
    expect(colours.map((s) => s.sku)).toContain('CT-POP-110-NVY');
    expect(colours.map((s) => s.sku)).not.toContain('CT-POP-110-LIL');
  });

  it('makes product types incl. FABRICS, three captioned slides, two blog types with six tagged posts, a company record and legacy products', async () => {
    const types = (await get('/api/product_type/get_product_type_all')).json().result;
    expect(types.find((x: { name: string }) => x.name === 'FABRICS')?.url).toMatch(/^\/uploads\//);

    const slides = (await post('/api/slider/get_slider_data_by_status', { status: true })).json().result;
    expect(slides).toHaveLength(3);
    for (const s of slides) expect(s.title.length).toBeGreaterThan(10);

    expect((await get('/api/blog_type/get_blog_type_all')).json().result).toHaveLength(2);
    const blogs = (await get('/api/blog/get_blog_all')).json().result;
    expect(blogs).toHaveLength(6);
    for (const b of blogs) {
      expect(b.blogTagId.length).toBeGreaterThanOrEqual(1);
      expect(b.body).toMatch(/^<(p|h2)>/);
      const tags = (await post(`/api/blog_tag/get_blog_tag_data_by_blog_id/${b._id}`)).json().result;
      expect(tags.map((x: { _id: string }) => x._id).sort()).toEqual([...b.blogTagId].sort());
    }

    const [company] = (await get('/api/contact_us/get_contact_us_data_all')).json().result;
    expect(company.address).toContain('Bangkok');
    expect(company.telephone).toBeTruthy();
    expect(company.email).toMatch(/@/);
    expect(company.webSite).toMatch(/^https:\/\//);
    expect(company.facebook.facebookPageLink).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(company.lineOfficial.lineLink).toMatch(/^https:\/\/line\.me\//);
    expect(company.lazada.lazadaShopLink).toMatch(/^https:\/\/www\.lazada\.co\.th\//);
    expect(company.shopee.shopeeShopLink).toMatch(/^https:\/\/shopee\.co\.th\//);
    expect(company.tiktok.tiktokShopLink).toMatch(/^https:\/\/www\.tiktok\.com\//);

    expect((await get('/api/product/get_product_all')).json().result.length).toBeGreaterThanOrEqual(3);
    expect((await post('/api/product/get_product_by_product_type/FABRICS')).json().result.length).toBeGreaterThanOrEqual(3);
  });

  it('adds nothing when run a second time', async () => {
    const before = (await activeParents()).length;
    await seedDemo(t.app);
    expect((await activeParents()).length).toBe(before);
    expect((await get('/api/blog/get_blog_all')).json().result).toHaveLength(6);
    expect((await get('/api/category/get_category_all')).json().result).toHaveLength(6);
  });
});

describe('page heads', () => {
  it("puts the parent SKU's name in the title, description, canonical and Open Graph tags of /sub_product/X", async () => {
    const r = await get('/sub_product/DN-12OZ-301');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    const html = r.body;
    expect(titleOf(html)).toBe('Denim 12 oz (DN-12OZ-301) | Selvedge');
    expect(meta(html, 'og:title')).toBe('Denim 12 oz (DN-12OZ-301) | Selvedge');
    expect(meta(html, 'description')).toMatch(/^100% Cotton, Twill, width 58&quot;\/60&quot;\. 6 colours\. A classic/);
    expect(meta(html, 'description')!.length).toBeLessThanOrEqual(170);
    expect(canonicalOf(html)).toBe(`${PUBLIC_URL}/sub_product/DN-12OZ-301`);
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/sub_product/DN-12OZ-301`);
    const parent = (await post('/api/product_sku/get_product_parents_sku_data_by_parents_sku', { parentsSku: 'DN-12OZ-301' })).json().result[0];
    expect(meta(html, 'og:image')).toBe(PUBLIC_URL + parent.path);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('escapes record text in the head', async () => {
    await insertParentSkus(
      t.app.db,
      [{ parentsSku: 'XX-EVIL-999', name: `</title><script>alert(1)</script> $& $' "q"`, path: '', width: '', composition: '', weaving: '', discription: '', productType: 'FABRICS', categoryId: 'COTTON', isActived: true }],
      new Date(t.clock.now),
    );
    t.app.publicCache.clear();
    const html = (await get('/sub_product/XX-EVIL-999')).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(titleOf(html)).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#39; &quot;q&quot; (XX-EVIL-999) | Selvedge');
  });

  it('describes the home page, category and product-type lists, the blog and a blog post', async () => {
    const home = (await get('/')).body;
    expect(titleOf(home)).toContain('Selvedge');
    expect(canonicalOf(home)).toBe(`${PUBLIC_URL}/`);
    expect(meta(home, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/`));
    expect(meta(home, 'description')).toContain('denim');

    const denim = (await get('/product/CATEGORY/DENIM')).body;
    expect(titleOf(denim)).toBe('Denim fabrics | Selvedge');
    expect(meta(denim, 'description')).toContain('Selvedge Denim 14 oz');
    expect(canonicalOf(denim)).toBe(`${PUBLIC_URL}/product/CATEGORY/DENIM`);
    expect(canonicalOf((await get('/product/category/DENIM')).body)).toBe(`${PUBLIC_URL}/product/CATEGORY/DENIM`);

    const fabrics = (await get('/product/PRODUCTTYPE/FABRICS')).body;
    expect(titleOf(fabrics)).toBe('FABRICS | Selvedge');
    expect(meta(fabrics, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/`));

    const blog = (await get('/blog')).body;
    expect(titleOf(blog)).toBe('Blog | Selvedge');
    const [post1] = (await get('/api/blog/get_blog_all')).json().result;
    const detail = (await get(`/blogdetail/${post1._id}`)).body;
    expect(titleOf(detail)).toBe(`${post1.title} | Selvedge`);
    expect(meta(detail, 'description')).toBe(post1.subTitle);
    expect(meta(detail, 'og:image')).toBe(PUBLIC_URL + post1.url);
    expect(canonicalOf(detail)).toBe(`${PUBLIC_URL}/blogdetail/${post1._id}`);
  });

  it('answers 404 with the not-found head for unknown parent SKUs, blog posts and categories (and switched-off ones)', async () => {
    for (const url of ['/sub_product/NOPE', '/blogdetail/nope', '/product/CATEGORY/NOPE', '/product/category/NOPE', '/product/CATEGORY/CLEARANCE', '/no/such/page']) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.headers['content-type'], url).toContain('text/html');
      expect(titleOf(r.body), url).toBe('Page Not Found 404 | Selvedge');
      expect(canonicalOf(r.body), url).toBeUndefined();
      expect(meta(r.body, 'og:url'), url).toBeUndefined();
    }
    // The same pages of records that exist answer 200.
    const [post1] = (await get('/api/blog/get_blog_all')).json().result;
    for (const url of ['/sub_product/DN-12OZ-301', `/blogdetail/${post1._id}`, '/product/CATEGORY/DENIM', '/product/PRODUCTTYPE/FABRICS']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('keeps the default head for pages without a head of their own', async () => {
    // The member's and admin's own pages get a plain noindex head (tests/api/private-heads.test.ts).
    for (const url of ['/member_login']) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(200);
      expect(titleOf(r.body), url).toBe('Selvedge');
      expect(canonicalOf(r.body), url).toBeUndefined();
    }
    expect((await get('/sub_product/%E0%A4%A')).statusCode).toBe(400);
  });

  it('renders into a built index.html, replacing its title and description', () => {
    const built = '<!doctype html>\n<html><head>\n    <meta charset="UTF-8" />\n    <title>Old</title>\n    <meta name="description" content="old" />\n  </head><body></body></html>';
    const html = renderHead(built, { title: 'New', description: 'Fresh', canonicalPath: '/x', image: '/uploads/a.webp' }, PUBLIC_URL);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(titleOf(html)).toBe('New');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/uploads/a.webp`);
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('sitemap and robots', () => {
  it('lists the fixed pages, every active category, parent SKU and blog page with absolute URLs', async () => {
    const r = await get('/sitemap.xml');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/xml');
    const locs = [...r.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/category', '/blog', '/contact', '/about_us', '/product/PRODUCTTYPE/FABRICS']) expect(locs).toContain(PUBLIC_URL + path);
    for (const c of ['CANVAS', 'COTTON', 'DENIM', 'FASHION', 'LINEN', 'UNIFORM']) expect(locs).toContain(`${PUBLIC_URL}/product/CATEGORY/${c}`);
    for (const p of await activeParents()) expect(locs).toContain(`${PUBLIC_URL}/sub_product/${p.parentsSku}`);
    for (const b of (await get('/api/blog/get_blog_all')).json().result) expect(locs).toContain(`${PUBLIC_URL}/blogdetail/${b._id}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/sub_product/CT-VOI-199`);
    expect(locs).not.toContain(`${PUBLIC_URL}/product/CATEGORY/CLEARANCE`);
    expect(locs.every((l) => l.startsWith(PUBLIC_URL))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('allows crawling the shop, keeps crawlers out of admin, member and API paths, and names the sitemap', async () => {
    const r = await get('/robots.txt');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/plain');
    const lines = r.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /member_');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
