import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SkuCategoryRecord } from '../common/skuCategoryCalls';
import { messages, skuTexts } from '../../messages';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import { pagedCalls, skuRow } from '../productSku/testRows';
import merchantAll from './index';
import { setupUser, type User } from '../../../tests/helpers/user';
import { skuAdminTexts } from '../texts';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const category = (categoryId: string, name: string, isActived = true): SkuCategoryRecord => ({
  id: categoryId, _id: categoryId, categoryId, name, discription: '', url: '', isActived, createAt: '2026-11-22T08:00:00.000Z', alwaysShown: false,
});
const categories = [category('COTTON', 'Cotton'), category('LINEN', 'Linen'), category('CLEARANCE', 'Clearance', false)];
const rows = [
  skuRow('CT-POP-110-NVY', { parentsSku: 'CT-POP-110', parentName: 'Cotton Poplin 110' }),
  skuRow('CT-POP-110-LIL', { parentsSku: 'CT-POP-110', parentName: 'Cotton Poplin 110', isActived: false }),
  skuRow('LN-PUR-201-NAT', { parentsSku: 'LN-PUR-201', parentName: 'Pure Linen 201', categoryId: 'LINEN', categoryName: 'Linen' }),
];

/** The server as the browser's API client sees it: the SKU browser's and the export's calls. */
const requests: Array<{ url: string; method: string; body: unknown }> = [];
function fakeServer(url: string, init: RequestInit = {}): Response {
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  requests.push({ url, method: init.method ?? 'GET', body });
  const json = (result: unknown) => new Response(JSON.stringify({ message: 'OK', result }), { status: 200, headers: { 'content-type': 'application/json' } });
  if (url === '/api/product_sku/get_product_category_data_all') return json(categories);
  if (url === '/api/product_sku/get_product_parents_sku_data_by_category_id')
    return json(body.categoryId === 'COTTON' ? [{ _id: 'p1', parentsSku: 'CT-POP-110', name: 'Cotton Poplin 110', isActived: true }, { _id: 'p2', parentsSku: 'CT-VOI-199', name: 'Cotton Voile 199', isActived: false }] : []);
  if (url === '/api/product_sku/get_product_sku_data_by_parents_sku')
    return json([{ _id: 's1', sku: 'CT-POP-110-NVY', name: 'Navy', path: '/uploads/0123456789abcdef01234567.webp', isActived: true }]);
  if (url === '/api/product_sku/export_product_sku_data') return new Response(new Blob(['xlsx bytes']), { status: 200 });
  return new Response(JSON.stringify({ message: 'Unknown API call' }), { status: 404 });
}

let saved: string[] = [];
beforeEach(() => {
  requests.length = 0;
  saved = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => fakeServer(url, init)));
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:export' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = () => {
  const calls = pagedCalls(rows, ['sku', 'name', 'article', 'parentsSku']);
  renderResource(merchantAll, calls, { admin_product_category_sku: memoryCalls(categories) });
  return calls;
};

