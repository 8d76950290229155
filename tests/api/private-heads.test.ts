import { describe, expect, it } from 'vitest';
import { privatePageTexts } from '../../src/contract/texts.js';
import { privatePageTextsTh } from '../../src/contract/th/texts.js';
import { useSharedTestApp } from '../helpers/app.js';

/**
 * Issue 19: a member's or an admin's page has no public head, so before the app runs its tab showed
 * index.html's storefront title. The server now gives it a plain title in the page's language
 * (`?lang=th`, as the public pages decide it) and asks search engines not to index it.
 */
const t = useSharedTestApp();
const page = async (url: string) => {
  const r = await t.call({ method: 'GET', url, xsrf: false });
  expect(r.statusCode, url).toBe(200);
  return r.body;
};
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const unescape = (s: string | undefined) => s?.replace(/&#39;/g, "'").replace(/&amp;/g, '&');

describe('the head of the member and admin pages', () => {
  it.each([
    ['English', '', privatePageTexts, 'en'],
    ['Thai', '?lang=th', privatePageTextsTh, 'th'],
  ])('%s: a plain title and description in the language, noindex, no canonical', async (_name, query, texts, lang) => {
    for (const [url, title, description] of [
      [`/member_profile${query}`, texts.memberTitle, texts.memberDescription],
      [`/admin${query}`, texts.adminTitle, texts.adminDescription],
      [`/admin_activity${query}`, texts.adminTitle, texts.adminDescription],
      [`/admin_product_type/create${query}`, texts.adminTitle, texts.adminDescription],
    ]) {
      const html = await page(url!);
      expect(unescape(titleOf(html)), url).toBe(title);
      expect(unescape(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]), url).toBe(description);
      expect(html, url).toContain('<meta name="robots" content="noindex" />');
      expect(html, url).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
      expect(html, url).not.toContain('rel="canonical"');
    }
  });

  it('leaves the public pages their own heads (indexed)', async () => {
    const html = await page('/contact');
    expect(titleOf(html)).not.toBe(privatePageTexts.adminTitle);
    expect(titleOf(html)).not.toBe(privatePageTexts.memberTitle);
    expect(html).not.toContain('<meta name="robots" content="noindex" />');
  });
});
