import { messages, skuTexts } from '../../messages';
import type { StatusTexts } from './StatusSwitch';

/**
 * What the SKU screens share (Admin SKU, SKU Merchant All, Product Parents SKU, Category SKU, and the
 * Category screen's switch, which flips the same category rows): the status toasts, the SKU sort
 * fields and the price format.
 */
export const statusTexts = {
  /** spec.md §8: the category status toasts. */
  category: { ok: messages.categoryStatusOk, failed: messages.categoryStatusFailed, error: messages.categoryStatusError },
  parent: { ok: skuTexts.parentStatusOk, failed: skuTexts.statusFailed, error: skuTexts.statusError },
  sku: { ok: skuTexts.skuStatusOk, failed: skuTexts.statusFailed, error: skuTexts.statusError },
} satisfies Record<string, StatusTexts>;

export const price = (n: number) => n.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The SKU lists' sort fields, as the server takes them. */
export const skuSortFields: Array<[string, string]> = [
  ['createAt', messages.createdAt],
  ['sku', skuTexts.sku],
  ['name', 'Name'],
  ['article', skuTexts.article],
  ['parentsSku', messages.parentSku],
  ['stock', skuTexts.stock],
  ['marketPrices', messages.marketPrice],
  ['categoryId', skuTexts.categoryId],
  ['isActived', skuTexts.actived],
];
