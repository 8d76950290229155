import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearResults } from '../useApi';
import { FACETS, type BrowseResult } from '../../contract/browse';
import { productSkuApi } from '../../contract/productSku';
import ProductListPage from './ProductListPage';
import { filterTexts } from '../filters/filterTexts';
import { productTexts } from '../productTexts';
import { setupUser, type User } from '../../../tests/helpers/user';
import { Where } from '../../../tests/helpers/where';
import { coreTexts } from '../../i18n/core';
import { resetLocaleForTests, setCoreTexts, setLocale } from '../../i18n/locale';
import { filterTextsTh, productTextsTh } from '../../i18n/th/catalogue';

/**
 * The product list's filters and pages (issue 18 §2), against a stand-in of GET /api/browse that
 * filters 30 fabrics by weaving and counts as the server does; the filters and page live in the URL.
 * The spec's list call answers the same 30 (the first cards, shown until the filters' chunk takes over).
 */
const fabrics = Array.from({ length: 30 }, (_, i) => ({ parentsSku: `LN-${100 + i}`, name: `Linen ${i + 1}`, weaving: i % 3 ? 'Plain' : 'Twill' }));
/** Every filter without options (those named below have some). */
const noFacets = Object.fromEntries(FACETS.map((f) => [f, []])) as unknown as BrowseResult['facets'];
function browse(url: URL): BrowseResult {
  const weavings = url.searchParams.get('weaving')?.split('|') ?? [];
  const kept = fabrics.filter((f) => !weavings.length || weavings.includes(f.weaving));
  const limit = Number(url.searchParams.get('limit'));
  const offset = Number(url.searchParams.get('offset'));
  const count = (w: string) => fabrics.filter((f) => f.weaving === w).length;
  return {
    parents: kept.slice(offset, offset + limit).map((f) => ({ parentsSku: f.parentsSku, name: f.name, path: '', url: `/sub_product/${f.parentsSku}` })),
    skus: [],
    total: kept.length,
    parentTotal: kept.length,
    skuTotal: 0,
    facets: {
      ...noFacets,
      composition: [{ value: '100% Linen', count: kept.length }],
      weaving: [
        { value: 'Plain', count: count('Plain') },
        { value: 'Twill', count: count('Twill') },
      ],
      width: [{ value: 'from58', count: kept.length }],
    },
  };
}

const asked: URL[] = [];
let browseFails = false;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://shop.test');
  if (url.pathname === '/api/browse') {
    asked.push(url);
    if (browseFails) return new Response(JSON.stringify({ message: 'down' }), { status: 503, headers: { 'content-type': 'application/json' } });
  }
  const result =
    url.pathname === '/api/browse' ? browse(url)
    : url.pathname === `/api${productSkuApi.parentsByCategoryActive.path}` ? fabrics.map((f) => ({ _id: f.parentsSku, parentsSku: f.parentsSku, name: f.name, path: '' }))
    : [{ categoryId: 'C1', name: 'Linen', isActived: true }];
  return new Response(JSON.stringify({ message: 'OK', result }), { status: 200, headers: { 'content-type': 'application/json' } });
});

/** A window as wide as a desktop's (the side panel) or a phone's (the Filters button and its drawer). */
function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: wide, media, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }));
}

let user: User;
beforeEach(() => {
  user = setupUser();
  asked.length = 0;
  browseFails = false;
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('scrollTo', () => {});
});
afterEach(() => vi.unstubAllGlobals());

/** A Back button as the browser's. */
function BrowserBack() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>browser back</button>;
}

function renderAt(url: string) {
  clearResults();
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/product/:type/:categoryId" element={<ProductListPage />} />
      </Routes>
      <Where />
      <BrowserBack />
    </MemoryRouter>,
  );
}

// The cards' list comes before the page numbers' list.
const cardCodes = () => within(screen.getAllByRole('list')[0]).getAllByRole('link').map((a) => a.querySelector('.sv-card-code')!.textContent);
const location = () => screen.getByRole('note', { name: 'location' }).textContent;

