import { api } from '../api/client';
import type { ContactListEntry, MobileMatchReply, NewContactListBody } from '../contract/contactList';
import { withId, type ResourceCalls } from './types';

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
  list: async () => {
    const { data } = await api.post<{ result: ContactListEntry[] }>('/contact_list/get_contact_list_all', {}, { auth: 'admin' });
    return data.result.map(withId);
  },
  create: async (input) => {
    const { data } = await api.post<{ result: ContactListEntry }>('/contact_list/add_new_contact_list', contactListFields(input), { auth: 'admin' });
    return withId(data.result);
  },
  delete: async (id) => {
    await api.post('/contact_list/delete_contact_list', { id: String(id) }, { auth: 'admin' });
  },
  searchFields: ['fullName', 'mobile'],
};

/** The phone field's pop-up: entries whose number contains the typed digits, and members with such a number. */
export async function searchByMobile(mobile: string, signal?: AbortSignal): Promise<Pick<MobileMatchReply, 'result' | 'members'>> {
  const { data } = await api.post<MobileMatchReply>('/contact_list/get_contact_list_by_mobile_number', { mobile }, { auth: 'admin', signal });
  return { result: data.result, members: data.members };
}
