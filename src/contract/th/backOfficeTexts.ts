/**
 * src/contract/backOfficeTexts.ts in Thai (issue 19): the mails the server writes in the language of the
 * person who asked (verify codes, the shop's copy of an enquiry), and the back-office's server answers,
 * which the admin chunk swaps in. Here rather than under src/i18n because the server may import only
 * src/contract (DESIGN §1).
 */
import type {
  blogServerTexts,
  contactFormMailTexts,
  contactListServerTexts,
  mailTexts,
  memberServerTexts,
  sampleMailTexts,
  skuEditTexts,
  skuImportServerTexts,
  revertTexts,
  staleSaveTexts,
} from '../backOfficeTexts';
import type { Translation } from '../../i18n/translation';

const n = (value: number) => value.toLocaleString('th-TH');

export const mailTextsTh: Translation<typeof mailTexts> = {
  codeSubject: 'รหัสยืนยันของคุณจาก Selvedge',
  adminExistsSubject: 'บัญชีผู้ดูแลระบบ Selvedge ของคุณ',
  adminExists:
    'มีผู้ขอสมัครบัญชีผู้ดูแลระบบ Selvedge ด้วยอีเมลนี้ ซึ่งมีบัญชีอยู่แล้ว หากเป็นคุณ กรุณาเข้าสู่ระบบ หรือตั้งรหัสผ่านใหม่จากหน้าเข้าสู่ระบบผู้ดูแล หากไม่ใช่คุณ ไม่ต้องดำเนินการใด ๆ กับอีเมลนี้ ไม่มีข้อมูลใดถูกเปลี่ยนแปลง',
  codeRegister: 'ใช้รหัสนี้เพื่อสมัครบัญชี Selvedge ของคุณให้เสร็จสมบูรณ์',
  codeReset: 'ใช้รหัสนี้เพื่อตั้งรหัสผ่าน Selvedge ใหม่',
  codeLabel: 'รหัสยืนยัน:',
  codeDetails: (mobile) =>
    `รหัสนี้ใช้สมัครด้วยหมายเลขมือถือ ${mobile} หากไม่ใช่หมายเลขของคุณ อย่าใช้รหัสนี้ ให้ใช้รหัสที่ส่งมาพร้อมหมายเลขของคุณ หรือขอรหัสใหม่`,
  codeFooter: 'รหัสนี้ใช้ได้ครั้งเดียวและหมดอายุใน 10 นาที หากคุณไม่ได้ขอรหัสนี้ ไม่ต้องดำเนินการใด ๆ กับอีเมลนี้',
};

export const skuEditTextsTh: Translation<typeof skuEditTexts> = {
  wholeNumber: (field) => `body.${field} ต้องเป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป`,
  baht: (field) => `body.${field} ต้องเป็นจำนวนเงินบาทตั้งแต่ 0 ขึ้นไป ทศนิยมไม่เกินสองตำแหน่ง`,
  unknown: (field, what, value) => `body.${field}: ไม่มี${what} ${value}`,
  missing: (what, id) => `ไม่มี${what} ${id} จึงไม่มีการเปลี่ยนแปลง`,
  tierPricesTogether: (field) => `ต้องระบุ body.${field}: SKU ที่ตั้งราคาครั้งแรกต้องมี silverPrice, goldPrice และ platinumPrice ครบทั้งสามช่อง`,
  colours: (count) => `${n(count)} สี`,
  parents: (count) => `SKU หลัก ${n(count)} รายการ`,
};

export const contactFormMailTextsTh: Translation<typeof contactFormMailTexts> = {
  detail: 'รายละเอียด',
  mailSubject: (name) => `คำถามใหม่จากคุณ${name}`,
  mailIntro: 'มีผู้เยี่ยมชมส่งคำถามจากหน้าติดต่อเรา',
  mailAnswer: 'ตอบกลับแล้วติ๊กช่อง "ติดต่อกลับแล้ว" ในระบบหลังร้าน:',
  mailFullName: 'ชื่อ-นามสกุล',
  mailMobile: 'มือถือ',
  mailEmail: 'อีเมล',
};

export const sampleMailTextsTh: Translation<typeof sampleMailTexts> = {
  subject: (name, count) => `คุณ${name} ขอตัวอย่างผ้า ${count} สี`,
  intro: 'มีผู้เยี่ยมชมขอตัวอย่างผ้าจากเว็บไซต์',
  address: 'ที่อยู่จัดส่ง',
  samples: 'ตัวอย่างที่ขอ',
  note: 'หมายเหตุ',
  answer: 'จัดส่งแล้วกด "ส่งตัวอย่างแล้ว" ในระบบหลังร้าน:',
  receiptSubject: 'เราได้รับคำขอตัวอย่างผ้าของคุณแล้ว',
  receiptGreeting: (name) => `เรียน คุณ${name}`,
  receiptIntro: 'ขอบคุณที่ขอตัวอย่างผ้า เราจะจัดส่งตัวอย่างเหล่านี้ให้คุณ:',
  receiptAddress: 'ไปยังที่อยู่',
  receiptOutro: 'หากมีข้อมูลผิดพลาด ตอบกลับอีเมลนี้ได้เลย แล้วเราจะติดต่อกลับโดยเร็ว',
};

