import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CallSchema } from '../../src/contract/call.js';
import type { ActivityAction } from '../../src/contract/activity.js';
import type { Db } from '../db/index.js';
import { NOISE } from '../db/rowSets.js';
import { newId } from '../db/ids.js';
import {
  addPending,
  adminName,
  appendEntries,
  appendEntryWithRows,
  claimPending,
  PENDING_PAGE,
  pendingToSettle,
  pruneEntries,
  readRecords,
  rowsByKey,
  type NewEntry,
  type PendingRow,
  type RecordSource,
  type RowSet,
} from '../modules/activity/queries.js';

/**
 * Every change recorded (issue 20 §2), in one place: each successful admin write (a call with the
 * admin guard that is neither a GET nor declared readOnly) appends entries to the activity log before
 * its answer leaves. The record is read before the handler runs and again after it, and the entry keeps
 * the fields that changed (the whole record for a create or a delete); an import keeps its file and
 * counts, not its rows. The call's path names the resource, the table and the action (RESOURCES, actionOf).
 *
 * No change without its entry: before the handler runs, the write is noted in activity_pending (who,
 * the call, its records as they stood); if that fails, the handler does not run. Its entries are
 * appended in the transaction that removes the note. A note left behind — the append failed, or the
 * server stopped between the write and its entry — is settled by settlePending: the records are read
 * again and what changed is logged, noting { recovered: true }.
 */

/** Each API area's table and key; product_sku's calls write three tables (sourceOf). */
const RESOURCES: Record<string, RecordSource> = {
  admin: { table: 'admins', key: '_id' },
  member: { table: 'admin_members', key: '_id' },
  blog: { table: 'blogs', key: '_id' },
  blog_tag: { table: 'blog_tags', key: '_id' },
  blog_type: { table: 'blog_types', key: '_id' },
  category: { table: 'categories', key: '_id' },
  contact_form: { table: 'contact_forms', key: '_id' },
  contact_list: { table: 'contact_lists', key: '_id' },
  contact_us: { table: 'contact_us', key: '_id' },
  product: { table: 'parent_skus', key: '_id' },
  product_composistion: { table: 'product_compositions', key: '_id' },
  product_design: { table: 'product_designs', key: '_id' },
  product_type: { table: 'product_types', key: '_id' },
  search_synonym: { table: 'search_synonyms', key: '_id' },
  // The shop's settings: one row (SETTINGS_ROW), its changed settings logged before and after.
  shop_setting: { table: 'shop_settings', key: '_id' },
  slider: { table: 'sliders', key: '_id' },
  sub_product: { table: 'skus', key: '_id' },
  sub_product_price: { table: 'sku_prices', key: 'skuId' },
};

/**
 * The rows that go with a record when it is deleted (their foreign keys cascade): kept with it, so a
 * revert of the delete brings the record back with its links.
 */
export const LINKS: Partial<Record<string, { tbl: string; keyCol: string }[]>> = {
  parent_skus: [
    { tbl: 'parent_sku_categories', keyCol: 'parentId' },
    { tbl: 'parent_sku_types', keyCol: 'parentId' },
    { tbl: 'parent_sku_designs', keyCol: 'parentId' },
  ],
  skus: [{ tbl: 'sku_prices', keyCol: 'skuId' }],
  blogs: [
    { tbl: 'blog_tag_links', keyCol: 'blogId' },
    { tbl: 'blog_type_links', keyCol: 'blogId' },
  ],
  // A sample request's colours (issue 18 §4, migration 029).
  contact_forms: [{ tbl: 'contact_form_samples', keyCol: 'contactFormId' }],
};

/** Tables whose rows belong to a record of another (LINKS): a price call's sku_prices. */
const LINKED = new Set(Object.values(LINKS).flatMap((links) => (links ?? []).map((l) => l.tbl)));

/** How long entries, kept rows and kept images stay (issue 20 §2: any change of the last 30 days can be undone). */
export const KEEP_DAYS = 30;
const DAY_MS = 86_400_000;

export { NOISE };
/** Never copied into the log. */
export const SECRET = /password|hash|salt|token/i;

const segmentOf = (url: string) => url.split('/')[1] ?? '';

export function sourceOf(url: string): RecordSource | undefined {
  const segment = segmentOf(url);
  if (segment !== 'product_sku') return RESOURCES[segment];
  if (/import_|upload_sku_photo/.test(url)) return undefined;
  if (url.includes('category')) return { table: 'categories', key: '_id' };
  if (url.includes('parents')) return { table: 'parent_skus', key: '_id' };
  return { table: 'skus', key: '_id' };
}

