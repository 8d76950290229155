import { screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { skuListBody, type SkuRecord } from '../common/skuCalls';
import { messages, skuTexts } from '../../messages';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import productSku from './index';
import { pagedCalls, skuRow } from './testRows';
import { setupUser, type User } from '../../../tests/helpers/user';
import { linkedFilterTexts, skuAdminTexts } from '../texts';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const many = (n: number) => Array.from({ length: n }, (_, i) => skuRow(`CT-POP-${String(i).padStart(3, '0')}`, { stock: i }));

describe('Admin SKU screen (/admin_product_sku)', () => {
  it('shows the spec table: Image, SKU, Name, Article, Parent SKU, Stock, Market Price, Category ID, Actived, Created At', async () => {
    // A second row waits for its photo since an import (one render for both).
    renderResource(productSku, pagedCalls([skuRow('CT-POP-110-NVY', { name: 'Navy', article: '110-04', stock: 240, marketPrices: 85 }), skuRow('CT-WAIT-01', { path: '', waitingPhoto: 'later-navy.jpg' })], ['sku']));
    expect(await screen.findByRole('heading', { name: 'Admin SKU' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: skuTexts.skuCaption });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    // The select box first (its header selects the page), the spec's columns, then Edit and Delete.
    expect(headers).toEqual(['', 'Image', 'SKU', 'Name', 'Article', messages.parentSku, 'Stock', messages.marketPrice, 'Category ID', 'Actived', messages.createdAt, skuAdminTexts.edit, skuAdminTexts.delete]);
    expect(within(table).getByRole('checkbox', { name: skuAdminTexts.selectPage })).toBeInTheDocument();
    const row = (await within(table).findByText('CT-POP-110-NVY')).closest('tr')!;
    for (const text of ['Navy', '110-04', 'CT-POP', '240', '85.00', 'COTTON']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: skuTexts.switchLabel('CT-POP-110-NVY') })).toBeChecked();

    // Where the picture would be, the photo the row waits for.
    const waiting = within(table).getByText('CT-WAIT-01').closest('tr')!;
    expect(within(waiting).getByRole('img', { name: skuAdminTexts.waitingPhoto('later-navy.jpg') })).toHaveTextContent(skuAdminTexts.waitingShort);
  });

  it('says No Product SKU Data when there are none', async () => {
    renderResource(productSku, pagedCalls<SkuRecord>([], ['sku']));
    expect(await screen.findByRole('cell', { name: messages.noProductSkuData })).toBeInTheDocument();
  });

  it('asks the server for one page at a time and pages with the controls', async () => {
    // 51 rows: two full pages of 25 and a last page of one (fewer rows drawn, the same controls).
    const calls = pagedCalls(many(51), ['sku']);
    renderResource(productSku, calls);
    await screen.findByText('1–25 of 51');
    expect(calls.requests.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 25 }, sort: { field: 'createAt', order: 'DESC' } });
    expect(screen.getAllByRole('row')).toHaveLength(26);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    // The label moves with the page at once; the page's rows follow the server's answer. So wait for the
    // request page 2 (a refresh may re-read page 1 in the background afterwards), then its rows.
    await screen.findByText('26–50 of 51');
    await waitFor(() => expect(calls.requests).toContainEqual(expect.objectContaining({ pagination: { page: 2, perPage: 25 } })));
    expect(screen.getAllByRole('row')).toHaveLength(26);
    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    await screen.findByText('51–51 of 51');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  });

  it('searches when Search is pressed, and sorts on the server', async () => {
    // A few rows: the paging is the test above's.
    const calls = pagedCalls([...many(3), skuRow('LN-PUR-201-NAT')], ['sku', 'name']);
    renderResource(productSku, calls);
    await screen.findByText('1–4 of 4');
    await user.fill(screen.getByRole('searchbox', { name: skuTexts.searchSkus }), 'ln-pur');
    expect(calls.requests.at(-1)?.filter).toEqual({});
    await user.click(screen.getByRole('button', { name: skuTexts.search }));
    await screen.findByText('1–1 of 1');
    expect(calls.requests.at(-1)?.filter).toEqual({ q: 'ln-pur' });
    expect(screen.getByText('LN-PUR-201-NAT')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: skuTexts.searchSkus }));
    await user.fill(screen.getByRole('searchbox', { name: skuTexts.searchSkus }), 'zzz');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('cell', { name: messages.noProductSkuData })).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: skuTexts.searchSkus }));
    await user.click(screen.getByRole('button', { name: skuTexts.search }));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Stock' }));
    await waitFor(() => expect(calls.requests.at(-1)?.sort).toEqual({ field: 'stock', order: 'DESC' }));
    await user.click(screen.getByRole('button', { name: 'Descending: sort ascending' }));
    await waitFor(() => expect(calls.requests.at(-1)?.sort).toEqual({ field: 'stock', order: 'ASC' }));
    // The request is sent before its answer is drawn: wait for the table to show it.
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]).getByText('CT-POP-000')).toBeInTheDocument());

    // The column headers sort too (issue 17 §1), and say which one does.
    const header = screen.getByRole('columnheader', { name: skuTexts.sku });
    await user.click(within(header).getByRole('button', { name: skuTexts.sku }));
    await waitFor(() => expect(calls.requests.at(-1)?.sort).toEqual({ field: 'sku', order: 'ASC' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: skuTexts.stock })).toHaveAttribute('aria-sort', 'none');
  });

  it('flips the Actived switch on the server, tells so top right, and reloads the list', async () => {
    const calls = pagedCalls([skuRow('CT-POP-110-NVY')], ['sku']);
    renderResource(productSku, calls);
    const toggle = await screen.findByRole('switch', { name: skuTexts.switchLabel('CT-POP-110-NVY') });
    const before = calls.requests.length;
    await user.click(toggle);
    const [toast] = await screen.findAllByText(skuTexts.skuStatusOk);
    expect(toast.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopRight');
    expect(calls.rows[0].isActived).toBe(false);
    await waitFor(() => expect(calls.requests.length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByRole('switch', { name: skuTexts.switchLabel('CT-POP-110-NVY') })).not.toBeChecked());
  });

  it('leaves the switch as it was and says so when the server refuses or cannot be reached', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = pagedCalls([skuRow('CT-POP-110-NVY')], ['sku']);
    calls.fail = 'refused';
    renderResource(productSku, calls);
    await user.click(await screen.findByRole('switch', { name: skuTexts.switchLabel('CT-POP-110-NVY') }));
    expect((await screen.findAllByText(skuTexts.statusFailed))[0]).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: skuTexts.switchLabel('CT-POP-110-NVY') })).toBeChecked();
    calls.fail = 'network';
    await user.click(screen.getByRole('switch', { name: skuTexts.switchLabel('CT-POP-110-NVY') }));
    expect((await screen.findAllByText(skuTexts.statusError))[0]).toBeInTheDocument();
    expect(calls.rows[0].isActived).toBe(true);
    logged.mockRestore();
  });

  it('edits every field of a SKU in a dialog, the tier prices read from the server', async () => {
    const calls = pagedCalls([skuRow('CT-POP-110-NVY', { stock: 240, marketPrices: 85 })], ['sku']);
    // The list's rows carry no tier prices; the dialog's copy (getOne) does.
    calls.getOne = async (id) => ({ ...calls.rows.find((r) => r.id === id)!, silverPrice: 80, goldPrice: 75.5, platinumPrice: 70 });
    renderResource(productSku, calls, { admin_product_category_sku: memoryCalls([{ id: 'COTTON', _id: 'COTTON', categoryId: 'COTTON', name: 'Cotton' }]) });
    await user.click(await screen.findByRole('button', { name: 'Edit CT-POP-110-NVY' }));
    const dialog = await screen.findByRole('dialog', { name: skuAdminTexts.editTitle('CT-POP-110-NVY') });
    await waitFor(() => expect(within(dialog).getByLabelText(skuAdminTexts.goldPrice)).toHaveValue(75.5));
    const stock = within(dialog).getByLabelText(skuTexts.stock);
    await user.clear(stock);
    await user.fill(stock, '12');
    const platinum = within(dialog).getByLabelText(skuAdminTexts.platinumPrice);
    await user.clear(platinum);
    await user.fill(platinum, '69.95');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(calls.sent.at(-1)).toMatchObject({ sku: 'CT-POP-110-NVY', stock: '12', marketPrices: 85, silverPrice: 80, goldPrice: 75.5, platinumPrice: '69.95', isActived: true });
    expect(await screen.findByRole('cell', { name: '12' })).toBeInTheDocument();
  });

  it('activates the selected SKUs in one go', async () => {
    const calls = pagedCalls([skuRow('CT-POP-001', { isActived: false }), skuRow('CT-POP-002', { isActived: false })], ['sku']);
    const bulk = vi.spyOn(calls, 'updateMany');
    renderResource(productSku, calls);
    await user.click(await screen.findByRole('checkbox', { name: skuAdminTexts.selectPage }));
    await user.click(within(screen.getByRole('toolbar', { name: skuAdminTexts.bulkActions })).getByRole('button', { name: skuAdminTexts.activate }));
    await screen.findAllByText(skuAdminTexts.bulkDone(2, skuAdminTexts.nouns.sku, 'activated'));
    expect(bulk).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('switch', { name: skuTexts.switchLabel('CT-POP-002') })).toBeChecked());
  });
});

