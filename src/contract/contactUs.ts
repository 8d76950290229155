import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { EditVersionField, Envelope, errorResponses, IdParams, MessageBody, OptionalText, RecordVersion, Text } from './common.js';
import { ListQuery, WithTotal } from './listQuery.js';

/** A company's contact record; shop links are nested per shop (they are sent flat on create). */
export const ContactUs = Type.Object({
  _id: Type.String(),
  company: Type.String(),
  address: Type.String(),
  /** A maps link for the address. */
  location: Type.String(),
  telephone: Type.String(),
  email: Type.String(),
  webSite: Type.String(),
  /** Logo image path. */
  url: Type.String(),
  facebook: Type.Object({ facebookPageName: Type.String(), facebookPageLink: Type.String() }),
  lineOfficial: Type.Object({ lineId: Type.String(), lineLink: Type.String() }),
  lazada: Type.Object({ lazadaShopName: Type.String(), lazadaShopLink: Type.String() }),
  shopee: Type.Object({ shopeeShopName: Type.String(), shopeeShopLink: Type.String() }),
  tiktok: Type.Object({ tiktokShopName: Type.String(), tiktokShopLink: Type.String() }),
  version: RecordVersion,
});
export type ContactUs = Static<typeof ContactUs>;

/** GET /contact_us/get_contact_us_data_all */
export const ContactUsList = Envelope(Type.Array(ContactUs));
export type ContactUsList = Static<typeof ContactUsList>;
/** Fields the Contact Us screen's search looks in. */
export const CONTACT_US_SEARCH = ['company', 'address', 'email', 'telephone'] as const;
export const ContactUsOne = Envelope(ContactUs);

/** The fields that become links on the storefront: each must be an http(s) address when given. */
export const contactUsLinkFields = [
  'location',
  'webSite',
  'facebookPageLink',
  'lineLink',
  'lazadaShopLink',
  'shopeeShopLink',
  'tiktokShopLink',
] as const;

/** The flat text fields, in the order the admin dialog shows them. */
export const contactUsTextFields = [
  'company',
  'address',
  'location',
  'telephone',
  'email',
  'webSite',
  'facebookPageName',
  'facebookPageLink',
  'lineId',
  'lineLink',
  'lazadaShopName',
  'lazadaShopLink',
  'shopeeShopName',
  'shopeeShopLink',
  'tiktokShopName',
  'tiktokShopLink',
] as const;
export type ContactUsTextField = (typeof contactUsTextFields)[number];

/**
 * Multipart text fields of add_new_contact_us and update_contact_us_by_id, sent flat; the logo's file
 * field is `image`. Only the company is required; an edit replaces every field (a left-out one becomes empty).
 */
const contactUsFields = {
  company: Text(200),
  address: OptionalText(500),
  location: OptionalText(1000),
  telephone: OptionalText(60),
  email: OptionalText(254),
  webSite: OptionalText(1000),
  facebookPageName: OptionalText(200),
  facebookPageLink: OptionalText(1000),
  lineId: OptionalText(100),
  lineLink: OptionalText(1000),
  lazadaShopName: OptionalText(200),
  lazadaShopLink: OptionalText(1000),
  shopeeShopName: OptionalText(200),
  shopeeShopLink: OptionalText(1000),
  tiktokShopName: OptionalText(200),
  tiktokShopLink: OptionalText(1000),
};
export const ContactUsFields = Type.Object(contactUsFields, { additionalProperties: false });
export type ContactUsFields = Static<typeof ContactUsFields>;
/** The edit's fields: also the `version` it was based on (issue 20 §1.4). */
export const ContactUsEditFields = Type.Object({ ...contactUsFields, version: EditVersionField }, { additionalProperties: false });

/** The Contact Us calls: the public list (top bar, /contact), and the Contact Us screen's add, edit and delete. */
export const contactUsApi = {
  list: call({
    method: 'GET',
    path: '/contact_us/get_contact_us_data_all',
    guard: 'public',
    cached: true,
    schema: { querystring: ListQuery, response: { 200: WithTotal(ContactUsList), ...errorResponses } },
  }),
  add: call({
    method: 'POST',
    path: '/contact_us/add_new_contact_us',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: ContactUsFields, files: { image: 'optional' } }, response: { 201: ContactUsOne, ...errorResponses } },
  }),
  update: call({
    method: 'POST',
    path: '/contact_us/update_contact_us_by_id/:id',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: ContactUsEditFields, files: { image: 'optional' } }, params: IdParams, response: { 200: ContactUsOne, ...errorResponses } },
  }),
  delete: call({ method: 'DELETE', path: '/contact_us/delete_contact_us_by_id/:id', guard: 'admin', schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } }),
};