export function actionOf(url: string): ActivityAction {
  const segment = segmentOf(url);
  if (url.includes('/import_')) return 'import';
  if (url.includes('upload_sku_photo')) return 'photo';
  if (segment === 'admin' && url.includes('status')) return 'approval';
  if (url.includes('delete')) return 'delete';
  if (/status|is_contacted/.test(url)) return 'status';
  if (/_order$/.test(url)) return 'reorder';
  if (segment === 'sub_product_price') return 'price';
  if (segment === 'shop_setting') return 'setting';
  if (url.includes('add_new')) return 'create';
  return 'edit';
}

/** The shop settings' one row (migration 014), the record a setting call changes. */
export const SETTINGS_ROW = '1';

/** The records a call names: its `:id`, or the body's `_id`, `id`, `ids` or (a price) `subProductId`; a setting, the settings' row. */
function idsOf(request: FastifyRequest): string[] {
  if (segmentOf(pathOf(request)) === 'shop_setting') return [SETTINGS_ROW];
  const params = (request.params ?? {}) as Record<string, unknown>;
  const body = (request.isMultipart() ? {} : (request.body ?? {})) as Record<string, unknown>;
  const one = params.id ?? body._id ?? body.id ?? body.subProductId;
  if (typeof one === 'string' && one) return [one];
  if (Array.isArray(body.ids)) return body.ids.filter((id): id is string => typeof id === 'string');
  return [];
}

/**
 * A record as a pending row notes it: its secrets' values (a password hash, a token version) left out,
 * their keys kept as null, so a record holding one is still told apart (never kept whole for a revert).
 */
const withoutSecrets = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, SECRET.test(k) ? null : v]));

/** A created or deleted row as the log keeps it: without secrets or the version columns. */
function clean(row: Record<string, unknown> | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET.test(k) && !NOISE.has(k)));
}

/** The fields an edit changed: before and after, each holding only those. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (NOISE.has(k) || SECRET.test(k)) continue;
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      was[k] = before[k] ?? null;
      now[k] = after[k] ?? null;
    }
  }
  return { was, now, any: Object.keys(now).length > 0 };
}

/** The answer's `result`, when it is JSON. */
function resultOf(payload: unknown): Record<string, unknown> | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    const body = JSON.parse(payload) as { result?: unknown };
    return body.result && typeof body.result === 'object' && !Array.isArray(body.result) ? (body.result as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** An import's or a photo's answer without its lists: numbers, flags and short texts. */
export const summary = (result: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(result ?? {}).filter(([k, v]) => !SECRET.test(k) && (typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && v.length <= 200))));

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

interface Pending {
  /** Its row in activity_pending (none for an import, which logs itself within its write). */
  intent?: string;
  source?: RecordSource;
  ids: string[];
  before: Map<string, Record<string, unknown>>;
  /** A delete's link rows, by link table and record. */
  links: Map<string, Map<string, Record<string, unknown>[]>>;
}

/** An entry to append with the rows it kept (a delete's record and links). */
type Entry = NewEntry & { sets?: RowSet[] };

/** Requests whose route logged its own entry in its write's transaction (logWithin): onSend adds none. */
const loggedWithin = new WeakSet<FastifyRequest>();
/** Each tracked request's row in activity_pending. */
const intents = new WeakMap<FastifyRequest, string>();

/** A server's writes are settled by another only once this old: no request runs this long. */
export const LEASE_MS = 10 * 60_000;

/**
 * A route that writes in one transaction logs its entry in that same transaction (issue 20 §2: a failed
 * write logs nothing, a logged write cannot be lost), with the rows it kept; the plugin then adds none
 * for the request. Answers the entry's number.
 */
export async function logWithin(
  request: FastifyRequest,
  trx: Db,
  what: { recordId?: string | null; resource?: string; action?: string; before?: string | null; after?: string | null; note?: Record<string, unknown> | null; sets: RowSet[] },
): Promise<number> {
  loggedWithin.add(request);
  // The write's pending row goes in the same transaction as its entry.
  const intent = intents.get(request);
  if (intent) await claimPending(trx, intent);
  const url = pathOf(request);
  const adminId = request.admin!._id;
  return appendEntryWithRows(trx, {
    at: new Date(request.server.config.now()).toISOString(),
    adminId,
    adminName: (await adminName(trx, adminId)) || request.admin!.email,
    resource: what.resource ?? segmentOf(url),
    action: what.action ?? actionOf(url),
    call: `${request.method} ${url}`,
    recordId: what.recordId ?? null,
    before: what.before ?? null,
    after: what.after ?? null,
    note: json(what.note ?? null),
  }, what.sets);
}

