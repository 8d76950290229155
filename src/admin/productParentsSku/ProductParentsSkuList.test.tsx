import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ParentSkuRecord } from './calls';
import { messages, skuTexts } from '../../messages';
import { renderResource } from '../common/testing';
import { pagedCalls } from '../productSku/testRows';
import productParentsSku from './index';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

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
    expect(screen.getByRole('heading', { name: 'Product Parents SKU' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: skuTexts.parentCaption });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Image', messages.parentSku, 'Name', 'Composition', 'Product Type', 'Weaving', 'Width', 'Category ID', 'Active', messages.createdAt,
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
});
