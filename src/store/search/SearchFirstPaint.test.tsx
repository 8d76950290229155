import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import type { BrowseResult } from '../../contract/browse';
import { filterTexts } from '../filters/filterTexts';
import { clearResults } from '../useApi';
import { searchTexts } from './searchTexts';

/** The filters' code, held back until the test lets it come (a phone's slow second chunk). */
const gate = vi.hoisted(() => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
});
vi.mock('../filters/FilterPanel', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});
// The ui project's workers run files one after another (vitest.config.ts): the next file gets the real filters.
afterAll(() => vi.doUnmock('../filters/FilterPanel'));

const hit = (i: number) => ({ parentsSku: `LN-${100 + i}`, name: `Linen ${i + 1}`, url: `/sub_product/LN-${100 + i}`, path: '' });
const answer: BrowseResult = {
  parents: Array.from({ length: 24 }, (_, i) => hit(i)),
  skus: [],
  total: 30,
  parentTotal: 30,
  skuTotal: 0,
  facets: { colour: [], composition: [], weaving: [{ value: 'Plain', count: 30 }], productType: [], design: [], width: [] },
};

afterEach(() => vi.unstubAllGlobals());

it("draws the first results without waiting for the filters' code, which then fills in the filters and page numbers (issue 18 §5)", async () => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'OK', result: answer }), { status: 200, headers: { 'content-type': 'application/json' } }));
  // A desktop's width: the filters in a side panel.
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: true, media, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }));
  // Imported here, not at the top: a page that imported the filters statically would not load at all while they are held.
  const { default: SearchPage } = await import('./SearchPage');
  clearResults();
  render(
    <MemoryRouter initialEntries={['/search?q=linen']}>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByText(searchTexts.found(30))).toHaveAttribute('role', 'status');
  expect(within(screen.getByRole('region', { name: searchTexts.fabrics })).getAllByRole('link')).toHaveLength(24);
  expect(screen.queryByRole('complementary', { name: filterTexts.filters })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: searchTexts.pages })).not.toBeInTheDocument();

  gate.open();
  expect(await screen.findByRole('complementary', { name: filterTexts.filters })).toBeInTheDocument();
  expect(await screen.findByRole('navigation', { name: searchTexts.pages })).toBeInTheDocument();
}, 15_000);
