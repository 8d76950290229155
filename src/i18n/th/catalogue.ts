/** Thai for the category, fabric and search pages (issue 19): loaded with them (core.ts useTexts('catalogue')). */
import { skuTexts } from '../../messages';
import { priceTexts } from '../../store/product/priceTexts';
import { productTexts } from '../../store/productTexts';
import { searchTexts } from '../../store/search/searchTexts';
import { filterTexts } from '../../store/filters/filterTexts';
import { colourTexts } from '../../store/colour/colourTexts';
import { sampleTexts } from '../../store/samples/sampleTexts';
import { formatPrice } from '../format';
import type { Pack } from '../pack';
import type { Translation } from '../translation';


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
  perMetre: (price) => `${formatPrice(price, 'th')} / เมตร`,
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

export const filterTextsTh: Translation<typeof filterTexts> = {
  filters: 'ตัวกรอง',
  openFilters: (chosen) => (chosen ? `ตัวกรอง (เลือก ${chosen})` : 'ตัวกรอง'),
  option: (label, count) => `${label} (${count})`,
  widthBands: {
    under45: 'ต่ำกว่า 45 นิ้ว (114 ซม.)',
    from45: '45–57 นิ้ว (114–145 ซม.)',
    from58: '58–71 นิ้ว (147–180 ซม.)',
    from72: '72 นิ้ว (183 ซม.) ขึ้นไป',
  },
  clear: 'ล้างตัวกรอง',
  showResults: (n) => `ดู ${n} รายการ`,
  fabricsFound: (n) => `ผ้า ${n} รุ่น`,
  noneMatch: 'ไม่มีผ้าที่ตรงกับตัวกรองนี้ ลองเอาตัวกรองออกบางรายการ',
  failed: 'โหลดรายการไม่ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
  pages: 'หน้า',
  pageItem: (type, page, selected) =>
    type === 'page' ? (selected ? `หน้า ${page}` : `ไปหน้า ${page}`) : `ไป${({ first: 'หน้าแรก', last: 'หน้าสุดท้าย', next: 'หน้าถัดไป', previous: 'หน้าก่อนหน้า' } as Record<string, string>)[type] ?? 'หน้า'}`,
};

export const colourTextsTh: Translation<typeof colourTexts> = {
  families: {
    red: 'แดง',
    orange: 'ส้ม',
    yellow: 'เหลือง',
    green: 'เขียว',
    blue: 'น้ำเงิน/ฟ้า',
    purple: 'ม่วง',
    pink: 'ชมพู',
    brown: 'น้ำตาล',
    beige: 'เบจ',
    grey: 'เทา',
    black: 'ดำ',
    white: 'ขาว',
  },
  family: 'โทนสี',
  closestTitle: 'สีที่ใกล้เคียง',
  difference: (deltaE) => `ความต่างของสี ${deltaE.toFixed(1)}`,
  closestNone: 'ยังไม่มีสีอื่นที่ใกล้เคียงกับสีนี้',
  failed: 'โหลดรายการสีไม่ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
  chooseTitle: 'เลือกผ้าตามสี',
  chooseIntro: 'เลือกสี หรือแตะเลือกสีจากรูปถ่ายในโทรศัพท์ของคุณ เพื่อดูผ้าที่มีสีใกล้เคียงที่สุด',
  colourInput: 'สี',
  pickFromPhoto: 'เลือกสีจากรูปถ่าย',
  photoHint: 'แตะบนรูปตรงจุดที่เป็นสีที่ต้องการ รูปอยู่ในเครื่องของคุณเท่านั้น ไม่มีการอัปโหลด',
  photoLabel: 'รูปของคุณ: แตะ หรือใช้ปุ่มลูกศรแล้วกดปุ่มเอนเทอร์ เพื่อเลือกสี',
  photoUnreadable: 'เปิดไฟล์นี้เป็นรูปภาพไม่ได้',
  chosen: (hex) => `สีที่เลือก: #${hex}`,
  nearestTitle: 'ผ้าที่มีสีใกล้เคียงที่สุด',
  nearestFound: (n) => `${n} สี เรียงจากใกล้เคียงที่สุด`,
};

/** skuTexts: a discontinued fabric's note on its page (the rest is the back-office's). */
export const skuTextsCatalogueTh = {
  discontinued: 'เลิกจำหน่ายแล้ว',
  discontinuedNote: 'ผ้ารุ่นนี้ไม่มีในแคตตาล็อกของเราแล้ว เราเก็บรายละเอียดไว้ให้ดูอ้างอิง สอบถามผ้าที่ใช้แทนกันได้จากเราได้เลย',
} satisfies Partial<Translation<typeof skuTexts>>;

/** The sample basket (issue 18 §4): the buttons under each colour and the /samples page. */
export const sampleTextsTh: Translation<typeof sampleTexts> = {
  askOnLine: 'ถามทาง LINE',
  askOnLineAbout: (sku) => `สอบถามสี ${sku} ทาง LINE`,
  requestSample: 'ขอตัวอย่างผ้า',
  requestSampleOf: (sku) => `ขอตัวอย่างผ้าสี ${sku}`,
  inBasket: 'เพิ่มตัวอย่างแล้ว',
  inBasketOf: (sku) => `สี ${sku} อยู่ในตะกร้าตัวอย่างแล้ว ดูตะกร้า`,
  full: (max) => `ตะกร้าตัวอย่างเต็มแล้ว (${max} สี) กรุณาส่งคำขอหรือนำสีออกก่อน`,
  viewBasket: 'ดูตะกร้าตัวอย่าง',
  title: 'ตะกร้าตัวอย่างผ้า',
  intro: (max) => `เลือกได้สูงสุด ${max} สี เราจะส่งผ้าตัวอย่างสีละหนึ่งชิ้นให้ทางไปรษณีย์ ไม่มีค่าใช้จ่าย`,
  count: (n, max) => `${n} จาก ${max} สี`,
  empty: 'ยังไม่มีสีในตะกร้าตัวอย่าง กด “ขอตัวอย่างผ้า” ใต้สีที่ชอบเพื่อเพิ่มลงตะกร้า',
  browse: 'เลือกดูผ้า',
  remove: 'นำออก',
  removeOf: (sku) => `นำสี ${sku} ออกจากตะกร้า`,
  formHeading: 'ให้เราส่งตัวอย่างไปที่ไหน',
  address: 'ที่อยู่สำหรับจัดส่ง',
  note: 'หมายเหตุ (ไม่บังคับ)',
  send: 'ส่งคำขอตัวอย่างผ้า',
  sent: 'ขอบคุณ เราได้รับคำขอตัวอย่างผ้าของคุณแล้วและส่งอีเมลยืนยันให้แล้ว เราจะจัดส่งตัวอย่างให้เร็ว ๆ นี้',
  another: 'กลับไปเลือกดูผ้า',
};

export const packs: Pack[] = [
  [productTexts, productTextsTh],
  [priceTexts, priceTextsTh],
  [sampleTexts, sampleTextsTh],
  [searchTexts, searchTextsTh],
  [filterTexts, filterTextsTh],
  [colourTexts, colourTextsTh],
  [skuTexts, skuTextsCatalogueTh],
];