describe('SKU Merchant All screen (/admin_product_sku_merchant_all)', () => {
  it('lists every SKU with its parent and category, server-paged, and says how many match', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'SKU Merchant All' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: skuTexts.merchantCaption });
    const row = (await within(table).findByText('LN-PUR-201-NAT')).closest('tr')!;
    expect(within(row).getByText('LN-PUR-201 | Pure Linen 201')).toBeInTheDocument();
    expect(within(row).getByText('LINEN | Linen')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(skuTexts.exportCount(3));
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
  });

  it('filters by category, parent SKU and status on the server', async () => {
    const calls = render();
    await screen.findByText('1–3 of 3');
    await user.click(screen.getByRole('combobox', { name: skuTexts.filterCategory }));
    await user.click(await screen.findByRole('option', { name: 'LINEN | Linen' }));
    await screen.findByText('1–1 of 1');
    expect(calls.requests.at(-1)?.filter).toEqual({ categoryId: 'LINEN' });

    await user.click(screen.getByRole('combobox', { name: skuTexts.filterCategory }));
    await user.click(await screen.findByRole('option', { name: skuTexts.any }));
    await user.fill(screen.getByRole('textbox', { name: skuTexts.filterParent }), 'CT-POP-110');
    await user.keyboard('{Enter}');
    await screen.findByText('1–2 of 2');
    await user.click(screen.getByRole('combobox', { name: skuTexts.filterActive }));
    await user.click(await screen.findByRole('option', { name: skuTexts.inactiveOnly }));
    await screen.findByText('1–1 of 1');
    expect(calls.requests.at(-1)?.filter).toEqual({ parentsSku: 'CT-POP-110', isActived: false });
    expect(screen.getByText('CT-POP-110-LIL')).toBeInTheDocument();
  });

  it('exports the whole filtered list as .xlsx through the export call', async () => {
    render();
    await screen.findByText('1–3 of 3');
    await user.click(screen.getByRole('combobox', { name: skuTexts.filterActive }));
    await user.click(await screen.findByRole('option', { name: skuTexts.activeOnly }));
    await screen.findByText('1–2 of 2');
    await user.click(screen.getByRole('button', { name: skuTexts.exportXlsx }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^skus-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const call = requests.find((r) => r.url === '/api/product_sku/export_product_sku_data')!;
    expect(call).toMatchObject({ method: 'POST', body: { filters: { isActived: true }, sort: 'sku', order: 'ASC' } });
  });

  it('browses categories, then parent SKUs (code | name), then SKUs with their pictures', async () => {
    render();
    const browser = screen.getByRole('region', { name: skuTexts.skuBrowser });
    expect(within(browser).queryByRole('list', { name: skuTexts.browserCategories })).not.toBeInTheDocument();
    await user.click(within(browser).getByRole('button', { name: messages.loadProductCategory }));
    const cats = await within(browser).findByRole('list', { name: skuTexts.browserCategories });
    expect(within(cats).getAllByRole('button').map((b) => b.textContent)).toEqual(['CottonCOTTON', 'LinenLINEN', `ClearanceCLEARANCE · ${skuTexts.inactiveOnly}`]);

    await user.click(within(cats).getByRole('button', { name: /Cotton/ }));
    const parents = await within(browser).findByRole('list', { name: skuTexts.browserParents });
    expect(within(parents).getByRole('button', { name: 'CT-POP-110 | Cotton Poplin 110' })).toBeInTheDocument();
    expect(requests.find((r) => r.url.endsWith('get_product_parents_sku_data_by_category_id'))?.body).toEqual({ categoryId: 'COTTON' });

    await user.click(within(parents).getByRole('button', { name: 'CT-POP-110 | Cotton Poplin 110' }));
    const skus = await within(browser).findByRole('list', { name: skuTexts.browserSkus });
    expect(within(skus).getByText('CT-POP-110-NVY')).toBeInTheDocument();
    expect(within(skus).getByText('Navy')).toBeInTheDocument();
    expect(within(skus).getByRole('img', { name: 'CT-POP-110-NVY Navy' })).toHaveAttribute('src', expect.stringContaining('/uploads/0123456789abcdef01234567'));

    await user.click(within(cats).getByRole('button', { name: /Linen/ }));
    expect(await within(browser).findByText(messages.noData)).toBeInTheDocument();
    expect(within(browser).queryByRole('list', { name: skuTexts.browserSkus })).not.toBeInTheDocument();
  });

  it('edits a SKU from its row, and deletes the selected SKUs after one confirmation naming the count', async () => {
    const calls = render();
    await user.click(await screen.findByRole('button', { name: 'Edit LN-PUR-201-NAT' }));
    const dialog = await screen.findByRole('dialog', { name: skuAdminTexts.editTitle('LN-PUR-201-NAT') });
    const article = within(dialog).getByLabelText(skuTexts.article);
    await user.clear(article);
    await user.fill(article, '0042');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(calls.sent.at(-1)).toMatchObject({ sku: 'LN-PUR-201-NAT', article: '0042', parentsSku: 'LN-PUR-201', categoryId: 'LINEN' });

    await user.click(screen.getByRole('checkbox', { name: skuAdminTexts.selectRow('CT-POP-110-NVY') }));
    await user.click(screen.getByRole('checkbox', { name: skuAdminTexts.selectRow('CT-POP-110-LIL') }));
    await user.click(within(screen.getByRole('toolbar', { name: skuAdminTexts.bulkActions })).getByRole('button', { name: skuAdminTexts.deleteSelected }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 SKUs?' });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await dialogClosed();
    expect(calls.rows).toHaveLength(3);
    await user.click(within(screen.getByRole('toolbar', { name: skuAdminTexts.bulkActions })).getByRole('button', { name: skuAdminTexts.deleteSelected }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete 2 SKUs?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.rows.map((r) => r.sku)).toEqual(['LN-PUR-201-NAT']));
    await waitFor(() => expect(screen.queryByText('CT-POP-110-NVY')).not.toBeInTheDocument());
  });
});
