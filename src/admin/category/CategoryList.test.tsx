import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { CategoryRecord } from './calls';
import { messages, skuTexts } from '../../messages';
import { categoryTexts } from '../texts';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import category from './index';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const row = (name: string, over: Partial<CategoryRecord> = {}): CategoryRecord => ({
  id: name, _id: name, categoryId: name.toUpperCase(), name, discription: `${name} fabric`, url: '', isActived: true, createAt: '2026-01-01T00:00:00.000Z', alwaysShown: false, ...over,
});

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

describe('Category screen (admin kit)', () => {
  it('lists categories under the spec headings, and says No Data when there are none', async () => {
    renderResource(category, memoryCalls([row('Cotton'), row('Linen')]));
    const table = await screen.findByRole('table', { name: 'Categories' });
    for (const h of ['Image', 'Name', messages.discription, 'Active', 'Delete']) expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    await within(table).findByText('Cotton');
    expect(within(table).getByText('Linen fabric')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Category' })).toBeInTheDocument();
  });

  it('shows the No Data row for an empty list and for a failed load', async () => {
    renderResource(category, memoryCalls<CategoryRecord>([]));
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
  });

  it('refuses a new category without name or image: No Values in the dialog, alert No Value, fields marked', async () => {
    const calls = memoryCalls<CategoryRecord>([]);
    const create = vi.spyOn(calls, 'create');
    renderResource(category, calls);
    await user.click(await screen.findByRole('button', { name: messages.newCategory }));
    const dialog = await screen.findByRole('dialog', { name: messages.newCategory });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.noValues)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(messages.noValue);
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the spec failure text with the server reason beneath it', async () => {
    expectConsoleError('ApiError: A category named "Batik" already exists');
    const calls = memoryCalls<CategoryRecord>([]);
    calls.create = async () => {
      throw new ApiError(409, 'A category named "Batik" already exists');
    };
    renderResource(category, calls);
    await user.click(await screen.findByRole('button', { name: messages.newCategory }));
    const dialog = await screen.findByRole('dialog', { name: messages.newCategory });
    await user.fill(within(dialog).getByLabelText('Name'), 'Batik');
    await user.upload(within(dialog).getByLabelText('Image'), new File(['png'], 'b.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alertBox = await within(dialog).findByRole('alert');
    expect(alertBox).toHaveTextContent(messages.addCategoryError);
    expect(alertBox).toHaveTextContent('A category named "Batik" already exists');
  });

  it('creates, then closes the dialog and shows the new row', async () => {
    const calls = memoryCalls<CategoryRecord>([row('Cotton')]);
    renderResource(category, calls);
    await user.click(await screen.findByRole('button', { name: messages.newCategory }));
    const dialog = await screen.findByRole('dialog', { name: messages.newCategory });
    await user.fill(within(dialog).getByLabelText('Name'), 'Batik');
    await user.upload(within(dialog).getByLabelText('Image'), new File(['png'], 'b.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(await screen.findByText('Batik')).toBeInTheDocument();
    expect(calls.rows.at(-1)).toMatchObject({ name: 'Batik' });
    expect(calls.sent.at(-1)?.image).toBeInstanceOf(File);
  });

  it('suggests the public Category ID from the name, a free numbered one for a Thai-only name, and keeps one the admin typed', async () => {
    const calls = memoryCalls<CategoryRecord>([row('Cotton', { categoryId: 'CATEGORY' })]);
    renderResource(category, calls);
    await user.click(await screen.findByRole('button', { name: messages.newCategory }));
    const dialog = await screen.findByRole('dialog', { name: messages.newCategory });
    const name = within(dialog).getByLabelText('Name');
    const id = within(dialog).getByLabelText(categoryTexts.categoryId);
    await user.fill(name, 'Cotton Twill');
    await waitFor(() => expect(id).toHaveValue('COTTON-TWILL'));
    // A Thai-only name: CATEGORY is taken, so CATEGORY-2, with the note asking to confirm it.
    await user.clear(name);
    await user.fill(name, 'ผ้าบาติก');
    await waitFor(() => expect(id).toHaveValue('CATEGORY-2'));
    expect(within(dialog).getByText(categoryTexts.thaiOnly)).toBeInTheDocument();
    // The admin's own (upper-cased as typed) is kept whatever the name becomes.
    await user.clear(id);
    await user.type(id, 'batik');
    expect(id).toHaveValue('BATIK');
    await user.type(name, ' ลายมือ');
    await user.upload(within(dialog).getByLabelText('Image'), new File(['png'], 'b.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(calls.sent.at(-1)).toMatchObject({ name: 'ผ้าบาติก ลายมือ', categoryId: 'BATIK' });
  });

  it('shows the public Category ID on edit without letting it change (links keep working)', async () => {
    renderResource(category, memoryCalls<CategoryRecord>([row('Cotton')]));
    await user.click(await screen.findByRole('button', { name: 'Edit Cotton' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cotton' });
    expect(within(dialog).getByLabelText(categoryTexts.categoryId)).toHaveValue('COTTON');
    expect(within(dialog).getByLabelText(categoryTexts.categoryId)).toHaveAttribute('readonly');
  });

  it('edits a row in a dialog pre-filled from it', async () => {
    const calls = memoryCalls<CategoryRecord>([row('Cotton')]);
    renderResource(category, calls);
    await user.click(await screen.findByRole('button', { name: 'Edit Cotton' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cotton' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Cotton');
    await user.clear(name);
    await user.fill(name, 'Cotton Poplin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cotton Poplin')).toBeInTheDocument();
    expect(calls.rows[0].name).toBe('Cotton Poplin');
  });

  it('switches a category off with its Active switch (only the flag goes to the server), with the category toasts', async () => {
    const calls = memoryCalls<CategoryRecord>([row('Cotton')]);
    const update = vi.spyOn(calls, 'update');
    renderResource(category, calls);
    const toggle = await screen.findByRole('switch', { name: skuTexts.switchLabel('Cotton') });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect((await screen.findAllByText(messages.categoryStatusOk))[0]).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('Cotton', { isActived: false }, expect.objectContaining({ name: 'Cotton' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: skuTexts.switchLabel('Cotton') })).not.toBeChecked());
  });

  it('asks before deleting; No keeps the row, Yes removes it; a refusal is alerted with the reason', async () => {
    expectConsoleError('ApiError: This category is still used by 2 products; remove it there first');
    const calls = memoryCalls<CategoryRecord>([row('Cotton'), row('Linen')]);
    renderResource(category, calls);
    await user.click(await screen.findByRole('button', { name: 'Delete Cotton' }));
    let confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await dialogClosed();
    expect(calls.rows).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete Cotton' }));
    confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Cotton')).not.toBeInTheDocument());
    expect(calls.rows.map((r) => r.name)).toEqual(['Linen']);

    calls.delete = async () => {
      throw new ApiError(409, 'This category is still used by 2 products; remove it there first');
    };
    await user.click(screen.getByRole('button', { name: 'Delete Linen' }));
    confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(`${messages.deleteError}\nThis category is still used by 2 products; remove it there first`));
    expect(screen.getByText('Linen')).toBeInTheDocument();
  });
});

// Moved from the e2e category journey: the search filters the rows the screen already has.
describe('Category screen search', () => {
  it('filters the table by name as typed, and says No Data when nothing matches', async () => {
    renderResource(category, memoryCalls([row('Cotton'), row('Denim'), row('Linen')]));
    await screen.findByText('Denim');
    const search = screen.getByLabelText('Search by name');
    await user.fill(search, 'lin');
    await waitFor(() => expect(screen.queryByText('Denim')).not.toBeInTheDocument());
    expect(screen.getAllByText('Linen')).toHaveLength(1);
    expect(screen.queryByText('Cotton')).not.toBeInTheDocument();
    await user.clear(search);
    await user.fill(search, 'zzzz-nothing');
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
  });
});
