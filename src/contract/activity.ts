import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { Envelope, errorResponses, MessageBody } from './common.js';
import { DateRange, ListQueryWith, WithTotal } from './listQuery.js';

/** What an admin write did (issue 20 §2): the Activity screen's Action column. */
export const ACTIVITY_ACTIONS = ['create', 'edit', 'delete', 'status', 'price', 'import', 'approval', 'reorder', 'bulk', 'photo', 'setting'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** A record's fields: what they were before the write and what they are after (only the changed ones for an edit). */
const Fields = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

/** One entry of the activity log: who did what to which record, when, and the fields before and after. */
export const ActivityEntry = Type.Object({
  _id: Type.String(),
  at: Type.String(),
  adminId: Type.String(),
  adminName: Type.String(),
  /** The API area written (`product_type`, `product_sku`, …). */
  resource: Type.String(),
  recordId: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  /** The call: method and path. */
  call: Type.String(),
  before: Fields,
  after: Fields,
  /** What the row cannot hold: an import's file name and counts, a bulk action's ids and how many. */
  note: Fields,
});
export type ActivityEntry = Static<typeof ActivityEntry>;

/** The list's filters beside paging: one admin, one resource, one record, a date range (days in Thailand). */
export const ActivityQuery = ListQueryWith({
  adminId: Type.Optional(Type.String({ maxLength: 64 })),
  resource: Type.Optional(Type.String({ maxLength: 64 })),
  recordId: Type.Optional(Type.String({ maxLength: 64 })),
  ...DateRange,
});
export type ActivityQuery = Static<typeof ActivityQuery>;

export const ActivityList = WithTotal(Envelope(Type.Array(ActivityEntry)));
export type ActivityList = Static<typeof ActivityList>;

/** An entry's number (its `_id`). */
const SeqParams = Type.Object({ seq: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) }, { additionalProperties: false });

/**
 * The activity log's calls: the list (read only), and a revert, which makes an edit back to an entry's
 * `before` through the record's own edit call (and is logged like any edit). No call edits or deletes an entry.
 */
export const activityApi = {
  list: call({
    method: 'GET',
    path: '/activity/get_activity_list',
    guard: 'admin',
    schema: { querystring: ActivityQuery, response: { 200: ActivityList, ...errorResponses } },
  }),
  /** Reverts an edit entry (issue 20 §2): 400 for other entries, 409 when the record changed since. */
  revert: call({
    method: 'POST',
    path: '/activity/revert/:seq',
    guard: 'admin',
    schema: { params: SeqParams, response: { 200: MessageBody, ...errorResponses } },
  }),
};
