import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearResults } from '../useApi';
import { memberSession } from '../../account/member/memberSession';
import type { PublicSku } from '../../contract/productSku';
import { contactUsApi } from '../../contract/contactUs';
import { ColourGrid } from './ColourGrid';
import { priceTexts } from './ColourPrice';

const colour = (sku: string, marketPrices?: number): PublicSku => ({
  _id: sku, sku, name: `${sku} name`, path: '', article: '', parentsSku: 'CT-VOI-150', stock: 1, categoryId: 'COTTON', isActived: true, createAt: '', ...(marketPrices === undefined ? {} : { marketPrices }),
});

function renderGrid(colours: PublicSku[]) {
  clearResults();
  render(
    <>
      <MemoryRouter>
        <ColourGrid colours={colours} status="READY" onOpen={vi.fn()} />
      </MemoryRouter>
    </>,
  );
  return screen.getAllByRole('listitem');
}

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const claims = { _id: 'm1', createAt: '2026-01-01T00:00:00.000Z', email: 'napa@fabrics.test', mobile: '0812345678', firstName: 'Napa', lastName: 'Textiles' };
const token = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ ...claims, exp: Date.now() / 1000 + 3600 })}.sig`;

const fetchMock = vi.fn();
/** The calls for prices: the colour's actions also read the Contact Us record (the LINE button, issue 18 §4), which the top bar reads anyway. */
const priceCalls = () => fetchMock.mock.calls.filter(([url]) => url !== `/api${contactUsApi.list.path}`);
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  memberSession.logout();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the price under each colour', () => {
  it("shows a visitor the market price the public list carries, else Ask for price leading to the enquiry form with the SKU", async () => {
    const [priced, ask] = renderGrid([colour('CT-01', 1234.5), colour('CT-02')]);
    expect(await within(priced).findByText('฿1,234.50 / m')).toBeInTheDocument();
    const link = within(ask).getByRole('link', { name: priceTexts.askForPriceOf('CT-02') });
    expect(link).toHaveTextContent(priceTexts.askForPrice);
    expect(link).toHaveAttribute('href', '/contact?sku=CT-02#enquiry');
    // The photo's button stays a button of its own (no link inside it); a visitor's prices cost no request.
    expect(within(ask).getByRole('button', { name: /CT-02 name/ })).not.toContainElement(link);
    expect(priceCalls()).toEqual([]);
  });

  it("shows a signed-in member their tier's price from one request for the whole page, with their token", async () => {
    memberSession.login(token, { ...claims, isVerified: true, url: null });
    fetchMock.mockImplementation(async (url: string) =>
      url === `/api${contactUsApi.list.path}`
        ? Response.json({ message: 'OK', result: [] })
        : new Response(JSON.stringify({ message: 'OK', result: { tier: 'gold', prices: [{ sku: 'CT-01', price: 104.25, tier: 'gold' }, { sku: 'CT-02', price: 99, tier: 'none' }] } }), { status: 200 }),
    );
    const [gold, market, ask] = renderGrid([colour('CT-01'), colour('CT-02'), colour('CT-03')]);
    expect(await within(gold).findByText(/104\.25/)).toHaveTextContent('฿104.25 / m');
    expect(gold).toHaveTextContent(`${priceTexts.tierPrice.gold}: ฿104.25 / m`);
    expect(market).toHaveTextContent('฿99.00 / m');
    expect(market).not.toHaveTextContent(priceTexts.tierPrice.gold);
    expect(within(ask).getByRole('link', { name: priceTexts.askForPriceOf('CT-03') })).toBeInTheDocument();
    expect(priceCalls()).toHaveLength(1);
    const [url, init] = priceCalls()[0] as [string, RequestInit];
    expect(url).toBe('/api/member/get_member_prices_by_parents_sku');
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${token}`);
    expect(JSON.parse(String(init.body))).toEqual({ parentsSku: 'CT-VOI-150' });
  });
});
