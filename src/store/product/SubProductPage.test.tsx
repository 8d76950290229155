import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearResults } from '../useApi';
import type { ParentSku, PublicSku } from '../../contract/productSku';
import SubProductPage from './SubProductPage';
import { setupUser, type User } from '../../../tests/helpers/user';

const parent: ParentSku = {
  _id: 'p1', parentsSku: 'LN-100', name: 'Linen blend', path: '/uploads/ln-100.webp', width: '58"', composition: '55% Linen 45% Cotton', weaving: 'Plain',
  discription: '<p>Soft</p>', productType: 'FABRICS', categoryId: 'LINEN', isActived: true, createAt: '2026-01-01T00:00:00.000Z',
} as ParentSku;
const colour = (n: number, path = `/uploads/ln-100-0${n}.webp`): PublicSku => ({
  _id: `s${n}`, sku: `LN-100-0${n}`, name: `Colour ${n}`, path, article: '', parentsSku: 'LN-100', stock: 1, categoryId: 'LINEN', isActived: true, createAt: '2026-01-01T00:00:00.000Z',
});
let colours: PublicSku[];

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const path = new URL(String(input), 'http://shop.test').pathname;
  const result = path.endsWith('/get_product_parents_sku_data_by_parents_sku') ? [parent] : path.endsWith('/get_product_sku_data_by_parents_sku_actived') ? colours : [];
  return new Response(JSON.stringify({ message: 'OK', result }), { status: 200, headers: { 'content-type': 'application/json' } });
});

let user: User;
beforeEach(() => {
  user = setupUser();
  colours = [colour(1), colour(2), colour(3)];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(url: string) {
  clearResults();
  render(
    <>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/sub_product/:parentsSku" element={<SubProductPage />} />
        </Routes>
      </MemoryRouter>
    </>,
  );
}

const card = async (sku: string) => (await screen.findByText(sku)).closest('button')!;

describe('/sub_product/X?sku=Y (a search result’s colour)', () => {
  it('marks that colour and opens its photo once; closed, it stays closed', async () => {
    renderAt('/sub_product/LN-100?sku=LN-100-02');
    expect(await card('LN-100-02')).toHaveAttribute('aria-current', 'true');
    expect(await card('LN-100-01')).not.toHaveAttribute('aria-current');
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getAllByRole('img', { name: 'Colour 2 (LN-100-02)' }).length).toBeGreaterThan(0);

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen blend' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await card('LN-100-02')).toHaveAttribute('aria-current', 'true');
  });

  it('marks a colour without a photo and opens nothing', async () => {
    colours = [colour(1), colour(2, '')];
    renderAt('/sub_product/LN-100?sku=LN-100-02');
    expect(await card('LN-100-02')).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without ?sku= marks nothing and opens nothing', async () => {
    renderAt('/sub_product/LN-100');
    expect(await card('LN-100-01')).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
