import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { BlogTypeRecord } from './calls';
import { conflictTexts, messages } from '../../messages';
import { blogTexts } from '../texts';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import blogType from './index';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const type = (name: string): BlogTypeRecord => ({ id: name, _id: name, name, url: `/uploads/${name.toLowerCase()}.webp` });
const png = () => new File(['png'], 't.png', { type: 'image/png' });

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

describe('Blog Type screen', () => {
  it('lists types under IMAGE, NAME and DELETE with their pictures, or No Data', async () => {
    const { unmount } = renderResource(blogType, memoryCalls([type('News'), type('Guide')]));
    const table = await screen.findByRole('table', { name: blogTexts.typesCaption });
    for (const h of [blogTexts.image, blogTexts.name, blogTexts.edit, blogTexts.delete]) expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    const row = (await within(table).findByText('Guide')).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Guide' }).getAttribute('src')).toContain('/uploads/guide.webp');
    expect(await screen.findByRole('heading', { name: 'Blog Type' })).toBeInTheDocument();
    unmount();
    renderResource(blogType, memoryCalls<BlogTypeRecord>([]));
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
  });

  it('requires name and image on add (No Values, alert No Value, the missing image marked), then adds with the picture', async () => {
    const calls = memoryCalls<BlogTypeRecord>([]);
    const create = vi.spyOn(calls, 'create');
    renderResource(blogType, calls);
    await user.click(await screen.findByRole('button', { name: blogTexts.addBlogType }));
    const dialog = await screen.findByRole('dialog', { name: blogTexts.addBlogType });
    await user.fill(within(dialog).getByLabelText(blogTexts.nameLabel), 'Events');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.noValues)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(messages.noValue);
    await waitFor(() => expect(within(dialog).getByLabelText(blogTexts.imageLabel)).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByLabelText(blogTexts.nameLabel)).not.toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
    await user.upload(within(dialog).getByLabelText(blogTexts.imageLabel), png());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(await screen.findByText('Events')).toBeInTheDocument();
    expect(calls.sent.at(-1)).toMatchObject({ name: 'Events' });
    expect(calls.sent.at(-1)?.image).toBeInstanceOf(File);
  });

  it("edits the name without a new picture; a duplicate shows the failure text and the server's reason", async () => {
    expectConsoleError('ApiError: A blog type named "news" already exists');
    const calls = memoryCalls<BlogTypeRecord>([type('Guide'), type('News')]);
    renderResource(blogType, calls);
    await user.click(await screen.findByRole('button', { name: 'Edit Guide' }));
    let dialog = await screen.findByRole('dialog', { name: blogTexts.editTitle('Guide') });
    const name = within(dialog).getByLabelText(blogTexts.nameLabel);
    await user.clear(name);
    await user.fill(name, 'Guides');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Guides')).toBeInTheDocument();
    expect(calls.sent.at(-1)?.image ?? null).toBeNull();
    await dialogClosed();

    calls.update = async () => {
      throw new ApiError(409, conflictTexts.duplicate('blog type', 'news'));
    };
    await user.click(screen.getByRole('button', { name: 'Edit Guides' }));
    dialog = await screen.findByRole('dialog', { name: blogTexts.editTitle('Guides') });
    await user.clear(within(dialog).getByLabelText(blogTexts.nameLabel));
    await user.fill(within(dialog).getByLabelText(blogTexts.nameLabel), 'news');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const box = await within(dialog).findByRole('alert');
    expect(box).toHaveTextContent(blogTexts.addBlogTypeError);
    expect(box).toHaveTextContent(conflictTexts.duplicate('blog type', 'news'));
  });

  it("alerts 'Cannot Delete It,Please Check Your Blog' when a blog is listed under the type (404), keeping it; deletes a free one after Yes", async () => {
    expectConsoleError('ApiError: This blog type is still used by 1 blog; remove it there first');
    const calls = memoryCalls<BlogTypeRecord>([type('Guide'), type('News')]);
    const reason = conflictTexts.inUse('blog type', '1 blog');
    calls.delete = async (id) => {
      if (id === 'Guide') throw new ApiError(404, reason);
      calls.rows = calls.rows.filter((r) => r.id !== id);
    };
    renderResource(blogType, calls);
    await user.click(await screen.findByRole('button', { name: 'Delete Guide' }));
    let confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(`${messages.cannotDeleteTagOrType}\n${reason}`));
    expect(await screen.findByText('Guide')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Delete News' }));
    confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('News')).not.toBeInTheDocument());
    expect(calls.rows.map((r) => r.name)).toEqual(['Guide']);
  });
});
