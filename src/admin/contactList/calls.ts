import { callApi } from '../../api/client';
import { contactListApi, type ContactListEntry, type MobileMatchReply, type NewContactListBody } from '../../contract/contactList';
import { withId, type ResourceCalls } from '../../dataProvider/types';
import { CONTACT_LIST_SEARCH } from '../../contract/contactList';
import { pagedList } from '../../dataProvider/crud';

export type ContactListRecord = ContactListEntry & { id: string };

/** The Add Contact List form's fields ('' for an empty one). */
const contactListFields = (input: Partial<Record<keyof NewContactListBody, unknown>>): NewContactListBody => ({
  fullName: String(input.fullName ?? ''),
  mobile: String(input.mobile ?? ''),
  from: String(input.from ?? ''),
  address: String(input.address ?? ''),
  district: String(input.district ?? ''),
  city: String(input.city ?? ''),
  province: String(input.province ?? ''),
  postCode: String(input.postCode ?? ''),
  email: String(input.email ?? ''),
  lineId: String(input.lineId ?? ''),
  detail: String(input.detail ?? ''),
});

/** /admin_contact_list: every entry (newest first), add, delete. */
export const contactListCalls: ResourceCalls<ContactListRecord> = {
  list: (params) => pagedList(contactListApi.list, params, CONTACT_LIST_SEARCH, ['dateFrom', 'dateTo']),
  create: async (input) => {
    const { data } = await callApi(contactListApi.add, { body: contactListFields(input) });
    return withId(data.result);
  },
  delete: async (id) => {
    await callApi(contactListApi.delete, { body: { id: String(id) } });
  },
  searchFields: CONTACT_LIST_SEARCH,
};

/** The phone field's pop-up: entries whose number contains the typed digits, and members with such a number. */
export async function searchByMobile(mobile: string, signal?: AbortSignal): Promise<Pick<MobileMatchReply, 'result' | 'members'>> {
  const { data } = await callApi(contactListApi.byMobile, { body: { mobile }, signal });
  return { result: data.result, members: data.members };
}