/** Removes entries, kept rows and kept images older than KEEP_DAYS by the app's clock; answers how many entries and files. */
export async function cleanupActivity(app: FastifyInstance): Promise<{ entries: number; files: number }> {
  const cutoff = app.config.now() - KEEP_DAYS * DAY_MS;
  const entries = await pruneEntries(app.db, new Date(cutoff).toISOString());
  const files = await app.uploads.sweepKept(cutoff);
  return { entries, files };
}

/** The call's path as the contract declares it (below /api). */
const pathOf = (request: FastifyRequest) => (request.routeOptions.url ?? '').replace(/^\/api(?=\/)/, '');

/** The schema of each write call (POST or DELETE), by its entry's `call` (the method and the declared path, as the route table names it): a revert re-issues it. */
export const writeCalls = new Map<string, CallSchema>();

/**
 * A revert's own edit call carries a one-time mark (REVERT_HEADER) naming the entry it reverts, so its
 * entry notes it ({ revertOf }); a mark the revert route did not make is ignored.
 */
export const REVERT_HEADER = 'x-selvedge-revert';
export const revertMarks = new Map<string, string>();
/** A picture revert's earlier picture, by its mark: the edit call shows it again when no new file came (Uploads.withImageForm). */
export const revertPictures = new Map<string, string>();

/** The earlier picture a revert's edit call puts back, if it is one. */
export const revertPictureOf = (request: FastifyRequest): string | undefined => {
  const mark = request.headers[REVERT_HEADER];
  return typeof mark === 'string' ? revertPictures.get(mark) : undefined;
};

const revertOf = (request: FastifyRequest) => {
  const mark = request.headers[REVERT_HEADER];
  return typeof mark === 'string' ? revertMarks.get(mark) : undefined;
};

// The revert call itself writes no record: the edit it makes is logged.
const tracked = (request: FastifyRequest) =>
  Boolean(request.admin) &&
  segmentOf(pathOf(request)) !== 'activity' && request.method !== 'GET' && request.method !== 'HEAD' && (request.routeOptions.config as { readOnly?: boolean } | undefined)?.readOnly !== true;

