import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductRecord } from './calls';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import product from './index';
import { productTexts } from './ProductList';
import { discardTexts } from '../texts';
import { setupUser, type User } from '../../../tests/helpers/user';

/**
 * Issue 17 §5, through the Product dialogs (the shared RecordDialog): Escape in a multi-select closes
 * the select, never the dialog; a dialog holding typed data asks before it closes; a clean one closes at once.
 */
let user: User;
beforeEach(() => {
  user = setupUser();
});

const tiger: ProductRecord = {
  id: 'p1', _id: 'p1', code: 'TIGER', name: 'Tiger Twill', composition: '100% Cotton', construction: '20x16', density: '120x60',
  weaving: 'Twill', width: '58"', discription: 'Uniform twill', url: '', categoryId: ['UNIFORM'], productType: ['t1'], design: [],
};
const others = () => ({
  admin_category: memoryCalls([{ id: 'c1', _id: 'c1', categoryId: 'UNIFORM', name: 'Uniform' }]),
  admin_product_type: memoryCalls([{ id: 't1', _id: 't1', name: 'FABRICS', url: '' }]),
  admin_product_composition: memoryCalls([{ id: 'm1', _id: 'm1', name: '100% Cotton' }]),
  admin_product_design: memoryCalls([{ id: 'd1', _id: 'd1', name: 'Stripe', icons: 'Waves', url: '' }]),
});

/** The Discard question has faded out, the dialog behind it still open. */
const questionGone = () =>
  waitFor(() => {
    expect(screen.queryByRole('dialog', { name: discardTexts.title, hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

async function openAdd(calls = memoryCalls<ProductRecord>([])) {
  renderResource(product, calls, others());
  await user.click(await screen.findByRole('button', { name: productTexts.add }));
  return screen.findByRole('dialog', { name: productTexts.add });
}

describe('Product dialog: closing', () => {
  it('Escape in a multi-select closes its list, not the dialog, whether the list is open or already closed', async () => {
    const dialog = await openAdd();
    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    await user.click(category);
    expect(await screen.findByRole('option', { name: 'Uniform' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: productTexts.add })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(category).toHaveFocus();
    expect(screen.getByRole('dialog', { name: productTexts.add })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: discardTexts.title })).not.toBeInTheDocument();

    // Picked options are kept the same way.
    await user.type(category, 'Uni');
    await user.click(await screen.findByRole('option', { name: 'Uniform' }));
    await user.keyboard('{Escape}');
    expect(within(dialog).getByRole('button', { name: 'Uniform' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: discardTexts.title })).not.toBeInTheDocument();
  });

  it('closes a dialog holding nothing typed at once, by Escape or Cancel', async () => {
    const dialog = await openAdd();
    await user.click(within(dialog).getByLabelText('Code'));
    await user.keyboard('{Escape}');
    await dialogClosed();
    expect(screen.queryByRole('dialog', { name: discardTexts.title })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: productTexts.add }));
    await user.click(within(await screen.findByRole('dialog', { name: productTexts.add })).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
  });

  it('asks before a dialog holding typed data closes (Escape, Cancel, a click beside it); Keep editing keeps what was typed, Discard closes', async () => {
    const calls = memoryCalls<ProductRecord>([]);
    const create = vi.spyOn(calls, 'create');
    const dialog = await openAdd(calls);
    await user.fill(within(dialog).getByLabelText('Code'), 'LACE-1');

    await user.keyboard('{Escape}');
    let ask = await screen.findByRole('dialog', { name: discardTexts.title });
    expect(within(ask).getByRole('button', { name: discardTexts.keep })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: discardTexts.keep }));
    await questionGone();
    expect(within(dialog).getByLabelText('Code')).toHaveValue('LACE-1');

    // Escape in the question is "keep editing" too: the dialog behind stays.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('dialog', { name: discardTexts.title });
    await user.keyboard('{Escape}');
    await questionGone();
    expect(within(dialog).getByLabelText('Code')).toHaveValue('LACE-1');

    // A click on the backdrop beside the dialog (MUI's dialog container).
    await user.click(dialog.parentElement!);
    ask = await screen.findByRole('dialog', { name: discardTexts.title });
    await user.click(within(ask).getByRole('button', { name: discardTexts.discard }));
    await dialogClosed();
    expect(create).not.toHaveBeenCalled();

    // Opened again, it is empty.
    await user.click(screen.getByRole('button', { name: productTexts.add }));
    expect(within(await screen.findByRole('dialog', { name: productTexts.add })).getByLabelText('Code')).toHaveValue('');
  });

  it('an edit dialog closes at once until something is changed, then asks', async () => {
    renderResource(product, memoryCalls([tiger]), others());
    await user.click(await screen.findByRole('button', { name: 'Edit TIGER' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit TIGER' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Tiger Twill');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();

    await user.click(screen.getByRole('button', { name: 'Edit TIGER' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit TIGER' });
    await user.type(within(dialog).getByLabelText('Name'), ' II');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: discardTexts.title })).toBeInTheDocument();
  });
});
