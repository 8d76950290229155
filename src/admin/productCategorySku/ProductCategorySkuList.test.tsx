import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { SkuCategoryRecord } from '../common/skuCategoryCalls';
import { messages, skuTexts } from '../../messages';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import productCategorySku from './index';
import { setupUser, type User } from '../../../tests/helpers/user';
import { skuAdminTexts } from '../texts';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const category = (categoryId: string, over: Partial<SkuCategoryRecord> = {}): SkuCategoryRecord => ({
  id: categoryId,
  _id: categoryId,
  categoryId,
  name: categoryId[0] + categoryId.slice(1).toLowerCase(),
  alwaysShown: false,
  discription: '',
  url: '',
  isActived: true,
  createAt: '2026-11-22T08:00:00.000Z',
  ...over,
});

describe('Category SKU screen (/admin_product_category_sku)', () => {
  it('shows the spec table: Category ID, Name, Actived, Created At, switched-off ones included', async () => {
    renderResource(productCategorySku, memoryCalls([category('COTTON'), category('CLEARANCE', { isActived: false })]));
    expect(await screen.findByRole('heading', { name: 'Category SKU' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: skuTexts.categoryCaption });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Category ID', 'Name', 'Actived', messages.createdAt, skuAdminTexts.edit, skuAdminTexts.delete]);
    expect(within(table).getByRole('checkbox', { name: skuAdminTexts.selectPage })).toBeInTheDocument();
    await within(table).findByText('Cotton');
    expect(within(table).getByRole('switch', { name: skuTexts.switchLabel('COTTON') })).toBeChecked();
    expect(within(table).getByRole('switch', { name: skuTexts.switchLabel('CLEARANCE') })).not.toBeChecked();
  });

  it('says No Category Data when there are none', async () => {
    renderResource(productCategorySku, memoryCalls<SkuCategoryRecord>([]));
    expect(await screen.findByRole('cell', { name: messages.noCategoryData })).toBeInTheDocument();
  });

  it('switches a category with the spec toasts: updated, failed (refused), error (not reached)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = memoryCalls([category('COTTON')]);
    const update = vi.spyOn(calls, 'update');
    renderResource(productCategorySku, calls);
    await user.click(await screen.findByRole('switch', { name: skuTexts.switchLabel('COTTON') }));
    const [ok] = await screen.findAllByText(messages.categoryStatusOk);
    expect(ok.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopRight');
    expect(update).toHaveBeenCalledWith('COTTON', { isActived: false }, expect.objectContaining({ categoryId: 'COTTON' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: skuTexts.switchLabel('COTTON') })).not.toBeChecked());

    calls.update = async () => {
      throw new ApiError(404, 'Not found');
    };
    await user.click(screen.getByRole('switch', { name: skuTexts.switchLabel('COTTON') }));
    expect((await screen.findAllByText(messages.categoryStatusFailed))[0]).toBeInTheDocument();
    calls.update = async () => {
      throw new ApiError(0, 'Network error');
    };
    await user.click(screen.getByRole('switch', { name: skuTexts.switchLabel('COTTON') }));
    expect((await screen.findAllByText(messages.categoryStatusError))[0]).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: skuTexts.switchLabel('COTTON') })).not.toBeChecked();
    logged.mockRestore();
  });

  it('edits a category in the Category dialog, deletes one, and switches the selected ones off together', async () => {
    const calls = memoryCalls([category('COTTON'), category('LINEN'), category('SILK')]);
    const bulk = vi.fn(async (ids: unknown[], data: { isActived?: boolean }) => {
      calls.rows = calls.rows.map((r) => (ids.includes(r.id) ? { ...r, isActived: Boolean(data.isActived) } : r));
    });
    renderResource(productCategorySku, { ...calls, list: async () => [...calls.rows], updateMany: bulk });
    await user.click(await screen.findByRole('button', { name: 'Edit LINEN' }));
    const dialog = await screen.findByRole('dialog', { name: skuAdminTexts.editTitle('LINEN') });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.fill(name, 'Linen Fine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Linen Fine')).toBeInTheDocument();
    expect(calls.sent.at(-1)).toMatchObject({ name: 'Linen Fine', categoryId: 'LINEN' });
    await dialogClosed();

    await user.click(screen.getByRole('button', { name: 'Delete SILK' }));
    await user.click(within(await screen.findByRole('dialog', { name: messages.confirmDeleteRow })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Silk')).not.toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: skuAdminTexts.selectPage }));
    await user.click(within(screen.getByRole('toolbar', { name: skuAdminTexts.bulkActions })).getByRole('button', { name: skuAdminTexts.deactivate }));
    await screen.findAllByText(skuAdminTexts.bulkDone(2, skuAdminTexts.nouns.category, 'deactivated'));
    expect(bulk).toHaveBeenCalledWith(['COTTON', 'LINEN'], { isActived: false });
    await waitFor(() => expect(screen.getByRole('switch', { name: skuTexts.switchLabel('COTTON') })).not.toBeChecked());
  });
});
