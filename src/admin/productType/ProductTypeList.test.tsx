import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { ProductTypeRecord } from './calls';
import { messages } from '../../messages';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import productType from './index';
import { productTypeTexts } from './ProductTypeList';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const fabrics = (): ProductTypeRecord => ({ id: 't1', _id: 't1', name: 'FABRICS', url: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp' });

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

describe('Product Type screen', () => {
  it('shows the table Image, Name, Edit, Delete with each type and its picture', async () => {
    renderResource(productType, memoryCalls([fabrics()]));
    const table = await screen.findByRole('table', { name: productTypeTexts.caption });
    for (const h of ['Image', 'Name', 'Edit', 'Delete']) expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    const row = (await within(table).findByText('FABRICS')).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'FABRICS' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit FABRICS' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete FABRICS' })).toBeInTheDocument();
  });

  it('says No Data with no product types', async () => {
    renderResource(productType, memoryCalls<ProductTypeRecord>([]));
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
  });

  it('requires name and image: No Values in the dialog, alert No Value, nothing sent; then adds one', async () => {
    const calls = memoryCalls<ProductTypeRecord>([fabrics()]);
    const create = vi.spyOn(calls, 'create');
    renderResource(productType, calls);
    const table = await screen.findByRole('table', { name: productTypeTexts.caption });
    await user.click(await screen.findByRole('button', { name: productTypeTexts.add }));
    const dialog = await screen.findByRole('dialog', { name: productTypeTexts.add });
    await user.fill(within(dialog).getByLabelText('Name'), 'LACE');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.noValues)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(messages.noValue);
    expect(create).not.toHaveBeenCalled();

    const image = new File(['png'], 'l.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Image'), image);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByText('LACE')).toBeInTheDocument();
    expect(calls.sent[0]).toMatchObject({ name: 'LACE', image });
    await dialogClosed();
  });

  it("shows Add Product Type Error !!! with the server's reason beneath it", async () => {
    expectConsoleError('ApiError: A product type named "fabrics" already exists');
    const calls = memoryCalls<ProductTypeRecord>([fabrics()]);
    calls.create = async () => {
      throw new ApiError(409, 'A product type named "fabrics" already exists');
    };
    renderResource(productType, calls);
    await user.click(await screen.findByRole('button', { name: productTypeTexts.add }));
    const dialog = await screen.findByRole('dialog', { name: productTypeTexts.add });
    await user.fill(within(dialog).getByLabelText('Name'), 'fabrics');
    await user.upload(within(dialog).getByLabelText('Image'), new File(['png'], 'f.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const box = await within(dialog).findByRole('alert');
    expect(box).toHaveTextContent(messages.addProductTypeError);
    expect(box).toHaveTextContent('A product type named "fabrics" already exists');
  });

  it('edits the name without a new picture', async () => {
    const calls = memoryCalls<ProductTypeRecord>([fabrics()]);
    renderResource(productType, calls);
    await user.click(await screen.findByRole('button', { name: 'Edit FABRICS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit FABRICS' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('FABRICS');
    await user.clear(name);
    await user.fill(name, 'WOVEN FABRICS');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('WOVEN FABRICS')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(calls.rows[0]).toMatchObject({ name: 'WOVEN FABRICS', url: fabrics().url });
  });

  it('asks Are Your Sure… with Yes and No: No keeps the row, Yes deletes it', async () => {
    const calls = memoryCalls<ProductTypeRecord>([fabrics()]);
    renderResource(productType, calls);
    await user.click(await screen.findByRole('button', { name: 'Delete FABRICS' }));
    let confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await dialogClosed();
    expect(calls.rows).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete FABRICS' }));
    confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
    expect(calls.rows).toEqual([]);
  });

  it("alerts Delete Product Type Error !!! with the server's reason when the type is in use", async () => {
    expectConsoleError('ApiError: This product type is still used by 12 products; remove it there first');
    const calls = memoryCalls<ProductTypeRecord>([fabrics()]);
    calls.delete = async () => {
      throw new ApiError(409, 'This product type is still used by 12 products; remove it there first');
    };
    renderResource(productType, calls);
    await user.click(await screen.findByRole('button', { name: 'Delete FABRICS' }));
    await user.click(within(await screen.findByRole('dialog', { name: messages.confirmDeleteRow })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(`${messages.deleteProductTypeError}\nThis product type is still used by 12 products; remove it there first`));
    expect(screen.getByText('FABRICS')).toBeInTheDocument();
  });
});
