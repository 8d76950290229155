import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowseResult } from '../contract/browse';
import { preloadRoute } from './routeData';
import SearchPage from './search/SearchPage';
import { searchTexts } from './search/searchTexts';
import { clearResults } from './useApi';

const photo = (c: string) => `/uploads/${c.repeat(24)}.webp`;
const found = (parents: number): BrowseResult => ({
  parents: Array.from({ length: parents }, (_, i) => ({ parentsSku: `LN-${100 + i}`, name: `Linen ${i}`, url: `/sub_product/LN-${100 + i}`, path: photo(String(i)) })),
  skus: [{ sku: 'LN-100-001', parentsSku: 'LN-100', name: 'Sand', url: '/sub_product/LN-100?sku=LN-100-001', path: photo('f') }],
  total: parents + 1,
  parentTotal: parents,
  skuTotal: 1,
  facets: { colour: [], composition: [], weaving: [], productType: [], design: [], width: [] },
});

const asked: URL[] = [];
let answer: BrowseResult;
beforeEach(() => {
  clearResults();
  asked.length = 0;
  document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://shop.test');
      asked.push(url);
      const result = url.pathname === '/api/browse' ? answer : [];
      return new Response(JSON.stringify({ message: 'OK', result }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const browseAsks = () => asked.filter((u) => u.pathname === '/api/browse');
const preloadedImage = () => document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');

describe('preloadRoute on /search (issue 18 §5: the results page paints its lead picture sooner)', () => {
  it('asks for the first answer before the page renders, preloads the first fabric’s picture, and the page uses that answer', async () => {
    answer = found(2);
    preloadRoute('/search', '?q=%20linen%20&weaving=Plain');
    expect(browseAsks().map((u) => Object.fromEntries(u.searchParams))).toEqual([{ q: 'linen', weaving: 'Plain', limit: '24', offset: '0' }]);
    await vi.waitFor(() => expect(preloadedImage()).not.toBeNull());
    expect(preloadedImage()!.getAttribute('href')).toBe(photo('0'));
    expect(preloadedImage()!.getAttribute('imagesrcset')).toContain(`${photo('0').replace('.webp', '-w400.webp')} 400w`);
    expect(preloadedImage()!.getAttribute('imagesizes')).toBe('(min-width: 900px) 25vw, 50vw');
    expect(preloadedImage()!.getAttribute('fetchpriority')).toBe('high');

    render(
      <MemoryRouter initialEntries={['/search?q=%20linen%20&weaving=Plain']}>
        <Routes>
          <Route path="/search" element={<SearchPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText(searchTexts.found(3))).toBeInTheDocument();
    // The page's own call is the preloaded one, not a second request; its first picture is the one preloaded.
    expect(browseAsks()).toHaveLength(1);
    expect(screen.getByRole('region', { name: searchTexts.fabrics }).querySelector('img')).toHaveAttribute('src', photo('0'));
  });

  it('preloads the first colour’s picture when no fabric is found, and nothing for an empty query', async () => {
    answer = found(0);
    preloadRoute('/search', '?q=sand');
    await vi.waitFor(() => expect(preloadedImage()?.getAttribute('href')).toBe(photo('f')));

    clearResults();
    asked.length = 0;
    preloadRoute('/search', '?q=%20%20');
    expect(browseAsks()).toHaveLength(0);
  });
});
