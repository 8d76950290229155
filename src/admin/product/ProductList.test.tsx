import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { ProductRecord } from './calls';
import { messages } from '../../messages';
import { memoryCalls, renderResource } from '../common/testing';
import product from './index';
import { productTexts } from './ProductList';
import { productDialogTexts } from '../texts';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const tiger: ProductRecord = {
  id: 'p1', _id: 'p1', code: 'TIGER', name: 'Tiger Twill', composition: '65% Polyester 35% Cotton', construction: '20x16', density: '120x60',
  weaving: 'Twill', width: '58"', discription: 'Uniform twill', url: '', categoryId: ['UNIFORM'], productType: ['t1'], design: [],
};
const others = () => ({
  admin_category: memoryCalls([{ id: 'c1', _id: 'c1', categoryId: 'UNIFORM', name: 'Uniform' }]),
  admin_product_type: memoryCalls([{ id: 't1', _id: 't1', name: 'FABRICS', url: '' }]),
  admin_product_composition: memoryCalls([{ id: 'm1', _id: 'm1', name: '100% Cotton' }]),
  admin_product_design: memoryCalls([{ id: 'd1', _id: 'd1', name: 'Stripe', icons: 'Waves', url: '' }, { id: 'd2', _id: 'd2', name: 'Check', icons: 'GridOn', url: '' }]),
});

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

describe('Product screen', () => {
  it('shows image, code/name/composition, construction/density/weaving/width and discription of each product', async () => {
    renderResource(product, memoryCalls([tiger]), others());
    const table = await screen.findByRole('table', { name: productTexts.caption });
    for (const h of ['Image', 'Product', 'Construction', messages.discription, 'Edit', 'Delete']) expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    const row = (await within(table).findByText('TIGER')).closest('tr')!;
    for (const text of ['Tiger Twill', '65% Polyester 35% Cotton', '20x16', '120x60', 'Twill', '58"', 'Uniform twill']) expect(within(row).getByText(text)).toBeInTheDocument();
  });

  it('says No Data with no products', async () => {
    renderResource(product, memoryCalls<ProductRecord>([]), others());
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
  });

  it('requires name, category, code and width: No Values, alert No Value, nothing sent', async () => {
    const calls = memoryCalls<ProductRecord>([]);
    const create = vi.spyOn(calls, 'create');
    renderResource(product, calls, others());
    await user.click(await screen.findByRole('button', { name: productTexts.add }));
    const dialog = await screen.findByRole('dialog', { name: productTexts.add });
    await user.fill(within(dialog).getByLabelText('Code'), 'LACE-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.noValues)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(messages.noValue);
    await waitFor(() => expect(within(dialog).getByLabelText('Width')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByLabelText('Code')).not.toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the spec's failure text with the server's reason", async () => {
    expectConsoleError('ApiError: A product with the code "TIGER" already exists');
    const calls = memoryCalls<ProductRecord>([tiger]);
    calls.update = async () => {
      throw new ApiError(409, 'A product with the code "TIGER" already exists');
    };
    renderResource(product, calls, others());
    await user.click(await screen.findByRole('button', { name: 'Edit TIGER' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit TIGER' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Tiger Twill');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const box = await within(dialog).findByRole('alert');
    expect(box).toHaveTextContent(messages.addCategoryError);
    expect(box).toHaveTextContent('A product with the code "TIGER" already exists');
  });

  it('asks before deleting and alerts Delete Error with the reason when refused', async () => {
    expectConsoleError('ApiError: This product is still used by 3 sub products; remove it there first');
    const calls = memoryCalls<ProductRecord>([tiger]);
    calls.delete = async () => {
      throw new ApiError(409, 'This product is still used by 3 sub products; remove it there first');
    };
    renderResource(product, calls, others());
    await user.click(await screen.findByRole('button', { name: 'Delete TIGER' }));
    const confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(`${messages.deleteError}\nThis product is still used by 3 sub products; remove it there first`));
    expect(screen.getByText('TIGER')).toBeInTheDocument();
  });
});

describe('Product screen: adding', () => {
  /** Opens a multi-select by its label, types the start of `option` and picks it. */
  async function pick(dialog: HTMLElement, label: string, option: string) {
    await user.type(within(dialog).getByLabelText(label), option.slice(0, 3));
    await user.click(await screen.findByRole('option', { name: option }));
  }

  it('sends the chosen product types (_id), categories (categoryId) and compositions (names) with the fields and the image', async () => {
    const calls = memoryCalls<ProductRecord>([]);
    renderResource(product, calls, others());
    const table = await screen.findByRole('table', { name: productTexts.caption });
    await user.click(await screen.findByRole('button', { name: productTexts.add }));
    const dialog = await screen.findByRole('dialog', { name: productTexts.add });
    await pick(dialog, 'Product Type', 'FABRICS');
    await pick(dialog, 'Category', 'Uniform');
    await pick(dialog, 'Composition', '100% Cotton');
    await pick(dialog, productDialogTexts.design, 'Stripe');
    await user.fill(within(dialog).getByLabelText('Code'), 'LACE-1');
    await user.fill(within(dialog).getByLabelText('Name'), 'Cotton Lace');
    await user.fill(within(dialog).getByLabelText('Width'), '54"');
    await user.type(within(dialog).getByLabelText(messages.discription), 'Line one{enter}Line two');
    const image = new File(['png'], 'p.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Image'), image);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByText('LACE-1')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(calls.sent[0]).toMatchObject({
      productType: ['t1'], categoryId: ['UNIFORM'], composition: ['100% Cotton'], design: ['d1'], code: 'LACE-1', name: 'Cotton Lace', width: '54"', discription: 'Line one\nLine two', image,
    });
  });

  it('deletes a product after Yes in the confirm', async () => {
    const calls = memoryCalls<ProductRecord>([tiger]);
    renderResource(product, calls, others());
    await user.click(await screen.findByRole('button', { name: 'Delete TIGER' }));
    await user.click(within(await screen.findByRole('dialog', { name: messages.confirmDeleteRow })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
    expect(calls.rows).toEqual([]);
  });
});
