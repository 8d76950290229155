import { Type, type Static } from '@sinclair/typebox';
import { Envelope } from './common.js';

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
});
export type ContactUs = Static<typeof ContactUs>;

/** GET /contact_us/get_contact_us_data_all */
export const ContactUsList = Envelope(Type.Array(ContactUs));
export type ContactUsList = Static<typeof ContactUsList>;
