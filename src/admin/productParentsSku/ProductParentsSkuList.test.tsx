import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParentSkuRecord } from './calls';
import { messages, skuTexts } from '../../messages';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import { pagedCalls } from '../productSku/testRows';
import productParentsSku from './index';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';
import { skuAdminTexts } from '../texts';

let user: User;
let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  user = setupUser();
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

const parent = (parentsSku: string, over: Partial<ParentSkuRecord> = {}): ParentSkuRecord => ({
  id: parentsSku,
  _id: parentsSku,
  parentsSku,
  name: `Fabric ${parentsSku}`,
  path: '',
  width: '58"/60"',
  composition: '100% Cotton',
  weaving: 'Twill',
  discription: '<p>x</p>',
  productType: 'FABRICS',
  categoryId: 'COTTON',
  isActived: true,
  createAt: '2026-11-22T08:00:00.000Z',
  ...over,
});

describe('Product Parents SKU screen (/admin_product_parents_sku)', () => {
  it('shows the spec table: Image, Parent SKU, Name, Composition, Product Type, Weaving, Width, Category ID, Active, Created At', async () => {
    renderResource(productParentsSku, pagedCalls([parent('CT-TWL-130', { name: 'Cotton Twill 20x16' })], ['parentsSku']));
    expect(await screen.findByRole('heading', { name: 'Product Parents SKU' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: skuTexts.parentCaption });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '', 'Image', messages.parentSku, 'Name', 'Composition', 'Product Type', 'Weaving', 'Width', 'Category ID', 'Active', messages.createdAt, skuAdminTexts.edit, skuAdminTexts.delete,
    ]);
    const row = (await within(table).findByText('CT-TWL-130')).closest('tr')!;
    for (const text of ['Cotton Twill 20x16', '100% Cotton', 'FABRICS', 'Twill', '58"/60"', 'COTTON']) expect(within(row).getByText(text)).toBeInTheDocument();
  });

  it('says No Parent SKU Data when there are none', async () => {
    renderResource(productParentsSku, pagedCalls<ParentSkuRecord>([], ['parentsSku']));
    expect(await screen.findByRole('cell', { name: messages.noParentSkuData })).toBeInTheDocument();
  });

  it('searches by parent SKU on the server and pages', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => parent(`DN-${String(i).padStart(2, '0')}`));
    const calls = pagedCalls([...rows, parent('LN-PUR-201')], ['parentsSku']);
    renderResource(productParentsSku, calls);
    await screen.findByText('1–25 of 31');
    await user.fill(screen.getByRole('searchbox', { name: skuTexts.searchParents }), 'LN-PUR');
    await user.click(screen.getByRole('button', { name: skuTexts.search }));
    await screen.findByText('1–1 of 1');
    expect(calls.requests.at(-1)).toMatchObject({ filter: { q: 'LN-PUR' }, pagination: { page: 1, perPage: 25 } });
  });

  it('switches a parent SKU off and tells so top right', async () => {
    const calls = pagedCalls([parent('CT-TWL-130')], ['parentsSku']);
    renderResource(productParentsSku, calls);
    await user.click(await screen.findByRole('switch', { name: skuTexts.switchLabel('CT-TWL-130') }));
    const [toast] = await screen.findAllByText(skuTexts.parentStatusOk);
    expect(toast.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopRight');
    expect(calls.rows[0].isActived).toBe(false);
    await waitFor(() => expect(screen.getByRole('switch', { name: skuTexts.switchLabel('CT-TWL-130') })).not.toBeChecked());
  });

  it('edits every field of a parent SKU in a dialog, its photo replaced', async () => {
    const calls = pagedCalls([parent('CT-TWL-130', { construction: '20x16', density: '108x58' })], ['parentsSku']);
    const categories = memoryCalls(['COTTON', 'LINEN'].map((c) => ({ id: c, _id: c, categoryId: c, name: c[0] + c.slice(1).toLowerCase() })));
    renderResource(productParentsSku, calls, { admin_product_category_sku: categories });
    await user.click(await screen.findByRole('button', { name: 'Edit CT-TWL-130' }));
    const dialog = await screen.findByRole('dialog', { name: skuAdminTexts.editTitle('CT-TWL-130') });
    expect(within(dialog).getByLabelText(skuAdminTexts.construction)).toHaveValue('20x16');
    const name = within(dialog).getByLabelText(skuAdminTexts.name);
    await user.clear(name);
    await user.fill(name, 'Cotton Twill Heavy');
    await user.fill(within(dialog).getByLabelText(skuAdminTexts.density), '0');
    // The category is chosen from every category, shown as "ID | Name".
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: skuTexts.categoryId })).toHaveTextContent('COTTON | Cotton'));
    await user.click(within(dialog).getByRole('combobox', { name: skuTexts.categoryId }));
    await user.click(await screen.findByRole('option', { name: 'LINEN | Linen' }));
    await user.upload(within(dialog).getByLabelText(skuAdminTexts.image), new File(['x'], 'new.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(calls.sent.at(-1)).toMatchObject({ parentsSku: 'CT-TWL-130', name: 'Cotton Twill Heavy', density: '108x580', categoryId: 'LINEN', image: expect.any(File) });
    expect(await screen.findByText('Cotton Twill Heavy')).toBeInTheDocument();
  });

  it('asks before deleting a row; a refusal is alerted with the server’s reason and the row stays', async () => {
    expectConsoleError('ApiError: This parent SKU CT-TWL-130 is still used by 3 colours; remove it there first');
    const calls = pagedCalls([parent('CT-TWL-130'), parent('LN-PUR-201')], ['parentsSku']);
    calls.fail = { status: 409, message: 'This parent SKU CT-TWL-130 is still used by 3 colours; remove it there first' };
    renderResource(productParentsSku, calls);
    await user.click(await screen.findByRole('button', { name: 'Delete CT-TWL-130' }));
    const confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(`${messages.deleteError}\nThis parent SKU CT-TWL-130 is still used by 3 colours; remove it there first`));
    await dialogClosed();
    expect(screen.getByText('CT-TWL-130')).toBeInTheDocument();

    // A selected row deleted on its own leaves the selection too.
    calls.fail = null;
    await user.click(screen.getByRole('checkbox', { name: skuAdminTexts.selectRow('LN-PUR-201') }));
    expect(within(screen.getByRole('toolbar', { name: skuAdminTexts.bulkActions })).getByRole('status')).toHaveTextContent(skuAdminTexts.selected(1));
    await user.click(screen.getByRole('button', { name: 'Delete LN-PUR-201' }));
    await user.click(within(await screen.findByRole('dialog', { name: messages.confirmDeleteRow })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('LN-PUR-201')).not.toBeInTheDocument());
    expect(calls.rows.map((r) => r.parentsSku)).toEqual(['CT-TWL-130']);
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: skuAdminTexts.bulkActions })).not.toBeInTheDocument());
  });

  it('deactivates and deletes the selected rows together, the delete confirmed naming the count', async () => {
    const calls = pagedCalls(['A-1', 'A-2', 'A-3', 'B-1'].map((c) => parent(c)), ['parentsSku']);
    renderResource(productParentsSku, calls);
    await user.click(await screen.findByRole('checkbox', { name: skuAdminTexts.selectRow('A-1') }));
    await user.click(screen.getByRole('checkbox', { name: skuAdminTexts.selectRow('A-2') }));
    const bar = screen.getByRole('toolbar', { name: skuAdminTexts.bulkActions });
    expect(within(bar).getByRole('status')).toHaveTextContent(skuAdminTexts.selected(2));
    await user.click(within(bar).getByRole('button', { name: skuAdminTexts.deactivate }));
    await screen.findAllByText(skuAdminTexts.bulkDone(2, skuAdminTexts.nouns.parent, 'deactivated'));
    await waitFor(() => expect(screen.getByRole('switch', { name: skuTexts.switchLabel('A-2') })).not.toBeChecked());
    expect(calls.rows.map((r) => r.isActived)).toEqual([false, false, true, true]);
    expect(screen.queryByRole('toolbar', { name: skuAdminTexts.bulkActions })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: skuAdminTexts.selectPage }));
    await user.click(screen.getByRole('checkbox', { name: skuAdminTexts.selectRow('B-1') }));
    await user.click(within(screen.getByRole('toolbar', { name: skuAdminTexts.bulkActions })).getByRole('button', { name: skuAdminTexts.deleteSelected }));
    const confirm = await screen.findByRole('dialog', { name: skuAdminTexts.bulkDeleteConfirm(3, skuAdminTexts.nouns.parent) });
    expect(confirm).toHaveTextContent('Delete 3 parent SKUs?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.rows.map((r) => r.parentsSku)).toEqual(['B-1']));
    expect(await screen.findByText('B-1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('A-1')).not.toBeInTheDocument());
  });

  it('a refused bulk delete changes nothing and says why', async () => {
    expectConsoleError('ApiError: This parent SKU A-1 is still used by 2 colours; remove it there first');
    const calls = pagedCalls(['A-1', 'A-2'].map((c) => parent(c)), ['parentsSku']);
    calls.fail = { status: 409, message: 'This parent SKU A-1 is still used by 2 colours; remove it there first' };
    renderResource(productParentsSku, calls);
    await user.click(await screen.findByRole('checkbox', { name: skuAdminTexts.selectPage }));
    await user.click(within(screen.getByRole('toolbar', { name: skuAdminTexts.bulkActions })).getByRole('button', { name: skuAdminTexts.deleteSelected }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete 2 parent SKUs?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(`${skuAdminTexts.bulkFailed}\nThis parent SKU A-1 is still used by 2 colours; remove it there first`));
    expect(calls.rows).toHaveLength(2);
    await dialogClosed();
    expect(screen.getByRole('status')).toHaveTextContent(skuAdminTexts.selected(2));
  });
});
