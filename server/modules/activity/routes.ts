import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { activityApi, type ActivityEntry } from '../../../src/contract/activity.js';
import { randomBytes } from 'node:crypto';
import type { TObject } from '@sinclair/typebox';
import { revertTexts, skuEditTexts } from '../../../src/contract/backOfficeTexts.js';
import { fillPath } from '../../../src/contract/call.js';
import { serverMessages } from '../../../src/contract/texts.js';
import { createdBetween } from '../../listAnswer.js';
import { BESIDE_TABLES, sameAsAfter } from '../../db/rowSets.js';
import { isUniqueViolation } from '../../db/unique.js';
import { DeleteGuardTripped, guardDelete } from '../../db/deleteGuard.js';
import { actionOf, LINKS, logWithin, REVERT_HEADER, revertMarks, revertPictures, SECRET, SETTINGS_ROW, sourceOf, writeCalls } from '../../plugins/activity.js';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { categoryInUse, parentInUse } from '../productSku/queries.js';
import { inUseText } from '../productSku/inUse.js';
import { compositionInUse } from '../productComposition/queries.js';
import { imageInUse } from '../skuImport/queries.js';
import { deleteRows, entriesNear, getEntry, keptRows, lockReverts, turn, laterCall, laterEntry, listEntries, orderedRows, putRows, readRecords, rowsByKey, type RowSet } from './queries.js';

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
    const sets = await keptRows(app.db, entry.seq);
    const restored = restoreOf(entry, sets);
    if (restored) return revertRestore(app, request, entry, sets, restored);
    if (sets.length) return revertRows(app, request, entry, sets);
    if (entry.action === 'create') return revertCreate(app, request, entry);
    if (entry.action === 'status' || entry.action === 'approval' || entry.action === 'price' || entry.action === 'setting') return revertBodyCall(app, request, entry);
    if (entry.action === 'reorder') return revertReorder(app, request, entry);
    const before = parsed(entry.before);
    const after = parsed(entry.after);
    const [method, path] = entry.call.split(' ') as [string, string];
    const schema = writeCalls.get(entry.call);
    const source = sourceOf(path);
    const fields = (schema?.body ?? schema?.form?.fields) as TObject | undefined;
    if (entry.action !== 'edit' || !entry.recordId || !before || !after || !source || !fields?.properties || !/\/:id$/.test(path)) throw badRequest(revertTexts.notEdit);
    // Only what the edit call takes: the rest of the body is the record as it is now. A picture's url is
    // not a field of the call: an edit that replaced the picture puts the earlier one back through the
    // same call (a form's file field), as the picture it shows again (pictureOf); one given to a record
    // that had none is taken away through that call too (the write clears it: Uploads.withImageForm).
    const names = Object.keys(fields.properties).filter((k) => k !== 'version');
    const others = Object.keys(before).filter((k) => !names.includes(k));
    const picture = others.length === 1 && schema?.form ? pictureOf(before[others[0]!], after[others[0]!]) : undefined;
    if (others.length && picture === undefined) throw badRequest(revertTexts.notEdit);
    const current = (await readRecords(app.db, source, [entry.recordId])).get(entry.recordId);
    if (!current || Object.entries(after).some(([k, v]) => JSON.stringify(current[k] ?? null) !== JSON.stringify(v))) {
      const later = await laterEntry(app.db, entry.seq, [entry.recordId]);
      throw conflict(revertTexts.changedLater(nameOf(current ?? after, entry.recordId), later?.adminName ?? null, later?.at ?? null));
    }
    const body: Record<string, unknown> = {};
    for (const k of names) {
      const value = k in before ? before[k] : current[k];
      if (value === undefined || value === null) {
        if (fields.required?.includes(k)) throw badRequest(revertTexts.notEdit);
        continue;
      }
      body[k] = schema?.form ? formValue(fields.properties[k], value) : value;
    }
    // Based on the version just compared: a save between the check and this edit makes the edit answer 409.
    if (current.version !== undefined) body.version = Number(current.version);
    // The earlier picture comes back from where replaced uploads are kept (unless another record still showed it);
    // a refused edit puts it back there.
    const brought = picture ? await app.uploads.restoreImage(picture) : false;
    try {
      await reissue(app, request, entry.seq, method, fillPath(path, { id: entry.recordId }), body, Boolean(schema?.form), picture);
    } catch (err) {
      if (brought) await app.uploads.removeImage(picture);
      throw err;
    }
    return { message: revertTexts.reverted };
  });
};

