/** Thai for the blog, contact, about and not-found pages (issue 19): loaded with them (core.ts useTexts('pages')). */
import { specTextsTh as specTexts } from '../../contract/th/texts';
import { messages } from '../../messages';
import { aboutUs, pageTexts } from '../../store/pageTexts';
import type { Pack } from '../pack';
import type { Translation } from '../translation';

export const pageTextsTh: Translation<typeof pageTexts> = {
  // blog
  blogTitle: 'บทความ',
  blogTypes: 'หัวข้อบทความ',
  noBlogs: 'ยังไม่มีบทความในหัวข้อนี้',
  created: 'เผยแพร่เมื่อ',
  modified: 'แก้ไขล่าสุด',
  tags: 'แท็ก',
  blogNotFound: 'ไม่พบบทความนี้',

  // contact
  contactTitle: 'ติดต่อเรา',
  company: 'บริษัท',
  address: 'ที่อยู่',
  telephone: 'โทรศัพท์',
  email: 'อีเมล',
  website: 'เว็บไซต์',
  facebook: 'Facebook',
  lineOfficial: 'LINE Official',
  lazada: 'Lazada',
  shopee: 'Shopee',
  tiktok: 'TikTok',
  openMap: 'เปิดแผนที่',
  enquiryHeading: 'ส่งข้อความสอบถาม',
  enquiryIntro: 'สอบถามเรื่องผ้า สี หรือสั่งจำนวนมากได้เลย เราจะตอบกลับภายในหนึ่งวันทำการ',
  firstName: 'ชื่อ',
  lastName: 'นามสกุล',
  mobile: 'เบอร์มือถือ',
  detail: 'ข้อความของคุณ',
  priceEnquiry: (sku) => `รบกวนแจ้งราคาต่อเมตรของ ${sku} ด้วยค่ะ`,
  sendEnquiry: 'ส่งข้อความ',
  sending: 'กำลังส่ง…',
  required: 'จำเป็นต้องกรอก',
  invalidMobile: 'กรอกเบอร์โทรศัพท์ 6 ถึง 15 หลัก เช่น 0812345678',
  invalidEmail: 'กรอกอีเมล เช่น name@example.com',
  tooLong: (max) => `ไม่เกิน ${max} ตัวอักษร`,
  fixErrors: 'กรุณาแก้ไขช่องที่มีเครื่องหมายไว้',
  thankYou: 'ขอบคุณค่ะ เราได้รับข้อความของคุณแล้ว และจะติดต่อกลับโดยเร็ว',
  sendAnother: 'ส่งข้อความอีกครั้ง',
  sendFailed: 'ส่งข้อความไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
};

export const aboutUsTh = (english: typeof aboutUs): Translation<typeof aboutUs> => ({
  ...english,
  title: 'เกี่ยวกับเรา',
});

/** messages: the not-found page's part. */
export const messagesPagesTh = {
  pageNotFound: specTexts.pageNotFound,
  backToHomePage: 'กลับไปหน้าแรก',
} satisfies Partial<Translation<typeof messages>>;

export const packs: Pack[] = [
  [pageTexts, pageTextsTh],
  [aboutUs, aboutUsTh(aboutUs)],
  [messages, messagesPagesTh],
];
