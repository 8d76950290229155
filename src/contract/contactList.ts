import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { Envelope, errorResponses, MessageBody, OptionalText, Text } from './common.js';
import { DateRange, ListQueryWith, WithTotal } from './listQuery.js';

/** spec.md §9: where a contact came from. The spec's form labels TIKTOK "WEBSITE"; ours says TIKTOK. */
export const CONTACT_SOURCES = ['LAZADA', 'SHOPEE', 'LINE', 'FACEBOOK', 'TIKTOK', 'OTHER'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/**
 * A contact-list entry (spec.md §3), one per mobile number. `mobile` is stored normalised (spaces and
 * dashes dropped, +66 written 0…), so `081-234-5678` and `+66 81 234 5678` are the same entry.
 * district, city and province hold the Thai names the address search filled in; '' where left empty.
 */
export const ContactListEntry = Type.Object({
  _id: Type.String(),
  fullName: Type.String(),
  mobile: Type.String(),
  from: Type.String(),
  address: Type.String(),
  district: Type.String(),
  city: Type.String(),
  province: Type.String(),
  postCode: Type.String(),
  email: Type.String(),
  lineId: Type.String(),
  detail: Type.String(),
  createAt: Type.String(),
});
export type ContactListEntry = Static<typeof ContactListEntry>;

export const ContactListAll = Envelope(Type.Array(ContactListEntry));
/** What the Contact List screen's search looks in (a list page's `q`). */
export const CONTACT_LIST_SEARCH = ['fullName', 'mobile'];
export const ContactListOne = Envelope(ContactListEntry);

/** POST /contact_list/add_new_contact_list: full name, mobile and source required; `from` one of CONTACT_SOURCES. */
export const NewContactListBody = Type.Object(
  {
    fullName: Text(200),
    mobile: Text(32),
    from: Text(20),
    address: OptionalText(500),
    district: OptionalText(100),
    city: OptionalText(100),
    province: OptionalText(100),
    postCode: OptionalText(10),
    email: OptionalText(254),
    lineId: OptionalText(100),
    detail: OptionalText(2000),
  },
  { additionalProperties: false },
);
export type NewContactListBody = Static<typeof NewContactListBody>;

/** POST /contact_list/get_contact_list_by_mobile_number: the whole number or part of it, in any of its spellings. */
export const MobileBody = Type.Object({ mobile: Type.String({ minLength: 1, maxLength: 32 }) }, { additionalProperties: false });
export type MobileBody = Static<typeof MobileBody>;

/** POST /contact_list/delete_contact_list. */
export const ContactListIdBody = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

/**
 * A person the mobile search found outside the contact list: a business customer of the Members
 * screen ('customer', with the address and the Thai names of their province, city and district) or a
 * storefront account ('account', names, email and mobile only).
 */
export const MobileMatchMember = Type.Object({
  _id: Type.String(),
  kind: Type.Union([Type.Literal('customer'), Type.Literal('account')]),
  fullName: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  address: Type.String(),
  district: Type.String(),
  city: Type.String(),
  province: Type.String(),
  postCode: Type.String(),
});
export type MobileMatchMember = Static<typeof MobileMatchMember>;

/** At most this many entries, and this many members, come back from a mobile search. */
export const MOBILE_MATCH_MAX = 10;

/** The mobile search's answer: contact-list entries in `result` (the spec's field), members beside them. */
export const MobileMatchReply = Type.Object({ message: Type.String(), result: Type.Array(ContactListEntry), members: Type.Array(MobileMatchMember) });
export type MobileMatchReply = Static<typeof MobileMatchReply>;

/** The Contact List screen's calls (admin only): every entry, the phone pop-up's search by mobile, add and delete. */
/** The list's query (issue 17 §1): ListQuery's page, sort and search, plus the days added (in Thailand, both ends included). */
export const ContactListQuery = ListQueryWith(DateRange);
export type ContactListQuery = Static<typeof ContactListQuery>;

export const contactListApi = {
  list: call({ method: 'POST', path: '/contact_list/get_contact_list_all', guard: 'admin', readOnly: true, schema: { querystring: ContactListQuery, response: { 200: WithTotal(ContactListAll), ...errorResponses } } }),
  byMobile: call({
    method: 'POST',
    path: '/contact_list/get_contact_list_by_mobile_number',
    guard: 'admin',
    readOnly: true,
    schema: { body: MobileBody, response: { 200: MobileMatchReply, ...errorResponses } },
  }),
  add: call({ method: 'POST', path: '/contact_list/add_new_contact_list', guard: 'admin', schema: { body: NewContactListBody, response: { 201: ContactListOne, ...errorResponses } } }),
  delete: call({ method: 'POST', path: '/contact_list/delete_contact_list', guard: 'admin', schema: { body: ContactListIdBody, response: { 200: MessageBody, ...errorResponses } } }),
};