/**
 * Makes a write as the reverting admin would (their sign-in, form token and language), marked as the
 * revert of entry `seq`, so the call's own checks apply and its entry notes { revertOf }. A refusal
 * answers with the call's own status and message; nothing is written then.
 */
async function reissue(app: FastifyInstance, request: FastifyRequest, seq: number, method: string, url: string, body: Record<string, unknown> | undefined, multipart: boolean, picture?: string) {
  const boundary = `revert${randomBytes(12).toString('hex')}`;
  const mark = randomBytes(16).toString('hex');
  revertMarks.set(mark, String(seq));
  if (picture !== undefined) revertPictures.set(mark, picture);
  try {
    const answer = await app.inject({
      method: method as 'POST',
      url: `/api${url}`,
      headers: {
        ...pick(request.headers, ['authorization', 'cookie', 'x-xsrf-token', 'accept-language']),
        [REVERT_HEADER]: mark,
        ...(multipart ? { 'content-type': `multipart/form-data; boundary=${boundary}` } : {}),
      },
      ...(body ? { payload: multipart ? formBody(body, boundary) : body } : {}),
    });
    if (answer.statusCode >= 400) throw new HttpError(answer.statusCode, (answer.json() as { message?: string }).message ?? revertTexts.notEdit);
  } finally {
    revertMarks.delete(mark);
    revertPictures.delete(mark);
  }
}

/** A form's flag field takes 'true' or 'false', where the record holds a boolean (SQLite: 1 or 0). */
const formValue = (field: unknown, value: unknown) => {
  const flag = JSON.stringify(field ?? null).includes('"const":"true"');
  return flag ? (value === true || value === 1 || value === 'true' ? 'true' : 'false') : value;
};

/** A stored upload's path (the files Uploads keeps and restores). */
const UPLOAD = /^\/uploads\/[0-9a-f]{24}\.webp$/;

/** No picture, as a record holds it. */
const NONE = (v: unknown) => v === '' || v === null;

/**
 * An edit's picture change (an upload replaced by another, given to a record that had none, or taken
 * away by such a revert): the earlier one, to show again, '' for none.
 */
const pictureOf = (was: unknown, now: unknown): string | undefined => {
  const upload = (v: unknown): v is string => typeof v === 'string' && UPLOAD.test(v);
  if (upload(was) && (upload(now) || NONE(now))) return was;
  return NONE(was) && upload(now) ? '' : undefined;
};

/** A restore (the revert of a delete, logged as a create): its record's kept rows, else undefined. */
function restoreOf(entry: { action: string; note: string | null }, sets: RowSet[]): RowSet | undefined {
  const records = sets.filter((s) => !linkTables.has(s.tbl));
  const revertOf = parsed(entry.note)?.revertOf;
  return entry.action === 'create' && typeof revertOf === 'string' && records.length === 1 && !records[0]!.before.length ? records[0] : undefined;
}

/**
 * Reverting a restore deletes the record again THROUGH the delete call it undid (the entry it reverted
 * names it), so the delete's own checks apply: a record still in use (SKUs added under a restored
 * parent, products in a restored category) answers the delete's 409 or 400 and nothing changes. A
 * record (or its links) changed since the restore answers 409 naming who and when, as for any revert.
 * The delete is logged as such, noting { revertOf }, and keeps the rows for its own revert.
 */
