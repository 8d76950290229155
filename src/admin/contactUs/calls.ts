import { callApi, formData } from '../../api/client';
import { withVersion } from '../../dataProvider/version';
import { CONTACT_US_SEARCH, contactUsApi, contactUsTextFields, type ContactUs, type ContactUsFields } from '../../contract/contactUs';
import { pagedList } from '../../dataProvider/crud';
import { withId, type ResourceCalls } from '../../dataProvider/types';

/** A contact record flattened the way it is sent (one field per input), plus its logo `url`. */
export type ContactUsRecord = Required<ContactUsFields> & { _id: string; id: string; url: string; version?: number };
type ContactUsInput = Partial<ContactUsFields> & { image?: File | null };

/** The public call nests the shop links; the admin dialogs edit them flat. */
function flattenContactUs(c: ContactUs): ContactUsRecord {
  return withId({
    _id: c._id,
    url: c.url,
    company: c.company,
    address: c.address,
    location: c.location,
    telephone: c.telephone,
    email: c.email,
    webSite: c.webSite,
    ...c.facebook,
    ...c.lineOfficial,
    ...c.lazada,
    ...c.shopee,
    ...c.tiktok,
    // What the edit dialog's save sends back (issue 20 §1.4).
    version: c.version,
  });
}

const body = (input: ContactUsInput) =>
  formData({ ...Object.fromEntries(contactUsTextFields.map((k) => [k, input[k] ?? ''])), image: input.image });

export const contactUsCalls: ResourceCalls<ContactUsRecord> = {
  /** A page at a time, searched and sorted on the server. */
  list: async (params) => {
    const { data, total } = await pagedList<ContactUs>(contactUsApi.list, params, CONTACT_US_SEARCH);
    return { data: data.map(flattenContactUs), total };
  },
  create: async (input) => {
    const { data } = await callApi(contactUsApi.add, { body: body(input as ContactUsInput) });
    return flattenContactUs(data.result);
  },
  update: async (id, input) => {
    const { data } = await callApi(contactUsApi.update, { params: { id }, body: withVersion(body(input as ContactUsInput), input) });
    return flattenContactUs(data.result);
  },
  delete: async (id) => {
    await callApi(contactUsApi.delete, { params: { id } });
  },
  searchFields: [...CONTACT_US_SEARCH],
};
