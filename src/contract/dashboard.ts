import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { Envelope, errorResponses } from './common.js';
import { ContactForm } from './contactForm.js';
import { ImportHistoryEntry } from './skuImport.js';

/**
 * The shop's weeks (issue 17 §2): Monday 00:00 to Monday 00:00 in Thailand (UTC+7 all year, no
 * daylight saving), so "this week" and the chart's weeks are the ones the shop lives in, whatever
 * the server's or the browser's time zone. Computed from timestamps here, the same on SQLite and PostgreSQL.
 */
export const SHOP_TIME_ZONE = 'Asia/Bangkok';
const SHOP_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** The start (an instant) of the shop's week holding `ms`. */
export function weekStart(ms: number): number {
  const local = ms + SHOP_OFFSET_MS;
  const midnight = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  // 1970-01-01 was a Thursday: days since then, shifted so Monday is 0.
  const weekday = (Math.floor(midnight / DAY_MS) + 3) % 7;
  return midnight - weekday * DAY_MS - SHOP_OFFSET_MS;
}

/** Weeks the enquiry chart shows, the current one last. */
export const DASHBOARD_WEEKS = 12;
/** Unanswered enquiries the home lists. */
export const DASHBOARD_LATEST = 5;

export const EnquiryWeek = Type.Object({
  /** The week's first instant (Monday 00:00 in Thailand), ISO. */
  start: Type.String(),
  /** Enquiries received that week, answered or not. */
  count: Type.Integer({ minimum: 0 }),
});
export type EnquiryWeek = Static<typeof EnquiryWeek>;

/** Enquiries per shop week over the last `weeks` weeks, oldest first, the week of `now` last (empty weeks count 0). */
export function enquiriesPerWeek(times: string[], now: number, weeks = DASHBOARD_WEEKS): EnquiryWeek[] {
  const first = weekStart(now) - (weeks - 1) * WEEK_MS;
  const counts = new Array<number>(weeks).fill(0);
  for (const t of times) {
    // Weeks are whole weeks apart (Thailand keeps no daylight saving): the index is a division.
    const i = Math.floor((Date.parse(t) - first) / WEEK_MS);
    if (i >= 0 && i < weeks) counts[i]++;
  }
  return counts.map((count, i) => ({ start: new Date(first + i * WEEK_MS).toISOString(), count }));
}

/** What /admin shows above its links: what waits for the shop. */
export const Dashboard = Type.Object({
  enquiries: Type.Object({
    /** Enquiries whose Is Contacted box is empty. */
    waiting: Type.Integer({ minimum: 0 }),
    /** The newest of them, newest first (at most DASHBOARD_LATEST). */
    latest: Type.Array(ContactForm),
    /** The last DASHBOARD_WEEKS weeks, oldest first, the current week last. */
    weeks: Type.Array(EnquiryWeek),
  }),
  members: Type.Object({
    /** This week's start (ISO): the Members list filtered by `since` shows the people counted. */
    since: Type.String(),
    /** People on the Members list (website members and business customers) added since then. */
    newThisWeek: Type.Integer({ minimum: 0 }),
  }),
  /** Rows an import left waiting for a photo not uploaded yet (migration 015), that still exist. */
  photos: Type.Object({ skus: Type.Integer({ minimum: 0 }), parents: Type.Integer({ minimum: 0 }) }),
  /** The newest import of any kind, or null before the first. */
  lastImport: Type.Union([ImportHistoryEntry, Type.Null()]),
});
export type Dashboard = Static<typeof Dashboard>;

export const DashboardReply = Envelope(Dashboard);

/** The admin home's one call (issue 17 §2). */
export const dashboardApi = {
  get: call({ method: 'GET', path: '/dashboard/get_dashboard', guard: 'admin', schema: { response: { 200: DashboardReply, ...errorResponses } } }),
};