async function revertRestore(app: FastifyInstance, request: FastifyRequest, entry: { seq: number; note: string | null }, sets: RowSet[], record: RowSet) {
  // The record first: its version is what the delete is guarded by, and a save of its links moves it on too.
  const rowsNow = new Map<RowSet, Record<string, unknown>[]>();
  for (const s of [record, ...sets.filter((s) => s !== record)]) rowsNow.set(s, (await rowsByKey(app.db, s.tbl, s.keyCol, [s.keyVal])).get(s.keyVal) ?? []);
  const changed = sets.filter((s) => !sameAsAfter(rowsNow.get(s)!, s.after));
  const now = rowsNow.get(record)![0];
  const changedLater = async () => {
    const later = await laterEntry(app.db, entry.seq, [record.keyVal]);
    const row = (await rowsByKey(app.db, record.tbl, record.keyCol, [record.keyVal])).get(record.keyVal)?.[0];
    const after = typeof record.after === 'string' ? undefined : record.after[0];
    return conflict(revertTexts.changedLater(nameOf(row ?? now ?? after, record.keyVal), later?.adminName ?? null, later?.at ?? null));
  };
  if (changed.length) throw await changedLater();
  await app.seams.revertAfterCheck?.(); // a test's seam (buildApp's options): nothing in production
  const deleted = await getEntry(app.db, Number(parsed(entry.note)?.revertOf));
  if (deleted?.action !== 'delete' || !deleted.call.includes(' ')) throw badRequest(revertTexts.notEdit);
  await deleteThrough(app, request, entry.seq, deleted.call, record.keyVal, record.tbl, Number(now?.version), changedLater);
  return { message: revertTexts.rolledBack(1) };
}

/**
 * Deletes record `id` of `table` through the delete call `call` ('METHOD /path') as the revert of entry
 * `seq`, so that call's own checks apply (a record still in use: its 409 and message) and its entry notes
 * { revertOf } and keeps the rows for its own revert. The check and the delete as one: the call's
 * statement deletes the record only at `version` (when it has one); a save since, even one under way,
 * makes it delete nothing and roll back, answering changedLater's 409.
 */
async function deleteThrough(app: FastifyInstance, request: FastifyRequest, seq: number, call: string, id: string, table: string, version: number, changedLater: () => Promise<HttpError>) {
  const [method, path] = call.split(' ') as [string, string];
  const fields = (writeCalls.get(call)?.body as TObject | undefined)?.properties ?? {};
  const key = ['ids', '_id', 'id'].find((k) => k in fields);
  const remove = () => reissue(app, request, seq, method, /\/:id$/.test(path) ? fillPath(path, { id }) : path, key ? { [key]: key === 'ids' ? [id] : id } : undefined, false);
  try {
    await (Number.isInteger(version) ? guardDelete(table, version, remove) : remove());
  } catch (err) {
    if (err instanceof DeleteGuardTripped) throw await changedLater();
    throw err;
  }
}

/** The call that deletes one record of `table` (its path names it, or its body's _id or id), if there is one. */
function deleteCallOf(table: string): string | undefined {
  const calls = [...writeCalls.keys()].filter((c) => {
    const path = c.slice(c.indexOf(' ') + 1);
    return actionOf(path) === 'delete' && sourceOf(path)?.table === table;
  });
  const one = (c: string) => {
    const fields = (writeCalls.get(c)?.body as TObject | undefined)?.properties ?? {};
    return '_id' in fields || 'id' in fields;
  };
  return calls.find((c) => /\/:id$/.test(c)) ?? calls.find(one);
}

/**
 * Reverting a create deletes the record through its resource's own delete call (deleteThrough): a record
 * others use now answers that delete's 409 and message; a record changed since it was made (its fields,
 * or its version moved past 1) answers 409 naming who and when. Nothing changes then. The delete is
 * logged as such, noting { revertOf }, with the rows kept, so its revert brings the record back. A record
 * holding a secret (none an admin write makes) is not deleted this way: its delete could not be undone.
 */
async function revertCreate(app: FastifyInstance, request: FastifyRequest, entry: { seq: number; recordId: string | null; call: string; after: string | null }) {
  const after = parsed(entry.after);
  const source = sourceOf(entry.call.slice(entry.call.indexOf(' ') + 1));
  const call = source && deleteCallOf(source.table);
  const id = entry.recordId;
  if (!id || !after || !source || !call) throw badRequest(revertTexts.notEdit);
  const current = (await readRecords(app.db, source, [id])).get(id);
  if (current && Object.keys(current).some((k) => SECRET.test(k))) throw badRequest(revertTexts.notEdit);
  const changedLater = async () => {
    const later = await laterEntry(app.db, entry.seq, [id]);
    const row = (await readRecords(app.db, source, [id])).get(id);
    return conflict(revertTexts.changedLater(nameOf(row ?? after, id), later?.adminName ?? null, later?.at ?? null));
  };
  const version = current?.version === undefined || current.version === null ? undefined : Number(current.version);
  if (!current || (version !== undefined && version !== 1) || Object.entries(after).some(([k, v]) => JSON.stringify(current[k] ?? null) !== JSON.stringify(v))) throw await changedLater();
  await deleteThrough(app, request, entry.seq, call, id, source.table, version ?? Number.NaN, changedLater);
  return { message: revertTexts.removed };
}

