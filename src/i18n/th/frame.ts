/**
 * Thai for what the first page shows (issue 19): the frame (top bar, navbar, footer, cookie banner),
 * the home page, the search box, the client's own errors. The only Thai a visitor's first page
 * downloads; each other screen's Thai comes in its own group (core.ts useTexts) with the screen.
 */
import { accountTexts, clientTexts, messages } from '../../messages';
import { navSearchTexts } from '../../store/search/navSearchTexts';
import { storeTexts } from '../../store/texts';
import type { Pack } from '../pack';
import type { Translation } from '../translation';

const SITE_NAME = 'Selvedge';

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

export const navSearchTextsTh: Translation<typeof navSearchTexts> = {
  label: 'ค้นหาผ้า',
  placeholder: 'ชื่อผ้าหรือรหัส…',
  open: 'เปิดช่องค้นหา',
};

/** messages: the frame's and home page's part. */
export const messagesFrameTh = {
  aboutUs: 'เกี่ยวกับเรา',
  category: 'หมวดหมู่',
  product: 'สินค้า',
  products: 'สินค้า',
  blog: 'บทความ',
  fabrics: 'ผ้า',
  contactUs: 'ติดต่อเรา',
  back: 'ย้อนกลับ',
  loading: 'กำลังโหลด...',
  loadingChunkFailed: 'โหลดหน้านี้ไม่สำเร็จ',
  noPhoto: 'ไม่มีรูปภาพ',
  noData: 'ไม่มีข้อมูล',
  login: 'เข้าสู่ระบบ',
  alreadyLoggedIn: 'คุณเข้าสู่ระบบอยู่แล้ว',
  memberLoggedOut: 'ออกจากระบบสมาชิกแล้ว',
} satisfies Partial<Translation<typeof messages>>;

/** accountTexts: the top bar's part. */
export const accountTextsFrameTh = {
  myProfile: 'โปรไฟล์ของฉัน',
  logout: 'ออกจากระบบ',
} satisfies Partial<Translation<typeof accountTexts>>;

export const clientTextsTh: Translation<typeof clientTexts> = {
  networkError: 'เชื่อมต่อเครือข่ายไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่',
  aborted: 'ยกเลิกคำขอแล้ว',
  requestFailed: (status) => `ทำรายการไม่สำเร็จ (${status})`,
};

export const packs: Pack[] = [
  [storeTexts, storeTextsTh],
  [navSearchTexts, navSearchTextsTh],
  [messages, messagesFrameTh],
  [accountTexts, accountTextsFrameTh],
  [clientTexts, clientTextsTh],
];
