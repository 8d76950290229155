import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { BlogTagRecord } from '../blogTag/calls';
import blogTag from '../blogTag/index';
import { blogTexts, skuAdminTexts } from '../texts';
import { dialogClosed, memoryCalls, renderResource } from './testing';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';

/**
 * The list screens' conventions (issue 17 §1), on the Blog Tag screen (every AdminList screen shares
 * them): pages with no cap, column headers that sort, bulk delete with one confirmation naming the count.
 */
let user: User;
let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  user = setupUser();
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

const tag = (n: number): BlogTagRecord => ({ id: `t${n}`, _id: `t${n}`, name: `Tag ${String(n).padStart(4, '0')}` });
const tags = (n: number) => Array.from({ length: n }, (_, i) => tag(i + 1));
const names = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1].textContent);

describe('list screens', () => {
  it('page through every row, 25 at a time, with no cap', async () => {
    renderResource(blogTag, memoryCalls(tags(1030)));
    const table = await screen.findByRole('table', { name: blogTexts.tagsCaption });
    await within(table).findByText('Tag 0001');
    expect(names(table)).toHaveLength(25);
    expect(screen.getByText(/^1\D25 of 1,?030$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await within(table).findByText('Tag 0026');
    // The last page holds row 1,030: nothing stops at 1,000.
    await user.click(screen.getByRole('button', { name: /page 42/i }));
    await within(table).findByText('Tag 1030');
  });

  it('sort by a column header, the other way on a second click', async () => {
    renderResource(blogTag, memoryCalls(tags(30)));
    const table = await screen.findByRole('table', { name: blogTexts.tagsCaption });
    await within(table).findByText('Tag 0001');
    const header = within(table).getByRole('columnheader', { name: blogTexts.name });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button', { name: blogTexts.name }));
    await within(table).findByText('Tag 0030');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names(table)[0]).toBe('Tag 0030');
  });

  it('delete the selected rows after one confirmation naming the count', async () => {
    const calls = memoryCalls(tags(5));
    renderResource(blogTag, calls);
    const table = await screen.findByRole('table', { name: blogTexts.tagsCaption });
    await within(table).findByText('Tag 0001');
    await user.click(within(table).getByRole('checkbox', { name: skuAdminTexts.selectRow('Tag 0001') }));
    await user.click(within(table).getByRole('checkbox', { name: skuAdminTexts.selectRow('Tag 0003') }));
    const toolbar = screen.getByRole('toolbar', { name: skuAdminTexts.bulkActions });
    expect(within(toolbar).getByRole('status')).toHaveTextContent(skuAdminTexts.selected(2));
    expect(within(toolbar).queryByRole('button', { name: skuAdminTexts.activate })).not.toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: skuAdminTexts.deleteSelected }));
    const confirm = await screen.findByRole('dialog', { name: skuAdminTexts.bulkDeleteConfirm(2, skuAdminTexts.nouns.blogTag) });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await dialogClosed();
    await screen.findByText(skuAdminTexts.bulkDone(2, skuAdminTexts.nouns.blogTag, 'deleted'));
    expect(calls.rows.map((r) => r.name)).toEqual(['Tag 0002', 'Tag 0004', 'Tag 0005']);
    expect(within(table).queryByText('Tag 0001')).not.toBeInTheDocument();
  });

  it('a refused row is kept and named, the others deleted', async () => {
    const calls = memoryCalls(tags(3));
    const remove = calls.delete!;
    calls.delete = async (id) => {
      if (id === 't2') throw new ApiError(404, 'The tag is still used by 1 blog');
      return remove(id);
    };
    expectConsoleError('PartialDelete: The tag is still used by 1 blog');
    renderResource(blogTag, calls);
    const table = await screen.findByRole('table', { name: blogTexts.tagsCaption });
    await within(table).findByText('Tag 0001');
    await user.click(within(table).getByRole('checkbox', { name: skuAdminTexts.selectPage }));
    await user.click(screen.getByRole('button', { name: skuAdminTexts.deleteSelected }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await within(table).findByText('Tag 0002');
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(skuAdminTexts.bulkPartly(2, 3, skuAdminTexts.nouns.blogTag, 'The tag is still used by 1 blog')));
    expect(calls.rows.map((r) => r.name)).toEqual(['Tag 0002']);
  });
});