/**
 * Reverting a status switch, an approval, a price change or a setting makes the same call again with the
 * values the record had before, so the call's own checks apply, and it is logged as such noting
 * { revertOf }, revertible in turn. The call names its record in its body by _id, id or subProductId, or
 * by `ids` (a change of several records at once: each entry is reverted for its own record, the call made
 * with `ids: [that record]`); a setting names none (the settings' one row). A field the entry did not
 * change is sent as the record holds it now (a price's other tiers, the other settings). A flag of the
 * call takes the column's value as on when it held anything but 0, false or null; a status call whose one
 * value is named otherwise than the one column it changed (status for isActived, samplesSent for
 * samplesSentAt) takes that column's. A record changed since (those columns, or it is gone) answers 409
 * naming who and when; a call that takes the version is given the one just compared. A first price
 * has nothing to go back to: its row is kept and it is reverted by revertRows (one logged before first
 * prices kept their row is not reverted: 400).
 */
async function revertBodyCall(app: FastifyInstance, request: FastifyRequest, entry: { seq: number; recordId: string | null; call: string; before: string | null; after: string | null }) {
  const before = parsed(entry.before);
  const after = parsed(entry.after);
  const [method, path] = entry.call.split(' ') as [string, string];
  const fields = writeCalls.get(entry.call)?.body as TObject | undefined;
  const props = fields?.properties;
  const source = sourceOf(path);
  const id = entry.recordId;
  const setting = source?.table === 'shop_settings' && id === SETTINGS_ROW;
  const idKey = props && ['_id', 'id', 'subProductId', 'ids'].find((k) => k in props);
  const values = props ? Object.keys(props).filter((k) => k !== idKey && k !== 'version') : [];
  const columns = before ? Object.keys(before) : [];
  if (!id || !before || !after || !source || !props || !(idKey || setting) || !columns.length || path.includes(':')) throw badRequest(revertTexts.notEdit);
  // A status call's one value for the one column it changed, else each column the call's field of that name.
  const renamed = values.length === 1 && columns.length === 1 && !(values[0]! in before) ? { [values[0]!]: columns[0]! } : undefined;
  if (!renamed && columns.some((c) => !values.includes(c))) throw badRequest(revertTexts.notEdit);
  const current = (await readRecords(app.db, source, [id])).get(id);
  if (!current || Object.entries(after).some(([k, v]) => JSON.stringify(current[k] ?? null) !== JSON.stringify(v))) {
    const later = await laterEntry(app.db, entry.seq, [id]);
    throw conflict(revertTexts.changedLater(setting ? columns.join(', ') : nameOf(current, id), later?.adminName ?? null, later?.at ?? null));
  }
  const body: Record<string, unknown> = idKey ? { [idKey]: idKey === 'ids' ? [id] : id } : {};
  for (const k of values) {
    const column = renamed?.[k] ?? k;
    const was = column in before ? before[column] : current[column];
    if (was === undefined || was === null) {
      if (fields.required?.includes(k) && !isFlag(props[k])) throw badRequest(revertTexts.notEdit);
      if (!isFlag(props[k])) continue;
    }
    body[k] = isFlag(props[k]) ? !(was === undefined || was === null || was === 0 || was === false || was === '0') : was;
  }
  // Based on the version just compared (a price's too, migration 033): a save between the check and the call makes it answer 409.
  if ('version' in props && current.version !== undefined && current.version !== null) body.version = Number(current.version);
  await app.seams.revertAfterCheck?.(); // a test's seam (buildApp's options): nothing in production
  await reissue(app, request, entry.seq, method, path, body, false);
  return { message: revertTexts.reverted };
}

/**
 * How each reordered table lists its rows (the list queries of category, slider and blog: rows placed by
 * a reorder by sortOrder, rows not placed yet (0) after them, or first for blog posts, by when they were
 * added, then by name or id), so a reorder's revert asks for the order the admin saw before it.
 */
