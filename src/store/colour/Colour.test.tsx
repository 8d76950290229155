import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowseResult } from '../../contract/browse';
import type { ColourHit } from '../../contract/colour';
import type { PublicSku } from '../../contract/productSku';
import FilterControls from '../filters/FilterPanel';
import { filterTexts } from '../filters/filterTexts';
import { clearResults } from '../useApi';
import ClosestColours from './ClosestColours';
import ColourChooser from './ColourChooser';
import { colourTexts } from './colourTexts';
import { setupUser } from '../../../tests/helpers/user';
import { Where } from '../../../tests/helpers/where';

/** Shop by colour (issue 18 §3): the colour chooser on /search, a colour page's closest colours, the colour family chips. */

const hit = (sku: string, hex: string, deltaE: number): ColourHit => ({ sku, parentsSku: sku.slice(0, 5), name: `Name ${sku}`, url: `/sub_product/${sku.slice(0, 5)}?sku=${sku}`, path: '', hex, deltaE });
const NEAR = [hit('CT-01-RED', 'B3262E', 0.8), hit('CT-02-MRN', '5E1F2A', 9.4), hit('LN-01-TRC', 'B8593A', 12.1)];

/** A colour of a fabric as its page lists it. */
const colour = (sku: string, name: string): PublicSku => ({ _id: sku, sku, name, path: '', article: '', parentsSku: 'CT-01', stock: 1, categoryId: 'C1', isActived: true, createAt: '' }) as PublicSku;

const asked: URL[] = [];
/** The server: the colour calls answered by path, anything else 404. */
function serve(answer: (url: URL) => Response) {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://shop.test');
      asked.push(url);
      return answer(url);
    }),
  );
}
const ok = (result: unknown) => Response.json({ message: 'OK', result });

function renderAt(url: string, element: React.ReactNode) {
  clearResults();
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/search" element={element} />
        <Route path="/sub_product/:parentsSku" element={element} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
const codes = (list: HTMLElement) => within(list).getAllByRole('link').map((a) => within(a).getByText(/^[A-Z]{2}-\d\d-/).textContent);

beforeEach(() => {
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: true, media, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }));
});

describe('choosing a colour', () => {
  it('lists the fabrics nearest the colour chosen, nearest first with links, and keeps the colour in the URL', async () => {
    serve((url) => (url.pathname === '/api/search/colour' ? ok(NEAR) : Response.json({ message: 'Not found' }, { status: 404 })));
    renderAt('/search', <ColourChooser />);
    expect(screen.getByRole('heading', { name: colourTexts.chooseTitle })).toBeInTheDocument();
    const input = screen.getByLabelText(colourTexts.colourInput);
    expect(input).toHaveAttribute('type', 'color');
    // Nothing asked before a colour is chosen.
    expect(asked).toEqual([]);
    fireEvent.change(input, { target: { value: '#b3262e' } });
    const status = await screen.findByText(`${colourTexts.chosen('B3262E')} · ${colourTexts.nearestFound(3)}`);
    expect(status).toHaveAttribute('role', 'status');
    expect(asked.at(-1)!.searchParams.get('hex')).toBe('B3262E');
    expect(asked.at(-1)!.searchParams.get('limit')).toBe('12');
    const list = screen.getByRole('list');
    expect(codes(list)).toEqual(['CT-01-RED', 'CT-02-MRN', 'LN-01-TRC']);
    expect(within(list).getByRole('link', { name: /CT-02-MRN/ })).toHaveAttribute('href', '/sub_product/CT-02?sku=CT-02-MRN');
    expect(within(list).getByText(colourTexts.difference(9.4))).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'location' })).toHaveTextContent('/search?hex=B3262E');
  });

  it('opens a photo from the phone (camera or gallery) through a labelled button, read in the browser only', async () => {
    serve(() => Response.json({ message: 'Not found' }, { status: 404 }));
    renderAt('/search?hex=1F2A44', <ColourChooser />);
    const button = screen.getByRole('button', { name: colourTexts.pickFromPhoto });
    const file = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(file).toHaveAttribute('accept', 'image/*');
    expect(file).toHaveAttribute('capture', 'environment');
    const opened = vi.fn();
    file.addEventListener('click', opened);
    await setupUser().click(button);
    expect(opened).toHaveBeenCalledTimes(1);
    // The colour from the URL is the input's, and is asked at once.
    expect(screen.getByLabelText(colourTexts.colourInput)).toHaveValue('#1f2a44');
    expect(await screen.findByText(colourTexts.failed)).toBeInTheDocument();
  });
});

