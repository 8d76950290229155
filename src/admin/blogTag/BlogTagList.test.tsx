import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { BlogTagRecord } from './calls';
import { conflictTexts, messages } from '../../messages';
import { blogTexts, discardTexts } from '../texts';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import blogTag from './index';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const tag = (name: string): BlogTagRecord => ({ id: name, _id: name, name });

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

describe('Blog Tag screen', () => {
  it('lists tags under NAME and DELETE with the Blog Tag heading, or No Data', async () => {
    const { unmount } = renderResource(blogTag, memoryCalls([tag('Linen'), tag('Cotton')]));
    const table = await screen.findByRole('table', { name: blogTexts.tagsCaption });
    for (const h of [blogTexts.name, blogTexts.edit, blogTexts.delete]) expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    await within(table).findByText('Cotton');
    const names = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(names[0]).toContain('Cotton');
    expect(names[1]).toContain('Linen');
    expect(await screen.findByRole('heading', { name: 'Blog Tag' })).toBeInTheDocument();
    unmount();
    renderResource(blogTag, memoryCalls<BlogTagRecord>([]));
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
  });

  it('requires a name (No Values, alert No Value), then adds the tag', async () => {
    const calls = memoryCalls<BlogTagRecord>([]);
    const create = vi.spyOn(calls, 'create');
    renderResource(blogTag, calls);
    await user.click(await screen.findByRole('button', { name: blogTexts.addBlogTag }));
    const dialog = await screen.findByRole('dialog', { name: blogTexts.addBlogTag });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.noValues)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(messages.noValue);
    expect(create).not.toHaveBeenCalled();
    await user.fill(within(dialog).getByLabelText(blogTexts.nameLabel), 'Denim');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(await screen.findByRole('cell', { name: 'Denim' })).toBeInTheDocument();
    expect(calls.sent).toEqual([expect.objectContaining({ name: 'Denim' })]);
  });

  it("shows the failure text with the server's reason for a duplicate, and renames in the edit dialog", async () => {
    expectConsoleError('ApiError: A blog tag named "cotton" already exists');
    const calls = memoryCalls<BlogTagRecord>([tag('Cotton')]);
    const create = calls.create!;
    calls.create = async () => {
      throw new ApiError(409, conflictTexts.duplicate('blog tag', 'cotton'));
    };
    renderResource(blogTag, calls);
    await user.click(await screen.findByRole('button', { name: blogTexts.addBlogTag }));
    let dialog = await screen.findByRole('dialog', { name: blogTexts.addBlogTag });
    await user.fill(within(dialog).getByLabelText(blogTexts.nameLabel), 'cotton');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const box = await within(dialog).findByRole('alert');
    expect(box).toHaveTextContent(blogTexts.addBlogTagError);
    expect(box).toHaveTextContent(conflictTexts.duplicate('blog tag', 'cotton'));
    // What was typed is still unsaved: Cancel asks before dropping it (issue 17 §5).
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: discardTexts.title })).getByRole('button', { name: discardTexts.discard }));
    await dialogClosed();
    calls.create = create;

    await user.click(screen.getByRole('button', { name: 'Edit Cotton' }));
    dialog = await screen.findByRole('dialog', { name: blogTexts.editTitle('Cotton') });
    const name = within(dialog).getByLabelText(blogTexts.nameLabel);
    expect(name).toHaveValue('Cotton');
    await user.clear(name);
    await user.fill(name, 'Cotton care');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: 'Cotton care' })).toBeInTheDocument();
    expect(calls.rows[0].name).toBe('Cotton care');
  });

  it("asks Are Your Sure…; No keeps the tag; a tag in use (404) alerts 'Cannot Delete It,Please Check Your Blog' and stays; Yes deletes a free one", async () => {
    expectConsoleError('ApiError: This blog tag is still used by 2 blogs; remove it there first');
    const calls = memoryCalls<BlogTagRecord>([tag('Cotton'), tag('Linen')]);
    const reason = conflictTexts.inUse('blog tag', '2 blogs');
    calls.delete = async (id) => {
      if (id === 'Cotton') throw new ApiError(404, reason);
      calls.rows = calls.rows.filter((r) => r.id !== id);
    };
    renderResource(blogTag, calls);
    await user.click(await screen.findByRole('button', { name: 'Delete Cotton' }));
    let confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await dialogClosed();

    await user.click(screen.getByRole('button', { name: 'Delete Cotton' }));
    confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(`${messages.cannotDeleteTagOrType}\n${reason}`));
    expect(await screen.findByRole('cell', { name: 'Cotton' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Linen' }));
    confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Linen' })).not.toBeInTheDocument());
    expect(calls.rows.map((r) => r.name)).toEqual(['Cotton']);
  });
});
