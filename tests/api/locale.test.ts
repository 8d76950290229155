import { beforeAll, describe, expect, it } from 'vitest';
import { seoTexts } from '../../src/contract/seoTexts.js';
import { seoTextsTh } from '../../src/contract/th/seo.js';
import { specTextsTh } from '../../src/contract/th/texts.js';
import { serverMessages } from '../../src/messages.js';
import { seedDemo } from '../../server/db/seed/index.js';
import { post, registerMember } from '../helpers/accounts.js';
import { useSharedTestApp } from '../helpers/app.js';

/**
 * Issue 19 on the server: each public page in English and at `?lang=th` in Thai, with its head
 * (title, description, Open Graph, canonical) in that language, `<html lang>`, the hreflang alternates,
 * both in the sitemap; and a member's chosen language kept on the account (SQLite and PostgreSQL).
 */
const PUBLIC_URL = 'https://shop.example.com';
const t = useSharedTestApp({ publicUrl: PUBLIC_URL });

beforeAll(async () => {
  await seedDemo(t.app);
}, 120_000);

const get = (url: string) => t.call({ method: 'GET', url });
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const linkOf = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`).exec(html)?.[1];
const htmlLang = (html: string) => /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];

describe('public pages per language', () => {
  it('answers each page in English by default and in Thai at ?lang=th, head and <html lang> included', async () => {
    const pages: Array<[string, string, string]> = [
      ['/about_us', `${seoTexts.aboutTitle} | Selvedge`, `${seoTextsTh.aboutTitle} | Selvedge`],
      ['/blog', `${seoTexts.blogTitle} | Selvedge`, `${seoTextsTh.blogTitle} | Selvedge`],
      ['/contact', `${seoTexts.contactTitle} | Selvedge`, `${seoTextsTh.contactTitle} | Selvedge`],
      ['/category', `${seoTexts.categoriesTitle} | Selvedge`, `${seoTextsTh.categoriesTitle} | Selvedge`],
      ['/', seoTexts.homeTitle('Selvedge'), seoTextsTh.homeTitle('Selvedge')],
    ];
    for (const [path, en, th] of pages) {
      const english = (await get(path)).body;
      expect(htmlLang(english), path).toBe('en');
      expect(titleOf(english), path).toBe(en);
      expect(meta(english, 'og:title'), path).toBe(en);
      expect(meta(english, 'og:locale'), path).toBe('en_US');
      expect(linkOf(english, 'canonical'), path).toBe(PUBLIC_URL + path);

      const r = await get(`${path}?lang=th`);
      expect(r.statusCode, path).toBe(200);
      const thai = r.body;
      expect(htmlLang(thai), path).toBe('th');
      expect(titleOf(thai), path).toBe(th);
      expect(meta(thai, 'og:title'), path).toBe(th);
      expect(meta(thai, 'og:locale'), path).toBe('th_TH');
      expect(meta(thai, 'description'), path).toMatch(/[\u0E00-\u0E7F]/);
      expect(meta(thai, 'og:description'), path).toBe(meta(thai, 'description'));
      expect(linkOf(thai, 'canonical'), path).toBe(`${PUBLIC_URL}${path}?lang=th`);
      expect(meta(thai, 'og:url'), path).toBe(`${PUBLIC_URL}${path}?lang=th`);
      for (const html of [english, thai]) {
        expect(linkOf(html, 'alternate', 'en'), path).toBe(PUBLIC_URL + path);
        expect(linkOf(html, 'alternate', 'th'), path).toBe(`${PUBLIC_URL}${path}?lang=th`);
        expect(linkOf(html, 'alternate', 'x-default'), path).toBe(PUBLIC_URL + path);
      }
    }
  });

  it('says a page without a head of its own is Thai, and gives the not-found page in Thai', async () => {
    expect(htmlLang((await get('/member_login?lang=th')).body)).toBe('th');
    expect(htmlLang((await get('/member_login')).body)).toBe('en');
    const missing = await get('/no_such_page?lang=th');
    expect(missing.statusCode).toBe(404);
    expect(titleOf(missing.body)).toBe(`${specTextsTh.pageNotFound} | Selvedge`);
    expect(htmlLang(missing.body)).toBe('th');
  });

  it('lists every page in the sitemap in both languages, each naming the other', async () => {
    const body = (await get('/sitemap.xml')).body;
    const locs = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/category', '/blog', '/contact', '/about_us']) {
      expect(locs).toContain(PUBLIC_URL + path);
      expect(locs).toContain(`${PUBLIC_URL}${path}?lang=th`);
    }
    expect(locs.filter((l) => l.endsWith('?lang=th'))).toHaveLength(locs.length / 2);
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const contact = body.split('\n').filter((l) => l.includes('/contact'));
    expect(contact).toHaveLength(2);
    for (const line of contact) {
      expect(line).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/contact"/>`);
      expect(line).toContain(`<xhtml:link rel="alternate" hreflang="th" href="${PUBLIC_URL}/contact?lang=th"/>`);
      expect(line).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/contact"/>`);
    }
  });
});

describe("a member's language", () => {
  it('is kept on the account when the member chooses one, and answered at the next sign-in', async () => {
    const m = await registerMember(t, { email: 'locale.member@test.local', mobile: '0811112222' });
    const before = await post(t, '/api/member/member_login', { email: m.email, password: m.password });
    expect(before.json()).not.toHaveProperty('locale');

    const set = await post(t, '/api/member/member_locale', { locale: 'th' }, m.token);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ message: serverMessages.ok });
    const row = await t.app.db.selectFrom('members').select('locale').where('email', '=', m.email).executeTakeFirstOrThrow();
    expect(row.locale).toBe('th');

    const after = await post(t, '/api/member/member_login', { email: m.email, password: m.password });
    expect(after.json().locale).toBe('th');
    await post(t, '/api/member/member_locale', { locale: 'en' }, m.token);
    expect((await post(t, '/api/member/member_login', { email: m.email, password: m.password })).json().locale).toBe('en');
  });

  it('refuses a language the site has not (400) and a call without the member token (401)', async () => {
    const m = await registerMember(t, { email: 'locale.other@test.local', mobile: '0811113333' });
    expect((await post(t, '/api/member/member_locale', { locale: 'fr' }, m.token)).statusCode).toBe(400);
    expect((await post(t, '/api/member/member_locale', { locale: 'th' })).statusCode).toBe(401);
  });
});
