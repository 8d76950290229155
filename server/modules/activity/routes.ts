import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { activityApi, type ActivityEntry } from '../../../src/contract/activity.js';
import { randomBytes } from 'node:crypto';
import type { TObject } from '@sinclair/typebox';
import { revertTexts } from '../../../src/contract/backOfficeTexts.js';
import { fillPath } from '../../../src/contract/call.js';
import { serverMessages } from '../../../src/contract/texts.js';
import { createdBetween } from '../../listAnswer.js';
import { REVERT_HEADER, revertMarks, sourceOf, writeCalls } from '../../plugins/activity.js';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { getEntry, listEntries, readRecords } from './queries.js';

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

  serve(app, activityApi.revert, async (request) => {
    const entry = await getEntry(app.db, Number(request.params.seq));
    if (!entry) throw notFound();
    const before = parsed(entry.before);
    const after = parsed(entry.after);
    const [method, path] = entry.call.split(' ') as [string, string];
    const schema = writeCalls.get(entry.call);
    const source = sourceOf(path);
    const fields = (schema?.body ?? schema?.form?.fields) as TObject | undefined;
    if (entry.action !== 'edit' || !entry.recordId || !before || !after || !source || !fields?.properties || !/\/:id$/.test(path)) throw badRequest(revertTexts.notEdit);
    // Only what the edit call takes (a picture's url is not): the rest of the body is the record as it is now.
    const names = Object.keys(fields.properties).filter((k) => k !== 'version');
    if (Object.keys(before).some((k) => !names.includes(k))) throw badRequest(revertTexts.notEdit);
    const current = (await readRecords(app.db, source, [entry.recordId])).get(entry.recordId);
    if (!current || Object.entries(after).some(([k, v]) => JSON.stringify(current[k] ?? null) !== JSON.stringify(v))) throw conflict(revertTexts.conflict);
    const body: Record<string, unknown> = {};
    for (const k of names) {
      const value = k in before ? before[k] : current[k];
      if (value === undefined || value === null) {
        if (fields.required?.includes(k)) throw badRequest(revertTexts.notEdit);
        continue;
      }
      body[k] = value;
    }
    // Based on the version just compared: a save between the check and this edit makes the edit answer 409.
    if (current.version !== undefined) body.version = Number(current.version);
    const multipart = Boolean(schema?.form);
    const boundary = `revert${randomBytes(12).toString('hex')}`;
    const mark = randomBytes(16).toString('hex');
    revertMarks.set(mark, String(entry.seq));
    try {
      const answer = await app.inject({
        method: method as 'POST',
        url: `/api${fillPath(path, { id: entry.recordId })}`,
        headers: {
          // The admin's own sign-in and form token (and language): the edit is theirs, checked as theirs.
          ...pick(request.headers, ['authorization', 'cookie', 'x-xsrf-token', 'accept-language']),
          [REVERT_HEADER]: mark,
          ...(multipart ? { 'content-type': `multipart/form-data; boundary=${boundary}` } : {}),
        },
        payload: multipart ? formBody(body, boundary) : body,
      });
      if (answer.statusCode >= 400) throw new HttpError(answer.statusCode, (answer.json() as { message?: string }).message ?? revertTexts.notEdit);
    } finally {
      revertMarks.delete(mark);
    }
    return { message: revertTexts.reverted };
  });
};

const pick = (headers: Record<string, string | string[] | undefined>, names: string[]) =>
  Object.fromEntries(names.flatMap((n) => (headers[n] === undefined ? [] : [[n, headers[n]!]])));

/** A multipart body of text fields. */
const formBody = (fields: Record<string, unknown>, boundary: string) =>
  Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`)
    .join('') + `--${boundary}--\r\n`;
