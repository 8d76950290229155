import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { BlogRecord } from './calls';
import { messages, serverMessages } from '../../messages';
import { blogTexts, listFilterTexts, orderTexts, skuAdminTexts } from '../texts';
import { placed } from '../common/DisplayOrder';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import blog from './index';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const post = (title: string, over: Partial<BlogRecord> = {}): BlogRecord => ({
  id: title, _id: title, title, subTitle: `${title} sub`, url: `/uploads/${title.length}.webp`,
  body: '<h2>Start</h2><p>Wash <strong>cold</strong>, dry flat.</p><ul><li>No bleach</li></ul>',
  createAt: '2026-01-01T00:00:00.000Z', modifyAt: '2026-01-01T00:00:00.000Z', blogTagId: ['t1'], blogTypeId: ['y1'], blogTypeIds: ['y1'], ...over,
});
const others = () => ({
  admin_blog_tag: memoryCalls([{ id: 't1', _id: 't1', name: 'Cotton' }, { id: 't2', _id: 't2', name: 'Care' }]),
  admin_blog_type: memoryCalls([{ id: 'y1', _id: 'y1', name: 'Guide', url: '' }, { id: 'y2', _id: 'y2', name: 'News', url: '' }]),
});

/** Writes HTML into the Body editor as a paste would (jsdom has no layout for typing into ProseMirror). */
async function writeBody(dialog: HTMLElement, html: string) {
  const editor = (await within(dialog).findByRole('textbox', { name: blogTexts.bodyLabel })) as HTMLElement & { editor: { commands: { setContent: (h: string, o: object) => void } } };
  await act(async () => editor.editor.commands.setContent(html, { emitUpdate: true }));
}
async function choose(dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

describe('Blog screen', () => {
  it("lists posts in the blog's order (the server's: a new post leads) under Order, IMAGE, TITLE, SUB TITLE, BODY (a plain-text excerpt), EDIT, DELETE; loads tags and types on entry", async () => {
    const o = others();
    const tagList = vi.spyOn(o.admin_blog_tag, 'list');
    const typeList = vi.spyOn(o.admin_blog_type, 'list');
    const long = `<p>${'word '.repeat(60)}</p><script>alert(1)</script>`;
    renderResource(blog, memoryCalls(placed([post('Newer', { createAt: '2026-02-01T00:00:00.000Z', body: long }), post('Older')]), ['title', 'subTitle']), o);
    const table = await screen.findByRole('table', { name: blogTexts.blogsCaption });
    for (const h of [orderTexts.column, blogTexts.image, blogTexts.title, blogTexts.subTitle, blogTexts.body, blogTexts.edit, blogTexts.delete]) {
      expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    await within(table).findByText('Older');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Newer');
    expect(within(rows[1]).getByText('Start Wash cold, dry flat. No bleach')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('img', { name: 'Older' })).toBeInTheDocument();
    expect(rows[1].querySelector('strong, h2, li')).toBeNull();
    const cut = within(rows[0]).getByText(/^word word/);
    expect(cut.textContent!.length).toBeLessThanOrEqual(120);
    expect(cut.textContent).toMatch(/…$/);
    expect(rows[0]).not.toHaveTextContent('alert');
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    await waitFor(() => expect(tagList).toHaveBeenCalled());
    expect(typeList).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('says No Data without posts', async () => {
    renderResource(blog, memoryCalls<BlogRecord>([]), others());
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
  });

  it('requires tag, type, title, sub title, body and image: No Values, alert No Value, fields marked, nothing sent', async () => {
    const calls = memoryCalls<BlogRecord>([]);
    const create = vi.spyOn(calls, 'create');
    renderResource(blog, calls, others());
    await user.click(await screen.findByRole('button', { name: messages.addNewBlog }));
    const dialog = await screen.findByRole('dialog', { name: messages.addNewBlog });
    await user.fill(within(dialog).getByLabelText(blogTexts.titleLabel), 'Only a title');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.noValues)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(messages.noValue);
    for (const label of [blogTexts.tagLabel, blogTexts.typeLabel, blogTexts.subTitleLabel, blogTexts.imageLabel]) {
      await waitFor(() => expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true'));
    }
    expect(within(dialog).getByLabelText(blogTexts.titleLabel)).not.toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('adds a post with several tags and types, a rich-text body and a picture, then closes and lists it', async () => {
    const calls = memoryCalls<BlogRecord>([], ['title', 'subTitle']);
    renderResource(blog, calls, others());
    await user.click(await screen.findByRole('button', { name: messages.addNewBlog }));
    const dialog = await screen.findByRole('dialog', { name: messages.addNewBlog });
    await choose(dialog, blogTexts.tagLabel, 'Cotton');
    await choose(dialog, blogTexts.tagLabel, 'Care');
    await choose(dialog, blogTexts.typeLabel, 'News');
    await choose(dialog, blogTexts.typeLabel, 'Guide');
    await user.fill(within(dialog).getByLabelText(blogTexts.titleLabel), 'Caring for linen');
    await user.fill(within(dialog).getByLabelText(blogTexts.subTitleLabel), 'Less ironing');
    await writeBody(dialog, '<h2>Wash</h2><p>Cold, <em>gently</em>.</p><ul><li>Dry flat</li></ul>');
    for (const name of [/heading|level/i, /bold/i, /italic/i, /bulleted|unordered|bullet/i, /link/i]) {
      expect(within(dialog).getAllByRole('button', { name }).length, String(name)).toBeGreaterThan(0);
    }
    await user.upload(within(dialog).getByLabelText(blogTexts.imageLabel), new File(['png'], 'b.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(await screen.findByText('Caring for linen')).toBeInTheDocument();
    const sent = calls.sent.at(-1)!;
    expect(sent).toMatchObject({ title: 'Caring for linen', subTitle: 'Less ironing', blogTagId: ['t1', 't2'], blogTypeId: ['y2', 'y1'] });
    // The editor may add an empty trailing paragraph.
    expect(String(sent.body).replace(/<p><\/p>$/, '')).toBe('<h2>Wash</h2><p>Cold, <em>gently</em>.</p><ul><li><p>Dry flat</p></li></ul>');
    expect(sent.image).toBeInstanceOf(File);
    expect(screen.getByText('Wash Cold, gently. Dry flat')).toBeInTheDocument();
  });

  it("edits a post in a dialog holding its tags, types, text and body; the spec's failure text shows the server's reason", async () => {
    expectConsoleError('ApiError: body.body has no content left once unsafe HTML is removed');
    const calls = memoryCalls<BlogRecord>([post('Linen tips', { blogTagId: ['t1', 't2'], blogTypeId: ['y1', 'y2'] })]);
    renderResource(blog, calls, others());
    await user.click(await screen.findByRole('button', { name: 'Edit Linen tips' }));
    const dialog = await screen.findByRole('dialog', { name: blogTexts.editTitle('Linen tips') });
    expect(within(dialog).getByLabelText(blogTexts.titleLabel)).toHaveValue('Linen tips');
    for (const chip of ['Cotton', 'Care', 'Guide', 'News']) expect(await within(dialog).findByRole('button', { name: chip })).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: blogTexts.bodyLabel })).toHaveTextContent('Wash cold, dry flat.');
    const title = within(dialog).getByLabelText(blogTexts.titleLabel);
    await user.clear(title);
    await user.fill(title, 'Linen care');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Linen care')).toBeInTheDocument();
    expect(calls.sent.at(-1)).toMatchObject({ title: 'Linen care', blogTagId: ['t1', 't2'], blogTypeId: ['y1', 'y2'] });
    expect(calls.sent.at(-1)?.image ?? null).toBeNull();
    await dialogClosed();

    calls.update = async () => {
      throw new ApiError(400, blogTexts.bodyEmpty);
    };
    await user.click(screen.getByRole('button', { name: 'Edit Linen care' }));
    const again = await screen.findByRole('dialog', { name: blogTexts.editTitle('Linen care') });
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    const box = await within(again).findByRole('alert');
    expect(box).toHaveTextContent(blogTexts.addBlogError);
    expect(box).toHaveTextContent(blogTexts.bodyEmpty);
  });

  it("asks before deleting; 'Delete Blog Error ' on a refusal, 'Please Select Blog' when the blog is gone (404); Yes deletes", async () => {
    expectConsoleError('ApiError: Internal Server Error');
    expectConsoleError('ApiError: Not found');
    const calls = memoryCalls<BlogRecord>([post('One'), post('Two')]);
    const remove = calls.delete!;
    renderResource(blog, calls, others());
    await user.click(await screen.findByRole('button', { name: 'Delete One' }));
    let confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await dialogClosed();
    expect(calls.rows).toHaveLength(2);

    calls.delete = async () => {
      throw new ApiError(500, serverMessages.internal);
    };
    await user.click(screen.getByRole('button', { name: 'Delete One' }));
    confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(`${messages.deleteBlogError}\n${serverMessages.internal}`));

    calls.delete = async () => {
      throw new ApiError(404, serverMessages.notFound);
    };
    await user.click(await screen.findByRole('button', { name: 'Delete One' }));
    confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(`${messages.pleaseSelectBlog}\n${serverMessages.notFound}`));

    calls.delete = remove;
    await user.click(await screen.findByRole('button', { name: 'Delete Two' }));
    confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Two')).not.toBeInTheDocument());
    expect(calls.rows.map((r) => r.title)).toEqual(['One']);
  });

  it('sends the days written to the server (issue 17 §1) and shows the posts it answers', async () => {
    const c = memoryCalls(placed([post('March', { createAt: '2026-03-02T00:00:00.000Z' }), post('January')]), ['title']);
    const all = c.list!;
    const asked: unknown[] = [];
    // The server keeps to the days (tests/api/list-paging-admin.test.ts); here, days of createAt in UTC.
    c.list = async (params) => {
      asked.push(params.filter);
      const { dateFrom, dateTo, ...filter } = params.filter as { dateFrom?: string; dateTo?: string };
      const answer = await all({ ...params, filter });
      const rows = (Array.isArray(answer) ? answer : answer.data).filter((r) => (!dateFrom || r.createAt.slice(0, 10) >= dateFrom) && (!dateTo || r.createAt.slice(0, 10) <= dateTo));
      return { data: rows, total: rows.length };
    };
    renderResource(blog, c, others());
    const table = await screen.findByRole('table', { name: blogTexts.blogsCaption });
    await within(table).findByText('January');
    fireEvent.change(screen.getByLabelText(listFilterTexts.createdFrom), { target: { value: '2026-02-01' } });
    await waitFor(() => expect(within(table).queryByText('January')).not.toBeInTheDocument());
    expect(within(table).getByText('March')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ dateFrom: '2026-02-01' });
  });

  it('deletes the selected posts together after one confirmation naming the count', async () => {
    const c = memoryCalls(placed([post('Keep'), post('Old one'), post('Old two')]), ['title']);
    renderResource(blog, c, others());
    const table = await screen.findByRole('table', { name: blogTexts.blogsCaption });
    await user.click(await within(table).findByRole('checkbox', { name: skuAdminTexts.selectRow('Old one') }));
    await user.click(within(table).getByRole('checkbox', { name: skuAdminTexts.selectRow('Old two') }));
    await user.click(within(screen.getByRole('toolbar', { name: skuAdminTexts.bulkActions })).getByRole('button', { name: skuAdminTexts.deleteSelected }));
    const ask = await screen.findByRole('dialog', { name: skuAdminTexts.bulkDeleteConfirm(2, skuAdminTexts.nouns.post) });
    await user.click(within(ask).getByRole('button', { name: listFilterTexts.yes }));
    await waitFor(() => expect(c.rows.map((r) => r.title)).toEqual(['Keep']));
    await waitFor(() => expect(within(table).queryByText('Old one')).not.toBeInTheDocument());
    expect(await screen.findByText(skuAdminTexts.bulkDone(2, skuAdminTexts.nouns.post, 'deleted'))).toBeInTheDocument();
  });
});
