import type { FastifyInstance } from 'fastify';
import { seoTexts } from '../../../src/contract/seoTexts.js';
import { seoTextsTh } from '../../../src/contract/th/seo.js';
import { searchCatalogue } from '../search/reads.js';
import { notFoundHeadIn, pageLocale, withLocale, type PageHead } from '../../plugins/spa.js';
import { plainText } from '../../plugins/html.js';
import { activeCategories, categoryIndex } from '../category/reads.js';
import { blogIndex } from '../blog/reads.js';
import { allContactUs } from '../contactUs/reads.js';
import { allProductTypes } from '../productType/reads.js';
import { activeSkusByParent, parentSkuIndex } from '../productSku/reads.js';
import { activeSliders } from '../slider/reads.js';

const SITE = 'Selvedge';
const DESCRIPTION_MAX = 160;

/** Pages with no record behind them, listed in the sitemap. */
const STATIC_PAGES = ['/', '/category', '/blog', '/contact', '/about_us'] as const;

/** Paths a crawler has no business in: the back-office, member pages and the API. */
const ROBOTS_DISALLOW = ['/admin', '/member_', '/api/'] as const;

/** Cuts text to a meta-description length at a word boundary. */
function clip(text: string, max = DESCRIPTION_MAX): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '') + '…';
}

const seg = (s: string) => encodeURIComponent(s);