describe('/product/:type/:categoryId filters', () => {
  it('shows each filter as a group of checkboxes with counts; a choice filters the list, lands in the URL, and Back undoes it', async () => {
    screenWidth(true);
    renderAt('/product/category/C1');
    expect(await screen.findByText(filterTexts.fabricsFound(30))).toHaveAttribute('role', 'status');
    const panel = await screen.findByRole('complementary', { name: filterTexts.filters });
    const weaving = within(panel).getByRole('group', { name: productTexts.weaving });
    expect(within(weaving).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual(['Plain (20)', 'Twill (10)']);
    expect(within(panel).getByRole('group', { name: productTexts.width })).toContainElement(within(panel).getByRole('checkbox', { name: filterTexts.option(filterTexts.widthBands.from58, 30) }));

    await user.click(within(weaving).getByRole('checkbox', { name: 'Twill (10)' }));
    expect(await screen.findByText(filterTexts.fabricsFound(10))).toBeInTheDocument();
    expect(location()).toBe('/product/category/C1?weaving=Twill');
    expect(cardCodes()).toEqual(['LN-100', 'LN-103', 'LN-106', 'LN-109', 'LN-112', 'LN-115', 'LN-118', 'LN-121', 'LN-124', 'LN-127']);
    expect(Object.fromEntries(asked.at(-1)!.searchParams)).toEqual({ category: 'C1', limit: '24', offset: '0', weaving: 'Twill' });
    expect(within(weaving).getByRole('checkbox', { name: 'Twill (10)' })).toBeChecked();

    // Both weavings: sent as one parameter, kept in the URL as two.
    await user.click(within(weaving).getByRole('checkbox', { name: 'Plain (20)' }));
    expect(await screen.findByText(filterTexts.fabricsFound(30))).toBeInTheDocument();
    expect(location()).toBe('/product/category/C1?weaving=Twill&weaving=Plain');
    expect(asked.at(-1)!.searchParams.get('weaving')).toBe('Twill|Plain');

    await user.click(screen.getByRole('button', { name: 'browser back' }));
    expect(await screen.findByText(filterTexts.fabricsFound(10))).toBeInTheDocument();
    expect(within(weaving).getByRole('checkbox', { name: 'Plain (20)' })).not.toBeChecked();

    await user.click(within(panel).getByRole('button', { name: filterTexts.clear }));
    expect(await screen.findByText(filterTexts.fabricsFound(30))).toBeInTheDocument();
    expect(location()).toBe('/product/category/C1');
  });

  it('opens with the filters and page a URL names', async () => {
    screenWidth(true);
    renderAt('/product/category/C1?weaving=Plain&page=1');
    expect(await screen.findByText(filterTexts.fabricsFound(20))).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Plain (20)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Twill (10)' })).not.toBeChecked();
  });

  it('pages a long list 24 at a time instead of loading it all, the page in the URL', async () => {
    screenWidth(true);
    renderAt('/product/category/C1');
    expect(await screen.findByText(filterTexts.fabricsFound(30))).toBeInTheDocument();
    expect(cardCodes()).toHaveLength(24);
    const nav = await screen.findByRole('navigation', { name: filterTexts.pages });
    expect(within(nav).queryByRole('button', { name: 'Go to page 3' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('link', { name: /LN-129/ })).toBeInTheDocument();
    expect(cardCodes()).toEqual(['LN-124', 'LN-125', 'LN-126', 'LN-127', 'LN-128', 'LN-129']);
    expect(location()).toBe('/product/category/C1?page=2');
    expect(asked.at(-1)!.searchParams.get('offset')).toBe('24');
  });

  it('on a phone, the filters are behind a button that opens them in a dialog', async () => {
    screenWidth(false);
    renderAt('/product/category/C1?weaving=Twill');
    await user.click(await screen.findByRole('button', { name: filterTexts.openFilters(1) }));
    const dialog = await screen.findByRole('dialog', { name: filterTexts.filters });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Plain (20)' }));
    await user.click(await within(dialog).findByRole('button', { name: filterTexts.showResults(30) }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(screen.getByRole('button', { name: filterTexts.openFilters(2) })).toBeInTheDocument();
    expect(location()).toBe('/product/category/C1?weaving=Twill&weaving=Plain');
  });

  it('says so when a filtered page cannot be loaded, rather than showing the unfiltered cards', async () => {
    screenWidth(true);
    browseFails = true;
    renderAt('/product/category/C1?weaving=Twill');
    expect(await screen.findByText(filterTexts.failed)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('link', { name: /LN-101/ })).not.toBeInTheDocument();
  });

  it('names the filters in Thai on a Thai page (the catalogue texts swapped in after the panel loaded)', async () => {
    screenWidth(true);
    setCoreTexts(coreTexts);
    await setLocale('th');
    await coreTexts('th', ['catalogue']);
    try {
      renderAt('/product/category/C1');
      const panel = await screen.findByRole('complementary', { name: filterTextsTh.filters });
      expect(within(panel).getByRole('group', { name: productTextsTh.weaving })).toBeInTheDocument();
      expect(within(panel).getByRole('group', { name: productTextsTh.composition })).toBeInTheDocument();
      expect(within(panel).queryByRole('group', { name: 'Weaving' })).not.toBeInTheDocument();
    } finally {
      await resetLocaleForTests();
    }
  });
});
