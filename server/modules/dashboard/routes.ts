import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DASHBOARD_LATEST, DASHBOARD_WEEKS, dashboardApi, enquiriesPerWeek, WEEK_MS, weekStart } from '../../../src/contract/dashboard.js';
import { serverMessages } from '../../../src/contract/texts.js';
import { serve } from '../../route.js';
import { listAdminMembers } from '../adminMember/queries.js';
import { listHistory } from '../skuImport/queries.js';
import { enquiryTimesSince, photoWaitCounts, waitingEnquiries } from './queries.js';

/**
 * The admin home's figures (issue 17 §2) in one call: unanswered enquiries and the newest five,
 * enquiries per week, this week's new people on the Members list (counted by the Members list's own
 * query, so the linked list shows the same number), rows waiting for a photo, and the last import.
 */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, dashboardApi.get, async () => {
    const now = app.config.now();
    const thisWeek = new Date(weekStart(now));
    const chartFrom = new Date(thisWeek.getTime() - (DASHBOARD_WEEKS - 1) * WEEK_MS);
    const [enquiries, times, members, photos, imports] = await Promise.all([
      waitingEnquiries(app.db, DASHBOARD_LATEST),
      enquiryTimesSince(app.db, chartFrom),
      listAdminMembers(app.db, { page: 1, perPage: 1, since: thisWeek, sort: 'createAt', order: 'desc' }),
      photoWaitCounts(app.db),
      listHistory(app.db, undefined, 1),
    ]);
    const last = imports[0];
    return {
      message: serverMessages.ok,
      result: {
        enquiries: { ...enquiries, weeks: enquiriesPerWeek(times, now) },
        members: { since: thisWeek.toISOString(), newThisWeek: members.total },
        photos,
        lastImport: last ? (({ adminId: _, ...entry }) => entry)(last) : null,
      },
    };
  });
};