export const memberServerTextsTh: Translation<typeof memberServerTexts> = {
  taken: (field, value) => `มีสมาชิกที่ใช้${field === 'email' ? 'อีเมล' : 'เบอร์มือถือ'} "${value}" อยู่แล้ว`,
  twoPeople: (email, emailOwner, mobile, mobileOwner) =>
    `อีเมล "${email}" เป็นของสมาชิกเว็บไซต์ ${emailOwner} ส่วนเบอร์มือถือ "${mobile}" เป็นของ ${mobileOwner}: ลูกค้าหนึ่งคนเป็นสมาชิกสองคนไม่ได้ กรุณาใช้อีเมลและเบอร์มือถือของคนใดคนหนึ่ง`,
};

export const blogServerTextsTh: Translation<typeof blogServerTexts> = {
  bodyEmpty: 'body.body ไม่เหลือเนื้อหาหลังจากนำ HTML ที่ไม่ปลอดภัยออก',
};

export const contactListServerTextsTh: Translation<typeof contactListServerTexts> = {
  taken: (mobile) => `เบอร์มือถือ "${mobile}" มีอยู่ในรายชื่อผู้ติดต่อแล้ว`,
};

export const skuImportServerTextsTh: Translation<typeof skuImportServerTexts> = {
  imported: 'นำเข้าแล้ว',
  importedWaiting: (count) => `นำเข้าแล้ว มี ${n(count)} แถวที่ยังรอรูปภาพ`,
  checked: 'ตรวจแล้ว: ยังไม่มีการบันทึกข้อมูล',
  refused: (count) => `พบปัญหา ${n(count)} จุดในไฟล์ จึงไม่ได้นำเข้าข้อมูลใดเลย`,
  fileRequired: (field) => `ต้องระบุ body.${field}: กรุณาแนบไฟล์สเปรดชีต`,
  notXlsx: 'ไฟล์นี้ไม่ใช่เวิร์กบุ๊ก .xlsx หรือไฟล์ .csv',
  notSpreadsheet: 'ไฟล์นี้ไม่ใช่เวิร์กบุ๊ก .xlsx หรือ .xls หรือไฟล์ .csv',
  csvQuotes: (row) => `แถวที่ ${n(row)} ของไฟล์ CSV เปิดเครื่องหมายคำพูดแล้วไม่ได้ปิด กรุณาตรวจเครื่องหมายคำพูด (")`,
  notWorkbook: 'อ่านไฟล์นี้เป็นเวิร์กบุ๊กไม่ได้',
  encrypted: 'เวิร์กบุ๊กนี้มีรหัสผ่าน กรุณาบันทึกใหม่แบบไม่มีรหัสผ่านแล้วลองอีกครั้ง',
  tooManyRows: (max) => `ชีตมีมากกว่า ${n(max)} แถว กรุณาแบ่งเป็นไฟล์ย่อย`,
  tooManyColumns: (max) => `ชีตมีมากกว่า ${max} คอลัมน์`,
  unpackedTooLarge: (mb) => `เวิร์กบุ๊กนี้เมื่อแตกไฟล์มีขนาดเกิน ${mb} MB กรุณาแบ่งเป็นไฟล์ย่อย`,
  busy: 'มีการนำเข้าอื่นกำลังทำงานอยู่ กรุณาลองใหม่เมื่อเสร็จแล้ว',
  readFailed: 'อ่านสเปรดชีตไม่ได้',
  required: 'จำเป็นต้องกรอก',
  missingColumn: 'ไม่มีคอลัมน์นี้ในแถวหัวตาราง',
  duplicateHeader: 'คอลัมน์นี้ซ้ำสองครั้งในแถวหัวตาราง',
  noRows: 'ชีตไม่มีข้อมูลใต้แถวหัวตาราง',
  errorCell: (shown) => `เซลล์นี้มีค่าผิดพลาดของสเปรดชีต ${shown}`,
  codeNotText: 'รหัสต้องเป็นข้อความ',
  codeDate: (cell) => `${cell} เป็นวันที่: สเปรดชีตเปลี่ยนรหัสนี้เป็นวันที่ กรุณาตั้งรูปแบบคอลัมน์เป็นข้อความ (Text) แล้วพิมพ์รหัสใหม่`,
  eNotation: (cell) =>
    `${cell} เป็นตัวเลขแบบ E: สเปรดชีตเปลี่ยนรหัสนี้เป็นตัวเลขจนตัวเลขบางหลักหายไป กรุณาตั้งรูปแบบคอลัมน์เป็นข้อความ (Text) แล้วพิมพ์รหัสใหม่`,
  wholeNumber: 'ต้องเป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป',
  money: 'ต้องเป็นตัวเลขตั้งแต่ 0 ขึ้นไป',
  flag: 'ต้องเป็น TRUE หรือ FALSE (หรือ true/false, 1/0, yes/no)',
  tooLong: (max) => `ยาวเกิน ${max} ตัวอักษร`,
  duplicateCode: (row) => `รหัสเดียวกันนี้มีอยู่แล้วในแถวที่ ${row}`,
  duplicateName: (row) => `ชื่อเดียวกันนี้มีอยู่แล้วในแถวที่ ${row}`,
  nameTaken: (categoryId) => `หมวดหมู่ ${categoryId} มีชื่อนี้อยู่แล้ว`,
  unknownCategory: 'ไม่มีหมวดหมู่ที่มี categoryId นี้',
  unknownParent: 'ไม่มี SKU หลักที่มีรหัสนี้',
  tierPricesTogether: 'SKU ที่ตั้งราคาครั้งแรกต้องมี silverPrice, goldPrice และ platinumPrice ครบทั้งสามช่อง',
  badPath: 'ไม่ใช่พาธ /uploads/… หรือชื่อไฟล์ของรูปที่อัปโหลดไว้',
  missingUpload: 'ไม่มีรูปนี้ใน /uploads',
  unknownPhoto: 'ยังไม่มีรูปที่อัปโหลดด้วยชื่อไฟล์นี้',
  photoNoCode: 'ชื่อไฟล์ไม่ได้ระบุรหัส',
};