describe('Admin SKU filters (issue 17 §1)', () => {
  it('asks the server for one category and one status, chosen beside the search box', async () => {
    const calls = pagedCalls([skuRow('CT-POP-1'), skuRow('LN-PUR-1', { categoryId: 'LINEN' }), skuRow('LN-PUR-2', { categoryId: 'LINEN', isActived: false })], ['sku']);
    const categories = memoryCalls(
      [
        { id: 'c1', _id: 'c1', categoryId: 'COTTON', name: 'Cotton' },
        { id: 'c2', _id: 'c2', categoryId: 'LINEN', name: 'Linen' },
      ],
      ['name'],
    );
    renderResource(productSku, calls, { admin_product_category_sku: categories });
    await screen.findByText('1–3 of 3');
    await user.click(screen.getByRole('combobox', { name: skuTexts.filterCategory }));
    await user.click(await screen.findByRole('option', { name: 'LINEN | Linen' }));
    await screen.findByText('1–2 of 2');
    expect(calls.requests.at(-1)?.filter).toEqual({ categoryId: 'LINEN' });
    expect(screen.queryByText('CT-POP-1')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: skuTexts.filterActive }));
    await user.click(within(await screen.findByRole('listbox')).getByText(skuTexts.inactiveOnly));
    await screen.findByText('1–1 of 1');
    expect(calls.requests.at(-1)?.filter).toEqual({ categoryId: 'LINEN', isActived: false });
    expect(screen.getByText('LN-PUR-2')).toBeInTheDocument();
  });
});

