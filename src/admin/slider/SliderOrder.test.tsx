import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import type { SliderRecord } from './calls';
import { memoryCalls, renderResource } from '../common/testing';
import { moveTo, placed } from '../common/DisplayOrder';
import slider from './index';
import { sliderTexts } from './texts';
import { orderTexts, skuAdminTexts } from '../texts';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';

/** Issue 17 §5, through the Slider screen (the shared Order column of sliders, categories and blog posts). */
let user: User;
beforeEach(() => {
  user = setupUser();
});

const slide = (title: string): SliderRecord => ({ id: title, _id: title, title, url: '', isActived: true });

/** The server's slides in its order: a move is an update of `position` alone, as the screen sends it. */
function orderedCalls(titles: string[]) {
  const calls = memoryCalls<SliderRecord>(titles.map(slide), ['title']);
  const moves: Array<[string, unknown]> = [];
  calls.list = async () => placed(calls.rows);
  calls.update = async (id, input) => {
    moves.push([String(id), input]);
    const ids = moveTo(calls.rows.map((r) => r.id), String(id), Number(input.position));
    calls.rows = ids.map((x) => calls.rows.find((r) => r.id === x)!);
    return placed(calls.rows).find((r) => r.id === id)!;
  };
  return { calls, moves };
}

const shownTitles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[3].textContent);

describe('Slider screen: order', () => {
  it('shows each slide’s place and moves it up or down by keyboard, keeping the focus on the moved slide and saying where it went', async () => {
    const { calls, moves } = orderedCalls(['Linen', 'Denim', 'Batik']);
    renderResource(slider, calls);
    const table = await screen.findByRole('table', { name: sliderTexts.caption });
    await within(table).findByText('Linen');
    expect(within(table).getByRole('columnheader', { name: orderTexts.column })).toHaveAttribute('aria-sort', 'ascending');
    expect(shownTitles(table)).toEqual(['Linen', 'Denim', 'Batik']);
    expect(within(table).getByRole('button', { name: orderTexts.up('Linen') })).toBeDisabled();
    expect(within(table).getByRole('button', { name: orderTexts.down('Batik') })).toBeDisabled();

    // Tab from Batik's select box (its first control) to "Move Batik up" and press Enter.
    within(table).getByRole('checkbox', { name: skuAdminTexts.selectRow('Batik') }).focus();
    await user.tab();
    expect(within(table).getByRole('button', { name: orderTexts.up('Batik') })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownTitles(table)).toEqual(['Linen', 'Batik', 'Denim']));
    expect(moves).toEqual([['Batik', { position: 2 }]]);
    expect(await screen.findByText(orderTexts.moved('Batik', 2, 3))).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByRole('button', { name: orderTexts.up('Batik') })).toHaveFocus());

    // Again: Batik reaches the top, its Move up is disabled and Move down takes the focus.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownTitles(table)).toEqual(['Batik', 'Linen', 'Denim']));
    await waitFor(() => expect(within(table).getByRole('button', { name: orderTexts.down('Batik') })).toHaveFocus());
    expect(within(table).getByRole('button', { name: orderTexts.up('Batik') })).toBeDisabled();

    await user.click(within(table).getByRole('button', { name: orderTexts.down('Linen') }));
    await waitFor(() => expect(shownTitles(table)).toEqual(['Batik', 'Denim', 'Linen']));
    expect(moves.at(-1)).toEqual(['Linen', { position: 3 }]);
  });

  it('says why when the server refuses the order, and keeps the list as it was', async () => {
    expectConsoleError('ApiError: body.ids leaves out 1 slide');
    const { calls } = orderedCalls(['Linen', 'Denim']);
    calls.update = async () => {
      throw new ApiError(400, 'body.ids leaves out 1 slide (x): name every one; reload the list if one was added meanwhile');
    };
    renderResource(slider, calls);
    const table = await screen.findByRole('table', { name: sliderTexts.caption });
    await user.click(await within(table).findByRole('button', { name: orderTexts.down('Linen') }));
    expect(await screen.findByText(/^The order was not saved: body\.ids leaves out 1 slide/)).toBeInTheDocument();
    expect(shownTitles(table)).toEqual(['Linen', 'Denim']);
  });
});