export const activityPlugin = fp(
  async (app: FastifyInstance) => {
    const pending = new WeakMap<FastifyRequest, Pending>();
    /** This server, as its pending rows name it. */
    const owner = randomBytes(8).toString('hex');
    /** Pending rows whose request has not finished its onSend here: never settled meanwhile. */
    const inFlight = new Set<string>();
    /** Entries whose append failed, by pending row: appended as they were when the row is settled. */
    const unsent = new Map<string, Entry[]>();

    const settle = async (): Promise<number> => {
      const rows = await pendingToSettle(app.db, owner, new Date(app.config.now() - LEASE_MS).toISOString());
      let logged = 0;
      // Entries whose rows another server settled meanwhile are not needed any more.
      if (rows.length < PENDING_PAGE) for (const id of unsent.keys()) if (!rows.some((r) => r._id === id)) unsent.delete(id);
      // Read after the rows: a request adds its row to inFlight before writing it, and leaves only once done.
      for (const row of rows.filter((r) => !inFlight.has(r._id))) {
        const entries = unsent.get(row._id) ?? (await recoveredEntries(app.db, row));
        await app.db.transaction().execute(async (trx) => {
          if (!(await claimPending(trx, row._id))) return; // settled meanwhile, by another server
          await append(trx, entries);
          logged += entries.length;
        });
        unsent.delete(row._id);
      }
      return logged;
    };
    settlers.set(app, settle);

    app.addHook('onRoute', (route) => {
      const method = Array.isArray(route.method) ? route.method[0] : route.method;
      // POST: the edit, status and create calls a revert re-issues; DELETE: the delete calls a create's revert goes through.
      if ((method !== 'POST' && method !== 'DELETE') || !route.schema) return;
      writeCalls.set(`${method} ${route.url.replace(/^\/api(?=\/)/, '')}`, route.schema as CallSchema);
    });

    // Guards run at preValidation (auth.ts), so request.admin is known here, before the handler writes.
    app.addHook('preHandler', async (request) => {
      if (!tracked(request)) return;
      const url = pathOf(request);
      const source = sourceOf(url);
      const ids = idsOf(request);
      const links = new Map<string, Map<string, Record<string, unknown>[]>>();
      if (source && ids.length && actionOf(url) === 'delete') {
        for (const link of LINKS[source.table] ?? []) links.set(link.tbl, await rowsByKey(app.db, link.tbl, link.keyCol, ids));
      }
      const before = source && ids.length ? await readRecords(app.db, source, ids) : new Map<string, Record<string, unknown>>();
      const p: Pending = { source, ids, before, links };
      // An import logs itself in its own write's transaction (logWithin): it needs no pending row.
      if (actionOf(url) !== 'import') {
        p.intent = newId();
        inFlight.add(p.intent); // before the row exists, so settle never takes a row whose write is under way
        intents.set(request, p.intent);
        try {
          await addPending(app.db, {
            _id: p.intent,
            at: new Date(app.config.now()).toISOString(),
            owner,
            adminId: request.admin!._id,
            call: `${request.method} ${url}`,
            ids: JSON.stringify(ids),
            // Never a secret (issue 20 §2): a recovered entry reads no secret either (changed, clean).
            before: JSON.stringify(Object.fromEntries([...before].map(([id, row]) => [id, withoutSecrets(row)]))),
            links: JSON.stringify(Object.fromEntries([...links].map(([tbl, rows]) => [tbl, Object.fromEntries([...rows].map(([id, r]) => [id, r.map(withoutSecrets)]))]))),
          });
        } catch (err) {
          inFlight.delete(p.intent);
          throw err; // the write does not run: it could not be noted
        }
      }
      pending.set(request, p);
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      const p = pending.get(request);
      if (!p) return payload;
      let entries: Entry[] | undefined;
      try {
        // A refused write is read again too: what it changed before failing is logged all the same.
        entries = loggedWithin.has(request) ? [] : await entriesOf(app, request, p, payload, reply.statusCode >= 400);
        const toAppend = entries;
        await app.db.transaction().execute(async (trx) => {
          // Gone: logged in the write's own transaction (logWithin), or settled by another server.
          if (p.intent && !(await claimPending(trx, p.intent))) return;
          await append(trx, toAppend);
        });
      } catch (err) {
        if (p.intent && entries) unsent.set(p.intent, entries);
        request.log.error({ err: (err as Error).message }, 'activity log: entry not written yet; settlePending appends it');
      } finally {
        if (p.intent) inFlight.delete(p.intent);
      }
      return payload;
    });

    // A reply that skipped onSend (none should): its row is no longer under way either, so settle takes it.
    app.addHook('onResponse', async (request) => {
      const intent = pending.get(request)?.intent;
      if (intent) inFlight.delete(intent);
    });

    // At start-up (a server stopped mid-write leaves its rows: another settles them after LEASE_MS), then every minute.
    let timer: NodeJS.Timeout | undefined;
    const run = () => void settle().catch((err: Error) => app.log.error({ err: err.message }, 'activity log: settling pending writes failed'));
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, 60_000).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'activity' },
);

/** Each app's settle (activityPlugin). */
const settlers = new WeakMap<FastifyInstance, () => Promise<number>>();

/**
 * Logs the writes noted in activity_pending whose entries were not appended: this server's, once their
 * request is done, and any server's older than LEASE_MS. Each is logged once, by whoever removes its
 * row. Answers how many entries it appended.
 */
export const settlePending = (app: FastifyInstance): Promise<number> => settlers.get(app)?.() ?? Promise.resolve(0);

/** Appends entries, those keeping rows with their rows, in the caller's transaction. */
async function append(trx: Db, entries: Entry[]): Promise<void> {
  await appendEntries(trx, entries.filter((e) => !e.sets));
  for (const { sets, ...entry } of entries) if (sets) await appendEntryWithRows(trx, entry, sets);
}

