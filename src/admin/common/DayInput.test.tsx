/**
 * The back-office's date filters in Thai read and take Buddhist-era days and send the API its ISO day;
 * in English they stay the browser's own date input (issue 19). Through the Activity screen's From–To,
 * the same DateRangeFilter every list's date range uses.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupUser, type User } from '../../../tests/helpers/user';
import { setLocale } from '../../i18n/locale';
import activity from '../activity/index';
import { adminTextsReady } from '../adminLocale';
import { activityTextsTh, listFilterTextsTh } from '../i18n/th/texts';
import { activityTexts, listFilterTexts } from '../texts';
import { buddhistDay, parseBuddhistDay } from './DayInput';
import { memoryCalls, renderResource } from './testing';

function logCalls() {
  return { list: vi.fn(async (_params: GetListParams) => ({ data: [], total: 0 })) };
}
/** The Admin filter's list. */
const admins = () => ({ admin_admins: memoryCalls([{ id: 'a1', _id: 'a1', fullName: 'Somchai Jaidee', email: 's@x' }], ['fullName']) });
const lastFilter = (calls: ReturnType<typeof logCalls>) => calls.list.mock.lastCall?.[0].filter;

let user: User;
beforeAll(() => adminTextsReady());
beforeEach(() => {
  user = setupUser();
});
afterEach(() => setLocale('en'));

describe('a Buddhist-era day', () => {
  it('reads 2026-11-25 as 25/11/2569 and takes what a Thai admin types back to the ISO day', () => {
    expect(buddhistDay('2026-11-25')).toBe('25/11/2569');
    expect(buddhistDay('')).toBe('');
    for (const typed of ['25/11/2569', '25-11-2569', '25.11.69', '25 11 2569', '25112569', '๒๕/๑๑/๒๕๖๙', '25/11/2026']) expect(parseBuddhistDay(typed), typed).toBe('2026-11-25');
    expect(parseBuddhistDay('29/02/2567')).toBe('2024-02-29');
    expect(parseBuddhistDay('  ')).toBe('');
    // While typing, 25/11/25 is on its way to 2569, not 2525.
    expect(parseBuddhistDay('25/11/25', false)).toBeNull();
    expect(parseBuddhistDay('25/11/2569', false)).toBe('2026-11-25');
    for (const typed of ['31/02/2569', '29/02/2569', '25/13/2569', '25/11', '25/11/256', 'พรุ่งนี้']) expect(parseBuddhistDay(typed), typed).toBeNull();
  });
});

describe('the date filters in Thai', () => {
  beforeEach(() => setLocale('th'));

  it('sends the ISO day of a typed Buddhist-era day, and says so when the text is not a day', async () => {
    const calls = logCalls();
    renderResource(activity, calls, admins());
    const from = await screen.findByRole('textbox', { name: activityTextsTh.from });
    expect(from).toHaveAttribute('placeholder', 'วว/ดด/ปปปป');
    await user.type(from, '25/11/2569');
    await waitFor(() => expect(lastFilter(calls)).toEqual({ dateFrom: '2026-11-25' }));

    const to = screen.getByRole('textbox', { name: activityTextsTh.to });
    await user.type(to, '31/02/2569');
    await user.tab();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(listFilterTextsTh.notADay)).toBeInTheDocument();
    expect(lastFilter(calls)).toEqual({ dateFrom: '2026-11-25' });

    await user.clear(to);
    await user.type(to, '1/12/69');
    await user.tab();
    await waitFor(() => expect(lastFilter(calls)).toEqual({ dateFrom: '2026-11-25', dateTo: '2026-12-01' }));
    expect(to).toHaveValue('01/12/2569');
    expect(to).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(listFilterTextsTh.notADay)).toBeNull();
  });

  it('picks a day from a calendar of Thai months in the Buddhist era', async () => {
    const calls = logCalls();
    renderResource(activity, calls, admins(), `?filter=${encodeURIComponent(JSON.stringify({ dateFrom: '2026-11-25' }))}`);
    const from = await screen.findByRole('textbox', { name: activityTextsTh.from });
    expect(from).toHaveValue('25/11/2569');

    await user.click(screen.getByRole('button', { name: listFilterTextsTh.openCalendar(activityTextsTh.from) }));
    const calendar = await screen.findByRole('dialog', { name: activityTextsTh.from });
    expect(within(calendar).getByRole('heading', { name: 'พฤศจิกายน 2569' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: '25 พฤศจิกายน 2569' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(calendar).getByRole('button', { name: listFilterTextsTh.nextMonth }));
    expect(within(calendar).getByRole('heading', { name: 'ธันวาคม 2569' })).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: '3 ธันวาคม 2569' }));

    await waitFor(() => expect(lastFilter(calls)).toEqual({ dateFrom: '2026-12-03' }));
    expect(from).toHaveValue('03/12/2569');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The keyboard: the chosen day has the focus; arrows move it, Enter picks.
    await user.click(screen.getByRole('button', { name: listFilterTextsTh.openCalendar(activityTextsTh.from) }));
    const again = await screen.findByRole('dialog', { name: activityTextsTh.from });
    await waitFor(() => expect(within(again).getByRole('button', { name: '3 ธันวาคม 2569' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(within(again).getByRole('button', { name: '11 ธันวาคม 2569' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastFilter(calls)).toEqual({ dateFrom: '2026-12-11' }));

    await user.click(screen.getByRole('button', { name: listFilterTextsTh.openCalendar(activityTextsTh.from) }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: listFilterTextsTh.clearDay }));
    await waitFor(() => expect(lastFilter(calls)).toEqual({}));
    expect(from).toHaveValue('');
  });
});

describe('the date filters in English', () => {
  it("stay the browser's own date input, sending the ISO day, with no calendar of ours", async () => {
    const calls = logCalls();
    renderResource(activity, calls, admins());
    const from = await screen.findByLabelText(activityTexts.from);
    expect(from).toHaveAttribute('type', 'date');
    fireEvent.change(from, { target: { value: '2026-11-25' } });
    await waitFor(() => expect(lastFilter(calls)).toEqual({ dateFrom: '2026-11-25' }));
    expect(screen.queryByRole('button', { name: listFilterTexts.openCalendar(activityTexts.from) })).toBeNull();
  });
});
