import { callApi } from '../../api/client';
import { withVersion } from '../../dataProvider/version';
import type { AdminMember, AdminMemberDetail, AdminMemberFields, MemberListBody, MemberPlaces, MemberSource, SearchMemberBody } from '../../contract/adminMember';
import { adminMemberApi, MEMBER_SORTS, MEMBER_SOURCES } from '../../contract/adminMember';
import type { ContactForm } from '../../contract/contactForm';
import { PRICE_TIERS, type PriceTier } from '../../contract/prices';
import { withId, type ResourceCalls } from '../../dataProvider/types';

/** A business customer as the Members screen holds it; getOne adds what the Detail view shows. */
export type MemberRecord = AdminMember & {
  id: string;
  fullName: string;
  places?: MemberPlaces;
  contactForms?: ContactForm[];
  contactLists?: AdminMemberDetail['result']['contactLists'];
};

const toRecord = (m: AdminMember): MemberRecord => ({ ...withId(m), fullName: `${m.firstName} ${m.lastName}` });

/** The fields the New Member and edit dialogs send ('' for an empty one). */
const memberFields = (input: Partial<Record<keyof AdminMemberFields, unknown>>): AdminMemberFields => ({
  firstName: String(input.firstName ?? ''),
  lastName: String(input.lastName ?? ''),
  email: String(input.email ?? ''),
  mobile: String(input.mobile ?? ''),
  bussiness: String(input.bussiness ?? ''),
  address: String(input.address ?? ''),
  country: String(input.country ?? ''),
  province: String(input.province ?? ''),
  city: String(input.city ?? ''),
  district: String(input.district ?? ''),
  postCode: String(input.postCode ?? ''),
  ...((PRICE_TIERS as readonly unknown[]).includes(input.tier) ? { tier: input.tier as PriceTier } : {}),
});

/**
 * Members page on the server: the list asks for one page (spec.md's first call is `{ limit: 20 }`)
 * with the search text. A `mobile` or `email` filter is the dialogs' pop-up: search_member_by_mobile.
 */
export const memberCalls: ResourceCalls<MemberRecord> = {
  list: async ({ pagination, sort, filter }) => {
    if (filter?.mobile || filter?.email) {
      const by: SearchMemberBody = filter.mobile ? { mobile: String(filter.mobile) } : { email: String(filter.email) };
      const { data } = await callApi(adminMemberApi.search, { body: by });
      return { data: data.result.map(toRecord), total: data.result.length };
    }
    const body: MemberListBody = { limit: pagination?.perPage ?? 20, page: pagination?.page ?? 1, perPage: pagination?.perPage ?? 20 };
    const q = typeof filter?.q === 'string' ? filter.q.trim() : '';
    if (q) body.q = q;
    if ((MEMBER_SOURCES as readonly unknown[]).includes(filter?.source)) body.source = filter!.source as MemberSource;
    // Set by the admin home's "new members this week" link (issue 17 §2).
    if (typeof filter?.since === 'string' && filter.since) body.since = filter.since;
    // The Created from–to filter (issue 17 §1): days as the date inputs give them.
    if (typeof filter?.dateFrom === 'string' && filter.dateFrom) body.dateFrom = filter.dateFrom;
    if (typeof filter?.dateTo === 'string' && filter.dateTo) body.dateTo = filter.dateTo;
    const field = (MEMBER_SORTS as readonly string[]).includes(sort?.field ?? '') ? (sort!.field as MemberListBody['sort']) : undefined;
    if (field) Object.assign(body, { sort: field, order: sort!.order });
    const { data } = await callApi(adminMemberApi.list, { body });
    return { data: data.result.map(toRecord), total: data.total };
  },
  getOne: async (id) => {
    const { data } = await callApi(adminMemberApi.detail, { params: { id } });
    const { member, places, contactForms, contactLists } = data.result;
    return { ...toRecord(member), places, contactForms, contactLists };
  },
  create: async (input) => {
    const { data } = await callApi(adminMemberApi.add, { body: memberFields(input) });
    return toRecord(data.result);
  },
  update: async (id, input) => {
    const { data } = await callApi(adminMemberApi.update, { params: { id }, body: withVersion(memberFields(input), input) });
    return toRecord(data.result);
  },
};

