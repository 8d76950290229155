/**
 * The back-office's languages (issue 19): the admin chunk registers how to put its texts into a locale
 * (src/i18n/locale.ts `registerTexts`), so a switch anywhere, the storefront's top bar or the user menu
 * here, swaps them with the storefront's. English is what the objects hold; the Thai packs and
 * react-admin's Thai messages are a chunk of their own, loaded the first time Thai is chosen.
 */
import type { ThemeOptions } from '@mui/material';
import type { TranslationMessages } from 'react-admin';
import * as backOffice from '../contract/backOfficeTexts';
import { use } from 'react';
import { getLocale, registerTexts, type Locale } from '../i18n/locale';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { swapTexts, type Translation } from '../i18n/translation';
import { adminLinks } from '../messages';
import * as admin from './texts';

/** Every text object only the back-office reads (and the server's answers it shows), by name. */
export const adminTextObjects = {
  contactFormTexts: admin.contactFormTexts,
  listFilterTexts: admin.listFilterTexts,
  addressTexts: admin.addressTexts,
  memberTexts: admin.memberTexts,
  blogTexts: admin.blogTexts,
  contactListTexts: admin.contactListTexts,
  skuImportTexts: admin.skuImportTexts,
  skuMerchantPreviewTexts: admin.skuMerchantPreviewTexts,
  categoryTexts: admin.categoryTexts,
  productDialogTexts: admin.productDialogTexts,
  skuAdminTexts: admin.skuAdminTexts,
  discardTexts: admin.discardTexts,
  staleTexts: admin.staleTexts,
  linkTexts: admin.linkTexts,
  orderTexts: admin.orderTexts,
  dashboardTexts: admin.dashboardTexts,
  linkedFilterTexts: admin.linkedFilterTexts,
  productTypeTexts: admin.productTypeTexts,
  compositionTexts: admin.compositionTexts,
  productTexts: admin.productTexts,
  subProductTexts: admin.subProductTexts,
  showPricesTexts: admin.showPricesTexts,
  priceTexts: admin.priceTexts,
  designTexts: admin.designTexts,
  sliderTexts: admin.sliderTexts,
  contactUsTexts: admin.contactUsTexts,
  contactUsLabels: admin.contactUsLabels,
  languageTexts: admin.languageTexts,
  adminShellTexts: admin.adminShellTexts,
  adminStatusTexts: admin.adminStatusTexts,
  richTextTexts: admin.richTextTexts,
  kitTexts: admin.kitTexts,
  fieldTexts: admin.fieldTexts,
  searchSynonymTexts: admin.searchSynonymTexts,
  activityTexts: admin.activityTexts,
  /** spec.md's /admin links: in messages.ts, but only the back-office shows them. */
  adminLinks,
  mailTexts: backOffice.mailTexts,
  skuEditTexts: backOffice.skuEditTexts,
  contactFormMailTexts: backOffice.contactFormMailTexts,
  memberServerTexts: backOffice.memberServerTexts,
  blogServerTexts: backOffice.blogServerTexts,
  contactListServerTexts: backOffice.contactListServerTexts,
  skuImportServerTexts: backOffice.skuImportServerTexts,
  staleSaveTexts: backOffice.staleSaveTexts,
  revertTexts: backOffice.revertTexts,
};

export type AdminTextObjects = typeof adminTextObjects;
/** A locale's pack of the back-office: every object above, same keys, same function arguments. */
export type AdminPack = { [K in keyof AdminTextObjects]: Translation<AdminTextObjects[K]> };

let thaiLoaded = false;
let raMessages: TranslationMessages | null = null;
let muiLocale: ThemeOptions | null = null;

/** react-admin's own messages in the current locale, once its pack is loaded (null: English). */
export const localeRaMessages = (): TranslationMessages | null => raMessages;
/** MUI's own texts in the current locale, for the theme (null: MUI's English). */
export const localeMuiTexts = (): ThemeOptions | null => muiLocale;

/** Puts the back-office's texts into `locale` (the Thai chunk loads on the first switch to Thai). */
export async function applyAdminTexts(locale: Locale): Promise<void> {
  if (locale === 'en') {
    raMessages = null;
    muiLocale = null;
    if (!thaiLoaded) return;
    for (const live of Object.values(adminTextObjects)) swapTexts(live, null);
    return;
  }
  const th = await import('./i18n/th');
  thaiLoaded = true;
  for (const [name, live] of Object.entries(adminTextObjects)) swapTexts(live, th.adminPackTh[name as keyof AdminPack] as never);
  raMessages = th.raThai as TranslationMessages;
  muiLocale = th.muiThai;
}

/** Registered once, when the admin chunk loads; the admin renders after it (its texts in place). */
let registered: Promise<void> | null = null;
let settled = false;
export function adminTextsReady(): Promise<void> {
  registered ??= registerTexts(applyAdminTexts).then(() => {
    settled = true;
  });
  return registered;
}

/**
 * A screen outside the back-office that reads its texts (the admin login page): suspends until they are
 * in the current language, the first time only and not in English (the objects already hold it).
 */
export function useAdminTexts(): void {
  const ready = adminTextsReady();
  if (!settled && getLocale() !== DEFAULT_LOCALE) use(ready);
}
