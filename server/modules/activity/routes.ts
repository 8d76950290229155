import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { activityApi, type ActivityEntry } from '../../../src/contract/activity.js';
import { serverMessages } from '../../../src/contract/texts.js';
import { createdBetween } from '../../listAnswer.js';
import { serve } from '../../route.js';
import { listEntries } from './queries.js';

const parsed = (text: string | null): Record<string, unknown> | null => (text === null ? null : (JSON.parse(text) as Record<string, unknown>));

/**
 * The activity log (issue 20 §2): read only, newest first, one page at a time, filtered by admin,
 * resource, record and date range. server/plugins/activity.ts writes it; no call changes it.
 */
export const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, activityApi.list, async (request) => {
    const { adminId, resource, recordId, dateFrom, dateTo } = request.query;
    const perPage = Number(request.query.perPage ?? 25);
    const page = Number(request.query.page ?? 1);
    const { rows, total } = await listEntries(app.db, { adminId, resource, recordId, ...createdBetween('querystring', { dateFrom, dateTo }) }, { limit: perPage, offset: (page - 1) * perPage });
    const result: ActivityEntry[] = rows.map((r) => ({
      _id: String(r.seq),
      at: r.at,
      adminId: r.adminId,
      adminName: r.adminName,
      resource: r.resource,
      recordId: r.recordId,
      action: r.action,
      call: r.call,
      before: parsed(r.before),
      after: parsed(r.after),
      note: parsed(r.note),
    }));
    return { message: serverMessages.ok, result, total };
  });
};
