import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactFormApi, SAMPLES_MAX, type NewSampleRequestBody } from '../../contract/contactForm';
import { contactUsApi } from '../../contract/contactUs';
import type { PublicSku } from '../../contract/productSku';
import { answerCalls } from '../../../tests/helpers/fakeApi';
import { setupUser } from '../../../tests/helpers/user';
import { pageTexts } from '../pageTexts';
import { ColourGrid } from '../product/ColourGrid';
import { clearResults } from '../useApi';
import { clearBasket } from './basket';
import { lineChatUrl } from './lineChat';
import SamplesPage from './SamplesPage';
import { sampleTexts } from './sampleTexts';

const colour = (n: number): PublicSku => ({
  _id: `id${n}`, sku: `LN-${n}`, name: `Olive ${n}`, path: `/uploads/ln-${n}.webp`, article: '', parentsSku: 'LN', stock: 1, categoryId: 'C1', isActived: true, createAt: '',
});

const company = (lineId: string, lineLink: string) => ({ lineOfficial: { lineId, lineLink } });

/** The colour grid of fabric LN and the /samples page, in one router, as a visitor goes from one to the other. */
function renderShop(colours: PublicSku[], at = '/sub_product/LN') {
  clearResults();
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/sub_product/:parentsSku" element={<ColourGrid colours={colours} status="READY" onOpen={() => {}} />} />
        <Route path="/samples" element={<SamplesPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

let sent: NewSampleRequestBody[] = [];
beforeEach(() => {
  localStorage.clear();
  clearBasket();
  sent = [];
});

const answers = (line = company('@selvedge', 'https://lin.ee/abc')) =>
  answerCalls([
    [contactUsApi.list, () => ({ result: [line] })],
    [
      contactFormApi.addSampleRequest,
      (b: NewSampleRequestBody) => {
        sent.push(b);
        return { result: {} };
      },
    ],
  ]);

describe('Ask on LINE', () => {
  it("builds LINE's prefilled-message link from the LINE ID (with its @, url-encoded), else the plain link, else none", () => {
    expect(lineChatUrl({ lineId: '@selvedge', lineLink: '' }, 'LN-1 Olive green')).toBe('https://line.me/R/oaMessage/%40selvedge/?LN-1%20Olive%20green');
    expect(lineChatUrl({ lineId: 'selvedge', lineLink: '' }, 'ผ้า')).toBe(`https://line.me/R/oaMessage/%40selvedge/?${encodeURIComponent('ผ้า')}`);
    expect(lineChatUrl({ lineId: '', lineLink: 'https://lin.ee/abc' }, 'x')).toBe('https://lin.ee/abc');
    expect(lineChatUrl({ lineId: ' ', lineLink: 'javascript:alert(1)' }, 'x')).toBeNull();
    expect(lineChatUrl(undefined, 'x')).toBeNull();
  });

  it('opens the shop’s LINE chat with "<SKU> <name>" typed, in a new tab; hidden when the shop has no LINE', async () => {
    answers();
    renderShop([colour(1)]);
    const link = await screen.findByRole('link', { name: new RegExp(sampleTexts.askOnLineAbout('LN-1')) });
    expect(link).toHaveAttribute('href', 'https://line.me/R/oaMessage/%40selvedge/?LN-1%20Olive%201');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent(sampleTexts.askOnLine);
  });

  it('is not there when the Contact Us record has no LINE', async () => {
    answers(company('', ''));
    renderShop([colour(1)]);
    await screen.findByRole('button', { name: sampleTexts.requestSampleOf('LN-1') });
    await waitFor(() => expect(screen.queryByText(sampleTexts.askOnLine)).toBeNull());
  });
});

describe('the sample basket', () => {
  it('adds colours, keeps them in this browser, refuses an eleventh with a clear message, and removes them on /samples', async () => {
    answers();
    const user = setupUser();
    const colours = Array.from({ length: SAMPLES_MAX + 1 }, (_, i) => colour(i + 1));
    renderShop(colours);
    for (const c of colours.slice(0, SAMPLES_MAX)) await user.click(await screen.findByRole('button', { name: sampleTexts.requestSampleOf(c.sku) }));
    // Each added colour now links to the basket.
    expect(screen.getByRole('link', { name: sampleTexts.inBasketOf('LN-1') })).toHaveAttribute('href', '/samples');
    expect(JSON.parse(localStorage.getItem('selvedge.sampleBasket')!)).toHaveLength(SAMPLES_MAX);

    await user.click(screen.getByRole('button', { name: sampleTexts.requestSampleOf('LN-11') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sampleTexts.full(SAMPLES_MAX));
    expect(screen.queryByRole('link', { name: sampleTexts.inBasketOf('LN-11') })).toBeNull();

    await user.click(screen.getByRole('link', { name: sampleTexts.inBasketOf('LN-1') }));
    expect(await screen.findByRole('heading', { level: 1, name: sampleTexts.title })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: sampleTexts.title });
    expect(within(list).getAllByRole('listitem')).toHaveLength(SAMPLES_MAX);
    expect(within(list).getByRole('link', { name: 'LN-3' })).toHaveAttribute('href', '/sub_product/LN?sku=LN-3');
    expect(screen.getByText(sampleTexts.count(SAMPLES_MAX, SAMPLES_MAX))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: sampleTexts.removeOf('LN-3') }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(SAMPLES_MAX - 1);
    expect(within(list).queryByRole('link', { name: 'LN-3' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('selvedge.sampleBasket')!).map((i: { sku: string }) => i.sku)).not.toContain('LN-3');
  });

  it('an empty basket says how to fill it', async () => {
    answers();
    renderShop([], '/samples');
    expect(await screen.findByText(sampleTexts.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sampleTexts.browse })).toHaveAttribute('href', '/category');
  });

  it('ignores a basket it cannot read', async () => {
    localStorage.setItem('selvedge.sampleBasket', '{not json');
    answers();
    renderShop([], '/samples');
    expect(await screen.findByText(sampleTexts.empty)).toBeInTheDocument();
  });
});

describe('the sample request form', () => {
  async function basketOfTwo() {
    const user = setupUser();
    renderShop([colour(1), colour(2)]);
    await user.click(await screen.findByRole('button', { name: sampleTexts.requestSampleOf('LN-2') }));
    await user.click(screen.getByRole('button', { name: sampleTexts.requestSampleOf('LN-1') }));
    await user.click(screen.getByRole('link', { name: sampleTexts.inBasketOf('LN-1') }));
    await screen.findByRole('heading', { level: 1, name: sampleTexts.title });
    return user;
  }

  it('checks the fields with the enquiry form’s rules and messages before sending anything', async () => {
    answers();
    const user = await basketOfTwo();
    await user.fill(screen.getByLabelText(pageTexts.mobile, { exact: false }), '12ab');
    await user.fill(screen.getByLabelText(pageTexts.email, { exact: false }), 'nope');
    await user.click(screen.getByRole('button', { name: sampleTexts.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(pageTexts.fixErrors);
    expect(screen.getByLabelText(pageTexts.firstName, { exact: false })).toHaveAccessibleDescription(pageTexts.required);
    expect(screen.getByLabelText(pageTexts.mobile, { exact: false })).toHaveAccessibleDescription(pageTexts.invalidMobile);
    expect(screen.getByLabelText(pageTexts.email, { exact: false })).toHaveAccessibleDescription(pageTexts.invalidEmail);
    expect(screen.getByLabelText(sampleTexts.address, { exact: false })).toHaveAccessibleDescription(pageTexts.required);
    expect(screen.getByLabelText(pageTexts.firstName, { exact: false })).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('sends the basket as one request with who and where, then empties the basket and thanks the visitor', async () => {
    answers();
    const user = await basketOfTwo();
    await user.fill(screen.getByLabelText(pageTexts.firstName, { exact: false }), ' Somchai ');
    await user.fill(screen.getByLabelText(pageTexts.lastName, { exact: false }), 'Jaidee');
    await user.fill(screen.getByLabelText(pageTexts.mobile, { exact: false }), '081-234 5678');
    await user.fill(screen.getByLabelText(pageTexts.email, { exact: false }), 'somchai@example.co.th');
    await user.fill(screen.getByLabelText(sampleTexts.address, { exact: false }), '99/1 Sukhumvit Rd, Bangkok 10110');
    await user.click(screen.getByRole('button', { name: sampleTexts.send }));
    expect(await screen.findByRole('status')).toHaveTextContent(sampleTexts.sent);
    expect(sent).toEqual([
      { firstName: 'Somchai', lastName: 'Jaidee', mobile: '0812345678', email: 'somchai@example.co.th', address: '99/1 Sukhumvit Rd, Bangkok 10110', skus: ['LN-2', 'LN-1'] },
    ]);
    expect(JSON.parse(localStorage.getItem('selvedge.sampleBasket')!)).toEqual([]);
  });

  it('shows the server’s refusal as it words it and keeps the basket', async () => {
    answerCalls([
      [contactUsApi.list, () => ({ result: [] })],
    ]);
    const user = await basketOfTwo();
    for (const [label, value] of [
      [pageTexts.firstName, 'A'],
      [pageTexts.lastName, 'B'],
      [pageTexts.mobile, '0812345678'],
      [pageTexts.email, 'a@b.co'],
      [sampleTexts.address, 'Somewhere 1'],
    ] as const)
      await user.fill(screen.getByLabelText(label, { exact: false }), value);
    await user.click(screen.getByRole('button', { name: sampleTexts.send }));
    // The fake server knows no sample call here: its 4xx message is shown as is.
    expect(await screen.findByRole('alert')).toHaveTextContent(/No fake answer/);
    expect(JSON.parse(localStorage.getItem('selvedge.sampleBasket')!)).toHaveLength(2);
  });
});
