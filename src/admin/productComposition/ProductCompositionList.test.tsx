import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { ProductCompositionRecord } from './calls';
import { messages } from '../../messages';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import productComposition from './index';
import { compositionTexts } from './ProductCompositionList';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const cotton = (): ProductCompositionRecord => ({ id: 'm1', _id: 'm1', name: '100% Cotton' });

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

describe('Product Composition screen', () => {
  it('shows the table Id, Name, Edit, Delete', async () => {
    renderResource(productComposition, memoryCalls([cotton()]));
    const table = await screen.findByRole('table', { name: compositionTexts.caption });
    for (const h of ['Id', 'Name', 'Edit', 'Delete']) expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    const row = (await within(table).findByText('100% Cotton')).closest('tr')!;
    expect(within(row).getByText('m1')).toBeInTheDocument();
  });

  it('says No Data with no compositions', async () => {
    renderResource(productComposition, memoryCalls<ProductCompositionRecord>([]));
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
  });

  it('requires the composition name (No Values, alert No Value, nothing sent), then adds one', async () => {
    const calls = memoryCalls<ProductCompositionRecord>([cotton()]);
    const create = vi.spyOn(calls, 'create');
    renderResource(productComposition, calls);
    await user.click(await screen.findByRole('button', { name: compositionTexts.add }));
    const dialog = await screen.findByRole('dialog', { name: compositionTexts.add });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.noValues)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(messages.noValue);
    expect(within(dialog).getByLabelText(compositionTexts.name)).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
    await user.fill(within(dialog).getByLabelText(compositionTexts.name), '100% Linen');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('100% Linen')).toBeInTheDocument();
    await dialogClosed();
    expect(calls.sent).toEqual([expect.objectContaining({ name: '100% Linen' })]);
  });

  it("shows the failure text with the server's reason on a duplicate", async () => {
    expectConsoleError('ApiError: A composition named "100% cotton" already exists');
    const calls = memoryCalls<ProductCompositionRecord>([cotton()]);
    calls.create = async () => {
      throw new ApiError(409, 'A composition named "100% cotton" already exists');
    };
    renderResource(productComposition, calls);
    await user.click(await screen.findByRole('button', { name: compositionTexts.add }));
    const dialog = await screen.findByRole('dialog', { name: compositionTexts.add });
    await user.fill(within(dialog).getByLabelText(compositionTexts.name), '100% cotton');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const box = await within(dialog).findByRole('alert');
    expect(box).toHaveTextContent(compositionTexts.failed);
    expect(box).toHaveTextContent('A composition named "100% cotton" already exists');
  });

  it('renames a composition', async () => {
    const calls = memoryCalls<ProductCompositionRecord>([cotton()]);
    renderResource(productComposition, calls);
    await user.click(await screen.findByRole('button', { name: 'Edit 100% Cotton' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 100% Cotton' });
    const name = within(dialog).getByLabelText(compositionTexts.name);
    await user.clear(name);
    await user.fill(name, '98% Cotton 2% Spandex');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('98% Cotton 2% Spandex')).toBeInTheDocument();
    expect(calls.rows).toEqual([expect.objectContaining({ id: 'm1', name: '98% Cotton 2% Spandex' })]);
  });

  it('asks before deleting: No keeps it, Yes deletes it; a refusal alerts Delete Error with the reason', async () => {
    expectConsoleError('ApiError: This composition is still used by 4 products; remove it there first');
    const calls = memoryCalls<ProductCompositionRecord>([cotton(), { id: 'm2', _id: 'm2', name: '100% Linen' }]);
    renderResource(productComposition, calls);
    await user.click(await screen.findByRole('button', { name: 'Delete 100% Cotton' }));
    await user.click(within(await screen.findByRole('dialog', { name: messages.confirmDeleteRow })).getByRole('button', { name: 'No' }));
    await dialogClosed();
    expect(calls.rows).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete 100% Cotton' }));
    await user.click(within(await screen.findByRole('dialog', { name: messages.confirmDeleteRow })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('100% Cotton')).not.toBeInTheDocument());
    expect(calls.rows.map((r) => r.name)).toEqual(['100% Linen']);

    calls.delete = async () => {
      throw new ApiError(409, 'This composition is still used by 4 products; remove it there first');
    };
    await user.click(screen.getByRole('button', { name: 'Delete 100% Linen' }));
    await user.click(within(await screen.findByRole('dialog', { name: messages.confirmDeleteRow })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(`${messages.deleteError}\nThis composition is still used by 4 products; remove it there first`));
    expect(screen.getByText('100% Linen')).toBeInTheDocument();
  });
});
