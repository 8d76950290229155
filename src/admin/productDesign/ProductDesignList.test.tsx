import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { ProductDesignRecord } from './calls';
import { messages } from '../../messages';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import productDesign from './index';
import { designTexts } from './texts';
import { DESIGN_ICONS } from './DesignIcon';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const row = (name: string, icons = 'Texture'): ProductDesignRecord => ({ id: name, _id: name, name, icons, url: '' });
const png = () => new File(['png'], 'd.png', { type: 'image/png' });

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

describe('Product design screen', () => {
  it('lists designs under Image, Name, icons with the icon drawn for known names and the name alone otherwise', async () => {
    renderResource(productDesign, memoryCalls([row('Twill', 'Texture'), row('Ikat', 'Swirl')]));
    expect(await screen.findByRole('heading', { name: 'Product Design' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: designTexts.caption });
    for (const h of ['Image', 'Name', 'icons', 'Edit', 'Delete']) expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    const twill = (await within(table).findByText('Twill')).closest('tr')!;
    expect(within(twill).getByText('Texture')).toBeInTheDocument();
    expect(within(twill).getByTestId('design-icon-Texture')).toBeInTheDocument();
    const ikat = within(table).getByText('Ikat').closest('tr')!;
    expect(within(ikat).getByText('Swirl')).toBeInTheDocument();
    expect(within(ikat).queryByTestId(/^design-icon-/)).not.toBeInTheDocument();
  });

  it('says No Data when there are no designs', async () => {
    renderResource(productDesign, memoryCalls<ProductDesignRecord>([]));
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
  });

  it('refuses a design without name or image: No Values in the dialog, alert No Value, nothing sent', async () => {
    const calls = memoryCalls<ProductDesignRecord>([]);
    const create = vi.spyOn(calls, 'create');
    renderResource(productDesign, calls);
    await user.click(await screen.findByRole('button', { name: designTexts.add }));
    const dialog = await screen.findByRole('dialog', { name: designTexts.add });
    // The icon is picked from those offered, each drawn: a radio group.
    const icons = within(dialog).getByRole('radiogroup', { name: designTexts.iconName });
    expect(within(icons).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(Object.keys(DESIGN_ICONS));
    await user.fill(within(dialog).getByLabelText('Name'), 'Twill');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.noValues)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(messages.noValue);
    await waitFor(() => expect(within(dialog).getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true'));
    expect(create).not.toHaveBeenCalled();
  });

  it('shows Add Product Design Error !!! with the server reason beneath it', async () => {
    expectConsoleError('ApiError: A product design named "Twill" already exists');
    const calls = memoryCalls<ProductDesignRecord>([]);
    calls.create = async () => {
      throw new ApiError(409, 'A product design named "Twill" already exists');
    };
    renderResource(productDesign, calls);
    await user.click(await screen.findByRole('button', { name: designTexts.add }));
    const dialog = await screen.findByRole('dialog', { name: designTexts.add });
    await user.fill(within(dialog).getByLabelText('Name'), 'Twill');
    await user.upload(within(dialog).getByLabelText('Image'), png());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const box = await within(dialog).findByRole('alert');
    expect(box).toHaveTextContent(messages.addProductDesignError);
    expect(box).toHaveTextContent('A product design named "Twill" already exists');
  });

  it('adds a design with name, icon name and image, then edits its icon', async () => {
    const calls = memoryCalls<ProductDesignRecord>([]);
    // Like the server: the picture is stored, the record keeps only its path.
    const sent: unknown[] = [];
    const store = calls.create!;
    calls.create = async ({ image, ...fields }) => {
      sent.push(image);
      return store({ ...fields, url: '' });
    };
    renderResource(productDesign, calls);
    await user.click(await screen.findByRole('button', { name: designTexts.add }));
    let dialog = await screen.findByRole('dialog', { name: designTexts.add });
    await user.fill(within(dialog).getByLabelText('Name'), 'Herringbone');
    await user.click(within(dialog).getByRole('radio', { name: 'Waves' }));
    await user.upload(within(dialog).getByLabelText('Image'), png());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(calls.rows[0]).toMatchObject({ name: 'Herringbone', icons: 'Waves' });
    expect(sent[0]).toBeInstanceOf(File);
    expect(await screen.findByTestId('design-icon-Waves')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Herringbone' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Herringbone' });
    expect(within(dialog).getByRole('radio', { name: 'Waves' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'GridOn' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('design-icon-GridOn')).toBeInTheDocument();
    expect(calls.rows[0].icons).toBe('GridOn');
  });

  it('asks before deleting (Yes/No) and alerts Delete Product Type Error !!! with the reason when refused', async () => {
    expectConsoleError('ApiError: Internal Server Error');
    const calls = memoryCalls<ProductDesignRecord>([row('Twill'), row('Plain')]);
    renderResource(productDesign, calls);
    await user.click(await screen.findByRole('button', { name: 'Delete Twill' }));
    let confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await dialogClosed();
    expect(calls.rows).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete Twill' }));
    confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Twill')).not.toBeInTheDocument());
    expect(calls.rows.map((r) => r.name)).toEqual(['Plain']);

    calls.delete = async () => {
      throw new ApiError(500, 'Internal Server Error');
    };
    await user.click(screen.getByRole('button', { name: 'Delete Plain' }));
    confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(`${messages.deleteProductTypeError}\nInternal Server Error`));
    expect(screen.getByText('Plain')).toBeInTheDocument();
  });
});
