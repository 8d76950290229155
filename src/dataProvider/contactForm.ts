import { api } from '../api/client';
import type { ContactForm, ContactFormList, ContactFormOne, UpdateIsContactedBody } from '../contract/contactForm';
import { withId, type ResourceCalls } from './types';

/** An enquiry as the Contact Form screen holds it: with `id` and the full name it shows and searches. */
export type ContactFormRecord = ContactForm & { id: string; fullName: string };

const toRecord = (e: ContactForm): ContactFormRecord => ({ ...withId(e), fullName: `${e.firstName} ${e.lastName}` });

/** Enquiries are read-only: only Is Contacted changes, through update_is_contacted. */
export const contactFormCalls: ResourceCalls<ContactFormRecord> = {
  list: async () => {
    const { data } = await api.get<ContactFormList>('/contact_form/get_contact_form_data_all', { auth: 'admin' });
    return data.result.map(toRecord);
  },
  update: async (id, input) => {
    const body: UpdateIsContactedBody = { id: String(id), isContacted: Boolean(input.isContacted) };
    const { data } = await api.post<ContactFormOne>('/contact_form/update_is_contacted', body, { auth: 'admin' });
    return toRecord(data.result);
  },
  delete: async (id) => {
    await api.delete(`/contact_form/delete_contact_form_by_id/${encodeURIComponent(String(id))}`, { auth: 'admin' });
  },
  searchFields: ['fullName', 'email', 'mobile', 'detail'],
};
