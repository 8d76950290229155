/**
 * Thai for the storefront's own texts (src/store/texts.ts, pageTexts.ts, productTexts.ts, the search
 * texts). No browser-only import here: the server reads these too (the Thai page heads).
 */
import type { navSearchTexts } from '../../store/search/navSearchTexts';
import type { searchTexts } from '../../store/search/searchTexts';
import type { aboutUs, pageTexts } from '../../store/pageTexts';
import type { priceTexts } from '../../store/product/priceTexts';
import type { productTexts } from '../../store/productTexts';
import type { storeTexts } from '../../store/texts';
import type { Translation } from '../translation';

const SITE_NAME = 'Selvedge';
const baht = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', currencyDisplay: 'narrowSymbol' });

export const storeTextsTh: Translation<typeof storeTexts> = {
  // frame and navigation
  homeLink: 'หน้าแรก Selvedge',
  mainNavigation: 'เมนูหลัก',
  menu: 'เมนู',
  footer: '© Selvedge ร้านผ้า กรุงเทพฯ',
  opensInNewTab: '(เปิดในแท็บใหม่)',
  noPhotoShort: 'ยังไม่มีรูปภาพ',
  ourShops: 'ร้านค้าของเรา',
  reload: 'โหลดใหม่',
  language: 'ภาษา',

  // home
  homeTitle: `${SITE_NAME} — ผ้าเมตรคุณภาพจากกรุงเทพฯ`,
  slider: 'แนะนำ',
  slide: 'สไลด์',
  carousel: 'ภาพสไลด์',
  previousSlide: 'สไลด์ก่อนหน้า',
  nextSlide: 'สไลด์ถัดไป',
  pauseSlides: 'หยุดเลื่อนสไลด์',
  playSlides: 'เล่นสไลด์',
  slideChoice: 'เลือกสไลด์',
  showSlide: (n, of) => `แสดงสไลด์ที่ ${n} จาก ${of}`,
  slideOf: (n, of) => `${n} จาก ${of}`,

  // cookie banner
  cookieRegion: 'การยินยอมใช้คุกกี้',
  cookieText: 'เว็บไซต์นี้ใช้คุกกี้เพื่อให้ทำงานได้ตามปกติและจดจำการตั้งค่าของคุณ',
  accept: 'ยอมรับ',
  decline: 'ปฏิเสธ',
};

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

/** The About us page: its paragraphs are Thai already; its title is the one English text. */
export const aboutUsTh = (english: typeof aboutUs): Translation<typeof aboutUs> => ({
  ...english,
  title: 'เกี่ยวกับเรา',
});

export const productTextsTh: Translation<typeof productTexts> = {
  categoriesTitle: 'หมวดหมู่ผ้า',
  categoryPageTitle: (name) => `ผ้า ${name}`,
  categoryNotFound: 'ยังไม่มีผ้าในหมวดหมู่นี้',
  unknownCategory: 'ไม่มีหมวดหมู่ผ้านี้',
  productCode: 'รหัส',
  colourCount: (n) => `${n} สี`,
  coloursOf: (name) => `สีของ ${name}`,
  composition: 'ส่วนผสม',
  weaving: 'การทอ',
  width: 'หน้ากว้าง',
  productType: 'ประเภทสินค้า',
  design: 'ลาย',
  productDetails: 'รายละเอียดสินค้า',
  productNotFound: 'ไม่มีผ้ารุ่นนี้ในแคตตาล็อกของเรา',
  openPhoto: (name) => `เปิดรูปของ ${name}`,
  buy: 'ช่องทางสั่งซื้อ',
  buyIntro: 'สั่งซื้อผ้ารุ่นนี้ได้ที่ร้านค้าของเรา หรือแชตสอบถามได้เลย:',
  chatWithUs: 'แชตกับเรา (LINE)',
  lazadaShop: 'ร้านบน Lazada',
  shopeeShop: 'ร้านบน Shopee',
  close: 'ปิด',
};

export const priceTextsTh: Translation<typeof priceTexts> = {
  perMetre: (price) => `${baht.format(price)} / เมตร`,
  tierPrice: { silver: 'ราคาสมาชิกซิลเวอร์', gold: 'ราคาสมาชิกโกลด์', platinum: 'ราคาสมาชิกแพลทินัม' },
  askForPrice: 'สอบถามราคา',
  askForPriceOf: (sku) => `สอบถามราคาของ ${sku}`,
};

export const searchTextsTh: Translation<typeof searchTexts> = {
  title: (q) => (q ? `ค้นหา: ${q}` : 'ค้นหา'),
  prompt: 'พิมพ์ชื่อผ้า รหัสสินค้า เช่น BA-100 หรือคำเรียกผ้าเป็นภาษาไทยหรือภาษาอังกฤษ',
  found: (n) => `พบ ${n} รายการ`,
  nothing: (q) => `ไม่พบผลลัพธ์สำหรับ "${q}" ลองใช้คำอื่น หรือพิมพ์รหัสให้สั้นลง`,
  failed: 'ระบบค้นหาใช้งานไม่ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
  fabrics: 'ผ้า',
  colours: 'สี',
  pages: 'หน้าผลการค้นหา',
};

export const navSearchTextsTh: Translation<typeof navSearchTexts> = {
  label: 'ค้นหาผ้า',
  placeholder: 'ชื่อผ้าหรือรหัส…',
  open: 'เปิดช่องค้นหา',
};
