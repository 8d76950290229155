import { messages, skuTexts } from '../../messages';
import type { StatusTexts } from './StatusSwitch';
import { skuAdminTexts } from '../texts';

/**
 * What the SKU screens share (Admin SKU, SKU Merchant All, Product Parents SKU, Category SKU, and the
 * Category screen's switch, which flips the same category rows): the status toasts, the SKU sort
 * fields and the price format.
 */
export const statusTexts = {
  // Getters: read when a toast shows, so they follow a language switch (issue 19).
  /** spec.md §8: the category status toasts. */
  category: {
    get ok() { return messages.categoryStatusOk; },
    get failed() { return messages.categoryStatusFailed; },
    get error() { return messages.categoryStatusError; },
  },
  parent: {
    get ok() { return skuTexts.parentStatusOk; },
    get failed() { return skuTexts.statusFailed; },
    get error() { return skuTexts.statusError; },
  },
  sku: {
    get ok() { return skuTexts.skuStatusOk; },
    get failed() { return skuTexts.statusFailed; },
    get error() { return skuTexts.statusError; },
  },
} satisfies Record<string, StatusTexts>;

export const price = (n: number) => n.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The SKU lists' sort fields, as the server takes them. */
export const skuSortFields = (): Array<[string, string]> => [
  ['createAt', messages.createdAt],
  ['sku', skuTexts.sku],
  ['name', skuAdminTexts.name],
  ['article', skuTexts.article],
  ['parentsSku', messages.parentSku],
  ['stock', skuTexts.stock],
  ['marketPrices', messages.marketPrice],
  ['categoryId', skuTexts.categoryId],
  ['isActived', skuTexts.actived],
];