/** The cleanup at start-up and then daily (the app's clock decides what is old). */
export const activityCleanupPlugin = fp(
  async (app: FastifyInstance) => {
    const run = () =>
      cleanupActivity(app).then(
        (done) => void (done.entries || done.files ? app.log.info(done, 'activity log: removed entries and kept files older than 30 days') : undefined),
        (err: Error) => app.log.error({ err: err.message }, 'activity log: cleanup failed'),
      );
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await run();
      timer = setInterval(() => void run(), DAY_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'activity-cleanup', dependencies: ['uploads'] },
);

async function entriesOf(app: FastifyInstance, request: FastifyRequest, p: Pending, payload: unknown, failed: boolean): Promise<Entry[]> {
  const url = pathOf(request);
  const action = actionOf(url);
  const result = failed ? undefined : resultOf(payload);
  if (action === 'import' && result?.dryRun === true) return [];
  const adminId = request.admin!._id;
  const base = {
    at: new Date(app.config.now()).toISOString(),
    adminId,
    adminName: (await adminName(app.db, adminId)) || request.admin!.email,
    resource: segmentOf(url),
    action,
    call: `${request.method} ${url}`,
  };
  const files = request.uploadedFiles?.length ? { files: request.uploadedFiles } : {};
  const ids = p.ids.length ? p.ids : typeof result?._id === 'string' ? [result._id] : [];
  if (!p.source || !ids.length) {
    if (failed) return [];
    return [{ ...base, recordId: ids[0] ?? null, before: null, after: null, note: json({ ...files, ...summary(result) }) }];
  }
  const reverting = revertOf(request);
  const revert = reverting ? { revertOf: reverting } : {};
  // A change of several records: each entry counts them and names the request (`request`), so a revert
  // finds the entries of the same change (a reorder is reverted as a whole).
  const note = ids.length > 1 ? { ...files, of: ids.length, ...(p.intent ? { request: p.intent } : {}), ...revert } : reverting ? revert : Object.keys(files).length ? files : null;
  return recordEntries(app.db, base, p.source, ids, p, note, failed);
}

/**
 * The entries of a write of records: each record's changed fields (whole when made or deleted, a
 * deleted one kept with its links for its revert). `quiet`: a record left as it was is not an entry
 * (a refused or recovered write), as for one of many.
 */
async function recordEntries(db: Db, base: Omit<NewEntry, 'recordId' | 'before' | 'after' | 'note'>, source: RecordSource, ids: string[], p: Pick<Pending, 'before' | 'links'>, note: Record<string, unknown> | null, quiet: boolean): Promise<Entry[]> {
  const after = await readRecords(db, source, ids);
  const many = ids.length > 1;
  const entries: Entry[] = [];
  for (const id of ids) {
    const was = p.before.get(id);
    const now = after.get(id);
    if (!was && !now) continue;
    if (was && now) {
      const diff = changed(was, now);
      if (!diff.any && (many || quiet)) continue; // a reorder or a bulk switch leaves rows it did not move out
      entries.push({ ...base, recordId: id, before: json(diff.was), after: json(diff.now), note: json(note) });
    } else {
      // A row that belongs to another record (a colour's first price) is kept when it is made, as one
      // row (its note counts it): no call removes it on its own, so its revert does (revertRows).
      const made = !was && now && LINKED.has(source.table);
      const entry: Entry = { ...base, recordId: id, before: json(clean(was)), after: json(clean(now)), note: json(made ? { ...note, rows: 1 } : note) };
      // A deleted record is kept whole with its links (never one holding a secret), for its revert.
      if (was && !now && !Object.keys(was).some((k) => SECRET.test(k))) {
        entry.sets = [
          { tbl: source.table, keyCol: source.key, keyVal: id, before: [was], after: [] },
          ...(LINKS[source.table] ?? []).map((l) => ({ tbl: l.tbl, keyCol: l.keyCol, keyVal: id, before: p.links.get(l.tbl)?.get(id) ?? [], after: [] })),
        ];
      } else if (made) entry.sets = [{ tbl: source.table, keyCol: source.key, keyVal: id, before: [], after: [now] }];
      entries.push(entry);
    }
  }
  return entries;
}

/**
 * A pending row's entries, from the records as they stand now against how they stood before its write
 * (noting { recovered: true }); a write whose records were not named beforehand (an add, an upload) is
 * logged as the call its admin made, without fields.
 */
async function recoveredEntries(db: Db, row: PendingRow): Promise<Entry[]> {
  const path = row.call.slice(row.call.indexOf(' ') + 1);
  const base = {
    at: row.at,
    adminId: row.adminId,
    adminName: (await adminName(db, row.adminId)) || row.adminId,
    resource: segmentOf(path),
    action: actionOf(path),
    call: row.call,
  };
  const ids = JSON.parse(row.ids) as string[];
  const source = sourceOf(path);
  if (!source || !ids.length) return [{ ...base, recordId: null, before: null, after: null, note: json({ recovered: true }) }];
  const before = new Map(Object.entries(JSON.parse(row.before) as Record<string, Record<string, unknown>>));
  const linked = JSON.parse(row.links) as Record<string, Record<string, Record<string, unknown>[]>>;
  const links = new Map(Object.entries(linked).map(([tbl, rows]) => [tbl, new Map(Object.entries(rows))]));
  return recordEntries(db, base, source, ids, { before, links }, { ...(ids.length > 1 ? { of: ids.length, request: row._id } : {}), recovered: true }, true);
}
