/** The back-office's Thai chunk (issue 19): its text objects' packs and react-admin's own messages. */
import type { AdminPack } from '../../adminLocale';
import {
  blogServerTextsTh,
  contactFormMailTextsTh,
  contactListServerTextsTh,
  mailTextsTh,
  memberServerTextsTh,
  skuEditTextsTh,
  skuImportServerTextsTh,
  staleSaveTextsTh,
} from '../../../contract/th/backOfficeTexts';
import * as th from './texts';

export { raThai } from '../raThai';
/** MUI's own texts in Thai (the raw table paging, the autocomplete's Open/Clear, an alert's Close), for the admin theme. */
export { thTH as muiThai } from '@mui/material/locale';

export const adminPackTh: AdminPack = {
  contactFormTexts: th.contactFormTextsTh,
  listFilterTexts: th.listFilterTextsTh,
  addressTexts: th.addressTextsTh,
  memberTexts: th.memberTextsTh,
  blogTexts: th.blogTextsTh,
  contactListTexts: th.contactListTextsTh,
  skuImportTexts: th.skuImportTextsTh,
  skuMerchantPreviewTexts: th.skuMerchantPreviewTextsTh,
  categoryTexts: th.categoryTextsTh,
  productDialogTexts: th.productDialogTextsTh,
  skuAdminTexts: th.skuAdminTextsTh,
  discardTexts: th.discardTextsTh,
  staleTexts: th.staleTextsTh,
  linkTexts: th.linkTextsTh,
  orderTexts: th.orderTextsTh,
  dashboardTexts: th.dashboardTextsTh,
  linkedFilterTexts: th.linkedFilterTextsTh,
  productTypeTexts: th.productTypeTextsTh,
  compositionTexts: th.compositionTextsTh,
  productTexts: th.productTextsTh,
  subProductTexts: th.subProductTextsTh,
  showPricesTexts: th.showPricesTextsTh,
  priceTexts: th.priceTextsTh,
  designTexts: th.designTextsTh,
  sliderTexts: th.sliderTextsTh,
  contactUsTexts: th.contactUsTextsTh,
  contactUsLabels: th.contactUsLabelsTh,
  languageTexts: th.languageTextsTh,
  adminShellTexts: th.adminShellTextsTh,
  adminStatusTexts: th.adminStatusTextsTh,
  richTextTexts: th.richTextTextsTh,
  kitTexts: th.kitTextsTh,
  fieldTexts: th.fieldTextsTh,
  searchSynonymTexts: th.searchSynonymTextsTh,
  activityTexts: th.activityTextsTh,
  adminLinks: th.adminLinksTh,
  mailTexts: mailTextsTh,
  skuEditTexts: skuEditTextsTh,
  contactFormMailTexts: contactFormMailTextsTh,
  memberServerTexts: memberServerTextsTh,
  blogServerTexts: blogServerTextsTh,
  contactListServerTexts: contactListServerTextsTh,
  skuImportServerTexts: skuImportServerTextsTh,
  staleSaveTexts: staleSaveTextsTh,
};
