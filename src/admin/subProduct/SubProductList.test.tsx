import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { SubProductRecord } from './calls';
import { messages } from '../../messages';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import subProduct from './index';
import { subProductTexts } from './SubProductList';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const navy: SubProductRecord = { id: 's1', _id: 's1', code: 'TIGER-01', name: 'Navy', article: 'T/01', url: '', productId: ['p1'], products: [{ _id: 'p1', code: 'TIGER', name: 'Tiger Twill' }] };
const products = () => ({ admin_product: memoryCalls([{ id: 'p1', _id: 'p1', code: 'TIGER', name: 'Tiger Twill' }], ['code']) });

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

describe('Sub Product screen', () => {
  it('lists Image, Code, Article, Name with the parent codes, or No Data', async () => {
    renderResource(subProduct, memoryCalls([navy], ['code']), products());
    const table = await screen.findByRole('table', { name: subProductTexts.caption });
    for (const h of ['Image', 'Code', 'Article', 'Name', 'Delete']) expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    const row = (await within(table).findByText('TIGER-01')).closest('tr')!;
    for (const text of ['T/01', 'Navy', 'TIGER']) expect(within(row).getByText(text)).toBeInTheDocument();
  });

  it('says No Data with no sub products', async () => {
    renderResource(subProduct, memoryCalls<SubProductRecord>([]), products());
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
  });

  it('offers parent products as "code : name" and requires a parent, code, name and image', async () => {
    const calls = memoryCalls<SubProductRecord>([]);
    const create = vi.spyOn(calls, 'create');
    renderResource(subProduct, calls, products());
    await user.click(await screen.findByRole('button', { name: subProductTexts.add }));
    const dialog = await screen.findByRole('dialog', { name: subProductTexts.add });
    await user.click(within(dialog).getByLabelText(subProductTexts.parent));
    expect(await screen.findByRole('option', { name: 'TIGER : Tiger Twill' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.noValues)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(messages.noValue);
    expect(create).not.toHaveBeenCalled();
  });

  it('adds a sub product under its one parent with code, name, article and image, then edits its name', async () => {
    const calls = memoryCalls<SubProductRecord>([], ['code']);
    const store = calls.create!;
    const sent: Record<string, unknown>[] = [];
    // Like the server: the picture is stored, the record keeps a path and the parents' codes.
    calls.create = async ({ image, ...fields }) => {
      sent.push({ image, ...fields });
      return store({ ...fields, url: '', products: [] });
    };
    const others = { admin_product: memoryCalls([{ id: 'p1', _id: 'p1', code: 'TIGER', name: 'Tiger Twill' }, { id: 'p2', _id: 'p2', code: 'VOILE', name: 'Voile' }], ['code']) };
    renderResource(subProduct, calls, others);
    await user.click(await screen.findByRole('button', { name: subProductTexts.add }));
    let dialog = await screen.findByRole('dialog', { name: subProductTexts.add });
    // One parent: choosing another replaces it.
    for (const option of ['VOILE : Voile', 'TIGER : Tiger Twill']) {
      await user.click(within(dialog).getByLabelText(subProductTexts.parent));
      await user.click(await screen.findByRole('option', { name: option }));
    }
    expect(within(dialog).getByLabelText(subProductTexts.parent)).toHaveValue('TIGER : Tiger Twill');
    await user.fill(within(dialog).getByLabelText('Code'), 'TIGER-09');
    await user.fill(within(dialog).getByLabelText('Name'), 'Olive');
    await user.fill(within(dialog).getByLabelText('Article'), 'T/09');
    await user.upload(within(dialog).getByLabelText('Image'), new File(['png'], 's.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(sent[0]).toMatchObject({ productId: 'p1', code: 'TIGER-09', name: 'Olive', article: 'T/09' });
    expect(sent[0].image).toBeInstanceOf(File);
    expect(alert).not.toHaveBeenCalled();

    await user.click(await screen.findByRole('button', { name: 'Edit TIGER-09' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit TIGER-09' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Olive');
    await user.clear(name);
    await user.fill(name, 'Dark Olive');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dark Olive')).toBeInTheDocument();
    expect(calls.rows[0]).toMatchObject({ name: 'Dark Olive', productId: 'p1' });
  });

  it('asks Are Your Sure To Delete This Row ??? (Yes/No) before deleting', async () => {
    const calls = memoryCalls<SubProductRecord>([navy, { ...navy, id: 's2', _id: 's2', code: 'TIGER-02', name: 'Khaki' }], ['code']);
    renderResource(subProduct, calls, products());
    await user.click(await screen.findByRole('button', { name: 'Delete TIGER-01' }));
    let confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await dialogClosed();
    expect(calls.rows).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete TIGER-01' }));
    confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('TIGER-01')).not.toBeInTheDocument());
    expect(calls.rows.map((r) => r.code)).toEqual(['TIGER-02']);
  });

  it('alerts Delete SubProduct Error!!! with the reason when a delete fails', async () => {
    expectConsoleError('ApiError: Not found');
    const calls = memoryCalls<SubProductRecord>([navy], ['code']);
    calls.delete = async () => {
      throw new ApiError(404, 'Not found');
    };
    renderResource(subProduct, calls, products());
    await user.click(await screen.findByRole('button', { name: 'Delete TIGER-01' }));
    await user.click(within(await screen.findByRole('dialog', { name: messages.confirmDeleteRow })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(`${messages.deleteSubProductError}\nNot found`));
  });
});
