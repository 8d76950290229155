/**
 * The storefront frame's and home page's own texts, beyond the spec.md wording in src/messages.ts.
 * They load with the home page; the other pages' texts are in pageTexts.ts, which loads with them.
 */
export const SITE_NAME = 'Selvedge';

export const storeTexts = {
  // frame and navigation
  homeLink: 'Selvedge home',
  mainNavigation: 'Main',
  menu: 'Menu',
  footer: '© Selvedge fabrics, Bangkok',
  opensInNewTab: '(opens in a new tab)',
  noPhotoShort: 'No photo yet',
  ourShops: 'Our shops',
  reload: 'Reload',
  /** The language switch (issue 19); each language's own name is in languageNames, never translated. */
  language: 'Language',

  // home
  homeTitle: `${SITE_NAME} — fabrics by the metre from Bangkok`,
  slider: 'Featured',
  slide: 'slide',
  carousel: 'carousel',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  pauseSlides: 'Pause slide show',
  playSlides: 'Play slide show',
  slideChoice: 'Choose a slide',
  showSlide: (n: number, of: number) => `Show slide ${n} of ${of}`,
  slideOf: (n: number, of: number) => `${n} of ${of}`,

  // cookie banner
  cookieRegion: 'Cookie consent',
  cookieText: 'We use cookies to keep this site working and to remember your choices.',
  accept: 'Accept',
  decline: 'Decline',
} as const;

/** Each language named in itself, on the language switch: the same in every locale. */
export const languageNames = { en: 'English', th: 'ไทย' } as const;

/** The Thai intro block on the home page: what fabric lines we carry. */
export const fabricIntro = {
  heading: 'ผ้าเมตรคุณภาพสำหรับทุกงาน จาก Selvedge',
  lead:
    'Selvedge คัดสรรผ้าเมตรคุณภาพดีสำหรับร้านตัดเสื้อ โรงงานการ์เมนต์ แบรนด์แฟชั่น และทุกคนที่รักงานผ้า ' +
    'ดูได้ครบทั้งเนื้อผ้า สี รหัสสินค้า (SKU) หน้ากว้าง และส่วนผสมของเส้นใย แล้วสั่งซื้อผ่านร้านค้าออนไลน์หรือแชตกับเราได้ทันที',
  typesHeading: 'ประเภทผ้าของเรา',
  types: [
    {
      name: 'ผ้าคอตตอน (Cotton)',
      text: 'ผ้าฝ้ายเนื้อนุ่ม ระบายอากาศได้ดี ซับเหงื่อ สวมใส่สบายในอากาศร้อน เหมาะกับเสื้อเชิ้ต ชุดเดรส และเสื้อผ้าเด็ก',
    },
    {
      name: 'ผ้าลินิน (Linen)',
      text: 'ทอจากเส้นใยลินินธรรมชาติ เนื้อโปร่ง เย็นสบาย มีเท็กซ์เจอร์เป็นเอกลักษณ์ ยิ่งซักยิ่งนุ่ม เหมาะกับเสื้อผ้าหน้าร้อนและของแต่งบ้าน',
    },
    {
      name: 'ผ้ายีนส์ (Denim)',
      text: 'ผ้าทอลายสองที่แข็งแรงทนทาน มีตั้งแต่เนื้อบางแบบยืดไปจนถึงยีนส์ริมแดงเนื้อหนา สำหรับกางเกง แจ็กเก็ต และกระเป๋า',
    },
    {
      name: 'ผ้าแคนวาส (Canvas)',
      text: 'ผ้าใบเนื้อแน่นและหนา ทนการเสียดสี คงรูปดี เหมาะกับกระเป๋า ผ้ากันเปื้อน รองเท้า และงานหุ้มเบาะ',
    },
    {
      name: 'ผ้าแฟชั่น (Fashion)',
      text: 'ผ้าพิมพ์ลายและผ้าย้อมสีสันทันสมัย อัปเดตตามเทรนด์ สำหรับชุดเดรส เสื้อ กระโปรง และงานออกแบบคอลเลกชันใหม่',
    },
    {
      name: 'ผ้ายูนิฟอร์ม (Uniform)',
      text: 'ผ้าสำหรับชุดนักเรียน ชุดพนักงาน และชุดทำงาน สีไม่ตก ยับยาก ดูแลง่าย รับสั่งจำนวนมาก พร้อมส่งจากโกดังในกรุงเทพฯ',
    },
  ],
} as const;
