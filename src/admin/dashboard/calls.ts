import { callApi } from '../../api/client';
import { dashboardApi, SHOP_TIME_ZONE, type Dashboard } from '../../contract/dashboard';
import { dateLocale } from '../common/dates';

/** The admin home's figures, in one call. */
export async function loadDashboard(): Promise<Dashboard> {
  const { data } = await callApi(dashboardApi.get);
  return data.result;
}

/**
 * A back-office list's address with react-admin's list filter in its query string (`?filter={…}`),
 * which the list reads on arrival: the home's links open their list already filtered.
 */
export const filteredList = (path: string, filter: Record<string, unknown>) => ({ pathname: path, search: `?filter=${encodeURIComponent(JSON.stringify(filter))}` });

/** A week's first day as the shop reads it ("16 Nov"; short: "16/11"). */
export const weekLabel = (iso: string, short = false) =>
  new Date(iso).toLocaleDateString(dateLocale(), short ? { day: 'numeric', month: 'numeric', timeZone: SHOP_TIME_ZONE } : { day: 'numeric', month: 'short', timeZone: SHOP_TIME_ZONE });

/** A day in the shop's calendar, with its weekday ("Mon 16 Nov 2026"). */
export const shopDay = (iso: string) => new Date(iso).toLocaleDateString(dateLocale(), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: SHOP_TIME_ZONE });
