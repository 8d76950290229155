/** Thai for the server-rendered heads (src/contract/seoTexts.ts). No browser-only import: the server reads it. */
import type { seoTexts } from '../seoTexts.js';
import type { Translation } from '../../i18n/translation.js';

export const seoTextsTh: Translation<typeof seoTexts> = {
  homeTitle: (site) => `${site} — ผ้าเมตรคุณภาพจากกรุงเทพฯ`,
  homeDescription: (categories) =>
    `เลือกดูผ้า${categories.length ? categories.join(', ') : 'ของเรา'} ครบทุกสี พร้อมรหัสสินค้า หน้ากว้าง และส่วนผสม แล้วสั่งซื้อผ่าน Lazada, Shopee หรือ LINE`,
  categoriesTitle: 'หมวดหมู่ผ้า',
  categoriesDescription: (names) => `หมวดหมู่ผ้า: ${names.join(', ')}`,
  searchEmptyTitle: 'ค้นหาผ้า',
  searchEmptyDescription: 'ค้นหาผ้าด้วยชื่อ รหัสสินค้า หรือคำเรียกผ้า ทั้งภาษาไทยและภาษาอังกฤษ',
  searchTitle: (q, total) => `${q}: พบผ้า ${total} รายการ`,
  searchDescription: (q, example) => `ผ้าที่ตรงกับ "${q}"${example ? ` เช่น ${example}` : ''} ครบทุกสีพร้อมรูป รหัสสินค้า และชื่อ`,
  productTypeDescription: (label, names) => `${label} ${names.length} รุ่น: ${names.join(', ')}`,
  categoryTitle: (name) => `ผ้า ${name}`,
  categoryDescription: (discription, names) => `${discription ? discription + ' ' : ''}${names.length} รุ่น: ${names.join(', ')}`,
  discontinuedTitle: (name, code) => `${name} (${code}) — เลิกจำหน่ายแล้ว`,
  discontinuedDescription: (name) => `${name} ไม่มีในแคตตาล็อกของเราแล้ว`,
  width: (width) => `หน้ากว้าง ${width}`,
  colours: (n) => `${n} สี`,
  blogTitle: 'บทความ',
  blogDescription: (titles) => (titles.length ? `บทความและข่าวสารเรื่องผ้า: ${titles.join('; ')}` : 'บทความและข่าวสารเรื่องผ้า'),
  contactTitle: 'ติดต่อเรา',
  contactDescription: (c) => (c ? `${c.company} ${c.address} โทร ${c.telephone} อีเมล ${c.email}` : 'ช่องทางติดต่อเรา'),
  aboutTitle: 'เกี่ยวกับเรา',
  aboutDescription: 'ร้านผ้าเมตรที่ดูแลลูกค้ามาตั้งแต่ปี 2562 จัดส่งจากโกดังในกรุงเทพฯ มีทั้งผ้าคอตตอน ผ้าลินิน ผ้ายีนส์ ผ้าแคนวาส ผ้าแฟชั่น และผ้ายูนิฟอร์ม',
};
