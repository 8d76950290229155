import { callApi } from '../../api/client';
import { CONTACT_FORM_SEARCH, contactFormApi, type ContactForm, type UpdateIsContactedBody } from '../../contract/contactForm';
import { pagedList } from '../../dataProvider/crud';
import { withId, type ResourceCalls } from '../../dataProvider/types';

/** An enquiry as the Contact Form screen holds it: with `id` and the full name it shows and searches. */
export type ContactFormRecord = ContactForm & { id: string; fullName: string };

const toRecord = (e: ContactForm): ContactFormRecord => ({ ...withId(e), fullName: `${e.firstName} ${e.lastName}` });

/** The list's filters the server applies (issue 17 §1): Contacted, the received days, one enquiry. */
const FILTERS = ['isContacted', 'dateFrom', 'dateTo', 'id'];

/**
 * Enquiries are read-only: only Is Contacted changes, through update_is_contacted (one row) or
 * update_is_contacted_bulk (the selected rows, all or none). The list pages, sorts and filters on the server.
 */
export const contactFormCalls: ResourceCalls<ContactFormRecord> = {
  list: async (params) => {
    const { data, total } = await pagedList<ContactForm>(contactFormApi.list, params, CONTACT_FORM_SEARCH, FILTERS);
    return { data: data.map(toRecord), total };
  },
  updateMany: async (ids, input) => {
    await callApi(contactFormApi.setContactedBulk, { body: { ids: ids.map(String), isContacted: Boolean(input.isContacted) } });
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
