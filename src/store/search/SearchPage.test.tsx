import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearResults } from '../useApi';
import type { SearchParent, SearchSku } from '../../contract/search';
import type { BrowseResult } from '../../contract/browse';
import { filterTexts } from '../filters/filterTexts';
import { productTexts } from '../productTexts';
import SearchPage from './SearchPage';
import { searchTexts } from './searchTexts';
import { setupUser, type User } from '../../../tests/helpers/user';

/**
 * A catalogue of `parents` fabrics and `skus` colours that every query finds, answered page by page as
 * the server does; the even-numbered fabrics are Twill, the rest (and every colour's fabric) Plain.
 */
function catalogue(parentCount: number, skuCount: number) {
  const parents: SearchParent[] = Array.from({ length: parentCount }, (_, i) => ({ parentsSku: `LN-${100 + i}`, name: `Linen ${i + 1}`, url: `/sub_product/LN-${100 + i}`, path: '' }));
  const skus: SearchSku[] = Array.from({ length: skuCount }, (_, i) => ({ sku: `LN-100-${String(i + 1).padStart(3, '0')}`, parentsSku: 'LN-100', name: `Colour ${i + 1}`, url: `/sub_product/LN-100?sku=LN-100-${String(i + 1).padStart(3, '0')}`, path: '' }));
  const weaving = (p: SearchParent) => (Number(p.parentsSku.slice(3)) % 2 ? 'Plain' : 'Twill');
  return (url: URL): BrowseResult => {
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const chosen = url.searchParams.get('weaving')?.split('|');
    const keptParents = parents.filter((p) => !chosen || chosen.includes(weaving(p)));
    const keptSkus = !chosen || chosen.includes('Plain') ? skus : [];
    const twill = parents.filter((p) => weaving(p) === 'Twill').length;
    return {
      parents: keptParents.slice(offset, offset + limit),
      skus: keptSkus.slice(offset, offset + limit),
      total: keptParents.length + keptSkus.length,
      parentTotal: keptParents.length,
      skuTotal: keptSkus.length,
      facets: {
        colour: [],
        composition: [],
        weaving: [
          { value: 'Plain', count: parentCount - twill + skuCount },
          { value: 'Twill', count: twill },
        ],
        productType: [],
        design: [],
        width: [],
      },
    };
  };
}

const asked: URL[] = [];
let answer: (url: URL) => BrowseResult;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://shop.test');
  asked.push(url);
  return new Response(JSON.stringify({ message: 'OK', result: answer(url) }), { status: 200, headers: { 'content-type': 'application/json' } });
});

let user: User;
beforeEach(() => {
  user = setupUser();
  asked.length = 0;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** A desktop's width: the filters in a side panel. */
const wideScreen = () =>
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: true, media, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }));

/** Where the page's links lead. */
function Where() {
  const { pathname, search } = useLocation();
  return (
    <div role="note" aria-label="location">
      {pathname + search}
    </div>
  );
}

function renderAt(url: string) {
  clearResults();
  render(
    <>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/search" element={<SearchPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </>,
  );
}

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
const codes = (section: HTMLElement) => within(section).getAllByRole('link').map((a) => within(a).getByText(/^LN-/).textContent);

