import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubProductWithPrice } from '../../contract/subProductPrice';
import type { PriceCalls } from './calls';
import { messages } from '../../messages';
import { defineResource } from '../common/resource';
import { renderResource } from '../common/testing';
import screenDef from './index';
import { priceTexts, SubProductPriceScreen } from './SubProductPriceScreen';
import { showPricesTexts } from './ShowPricesSwitch';
import { setupUser, type User } from '../../../tests/helpers/user';
import { ApiError } from '../../api/client';
import { staleSaveText } from '../../contract/backOfficeTexts';
import { staleTexts } from '../texts';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const sub = (code: string, over: Partial<SubProductWithPrice> = {}): SubProductWithPrice => ({
  _id: code, code, name: `${code} name`, article: `${code}/a`, url: '', silverPrice: 95, goldPrice: 89, platinumPrice: 84.5, priced: true, version: 1, ...over,
});

/** The 409 of a save based on prices someone saved since (issue 20 §1.4), as the server words it. */
const STALE = staleSaveText('Ben (ben@test.local)', '2026-11-27T01:40:00.000Z');

/**
 * Fake calls over an in-memory table: saves change what the next load answers and move the prices'
 * version on, and a save based on another version is refused with the stale 409, as the server does.
 * `saveAsBen` is another admin's save, straight into the table.
 */
function fakeCalls(): PriceCalls & { saved: unknown[]; saveAsBen: (id: string, prices: Partial<SubProductWithPrice>) => void } {
  const saved: unknown[] = [];
  let showPrices = false;
  let tiger = [sub('TIGER-01'), sub('TIGER-02', { priced: false, silverPrice: 0, goldPrice: 0, platinumPrice: 0, version: 0 })];
  const saveAsBen = (id: string, prices: Partial<SubProductWithPrice>) => {
    tiger = tiger.map((r) => (r._id === id ? { ...r, ...prices, priced: true, version: r.version + 1 } : r));
  };
  return {
    saved,
    saveAsBen,
    productCodes: vi.fn(async () => [{ _id: 'p1', code: 'TIGER', name: 'Tiger Twill' }, { _id: 'p2', code: 'VOILE', name: 'Voile' }]),
    pricesOf: vi.fn(async (code: string) => (code === 'TIGER' ? tiger.map((r) => ({ ...r })) : [])),
    save: vi.fn(async (body) => {
      saved.push(body);
      const { version, subProductId, subProductArticle, ...prices } = body;
      const stored = tiger.find((r) => r._id === subProductId)!;
      if (version !== undefined && version !== stored.version) throw new ApiError(409, STALE);
      saveAsBen(subProductId, prices);
      return { subProductId, ...prices, subProductArticle: subProductArticle ?? '', modifyAt: '2026-11-23T00:00:00.000Z', version: stored.version + 1 };
    }),
    settings: vi.fn(async () => ({ showPrices, modifyAt: '2026-11-23T00:00:00.000Z' })),
    saveSettings: vi.fn(async (on: boolean) => {
      showPrices = on;
      return { showPrices, modifyAt: '2026-11-24T00:00:00.000Z' };
    }),
  };
}

const render = (calls: PriceCalls) =>
  renderResource(defineResource({ name: screenDef.name, icon: screenDef.icon, list: () => <SubProductPriceScreen calls={calls} /> }));