const LISTED: Partial<Record<string, { unplacedFirst: boolean; newestFirst: boolean; tie: string }>> = {
  categories: { unplacedFirst: false, newestFirst: false, tie: 'name' },
  sliders: { unplacedFirst: false, newestFirst: false, tie: '_id' },
  blogs: { unplacedFirst: true, newestFirst: true, tie: '_id' },
};

/**
 * Reverting a reorder puts back the whole earlier order that reorder changed: every entry of the same
 * request (its note's `request`; each moved record has one, with its sortOrder before and after) gives
 * the earlier places, the records it did not move keep theirs, and the reorder call is made again with
 * the ids in that earlier order, so its checks apply (every row named once) and it is logged as a reorder
 * noting { revertOf }, revertible in turn. The order must still be as that reorder left it: the same rows
 * (none added or deleted since), each in the place it wrote (1…n), and no later reorder of the list;
 * otherwise 409 naming who changed it and when, and nothing changes.
 */
async function revertReorder(app: FastifyInstance, request: FastifyRequest, entry: { seq: number; recordId: string | null; adminId: string; at: string; call: string; before: string | null; after: string | null; note: string | null }) {
  const [method, path] = entry.call.split(' ') as [string, string];
  const source = sourceOf(path);
  const listed = source && LISTED[source.table];
  const note = parsed(entry.note);
  const n = typeof note?.of === 'number' ? note.of : 1;
  if (!source || !listed || !entry.recordId || path.includes(':')) throw badRequest(revertTexts.notEdit);
  // The entries of the same reorder: appended together, so near this one (at most n of them, others' in between).
  const around = n === 1 ? [entry] : await entriesNear(app.db, entry.seq, 2 * n + 50, entry.call);
  const requestId = note?.request;
  const batch = around.filter((e) => {
    const other = parsed(e.note);
    return e.adminId === entry.adminId && e.at === entry.at && other?.of === note?.of && (typeof requestId === 'string' ? other?.request === requestId : other?.request === undefined);
  });
  const places = new Map<string, { was: number; now: number }>();
  for (const e of batch) {
    const was = parsed(e.before)?.sortOrder;
    const now = parsed(e.after)?.sortOrder;
    if (!e.recordId || typeof was !== 'number' || typeof now !== 'number') throw badRequest(revertTexts.notEdit);
    places.set(e.recordId, { was, now });
  }
  if (!places.has(entry.recordId)) throw badRequest(revertTexts.notEdit);
  const last = Math.max(...batch.map((e) => e.seq));
  const rows = await orderedRows(app.db, source.table as 'sliders' | 'categories' | 'blogs');
  const seen = new Set<number>();
  const asLeft =
    rows.length === n &&
    [...places.keys()].every((id) => rows.some((r) => r._id === id)) &&
    rows.every((r) => {
      const place = Number(r.sortOrder);
      const ok = place >= 1 && place <= n && !seen.has(place) && (places.get(r._id)?.now ?? place) === place;
      seen.add(place);
      return ok;
    });
  // A later reorder of the same list changes it too, even when it left every place as this one wrote it.
  const orderCalls = [...writeCalls.keys()].filter((c) => {
    const p = c.slice(c.indexOf(' ') + 1);
    return actionOf(p) === 'import' || (sourceOf(p)?.table === source.table && ['create', 'delete', 'reorder'].includes(actionOf(p)));
  });
  const laterOrder = await laterCall(app.db, last, orderCalls.filter((c) => actionOf(c.slice(c.indexOf(' ') + 1)) === 'reorder'));
  if (!asLeft || laterOrder) {
    const later = laterOrder ?? (await laterCall(app.db, last, orderCalls)) ?? (await laterEntry(app.db, last, [...places.keys()]));
    const named = [...places.keys()].map((id) => nameOf(rows.find((r) => r._id === id), id));
    const which = named.slice(0, 20).join(', ') + (named.length > 20 ? ` (+${named.length - 20})` : '');
    throw conflict(revertTexts.changedLater(which, later?.adminName ?? null, later?.at ?? null));
  }
  const earlier = (r: { _id: string; sortOrder: unknown }) => places.get(r._id)?.was ?? Number(r.sortOrder);
  const time = (r: { createAt: unknown }) => (r.createAt instanceof Date ? r.createAt.toISOString() : String(r.createAt ?? ''));
  const ids = [...rows]
    .sort((a, b) => {
      const [pa, pb] = [earlier(a), earlier(b)];
      if ((pa === 0) !== (pb === 0)) return (pa === 0) === listed.unplacedFirst ? -1 : 1;
      if (pa !== pb) return pa - pb;
      if (time(a) !== time(b)) return (time(a) < time(b)) === listed.newestFirst ? 1 : -1;
      const [ta, tb] = [String(a[listed.tie] ?? ''), String(b[listed.tie] ?? '')];
      return ta < tb ? -1 : ta > tb ? 1 : 0;
    })
    .map((r) => r._id);
  await reissue(app, request, entry.seq, method, path, { ids }, false);
  return { message: revertTexts.rolledBack(places.size) };
}

