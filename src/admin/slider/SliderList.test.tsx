import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { SliderRecord } from './calls';
import { messages } from '../../messages';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import { moveTo, placed } from '../common/DisplayOrder';
import slider from './index';
import { sliderTexts } from './texts';
import { orderTexts, skuAdminTexts } from '../texts';
import { skuTexts } from '../../messages';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const row = (title: string, isActived = true): SliderRecord => ({ id: title, _id: title, title, url: '', isActived });

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

describe('Slider screen', () => {
  it('lists every slide, active or not, in the server order under IMAGE, TITLE and an Active switch', async () => {
    renderResource(slider, memoryCalls([row('Zebra linen'), row('Old sale', false), row('Apple denim')], ['title']));
    const table = await screen.findByRole('table', { name: sliderTexts.caption });
    expect(await screen.findByRole('heading', { name: 'Slider' })).toBeInTheDocument();
    for (const h of [orderTexts.column, 'IMAGE', 'TITLE', sliderTexts.active, 'Edit', 'Delete']) expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    await within(table).findByText('Zebra linen');
    const titles = within(table).getAllByRole('row').slice(1).map((r) => r.querySelectorAll('td')[3].textContent);
    expect(titles).toEqual(['Zebra linen', 'Old sale', 'Apple denim']);
    expect(within(table).getByRole('switch', { name: sliderTexts.switchLabel('Zebra linen') })).toBeChecked();
    expect(within(table).getByRole('switch', { name: sliderTexts.switchLabel('Old sale') })).not.toBeChecked();
  });

  it('says No Data when there are no slides', async () => {
    renderResource(slider, memoryCalls<SliderRecord>([], ['title']));
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
  });

  it('flips a slide off at once through the status update (only isActived is sent)', async () => {
    const calls = memoryCalls([row('Linen week')], ['title']);
    const update = vi.spyOn(calls, 'update');
    renderResource(slider, calls);
    const sw = await screen.findByRole('switch', { name: sliderTexts.switchLabel('Linen week') });
    await user.click(sw);
    expect(sw).not.toBeChecked();
    await waitFor(() => expect(update).toHaveBeenCalledWith('Linen week', { isActived: false }, expect.objectContaining({ title: 'Linen week' })));
    expect(calls.rows[0].isActived).toBe(false);
  });

  it('flips the switch back and says why when the server refuses', async () => {
    expectConsoleError('ApiError: Not found');
    const calls = memoryCalls([row('Linen week')], ['title']);
    calls.update = async () => {
      throw new ApiError(404, 'Not found');
    };
    renderResource(slider, calls);
    const sw = await screen.findByRole('switch', { name: sliderTexts.switchLabel('Linen week') });
    await user.click(sw);
    // (the test harness shows each notification twice: Admin's own Notification and the test layout's)
    expect((await screen.findAllByText(sliderTexts.switchFailed('Linen week', 'Not found')))[0]).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: sliderTexts.switchLabel('Linen week') })).toBeChecked());
  });

  it('opens Add New Slider with the switch on; title and image are required', async () => {
    const calls = memoryCalls<SliderRecord>([], ['title']);
    const create = vi.spyOn(calls, 'create');
    renderResource(slider, calls);
    await user.click(await screen.findByRole('button', { name: messages.addNewSlider }));
    const dialog = await screen.findByRole('dialog', { name: messages.addNewSlider });
    expect(within(dialog).getByRole('switch', { name: sliderTexts.active })).toBeChecked();
    await user.fill(within(dialog).getByLabelText(sliderTexts.title), 'Linen week');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.noValues)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(messages.noValue);
    await waitFor(() => expect(within(dialog).getByLabelText(sliderTexts.image)).toHaveAttribute('aria-invalid', 'true'));
    expect(create).not.toHaveBeenCalled();
  });

  it('adds a slide (active by default) and shows the server reason under the failure text', async () => {
    expectConsoleError('ApiError: body.image: The file is not a PNG, JPEG, WebP, GIF or AVIF image');
    const calls = memoryCalls<SliderRecord>([], ['title']);
    const store = calls.create!;
    const sent: Array<Record<string, unknown>> = [];
    calls.create = async ({ image, ...fields }) => {
      sent.push({ image, ...fields });
      if (sent.length === 1) throw new ApiError(400, 'body.image: The file is not a PNG, JPEG, WebP, GIF or AVIF image');
      return store({ ...fields, url: '' });
    };
    renderResource(slider, calls);
    await user.click(await screen.findByRole('button', { name: messages.addNewSlider }));
    const dialog = await screen.findByRole('dialog', { name: messages.addNewSlider });
    await user.fill(within(dialog).getByLabelText(sliderTexts.title), 'Linen week');
    await user.upload(within(dialog).getByLabelText(sliderTexts.image), new File(['png'], 's.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const box = await within(dialog).findByRole('alert');
    expect(box).toHaveTextContent(sliderTexts.addError);
    expect(box).toHaveTextContent('body.image: The file is not a PNG');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(sent[1]).toMatchObject({ title: 'Linen week', isActived: true, image: expect.any(File) });
    expect(await screen.findByRole('switch', { name: sliderTexts.switchLabel('Linen week') })).toBeChecked();
  });

  it('edits a caption in a dialog pre-filled from the row', async () => {
    const calls = memoryCalls([row('Linen week', false)], ['title']);
    renderResource(slider, calls);
    await user.click(await screen.findByRole('button', { name: 'Edit Linen week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Linen week' });
    expect(within(dialog).getByRole('switch', { name: sliderTexts.active })).not.toBeChecked();
    const title = within(dialog).getByLabelText(sliderTexts.title);
    await user.clear(title);
    await user.fill(title, 'Linen fortnight');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Linen fortnight')).toBeInTheDocument();
    expect(calls.rows[0]).toMatchObject({ title: 'Linen fortnight', isActived: false });
  });

  it('asks before deleting: No keeps the slide, Yes removes it', async () => {
    const calls = memoryCalls([row('Linen week'), row('Denim days')], ['title']);
    renderResource(slider, calls);
    await user.click(await screen.findByRole('button', { name: 'Delete Linen week' }));
    let confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await dialogClosed();
    expect(calls.rows).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete Linen week' }));
    confirm = await screen.findByRole('dialog', { name: messages.confirmDeleteRow });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Linen week')).not.toBeInTheDocument());
    expect(calls.rows.map((r) => r.title)).toEqual(['Denim days']);
  });

  it('keeps to the active or the inactive slides, and switches the selected slides off together', async () => {
    const calls = memoryCalls([row('Zebra linen'), row('Old sale', false), row('Apple denim')], ['title']);
    renderResource(slider, calls);
    const table = await screen.findByRole('table', { name: sliderTexts.caption });
    await within(table).findByText('Apple denim');

    await user.click(screen.getByRole('combobox', { name: skuTexts.filterActive }));
    await user.click(await screen.findByRole('option', { name: skuTexts.inactiveOnly }));
    await waitFor(() => expect(within(table).queryByText('Zebra linen')).not.toBeInTheDocument());
    expect(within(table).getByText('Old sale')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: skuTexts.filterActive }));
    await user.click(await screen.findByRole('option', { name: skuTexts.activeOnly }));
    await within(table).findByText('Zebra linen');
    expect(within(table).queryByText('Old sale')).not.toBeInTheDocument();

    await user.click(within(table).getByRole('checkbox', { name: skuAdminTexts.selectRow('Zebra linen') }));
    await user.click(within(table).getByRole('checkbox', { name: skuAdminTexts.selectRow('Apple denim') }));
    const bar = screen.getByRole('toolbar', { name: skuAdminTexts.bulkActions });
    expect(within(bar).getByRole('status')).toHaveTextContent(skuAdminTexts.selected(2));
    await user.click(within(bar).getByRole('button', { name: skuAdminTexts.deactivate }));
    await waitFor(() => expect(calls.rows.map((r) => [r.title, r.isActived])).toEqual([
      ['Zebra linen', false],
      ['Old sale', false],
      ['Apple denim', false],
    ]));
    expect(await screen.findByText(skuAdminTexts.bulkDone(2, skuAdminTexts.nouns.slide, 'deactivated'))).toBeInTheDocument();
  });
});

// Issue 17 §5, through the Slider screen (the shared Order column of sliders, categories and blog posts).
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