function decodeSegments(path: string): string[] | null {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * The head of a public page from its path; null for paths that have no page of their own, the
 * not-found head (HTTP 404) for a record page whose parent SKU, blog post or category does not exist.
 */
async function resolveHead(app: FastifyInstance, path: string, query: URLSearchParams): Promise<PageHead | null> {
  const parts = decodeSegments(path);
  if (!parts) return null;
  // The page's language (issue 19): `?lang=th` is the Thai page, else English.
  const locale = pageLocale(query);
  const texts = locale === 'th' ? seoTextsTh : seoTexts;
  const notFoundHead = notFoundHeadIn(locale);
  const [first, second, third] = parts;

  if (parts.length === 0) {
    const [categories, sliders] = await Promise.all([activeCategories(app), activeSliders(app)]);
    const names = categories.map((c) => c.name);
    return {
      title: texts.homeTitle(SITE),
      description: clip(texts.homeDescription(names)),
      canonicalPath: '/',
      image: sliders[0]?.url,
      // The Thai intro on fabric types.
      preloadFonts: true,
    };
  }

  if (first === 'category' && parts.length === 1) {
    const categories = await activeCategories(app);
    return {
      title: `${texts.categoriesTitle} | ${SITE}`,
      description: clip(texts.categoriesDescription(categories.map((c) => c.name))),
      canonicalPath: '/category',
      image: categories[0]?.url,
    };
  }

  if (first === 'search' && parts.length === 1) {
    // Issue 18 §1: an empty search (no words, or nothing found) is not a page to index.
    const q = (query.get('q') ?? '').trim().slice(0, 200);
    if (!q) return { title: `${texts.searchEmptyTitle} | ${SITE}`, description: texts.searchEmptyDescription, noindex: true };
    const found = (await searchCatalogue(app, q, 1)).result;
    const top = found.parents[0] ?? found.skus[0];
    return {
      title: `${texts.searchTitle(q, found.total)} | ${SITE}`,
      description: clip(texts.searchDescription(q, top?.name)),
      canonicalPath: `/search?q=${encodeURIComponent(q)}`,
      image: top?.path || undefined,
      noindex: found.total === 0,
      preloadFonts: true,
    };
  }

  if (first === 'product' && second && parts.length <= 3) {
    // /product/{type}/{id}; a lone segment is a category id (CATEGORY is the default type).
    const type = third ? second.toUpperCase() : 'CATEGORY';
    const id = third ?? second;
    const index = await parentSkuIndex(app);
    if (type === 'PRODUCTTYPE') {
      const parents = index.activeByType.get(id.toUpperCase());
      const productType = (await allProductTypes(app)).find((t) => t.name.toUpperCase() === id.toUpperCase());
      if (!parents && !productType) return null;
      const label = productType?.name ?? id;
      return {
        title: `${label} | ${SITE}`,
        description: clip(texts.productTypeDescription(label, (parents ?? []).map((p) => p.name))),
        canonicalPath: `/product/PRODUCTTYPE/${seg(label)}`,
        image: productType?.url || parents?.[0]?.path || undefined,
      };
    }
    // One record per category (migration 008): a category switched off has no page of its own.
    const category = (await categoryIndex(app)).active.find((c) => c.categoryId === id);
    if (!category) return notFoundHead;
    const parents = index.activeByCategory.get(id) ?? [];
    return {
      title: `${texts.categoryTitle(category.name)} | ${SITE}`,
      description: clip(texts.categoryDescription(category.discription, parents.map((p) => p.name))),
      canonicalPath: `/product/CATEGORY/${seg(id)}`,
      image: category.url || parents[0]?.path || undefined,
    };
  }

  if (first === 'sub_product' && second && parts.length === 2) {
    const parent = (await parentSkuIndex(app)).byCode.get(second);
    if (!parent) return notFoundHead;
    if (!parent.isActived) {
      // A discontinued fabric reached through an old link: the page says so, crawlers get a 404.
      return {
        title: `${texts.discontinuedTitle(parent.name, parent.parentsSku)} | ${SITE}`,
        description: clip(texts.discontinuedDescription(parent.name)),
        canonicalPath: `/sub_product/${seg(parent.parentsSku)}`,
        status: 404,
      };
    }
    const colours = (await activeSkusByParent(app)).get(parent.parentsSku) ?? [];
    const facts = [parent.composition, parent.weaving, parent.width && texts.width(parent.width)].filter(Boolean).join(', ');
    return {
      title: `${parent.name} (${parent.parentsSku}) | ${SITE}`,
      description: clip(`${facts}. ${texts.colours(colours.length)} ${plainText(parent.discription)}`),
      canonicalPath: `/sub_product/${seg(parent.parentsSku)}`,
      image: parent.path || colours[0]?.path || undefined,
    };
  }

  if (first === 'blog' && parts.length === 1) {
    const { all } = await blogIndex(app);
    return {
      title: `${texts.blogTitle} | ${SITE}`,
      description: clip(texts.blogDescription(all.map((b) => b.title))),
      canonicalPath: '/blog',
      image: all[0]?.url || undefined,
    };
  }

  if (first === 'blogdetail' && second && parts.length === 2) {
    const blog = (await blogIndex(app)).byId.get(second);
    if (!blog) return notFoundHead;
    return {
      title: `${blog.title} | ${SITE}`,
      description: clip(blog.subTitle || plainText(blog.body)),
      canonicalPath: `/blogdetail/${seg(blog._id)}`,
      image: blog.url || undefined,
    };
  }

  if (first === 'contact' && parts.length === 1) {
    const company = (await allContactUs(app))[0];
    return {
      title: `${texts.contactTitle} | ${SITE}`,
      description: clip(texts.contactDescription(company)),
      canonicalPath: '/contact',
      image: company?.url || undefined,
    };
  }

  if (first === 'about_us' && parts.length === 1) {
    return {
      title: `${texts.aboutTitle} | ${SITE}`,
      description: texts.aboutDescription,
      canonicalPath: '/about_us',
      preloadFonts: true,
    };
  }
  return null;
}

const xml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

/** Every public page a search engine should index, with absolute URLs. */
async function buildSitemap(app: FastifyInstance): Promise<string> {
  const base = app.config.publicUrl;
  const [categories, parents, blogs] = await Promise.all([activeCategories(app), parentSkuIndex(app), blogIndex(app)]);
  const entries: Array<{ path: string; lastmod?: string }> = [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...categories.map((c) => ({ path: `/product/CATEGORY/${seg(c.categoryId)}` })),
    ...[...parents.activeByType.keys()].map((t) => ({ path: `/product/PRODUCTTYPE/${seg(t)}` })),
    ...parents.active.map((p) => ({ path: `/sub_product/${seg(p.parentsSku)}`, lastmod: p.createAt })),
    ...blogs.all.map((b) => ({ path: `/blogdetail/${seg(b._id)}`, lastmod: b.modifyAt })),
  ];
  // Each page in both languages (issue 19), each naming the other as its alternate (hreflang).
  const urls = entries.flatMap((e) => {
    const en = base + e.path;
    const th = base + withLocale(e.path, 'th');
    const lastmod = e.lastmod ? `<lastmod>${xml(e.lastmod.slice(0, 10))}</lastmod>` : '';
    const alternates = [`<xhtml:link rel="alternate" hreflang="en" href="${xml(en)}"/>`, `<xhtml:link rel="alternate" hreflang="th" href="${xml(th)}"/>`, `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(en)}"/>`].join('');
    return [en, th].map((loc) => `  <url><loc>${xml(loc)}</loc>${lastmod}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

function buildRobots(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/**
 * Search-engine support outside /api: the head of each public page (through the SPA's head
 * resolvers), /sitemap.xml and /robots.txt. Registered after the spa plugin, whose resolver hook it uses.
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  app.spa.addHeadResolver(async (path, query) => {
    try {
      return await resolveHead(app, path, query);
    } catch (err) {
      // A page must still load when its head cannot be built; it falls back to the default head.
      app.log.error({ err, path }, 'page head failed');
      return null;
    }
  });

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=300')
      .type('application/xml; charset=utf-8')
      .send(await app.publicCache.get('seo:sitemap', () => buildSitemap(app))),
  );

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(buildRobots(app.config.publicUrl)),
  );
}
