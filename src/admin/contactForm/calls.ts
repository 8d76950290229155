import { callApi } from '../../api/client';
import { CONTACT_FORM_SEARCH, contactFormApi, type ContactForm, type UpdateIsContactedBody, type UpdateSamplesSentBody } from '../../contract/contactForm';
import { pagedList } from '../../dataProvider/crud';
import { withId, type ResourceCalls } from '../../dataProvider/types';

/** An enquiry as the Contact Form screen holds it: with `id` and the full name it shows and searches. */
export type ContactFormRecord = ContactForm & { id: string; fullName: string };

const toRecord = (e: ContactForm): ContactFormRecord => ({ ...withId(e), fullName: `${e.firstName} ${e.lastName}` });

/** The list's filters the server applies (issue 17 §1): Contacted, the received days, one enquiry; Samples sent (issue 18 §4). */
const FILTERS = ['isContacted', 'dateFrom', 'dateTo', 'id', 'samplesSent'];

/**
 * Enquiries are read-only: only Is Contacted changes, through update_is_contacted (one row) or
 * update_is_contacted_bulk (the selected rows, all or none), and a sample request's Samples sent
 * (update_samples_sent_status, issue 18 §4). The list pages, sorts and filters on the server.
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
    if ('samplesSent' in input) {
      const sent: UpdateSamplesSentBody = { id: String(id), samplesSent: Boolean(input.samplesSent) };
      return toRecord((await callApi(contactFormApi.setSamplesSent, { body: sent })).data.result);
    }
    const body: UpdateIsContactedBody = { id: String(id), isContacted: Boolean(input.isContacted) };
    const { data } = await callApi(contactFormApi.setContacted, { body });
    return toRecord(data.result);
  },
  delete: async (id) => {
    await callApi(contactFormApi.delete, { params: { id } });
  },
  searchFields: ['fullName', 'email', 'mobile', 'detail'],
};