/** The server's answer: with waitingPhoto, only the rows waiting for their photo (tested in tests/api/dashboard.test.ts). */
function waitingServer(rows: SkuRecord[]) {
  const requests: GetListParams[] = [];
  return {
    requests,
    calls: {
      list: async (params: GetListParams) => {
        requests.push(params);
        const hits = params.filter?.waitingPhoto ? rows.filter((r) => r.waitingPhoto) : rows;
        return { data: hits, total: hits.length };
      },
    },
  };
}

describe('Admin SKU opened from the admin home (issue 17 §2)', () => {
  it('lists only the SKUs waiting for a photo when the address says so, and shows them all again at the switch', async () => {
    const { calls, requests } = waitingServer([skuRow('CT-WAIT-01', { waitingPhoto: 'ct-wait-01.jpg' }), skuRow('CT-HAS-02', { path: '/uploads/x.webp' })]);
    renderResource(productSku, calls, {}, `?filter=${encodeURIComponent(JSON.stringify({ waitingPhoto: true }))}`);
    const table = await screen.findByRole('table', { name: skuTexts.skuCaption });
    await within(table).findByText('CT-WAIT-01');
    expect(within(table).queryByText('CT-HAS-02')).not.toBeInTheDocument();
    expect(requests[0].filter).toEqual({ waitingPhoto: true });
    // What the list sends the server for it.
    expect(skuListBody(requests[0])).toMatchObject({ waitingPhoto: true });
    const toggle = screen.getByRole('switch', { name: linkedFilterTexts.waitingPhoto });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await within(table).findByText('CT-HAS-02');
    expect(requests.at(-1)?.filter).toEqual({});
    expect(skuListBody(requests.at(-1)!)).not.toHaveProperty('waitingPhoto');
    await user.click(toggle);
    await waitFor(() => expect(within(table).queryByText('CT-HAS-02')).not.toBeInTheDocument());
  });
});