describe('a colour chosen before the server-drawn page has started', () => {
  it('is taken up once React hydrates the chooser: its colours are asked for and kept in the URL', async () => {
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown };
    const actEnvironment = act.IS_REACT_ACT_ENVIRONMENT;
    act.IS_REACT_ACT_ENVIRONMENT = false;
    serve((url) => (url.pathname === '/api/search/colour' ? ok(NEAR) : Response.json({ message: 'Not found' }, { status: 404 })));
    clearResults();
    const page = (
      <MemoryRouter initialEntries={['/search']}>
        <ColourChooser />
        <Where />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    // The visitor's pick lands on the plain HTML: no React handler hears it.
    container.querySelector<HTMLInputElement>('input[type="color"]')!.value = '#b3262e';
    const root = hydrateRoot(container, page);
    try {
      await waitFor(() => expect(within(container).getByRole('note', { name: 'location' })).toHaveTextContent('/search?hex=B3262E'));
      expect(await within(container).findByText(`${colourTexts.chosen('B3262E')} · ${colourTexts.nearestFound(3)}`)).toHaveAttribute('role', 'status');
    } finally {
      root.unmount();
      container.remove();
      act.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});

describe("a colour page's closest colours", () => {
  it('lists the colours nearest this one, with photo, code, name and link', async () => {
    serve((url) => (url.pathname === '/api/search/colour/sku/CT-01-RED' ? ok(NEAR.slice(1)) : Response.json({ message: 'Not found' }, { status: 404 })));
    renderAt('/sub_product/CT-01', <ClosestColours colours={[colour('CT-01-BLU', 'Blue'), colour('CT-01-RED', 'Red')]} chosen="CT-01-RED" />);
    const section = screen.getByRole('region', { name: colourTexts.closestTitle });
    expect(within(section).getByText('Red (CT-01-RED)')).toBeInTheDocument();
    await within(section).findAllByRole('link');
    expect(codes(section)).toEqual(['CT-02-MRN', 'LN-01-TRC']);
    expect(asked[0].searchParams.get('limit')).toBe('6');
  });

  it('shows nothing for a colour whose photo is not measured', async () => {
    serve(() => Response.json({ message: 'Not found' }, { status: 404 }));
    renderAt('/sub_product/CT-01', <ClosestColours colours={[colour('CT-01-XXX', 'X')]} chosen={null} />);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });
});

describe('colour family chips', () => {
  const facets: BrowseResult['facets'] = { colour: [{ value: 'red', count: 3 }, { value: 'blue', count: 5 }], composition: [], weaving: [], productType: [], design: [], width: [] };

  it('show each family with its count, pressed when chosen, and keep the choice in the URL', async () => {
    serve(() => Response.json({ message: 'Not found' }, { status: 404 }));
    const user = setupUser();
    renderAt('/search?q=linen&colour=blue', <FilterControls facets={facets} chosen={{ colour: ['blue'], composition: [], weaving: [], productType: [], design: [], width: [] }} chosenCount={1} total={5} />);
    const group = screen.getByRole('group', { name: colourTexts.family });
    const red = within(group).getByRole('button', { name: filterTexts.option(colourTexts.families.red, 3) });
    const blue = within(group).getByRole('button', { name: filterTexts.option(colourTexts.families.blue, 5) });
    expect(red).toHaveAttribute('aria-pressed', 'false');
    expect(blue).toHaveAttribute('aria-pressed', 'true');
    await user.click(red);
    expect(screen.getByRole('note', { name: 'location' })).toHaveTextContent('/search?q=linen&colour=blue&colour=red');
  });
});