describe('/search', () => {
  it('shows the fabrics and colours found, best first, with their links and the count; indexable', async () => {
    answer = catalogue(2, 3);
    renderAt('/search?q=linen');
    expect(screen.getByRole('heading', { level: 1, name: searchTexts.title('linen') })).toBeInTheDocument();
    expect(await screen.findByText(searchTexts.found(5))).toHaveAttribute('role', 'status');
    const fabrics = screen.getByRole('region', { name: searchTexts.fabrics });
    const colours = screen.getByRole('region', { name: searchTexts.colours });
    expect(codes(fabrics)).toEqual(['LN-100', 'LN-101']);
    expect(codes(colours)).toEqual(['LN-100-001', 'LN-100-002', 'LN-100-003']);
    expect(within(colours).getByRole('link', { name: /LN-100-002/ })).toHaveAttribute('href', '/sub_product/LN-100?sku=LN-100-002');
    expect(screen.queryByRole('navigation', { name: searchTexts.pages })).not.toBeInTheDocument();
    expect(robots()).toBeNull();
    expect(asked[0].pathname).toBe('/api/browse');
    expect(Object.fromEntries(asked[0].searchParams)).toEqual({ q: 'linen', limit: '24', offset: '0' });

    await user.click(within(colours).getByRole('link', { name: /LN-100-002/ }));
    expect(screen.getByRole('note', { name: 'location' })).toHaveTextContent('/sub_product/LN-100?sku=LN-100-002');
  });

  it("loads the first row's pictures at once and the first one first (the page's largest paint), the rest as they scroll in", async () => {
    const withPhotos = (all: (url: URL) => BrowseResult, onlyColours: boolean) => (url: URL) => {
      const r = all(url);
      const photo = (i: number) => `/uploads/${String(i).padStart(24, 'a')}.webp`;
      return { ...r, parents: onlyColours ? [] : r.parents.map((p, i) => ({ ...p, path: photo(i) })), skus: r.skus.map((s, i) => ({ ...s, path: photo(100 + i) })) };
    };
    const loading = (section: HTMLElement) => [...section.querySelectorAll('img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    answer = withPhotos(catalogue(3, 3), false);
    renderAt('/search?q=linen');
    await screen.findByText(searchTexts.found(6));
    expect(loading(screen.getByRole('region', { name: searchTexts.fabrics }))).toEqual([['eager', 'high'], ['eager', null], ['lazy', null]]);
    expect(loading(screen.getByRole('region', { name: searchTexts.colours }))).toEqual([['lazy', null], ['lazy', null], ['lazy', null]]);
  });

  it('leads with the colours when no fabric is found', async () => {
    answer = (url) => {
      const r = catalogue(0, 3)(url);
      return { ...r, skus: r.skus.map((s, i) => ({ ...s, path: `/uploads/${String(i).padStart(24, 'b')}.webp` })) };
    };
    renderAt('/search?q=linen');
    await screen.findByText(searchTexts.found(3));
    const imgs = [...screen.getByRole('region', { name: searchTexts.colours }).querySelectorAll('img')];
    expect(imgs.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(imgs[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('says nothing was found, and asks search engines not to index the page', async () => {
    answer = catalogue(0, 0);
    renderAt('/search?q=zzzz');
    expect(await screen.findByText(searchTexts.nothing('zzzz'))).toBeInTheDocument();
    // No grid of results (the colour chooser's own region comes whenever its lazy code has loaded: not asked about here).
    expect(screen.queryByRole('region', { name: searchTexts.fabrics })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: searchTexts.colours })).not.toBeInTheDocument();
    expect(robots()).toBe('noindex');
  });

  it('with no query, prompts for one, asks for nothing, and is not indexed', () => {
    answer = catalogue(1, 1);
    renderAt('/search');
    expect(screen.getByRole('heading', { level: 1, name: searchTexts.title('') })).toBeInTheDocument();
    expect(screen.getByText(searchTexts.prompt)).toBeInTheDocument();
    expect(robots()).toBe('noindex');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('pages past the first 100: each page asks for its 24 of each kind, and the page is in the URL', async () => {
    answer = catalogue(30, 130);
    renderAt('/search?q=linen');
    expect(await screen.findByText(searchTexts.found(160))).toHaveAttribute('role', 'status');
    // The page numbers' code comes after the first results.
    const nav = await screen.findByRole('navigation', { name: searchTexts.pages });
    // 130 colours at 24 a page: 6 pages.
    expect(within(nav).getByRole('button', { name: 'Go to page 6' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Go to page 7' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('link', { name: /LN-100-025/ })).toBeInTheDocument();
    expect(codes(screen.getByRole('region', { name: searchTexts.fabrics }))).toEqual(['LN-124', 'LN-125', 'LN-126', 'LN-127', 'LN-128', 'LN-129']);
    expect(screen.getByRole('note', { name: 'location' })).toHaveTextContent('/search?q=linen&page=2');

    await user.click(within(screen.getByRole('navigation', { name: searchTexts.pages })).getByRole('button', { name: 'Go to page 6' }));
    expect(await screen.findByRole('link', { name: /LN-100-130/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: searchTexts.fabrics })).not.toBeInTheDocument();
    expect(codes(screen.getByRole('region', { name: searchTexts.colours }))).toEqual(['LN-100-121', 'LN-100-122', 'LN-100-123', 'LN-100-124', 'LN-100-125', 'LN-100-126', 'LN-100-127', 'LN-100-128', 'LN-100-129', 'LN-100-130']);
    expect(Object.fromEntries(asked.at(-1)!.searchParams)).toEqual({ q: 'linen', limit: '24', offset: '120' });
  });

  it('opens at the page the URL names', async () => {
    answer = catalogue(0, 130);
    renderAt('/search?q=linen&page=5');
    expect(await screen.findByRole('link', { name: /LN-100-097/ })).toBeInTheDocument();
    expect(within(await screen.findByRole('navigation', { name: searchTexts.pages })).getByRole('button', { name: 'page 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters what was found by the fabric, each option counted, the choice in the URL (issue 18 §2)', async () => {
    wideScreen();
    vi.stubGlobal('scrollTo', () => {});
    answer = catalogue(4, 3);
    renderAt('/search?q=linen');
    expect(await screen.findByText(searchTexts.found(7))).toHaveAttribute('role', 'status');
    const weaving = within(await screen.findByRole('complementary', { name: filterTexts.filters })).getByRole('group', { name: productTexts.weaving });
    expect(within(weaving).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual(['Plain (5)', 'Twill (2)']);
    await user.click(within(weaving).getByRole('checkbox', { name: 'Twill (2)' }));
    expect(await screen.findByText(searchTexts.found(2))).toBeInTheDocument();
    expect(codes(screen.getByRole('region', { name: searchTexts.fabrics }))).toEqual(['LN-100', 'LN-102']);
    expect(screen.queryByRole('region', { name: searchTexts.colours })).not.toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'location' })).toHaveTextContent('/search?q=linen&weaving=Twill');
    expect(Object.fromEntries(asked.at(-1)!.searchParams)).toEqual({ q: 'linen', limit: '24', offset: '0', weaving: 'Twill' });
  });
});