/** A field of a call that takes true or false. */
const isFlag = (field: unknown) => JSON.stringify(field ?? null).includes('"type":"boolean"');

const pick = (headers: Record<string, string | string[] | undefined>, names: string[]) =>
  Object.fromEntries(names.flatMap((n) => (headers[n] === undefined ? [] : [[n, headers[n]!]])));

/** A multipart body of text fields. */
const formBody = (fields: Record<string, unknown>, boundary: string) =>
  Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`)
    .join('') + `--${boundary}--\r\n`;

/** Tables whose rows go with a record (LINKS) or an import (BESIDE_TABLES): replaced whole by a revert, never compared one by one, not counted. */
const linkTables = new Set<string>([...Object.values(LINKS).flatMap((links) => (links ?? []).map((l) => l.tbl)), ...BESIDE_TABLES]);

/** What a person calls a record: its code or name, else its id. */
const nameOf = (row: Record<string, unknown> | undefined | null, id: string) => String(row?.sku ?? row?.parentsSku ?? row?.categoryId ?? row?.name ?? row?.title ?? row?.words ?? id);

/** A foreign key refused the write: a record it links to is gone. */
const isLinkGone = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
};

/** Reverse of an entry's action, for the revert's own entry. */
const UNDO: Record<string, string> = { delete: 'create', create: 'delete' };

/**
 * Reverts an entry whose rows were kept (a delete, a whole import, a first price, or such a revert): in ONE
 * transaction, every row must be as the entry left it (else 409 naming the records changed since, who
 * and when, and nothing changes); then each is put back as it was, and the revert is logged in the same
 * transaction with the rows the other way round (so it can be reverted in turn). The database's unique
 * indexes and foreign keys check the rows as for a new write: a name taken meanwhile, or a linked record
 * deleted meanwhile, answers 409 and nothing changes; so does a record the entry created that others
 * name now (the delete call's in-use rule). Kept pictures come back to /uploads. A first price (a
 * colour's sku_prices row made by the price call, kept as a link row: no call removes a price) is
 * removed, so the colour has no price again, as before it; its revert puts the same row back (409 if the
 * colour was deleted since). A price changed since, or gone with its colour, answers 409.
 */
async function revertRows(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: { seq: number; recordId: string | null; action: string; resource: string; before: string | null; after: string | null; note: string | null },
  sets: RowSet[],
) {
  const now = new Date(app.config.now()).toISOString();
  try {
    await app.db.transaction().execute(async (trx) => {
      await lockReverts(trx); // the check and the writes below are one step for any other revert
      const current = new Map<string, Record<string, unknown>[]>();
      const groups = new Map<string, RowSet[]>();
      for (const set of sets) {
        const k = `${set.tbl} ${set.keyCol}`;
        if (!groups.has(k)) groups.set(k, []);
        groups.get(k)!.push(set);
      }
      for (const group of groups.values()) {
        const { tbl, keyCol } = group[0]!;
        const found = await rowsByKey(trx, tbl, keyCol, group.map((s) => s.keyVal));
        for (const s of group) current.set(`${tbl} ${keyCol} ${s.keyVal}`, found.get(s.keyVal) ?? []);
      }
      const rowsOf = (s: RowSet) => current.get(`${s.tbl} ${s.keyCol} ${s.keyVal}`)!;
      const changed = sets.filter((s) => !sameAsAfter(rowsOf(s), s.after));
      if (changed.length) {
        const ids = [...new Set(changed.map((s) => s.keyVal))];
        const names = [...new Set(changed.map((s) => nameOf(rowsOf(s)[0] ?? s.before[0], s.keyVal)))];
        const later = await laterEntry(trx, entry.seq, ids);
        const which = names.slice(0, 20).join(', ') + (names.length > 20 ? ` (+${names.length - 20})` : '');
        throw conflict(revertTexts.changedLater(which, later?.adminName ?? null, later?.at ?? null));
      }
      // Records the entry created go first, many at a time (their links go with them); then the rest, one by one.
      const created = new Set(sets.filter((s) => !linkTables.has(s.tbl) && !s.before.length));
      const byTable = new Map<string, string[]>();
      for (const s of created) {
        const k = `${s.tbl} ${s.keyCol}`;
        if (!byTable.has(k)) byTable.set(k, []);
        byTable.get(k)!.push(s.keyVal);
      }
      for (const [tbl, ids] of byTable) {
        const [table, keyCol] = tbl.split(' ') as [string, string];
        await deleteRows(trx, table, keyCol, ids);
      }
      let n = 0;
      for (const s of sets) {
        if (created.has(s)) continue;
        await putRows(trx, s, s.before, !linkTables.has(s.tbl), rowsOf(s).length > 0, { now, adminId: request.admin!._id });
        if (++n % 500 === 0) await turn(); // a whole import's rows: the site keeps answering meanwhile
      }
      // A record the entry created goes only as its delete call would let it: while others name it now
      // (SKUs added under an imported parent since, products in an imported category), the delete's own
      // 409 and message, and nothing changes. Checked once the rollback is written: what it removes itself no longer counts.
      const codesOf = (tbl: string, col: string) => [...created].filter((s) => s.tbl === tbl).map((s) => String(rowsOf(s)[0]?.[col]));
      const parent = await parentInUse(trx, codesOf('parent_skus', 'parentsSku'));
      if (parent) throw conflict(inUseText('parent SKU', skuEditTexts.colours, parent));
      const category = await categoryInUse(trx, codesOf('categories', 'categoryId'));
      if (category) throw conflict(inUseText('category', skuEditTexts.parents, category));
      // A composition an import added goes too, unless products added or edited since name it.
      const added = sets.filter((s) => s.tbl === 'product_compositions' && !s.before.length).map((s) => String(rowsOf(s)[0]?.name));
      const composition = await compositionInUse(trx, added);
      if (composition) throw conflict(inUseText('composition', skuEditTexts.parents, composition));
      const note = parsed(entry.note);
      // A price's row (a first price, or such a revert) is no record of its own: its one row is counted, and its fields shown the other way round.
      const records = sets.filter((s) => !linkTables.has(s.tbl)).length;
      const price = entry.action === 'price';
      await logWithin(request, trx, {
        recordId: entry.recordId,
        resource: entry.resource,
        action: UNDO[entry.action] ?? entry.action,
        ...(price ? { before: entry.after, after: entry.before } : {}),
        note: { revertOf: String(entry.seq), ...(typeof note?.rows === 'number' ? { rows: price ? sets.length : records } : {}) },
        // The rows now (checked to be the entry's after) become the revert's before.
        sets: sets.map((s) => ({ ...s, before: rowsOf(s), after: s.before })),
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(revertTexts.taken);
    if (isLinkGone(err)) throw conflict(revertTexts.linkGone);
    throw err;
  }
  // The pictures the restored rows show come back from where removed uploads are kept; those the rows
  // showed instead (a colour photo reverted) are kept there in turn once nothing shows them.
  const urlsOf = (rows: RowSet['after']) => (typeof rows === 'string' ? [] : rows.flatMap((row) => JSON.stringify(row).match(/\/uploads\/[0-9a-f]{24}\.webp/g) ?? []));
  const urls = new Set(sets.flatMap((s) => urlsOf(s.before)));
  for (const url of urls) await app.uploads.restoreImage(url);
  for (const url of new Set(sets.flatMap((s) => urlsOf(s.after)))) if (!urls.has(url) && !(await imageInUse(app.db, url))) await app.uploads.removeImage(url);
  if (entry.action === 'photo' || entry.action === 'price') return { message: revertTexts.reverted };
  const records = sets.filter((s) => !linkTables.has(s.tbl)).length;
  return { message: records === 1 && entry.action === 'delete' ? revertTexts.restored : revertTexts.rolledBack(records) };
}