describe('Sub Product Price screen', () => {
  it("loads TIGER's sub products on entry, each with Silver, Gold and Platinum and a SAVE button", async () => {
    const calls = fakeCalls();
    render(calls);
    expect(await screen.findByText('TIGER-01')).toBeInTheDocument();
    expect(calls.pricesOf).toHaveBeenCalledWith(messages.fixedProductCode);
    const row = screen.getByRole('form', { name: 'TIGER-01' });
    expect(within(row).getByLabelText(`${messages.silver} price of TIGER-01`)).toHaveValue('95');
    expect(within(row).getByLabelText(`${messages.gold} price of TIGER-01`)).toHaveValue('89');
    expect(within(row).getByLabelText(`${messages.platinum} price of TIGER-01`)).toHaveValue('84.5');
    expect(within(row).getByRole('button', { name: `${messages.save} TIGER-01` })).toBeEnabled();
    expect(within(row).getByRole('status')).toHaveTextContent('');
    expect(within(screen.getByRole('form', { name: 'TIGER-02' })).getByRole('status')).toHaveTextContent(priceTexts.notPriced);
    const nav = screen.getByRole('navigation', { name: priceTexts.codes });
    expect(await within(nav).findByRole('button', { name: /TIGER/ })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('button', { name: /VOILE/ })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sub Product Price' })).toBeInTheDocument();
  });

  it('says it is loading until the sub products arrive', async () => {
    const calls = fakeCalls();
    let release: (rows: SubProductWithPrice[]) => void = () => {};
    calls.pricesOf = vi.fn(() => new Promise<SubProductWithPrice[]>((resolve) => (release = resolve)));
    render(calls);
    expect(await screen.findByText(priceTexts.loading)).toBeInTheDocument();
    release([sub('TIGER-01')]);
    expect(await screen.findByRole('form', { name: 'TIGER-01' })).toBeInTheDocument();
    expect(screen.queryByText(priceTexts.loading)).not.toBeInTheDocument();
  });

  it('marks a row with unsaved edits, saves it on Enter, and confirms', async () => {
    const calls = fakeCalls();
    render(calls);
    const row = await screen.findByRole('form', { name: 'TIGER-01' });
    const gold = within(row).getByLabelText(`${messages.gold} price of TIGER-01`);
    await user.clear(gold);
    await user.fill(gold, '88.75');
    expect(within(row).getByRole('status')).toHaveTextContent(priceTexts.unsaved);
    await user.fill(gold, '');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent(priceTexts.saved));
    expect(calls.saved).toEqual([{ subProductId: 'TIGER-01', subProductArticle: 'TIGER-01/a', silverPrice: 95, goldPrice: 88.75, platinumPrice: 84.5, version: 1 }]);
    // Another edit marks the row again; the next save (the latest) is what is sent.
    await user.clear(gold);
    await user.fill(gold, '87');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent(priceTexts.saved));
    expect(calls.saved).toHaveLength(2);
    // Based on the version its own save answered.
    expect(calls.saved[1]).toMatchObject({ goldPrice: 87, version: 2 });
  });

  it('prices saved by someone else since: says who and when; Reload brings theirs into the cells not typed in, and the next save goes through', async () => {
    const calls = fakeCalls();
    render(calls);
    const row = await screen.findByRole('form', { name: 'TIGER-01' });
    const cell = (tier: string) => within(row).getByLabelText(`${tier} price of TIGER-01`);
    // Ben saves gold (and platinum) after this screen loaded; this admin changes silver.
    calls.saveAsBen('TIGER-01', { goldPrice: 92, platinumPrice: 86 });
    await user.clear(cell(messages.silver));
    await user.fill(cell(messages.silver), '99');
    await user.click(within(row).getByRole('button', { name: `${messages.save} TIGER-01` }));
    const alert = await within(row).findByRole('alert');
    expect(alert).toHaveTextContent(STALE);
    expect(calls.saved.at(-1)).toMatchObject({ silverPrice: 99, goldPrice: 89, version: 1 });
    // Typing on keeps the notice.
    await user.type(cell(messages.silver), '.5');
    expect(within(row).getByRole('alert')).toHaveTextContent(STALE);
    await user.click(within(alert).getByRole('button', { name: staleTexts.reload }));
    expect(await within(row).findByText(staleTexts.reloaded)).toBeInTheDocument();
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
    expect(cell(messages.silver)).toHaveValue('99.5');
    expect(cell(messages.gold)).toHaveValue('92');
    expect(cell(messages.platinum)).toHaveValue('86');
    await user.click(within(row).getByRole('button', { name: `${messages.save} TIGER-01` }));
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent(priceTexts.saved));
    expect(calls.saved.at(-1)).toEqual({ subProductId: 'TIGER-01', subProductArticle: 'TIGER-01/a', silverPrice: 99.5, goldPrice: 92, platinumPrice: 86, version: 2 });
    expect((await calls.pricesOf('TIGER')).find((r) => r._id === 'TIGER-01')).toMatchObject({ silverPrice: 99.5, goldPrice: 92, platinumPrice: 86, version: 3 });
  });

  it('a colour never priced is saved based on version 0', async () => {
    const calls = fakeCalls();
    render(calls);
    const row = await screen.findByRole('form', { name: 'TIGER-02' });
    await user.click(within(row).getByRole('button', { name: `${messages.save} TIGER-02` }));
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent(priceTexts.saved));
    expect(calls.saved).toEqual([expect.objectContaining({ subProductId: 'TIGER-02', version: 0 })]);
  });

  it('shows the saved prices after choosing another code and coming back', async () => {
    const calls = fakeCalls();
    render(calls);
    const row = await screen.findByRole('form', { name: 'TIGER-01' });
    const platinum = within(row).getByLabelText(`${messages.platinum} price of TIGER-01`);
    await user.clear(platinum);
    await user.fill(platinum, '80.5');
    await user.click(within(row).getByRole('button', { name: `${messages.save} TIGER-01` }));
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent(priceTexts.saved));
    const nav = screen.getByRole('navigation', { name: priceTexts.codes });
    await user.click(within(nav).getByRole('button', { name: /VOILE/ }));
    expect(await screen.findByText(priceTexts.none)).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: /TIGER/ }));
    const again = await screen.findByRole('form', { name: 'TIGER-01' });
    expect(within(again).getByLabelText(`${messages.platinum} price of TIGER-01`)).toHaveValue('80.5');
  });

  it('refuses a negative price or more than two decimals with a message, and SAVE is disabled', async () => {
    const calls = fakeCalls();
    render(calls);
    const row = await screen.findByRole('form', { name: 'TIGER-01' });
    const silver = within(row).getByLabelText(`${messages.silver} price of TIGER-01`);
    for (const bad of ['-1', '1.005', 'abc']) {
      await user.clear(silver);
      await user.type(silver, bad);
      expect(within(row).getByText(priceTexts.invalid)).toBeInTheDocument();
      expect(silver).toHaveAttribute('aria-invalid', 'true');
      expect(within(row).getByRole('button', { name: `${messages.save} TIGER-01` })).toBeDisabled();
    }
    await user.fill(silver, '');
    await user.keyboard('{Enter}');
    expect(calls.save).not.toHaveBeenCalled();
  });

  it('loads another code when chosen, and says so when it has no sub products', async () => {
    const calls = fakeCalls();
    render(calls);
    await screen.findByText('TIGER-01');
    await user.click(within(screen.getByRole('navigation', { name: priceTexts.codes })).getByRole('button', { name: /VOILE/ }));
    expect(await screen.findByText(priceTexts.none)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: priceTexts.subProductsOf('VOILE') })).toBeInTheDocument();
  });

  it('says why when a save fails, keeping the edit', async () => {
    const calls = fakeCalls();
    calls.save = vi.fn(async () => {
      throw new Error('body.goldPrice must have at most two decimals');
    });
    render(calls);
    const row = await screen.findByRole('form', { name: 'TIGER-01' });
    await user.click(within(row).getByRole('button', { name: `${messages.save} TIGER-01` }));
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent(priceTexts.saveFailed));
    expect(within(row).getByRole('status')).toHaveTextContent('body.goldPrice');
  });

  it('shows the shop\'s "show prices" setting and saves it when switched, saying what visitors now see', async () => {
    const calls = fakeCalls();
    render(calls);
    const toggle = await screen.findByRole('switch', { name: showPricesTexts.label });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(new RegExp(showPricesTexts.off.slice(0, 20)));
    await user.click(toggle);
    expect(await screen.findByText(showPricesTexts.saved(true))).toBeInTheDocument();
    expect(calls.saveSettings).toHaveBeenCalledWith(true);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(new RegExp(showPricesTexts.on.slice(0, 20)));
  });
});
