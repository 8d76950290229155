import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { EditVersion, Envelope, errorResponses, IdParams, OptionalText, RecordVersion, Text } from './common.js';
import { ContactForm } from './contactForm.js';
import { ContactListEntry } from './contactList.js';
import { DateRange } from './listQuery.js';
import { PriceTier } from './prices.js';

/**
 * A business customer of the shop (spec.md §3 "Admin member"), listed and edited on /admin_member.
 * Fields left empty are ''. `isVerified`: a verified sign-in account holds this email or mobile.
 * country, province, city and district are ids of the Thai address master data.
 */
/**
 * Where a person on the Members list comes from (issue 17 §3): a business customer the shop entered,
 * a member who registered on the website, or both (the same email or mobile: one person, one row).
 */
export const MEMBER_SOURCES = ['business', 'website', 'both'] as const;
export const MemberSource = Type.Union(MEMBER_SOURCES.map((s) => Type.Literal(s)));
export type MemberSource = Static<typeof MemberSource>;

export const AdminMember = Type.Object({
  _id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  bussiness: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  isVerified: Type.Boolean(),
  address: Type.String(),
  country: Type.String(),
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
  /** '' or 5 digits: filled from the district's postcode, editable (a district may have several). */
  postCode: Type.String(),
  /** Their price tier: a signed-in website member with this email sees the tier's prices. */
  tier: PriceTier,
  createAt: Type.String(),
  /** Always sent by the list, search and detail calls; optional for the answers of add and edit, which are business customers. */
  source: Type.Optional(MemberSource),
  version: RecordVersion,
});
export type AdminMember = Static<typeof AdminMember>;

/** spec.md §9: the admin member list asks for 20. */
export const MEMBER_LIST_LIMIT = 20;
const MEMBER_PAGE_MAX = 100;
export const MEMBER_SORTS = ['createAt', 'firstName', 'lastName', 'bussiness', 'email', 'mobile'] as const;

/**
 * POST /member/get_member_data_all. The spec sends `{ limit: 20 }` (the first 20); the screen adds
 * page/perPage (perPage wins over limit), a search `q` over name, business, email and mobile, and a
 * sort (newest first by default). The answer carries `total`, the count of all matching members.
 */
export const MemberListBody = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MEMBER_PAGE_MAX })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MEMBER_PAGE_MAX })),
    q: Type.Optional(Type.String({ maxLength: 100 })),
    /** Only the people of one source. */
    source: Type.Optional(MemberSource),
    /** Only the people added at or after this instant (ISO, e.g. the admin home's "new this week"). */
    since: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z$' })),
    /** Only the people added on these days in Thailand (YYYY-MM-DD, both ends included; issue 17 §1). */
    ...DateRange,
    sort: Type.Optional(Type.Union(MEMBER_SORTS.map((s) => Type.Literal(s)))),
    order: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC'), Type.Literal('asc'), Type.Literal('desc')])),
  },
  { additionalProperties: false },
);
export type MemberListBody = Static<typeof MemberListBody>;

export const MemberListReply = Type.Object({ message: Type.String(), result: Type.Array(AdminMember), total: Type.Integer() });
export type MemberListReply = Static<typeof MemberListReply>;

/**
 * POST /member/search_member_by_mobile: members whose mobile contains `mobile` (the spec's field),
 * or whose email contains `email`; `q` searches names too. At least one is needed; at most 10 come back.
 */
export const SearchMemberBody = Type.Object(
  {
    mobile: Type.Optional(Type.String({ maxLength: 32 })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    q: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type SearchMemberBody = Static<typeof SearchMemberBody>;
export const MEMBER_SEARCH_MAX = 10;

export const AdminMemberList = Envelope(Type.Array(AdminMember));
export const AdminMemberOne = Envelope(AdminMember);
export type AdminMemberOne = Static<typeof AdminMemberOne>;

/**
 * add_new_admin_member and update_admin_member_by_id/{id}: first and last name required, the rest
 * optional ('' or absent = empty); an email or mobile, when given, must be one.
 */
const adminMemberFields = {
  firstName: Text(100),
  lastName: Text(100),
  email: OptionalText(254),
  mobile: OptionalText(32),
  bussiness: OptionalText(200),
  address: OptionalText(500),
  country: OptionalText(64),
  province: OptionalText(64),
  city: OptionalText(64),
  district: OptionalText(64),
  /** '' or 5 digits (400 otherwise). */
  postCode: OptionalText(16),
  /** Absent: 'none' for a new customer, unchanged on an edit. */
  tier: Type.Optional(PriceTier),
};
export const AdminMemberFields = Type.Object(adminMemberFields, { additionalProperties: false });
export type AdminMemberFields = Static<typeof AdminMemberFields>;
/** The edit's body: also the `version` it was based on (issue 20 §1.4; optional, see EditVersion). */
export const AdminMemberEditBody = Type.Object({ ...adminMemberFields, version: EditVersion }, { additionalProperties: false });

/** The Thai names of a member's country, province, city and district ('' where none is chosen). */
export const MemberPlaces = Type.Object({ country: Type.String(), province: Type.String(), city: Type.String(), district: Type.String() });
export type MemberPlaces = Static<typeof MemberPlaces>;

/**
 * POST /member/get_admin_member_detail_by_id/{id}: the member, the names of their places, their
 * enquiries (by mobile in any of its forms, or by email) and their contact-list entries (by mobile).
 */
export const AdminMemberDetail = Envelope(
  Type.Object({ member: AdminMember, places: MemberPlaces, contactForms: Type.Array(ContactForm), contactLists: Type.Array(ContactListEntry) }),
);
export type AdminMemberDetail = Static<typeof AdminMemberDetail>;

/**
 * The Members screen's calls (admin only; their paths are under /member/): the paged list, the
 * dialogs' pop-up search, a member's detail, add and edit. The lists and the detail change nothing.
 */
export const adminMemberApi = {
  list: call({ method: 'POST', path: '/member/get_member_data_all', guard: 'admin', readOnly: true, schema: { body: MemberListBody, response: { 200: MemberListReply, ...errorResponses } } }),
  search: call({ method: 'POST', path: '/member/search_member_by_mobile', guard: 'admin', readOnly: true, schema: { body: SearchMemberBody, response: { 200: AdminMemberList, ...errorResponses } } }),
  detail: call({
    method: 'POST',
    path: '/member/get_admin_member_detail_by_id/:id',
    guard: 'admin',
    readOnly: true,
    schema: { params: IdParams, response: { 200: AdminMemberDetail, ...errorResponses } },
  }),
  add: call({ method: 'POST', path: '/member/add_new_admin_member', guard: 'admin', schema: { body: AdminMemberFields, response: { 201: AdminMemberOne, ...errorResponses } } }),
  update: call({
    method: 'POST',
    path: '/member/update_admin_member_by_id/:id',
    guard: 'admin',
    schema: { params: IdParams, body: AdminMemberEditBody, response: { 200: AdminMemberOne, ...errorResponses } },
  }),
};
