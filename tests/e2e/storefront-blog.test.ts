import { beforeAll, describe, expect, it } from 'vitest';
import type { Blog, BlogTag, BlogType } from '../../src/contract/blog.js';
import { pageTexts } from '../../src/store/pageTexts.js';
import { DESKTOP, e2eServer, PHONE, useBrowser } from '../helpers/browser.js';
import { apiCall, openPage, type Viewport } from '../helpers/storefront.js';

const { baseURL } = e2eServer();
const browser = useBrowser();
let types: BlogType[];
let secondTypeBlogs: Blog[];
beforeAll(async () => {
  types = await apiCall<BlogType[]>(baseURL, '/blog_type/get_blog_type_all');
  secondTypeBlogs = await apiCall<Blog[]>(baseURL, '/blog/get_blog_by_blog_type', { blogType: types[1]._id });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as Array<[string, Viewport]>)('blog on a %s', (_, viewport) => {
  it('switches tabs, opens an article with its times, body and tags, and comes back to the same tab', async () => {
    expect(types.length).toBeGreaterThanOrEqual(2);
    const { context, page, errors } = await openPage(browser(), viewport);
    await page.goto(`${baseURL}/blog`);
    const tabs = page.getByRole('tablist', { name: pageTexts.blogTypes });
    const first = tabs.getByRole('tab', { name: types[0].name });
    const second = tabs.getByRole('tab', { name: types[1].name });
    await tabs.getByRole('tab', { name: types[0].name, selected: true }).waitFor();
    expect(await second.getAttribute('aria-selected')).toBe('false');

    await second.click();
    // The tab is kept in the URL; the router applies it as a transition, so wait for it.
    await tabs.getByRole('tab', { name: types[1].name, selected: true }).waitFor();
    expect(await first.getAttribute('aria-selected')).toBe('false');
    const panel = page.getByRole('tabpanel', { name: types[1].name });
    const post = secondTypeBlogs[0];
    const card = panel.getByRole('link', { name: new RegExp(post.title) });
    await card.waitFor();
    await expect.poll(() => panel.getByRole('link').count()).toBe(secondTypeBlogs.length);
    await card.click();

    await page.waitForURL(`${baseURL}/blogdetail/${post._id}`);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    await expect.poll(() => page.title()).toBe(`${post.title} | Selvedge`);
    await page.getByText(post.subTitle, { exact: true }).waitFor();
    const published = page.locator('article time').first();
    expect(await published.getAttribute('datetime')).toBe(new Date(post.createAt).toISOString());
    await page.getByText(new RegExp(`^${pageTexts.created}:`)).waitFor();
    const tags = await apiCall<BlogTag[]>(baseURL, `/blog_tag/get_blog_tag_data_by_blog_id/${post._id}`, {});
    const tagList = page.getByRole('region', { name: pageTexts.tags });
    for (const t of tags) await tagList.getByText(t.name, { exact: true }).waitFor();
    // The sanitised body keeps its links (here, to our own fabric pages) and nothing executable.
    expect(await page.locator('article script').count()).toBe(0);
    const internal = page.locator('article a[href^="/sub_product/"]').first();
    if (await internal.count()) {
      const href = (await internal.getAttribute('href'))!;
      await internal.click();
      await page.waitForURL(`${baseURL}${href}`);
      await page.goBack();
      await page.waitForURL(`${baseURL}/blogdetail/${post._id}`);
    }

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/blog\?type=/);
    await page.getByRole('tab', { name: types[1].name, selected: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
