/** src/contract/recordNouns.ts in Thai (issue 19): Thai has one form, so both are the same word. */
import type { recordNouns } from '../recordNouns';
import type { Translation } from '../../i18n/translation';

export const recordNounsTh: Translation<typeof recordNouns> = {
  category: ['หมวดหมู่', 'หมวดหมู่'],
  productType: ['ประเภทสินค้า', 'ประเภทสินค้า'],
  productDesign: ['ลวดลายสินค้า', 'ลวดลายสินค้า'],
  design: ['ลวดลาย', 'ลวดลาย'],
  composition: ['ส่วนประกอบผ้า', 'ส่วนประกอบผ้า'],
  product: ['สินค้า', 'สินค้า'],
  subProduct: ['สินค้าย่อย', 'สินค้าย่อย'],
  parentSku: ['SKU หลัก', 'SKU หลัก'],
  sku: ['SKU', 'SKU'],
  blogType: ['ประเภทบทความ', 'ประเภทบทความ'],
  blogTag: ['แท็กบทความ', 'แท็กบทความ'],
  blogPost: ['บทความ', 'บทความ'],
  blog: ['บทความ', 'บทความ'],
  slide: ['สไลด์', 'สไลด์'],
};

/** A count of records in Thai: the noun, the number, then รายการ ("สินค้า 3 รายการ"). */
export const recordCountTh = (noun: string, count: string) => `${noun} ${count} รายการ`;