/** When a record was changed, as a Thai admin reads it: Bangkok time, Buddhist era (27 พ.ย. 2569 08:40). */
const thaiTime = (at: string) =>
  new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(new Date(at));

export const staleSaveTextsTh: Translation<typeof staleSaveTexts> = {
  start: 'รายการนี้มีการแก้ไข',
  anotherAdmin: 'ผู้ดูแลคนอื่น',
  text: (by, at) =>
    `${staleSaveTextsTh.start}โดย ${by ?? staleSaveTextsTh.anotherAdmin}${at ? ` เมื่อ ${thaiTime(at)}` : ''} หลังจากที่คุณเปิดไว้ จึงไม่ได้บันทึกการแก้ไขของคุณ กดโหลดใหม่เพื่อดูฉบับของเขา`,
};

export const revertTextsTh: Translation<typeof revertTexts> = {
  reverted: 'ย้อนกลับแล้ว รายการกลับเป็นค่าเดิม',
  notEdit: 'การเปลี่ยนแปลงนี้ย้อนกลับที่นี่ไม่ได้ ย้อนกลับได้เฉพาะการแก้ไขรายการเดียว (รวมถึงรูปภาพ) การเพิ่ม การเปลี่ยนสถานะ การอนุมัติ การเปลี่ยนราคาหรือการตั้งราคาครั้งแรก การตั้งค่า การจัดลำดับ การลบ การนำเข้าทั้งไฟล์ การอัปโหลดรูปสี หรือแต่ละรายการของการเปลี่ยนหลายรายการพร้อมกัน (ไม่ใช่การบันทึกที่ไม่ได้เปลี่ยนแปลงอะไร การบันทึกที่ถูกบันทึกไว้โดยไม่มีค่าของฟิลด์ หรือการตั้งราคาครั้งแรกที่บันทึกไว้ก่อนที่ระบบจะเก็บแถวราคาไว้)',
  conflict: 'รายการนี้ถูกเปลี่ยนหลังจากบันทึกนี้ (หรือถูกลบไปแล้ว) จึงไม่ได้ย้อนกลับ กรุณาย้อนกลับการเปลี่ยนแปลงที่ใหม่กว่าก่อน',
  removed: 'ย้อนกลับแล้ว รายการที่เพิ่มไว้ถูกลบแล้ว',
  restored: 'กู้คืนแล้ว รายการกลับมาพร้อมการเชื่อมโยงและรูปภาพ',
  rolledBack: (rows) => `ย้อนกลับแล้ว ${rows} รายการกลับเป็นเหมือนก่อนการเปลี่ยนแปลงนี้`,
  changedLater: (which, by, at) =>
    `มีการเปลี่ยนแปลงหลังจากบันทึกนี้โดย ${by ?? 'ผู้ดูแลคนอื่น'}${at ? ` เมื่อ ${thaiTime(at)}` : ''}: ${which} จึงไม่ได้ย้อนกลับ กรุณาย้อนกลับการเปลี่ยนแปลงที่ใหม่กว่าก่อน`,
  taken: 'มีรายการอื่นใช้ชื่อหรือรหัสนี้ไปแล้ว จึงไม่ได้ย้อนกลับ กรุณาเปลี่ยนชื่อรายการนั้นก่อน',
  linkGone: 'รายการที่เชื่อมโยงอยู่ถูกลบไปแล้ว จึงไม่ได้ย้อนกลับ',
};
