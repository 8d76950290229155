import type { ContactUsTextField } from '../../contract/contactUs';

/** The Contact Us screen's own texts (spec.md's button and confirm texts live in messages.ts). */
export const contactUsTexts = {
  caption: 'Contact records',
  logo: 'Logo',
  saveError: 'Could not save the contact data',
  delete: 'Delete',
  cancel: 'Cancel',
  edit: (company: string) => `Edit ${company}`,
} as const;

/** The label of each flat field, in the dialog's and the card's order. */
export const contactUsLabels: Record<ContactUsTextField, string> = {
  company: 'Company',
  address: 'Address',
  location: 'Location (map link)',
  telephone: 'Telephone',
  email: 'Email',
  webSite: 'Website',
  facebookPageName: 'Facebook Page Name',
  facebookPageLink: 'Facebook Page Link',
  lineId: 'Line Official ID',
  lineLink: 'Line Official Link',
  lazadaShopName: 'Lazada Shop Name',
  lazadaShopLink: 'Lazada Shop Link',
  shopeeShopName: 'Shopee Shop Name',
  shopeeShopLink: 'Shopee Shop Link',
  tiktokShopName: 'TikTok Shop Name',
  tiktokShopLink: 'TikTok Shop Link',
};
