import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PublicSku } from '../../contract/productSku';
import { productTexts } from '../productTexts';
import { ColourGrid, type ShownPrice } from './ColourGrid';

const colour = (sku: string): PublicSku => ({ _id: sku, sku, name: `${sku} name`, path: '', article: '', parentsSku: 'CT-VOI-150', stock: 1, categoryId: 'COTTON', isActived: true, createAt: '' });

function renderGrid(prices: Record<string, ShownPrice>) {
  render(
    <MemoryRouter>
      <ColourGrid colours={[colour('CT-01'), colour('CT-02'), colour('CT-03')]} status="READY" onOpen={vi.fn()} priceOf={(c) => prices[c.sku]} />
    </MemoryRouter>,
  );
  return screen.getAllByRole('listitem');
}

describe('colour prices', () => {
  it("shows a member's tier price, a market price, and otherwise Ask for price leading to the enquiry form with the SKU", () => {
    const [gold, market, ask] = renderGrid({ 'CT-01': { price: 104.25, tier: 'gold' }, 'CT-02': { price: 1234.5, tier: 'none' } });
    expect(gold).toHaveTextContent(`${productTexts.tierPrice.gold}: ฿104.25 / m`);
    expect(market).toHaveTextContent('฿1,234.50 / m');
    expect(market).not.toHaveTextContent(productTexts.tierPrice.gold);
    const link = within(ask).getByRole('link', { name: productTexts.askForPriceOf('CT-03') });
    expect(link).toHaveTextContent(productTexts.askForPrice);
    expect(link).toHaveAttribute('href', '/contact?sku=CT-03#enquiry');
    // The photo's button stays a button of its own (no link inside it).
    expect(within(ask).getByRole('button')).not.toContainElement(link);
  });
});
