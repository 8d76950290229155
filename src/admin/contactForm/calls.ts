import { callApi } from '../../api/client';
import { contactFormApi, type ContactForm, type UpdateIsContactedBody } from '../../contract/contactForm';
import { withId, type ResourceCalls } from '../../dataProvider/types';

/** An enquiry as the Contact Form screen holds it: with `id` and the full name it shows and searches. */
export type ContactFormRecord = ContactForm & { id: string; fullName: string };

const toRecord = (e: ContactForm): ContactFormRecord => ({ ...withId(e), fullName: `${e.firstName} ${e.lastName}` });

/** Enquiries are read-only: only Is Contacted changes, through update_is_contacted. */
export const contactFormCalls: ResourceCalls<ContactFormRecord> = {
  list: async () => {
    const { data } = await callApi(contactFormApi.list);
    return data.result.map(toRecord);
  },
  update: async (id, input) => {
    const body: UpdateIsContactedBody = { id: String(id), isContacted: Boolean(input.isContacted) };
    const { data } = await callApi(contactFormApi.setContacted, { body });
    return toRecord(data.result);
  },
  delete: async (id) => {
    await callApi(contactFormApi.delete, { params: { id } });
  },
  searchFields: ['fullName', 'email', 'mobile', 'detail'],
};
