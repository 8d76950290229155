/**
 * The back-office's own texts (src/admin/texts.ts) in Thai (issue 19), as a Thai fabric shop's staff
 * would write them. Codes, brand and marketplace names stay as they are (SKU, Selvedge, Line, Shopee…);
 * spreadsheet column names (silverPrice, categoryId…) are codes typed in the sheet, so they stay too.
 * Each object is typed `Translation<typeof …>`: a missing key or a function with other arguments fails
 * the type check. Loaded only when Thai is chosen (src/admin/adminLocale.ts).
 */
import type {
  addressTexts,
  richTextTexts,
  adminStatusTexts,
  searchSynonymTexts,
  fieldTexts,
  kitTexts,
  adminShellTexts,
  blogTexts,
  categoryTexts,
  compositionTexts,
  contactFormTexts,
  contactListTexts,
  contactUsLabels,
  contactUsTexts,
  dashboardTexts,
  designTexts,
  discardTexts,
  languageTexts,
  linkedFilterTexts,
  linkTexts,
  listFilterTexts,
  memberTexts,
  orderTexts,
  priceTexts,
  productDialogTexts,
  productTexts,
  productTypeTexts,
  showPricesTexts,
  skuAdminTexts,
  skuImportTexts,
  skuMerchantPreviewTexts,
  sliderTexts,
  staleTexts,
  subProductTexts,
} from '../../texts';
import type { Translation } from '../../../i18n/translation';
import { messages, type adminLinks } from '../../../messages';
import {
  blogServerTextsTh,
  contactFormMailTextsTh,
  contactListServerTextsTh,
  memberServerTextsTh,
  skuImportServerTextsTh,
} from '../../../contract/th/backOfficeTexts';

const n = (value: number) => value.toLocaleString('th-TH');

export const contactFormTextsTh: Translation<typeof contactFormTexts> = {
  ...contactFormMailTextsTh,
  caption: 'ข้อความติดต่อจากลูกค้า',
  search: 'ค้นหาด้วยชื่อ อีเมล หรือเบอร์มือถือ',
  contactedOf: (name) => `${messages.isContacted}: ${name}`,
  saveFailed: (name) => `บันทึก "${messages.isContacted}" ของ ${name} ไม่สำเร็จ ค่ากลับเป็นเหมือนเดิมแล้ว กรุณาลองอีกครั้ง`,
  received: 'วันที่ได้รับ',
  contacted: 'ติดต่อกลับแล้ว',
  markContacted: 'ทำเครื่องหมายว่าติดต่อแล้ว',
  markConfirm: (count) => `ทำเครื่องหมายว่าติดต่อแล้ว ${n(count)} รายการใช่ไหม`,
  marked: (count) => `ทำเครื่องหมายว่าติดต่อแล้ว ${n(count)} รายการ`,
  receivedFrom: 'ได้รับตั้งแต่',
  receivedTo: 'ได้รับถึง',
};

export const listFilterTextsTh: Translation<typeof listFilterTexts> = {
  any: 'ทั้งหมด',
  yes: 'ใช่',
  no: 'ไม่ใช่',
  createdFrom: 'สร้างตั้งแต่',
  createdTo: 'สร้างถึง',
};

export const addressTextsTh: Translation<typeof addressTexts> = {
  country: 'ประเทศ',
  province: 'จังหวัด',
  district: 'อำเภอ/เขต',
  subdistrict: 'ตำบล/แขวง',
  searchHint: 'พิมพ์ชื่อภาษาไทยหรือภาษาอังกฤษ',
  noPlace: 'ไม่พบสถานที่ที่ตรงกัน',
  postCode: 'รหัสไปรษณีย์',
  postCodeHint: 'เติมให้จากตำบล/แขวง พิมพ์รหัสอื่นได้หากไม่ตรง',
  postCodeChoose: (codes) => `ตำบล/แขวงนี้มีรหัสไปรษณีย์ ${codes.length} รหัส (${codes.join(', ')}) เลือกหนึ่งรหัส หรือพิมพ์รหัสอื่น`,
  postCodeInvalid: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก เช่น 10500',
};

export const memberTextsTh: Translation<typeof memberTexts> = {
  caption: 'สมาชิก',
  search: 'ค้นหาด้วยชื่อ อีเมล หรือเบอร์มือถือ',
  firstName: 'ชื่อ',
  lastName: 'นามสกุล',
  email: 'อีเมล',
  mobile: 'มือถือ',
  address: 'ที่อยู่',
  country: addressTextsTh.country,
  province: addressTextsTh.province,
  city: addressTextsTh.district,
  district: addressTextsTh.subdistrict,
  postCode: addressTextsTh.postCode,
  edit: 'แก้ไข',
  detail: 'รายละเอียด',
  matches: 'สมาชิกที่บันทึกไว้แล้ว',
  detailOf: (name) => `สมาชิก ${name}`,
  enquiries: 'ข้อความติดต่อ',
  contactLists: 'รายการในรายชื่อผู้ติดต่อ',
  none: 'ไม่มี',
  tier: 'ระดับราคา',
  tierHelp: 'สมาชิกเว็บไซต์ที่เข้าสู่ระบบด้วยอีเมลนี้จะเห็นราคาของระดับนี้',
  tiers: { none: 'ไม่มี', silver: 'ซิลเวอร์', gold: 'โกลด์', platinum: 'แพลทินัม' },
  source: 'ที่มา',
  sources: { business: 'ลูกค้าธุรกิจ', website: 'สมาชิกเว็บไซต์', both: 'เว็บไซต์ + ธุรกิจ' },
  allSources: 'ทุกที่มา',
  yes: 'ใช่',
  no: 'ยังไม่',
  ...memberServerTextsTh,
};

export const blogTextsTh: Translation<typeof blogTexts> = {
  image: 'รูปภาพ',
  title: 'หัวเรื่อง',
  subTitle: 'หัวเรื่องรอง',
  body: 'เนื้อหา',
  name: 'ชื่อ',
  edit: 'แก้ไข',
  delete: 'ลบ',
  tagLabel: 'แท็ก',
  typeLabel: 'ประเภท',
  titleLabel: 'หัวเรื่อง',
  subTitleLabel: 'หัวเรื่องรอง',
  bodyLabel: 'เนื้อหา',
  imageLabel: 'รูปภาพ',
  nameLabel: 'ชื่อ',
  addBlogTag: 'เพิ่มแท็กบทความ',
  addBlogType: 'เพิ่มประเภทบทความ',
  addBlogError: 'เพิ่มบทความไม่สำเร็จ',
  addBlogTagError: 'เพิ่มแท็กบทความไม่สำเร็จ',
  addBlogTypeError: 'เพิ่มประเภทบทความไม่สำเร็จ',
  editTitle: (name) => `แก้ไข ${name}`,
  blogsCaption: 'บทความ',
  tagsCaption: 'แท็กบทความ',
  typesCaption: 'ประเภทบทความ',
  searchBlogs: 'ค้นหาด้วยหัวเรื่อง',
  searchByName: 'ค้นหาด้วยชื่อ',
  ...blogServerTextsTh,
  textStyle: 'รูปแบบข้อความ',
  loadingEditor: 'กำลังโหลดตัวแก้ไข…',
  paragraph: 'ย่อหน้า',
  heading: (level) => `หัวข้อระดับ ${level}`,
};

export const contactListTextsTh: Translation<typeof contactListTexts> = {
  caption: 'รายชื่อผู้ติดต่อ',
  mobile: 'มือถือ',
  fullNameColumn: 'ชื่อ-นามสกุล',
  delete: 'ลบ',
  email: 'อีเมล',
  lineId: 'ไอดี Line',
  source: 'ที่มา',
  address: 'ที่อยู่',
  addressSearch: 'จังหวัด อำเภอ/เขต หรือ ตำบล/แขวง',
  addressSearchHint: 'พิมพ์ชื่อภาษาไทยหรือภาษาอังกฤษ หรือรหัสไปรษณีย์ แล้วเลือกหนึ่งบรรทัด',
  moreMatches: 'มีสถานที่ตรงกันอีกหลายแห่ง พิมพ์ชื่อให้ยาวขึ้นเพื่อให้รายการสั้นลง',
  search: 'ค้นหาด้วยชื่อหรือเบอร์มือถือ',
  district: addressTextsTh.subdistrict,
  city: addressTextsTh.district,
  province: addressTextsTh.province,
  postCode: addressTextsTh.postCode,
  detail: 'รายละเอียด',
  required: 'จำเป็นต้องกรอก',
  matchesEntries: 'อยู่ในรายชื่อผู้ติดต่อ',
  matchesCustomers: 'สมาชิก',
  matchesAccounts: 'บัญชีหน้าร้าน',
  saved: 'บันทึกผู้ติดต่อแล้ว',
  saveFailed: 'บันทึกผู้ติดต่อไม่สำเร็จ',
  ...contactListServerTextsTh,
};

export const skuImportTextsTh: Translation<typeof skuImportTexts> = {
  ...skuImportServerTextsTh,
  template: 'ดาวน์โหลดไฟล์ตัวอย่าง (.xlsx)',
  fileLabel: (kind) => `สเปรดชีต${/^[A-Za-z]/.test(kind) ? ' ' : ''}${kind} (.xlsx หรือ .csv)`,
  skuFileLabel: 'สเปรดชีต SKU (.xlsx, .xls หรือ .csv)',
  csvHint: 'ไฟล์ .csv ใช้รหัสอักขระ UTF-8 (มีหรือไม่มี BOM ก็ได้), UTF-16 หรือภาษาไทย Windows-874/TIS-620 จากระบบร้านรุ่นเก่าได้',
  csvRead: {
    'utf-8': 'อ่านเป็นไฟล์ CSV รหัส UTF-8',
    'utf-16': 'อ่านเป็นไฟล์ CSV รหัส UTF-16',
    'windows-874': 'อ่านเป็นไฟล์ CSV ภาษาไทย Windows-874 (TIS-620)',
  },
  chooseFile: 'เลือกไฟล์',
  noFile: 'ยังไม่ได้เลือกไฟล์',
  checking: 'กำลังตรวจไฟล์…',
  processing: 'เซิร์ฟเวอร์กำลังอ่านแถวข้อมูล…',
  counts: (c) => `ใหม่ ${n(c.created)} เปลี่ยนแปลง ${n(c.updated)} ไม่เปลี่ยน ${n(c.unchanged)}`,
  confirmTitle: 'นำเข้าไฟล์นี้ใช่ไหม',
  confirmNote: 'แถวที่ไม่มีในไฟล์จะคงเดิม',
  nothingToDo: 'ทุกแถวเป็นข้อมูลล่าสุดอยู่แล้ว',
  confirm: 'นำเข้า',
  cancel: 'ยกเลิก',
  close: 'ปิด',
  resultTitle: 'นำเข้าแล้ว',
  errorsTitle: (count) => `พบปัญหา ${n(count)} จุด จึงไม่ได้นำเข้าข้อมูลใดเลย`,
  errorsShown: (shown, total) => `แสดง ${n(shown)} จุดแรกจากทั้งหมด ${n(total)} จุด`,
  errorsCaption: 'ปัญหาในไฟล์',
  downloadErrors: 'ดาวน์โหลดรายการปัญหา (.xlsx)',
  row: 'แถว',
  column: 'คอลัมน์',
  value: 'ค่า',
  reason: 'สาเหตุ',
  historyTitle: 'ประวัติการนำเข้า',
  historyCaption: 'การนำเข้าที่ผ่านมา ล่าสุดอยู่บนสุด',
  noHistory: 'ยังไม่เคยนำเข้า',
  when: 'เมื่อ',
  file: 'ไฟล์',
  by: 'โดย',
  outcome: 'ผลลัพธ์',
  rows: 'แถว',
  created: 'ใหม่',
  updated: 'เปลี่ยนแปลง',
  unchanged: 'ไม่เปลี่ยน',
  problems: 'ปัญหา',
  outcomes: { imported: 'นำเข้าแล้ว', refused: 'ถูกปฏิเสธ', failed: 'ล้มเหลว' },
  uploadPhotos: 'อัปโหลดรูปภาพ',
  photosHint: 'ตั้งชื่อรูปแต่ละรูปตามรหัส SKU หรือรหัส SKU หลัก เช่น CT-OXF-120-03.jpg',
  photosProgress: (done, total) => `รูปที่ ${n(done)} จาก ${n(total)}`,
  photosDone: (matched, total) => `แนบรูปแล้ว ${n(matched)} จาก ${n(total)} รูป`,
  photosUnmatched: 'ไฟล์เหล่านี้ไม่ตรงกับ SKU หรือ SKU หลักใด (เก็บไว้แล้ว: เซลล์พาธในชีตอาจอ้างถึงได้):',
  photosFailed: 'บันทึกไฟล์เหล่านี้ไม่ได้:',
  importTitle: 'นำเข้าจากสเปรดชีต',
  importHint: 'แถวแรกคือชื่อคอลัมน์ เรียงลำดับใดก็ได้ ปุ่มส่งจะตรวจไฟล์และแสดงสิ่งที่จะเปลี่ยนก่อนบันทึกจริง',
  photoOrder:
    'อัปโหลดรูปก่อนหรือหลังชีตก็ได้ แถวที่พาธระบุรูปที่ยังไม่ได้อัปโหลดจะนำเข้าโดยไม่มีรูป และจะได้รูปทันทีที่อัปโหลดรูปชื่อไฟล์นั้น',
  numberCodes: (column, rows, total) =>
    `คอลัมน์ ${column} มีตัวเลขในแถวที่ ${rows.join(', ')}${total > rows.length ? ` และอีก ${n(total - rows.length)} แถว` : ''}: รหัสอย่าง 00001 อาจกลายเป็น 1 ตอนบันทึกชีต หากเป็นเช่นนั้น ให้ตั้งรูปแบบคอลัมน์เป็นข้อความ (Text) ในสเปรดชีต พิมพ์รหัสใหม่แล้วส่งอีกครั้ง หากไม่ใช่ ก็นำเข้าตามนี้ได้`,
  compositionRule: 'composition: ชื่อจากส่วนประกอบผ้า คั่นด้วยจุลภาค (ไม่สนตัวพิมพ์เล็กใหญ่และช่องว่าง) ชื่อที่ยังไม่มีจะถูกเพิ่มให้',
  newCompositions: (names) => `ส่วนประกอบผ้าใหม่: ${names.join(', ')}`,
  waiting: (total, codes) =>
    `มี ${n(total)} แถวที่รอรูปภาพ (อัปโหลดรูปตามชื่อไฟล์ในเซลล์พาธ): ${codes.slice(0, 20).join(', ')}${total > 20 ? ', …' : ''}`,
  photosTitle: 'รูปสีผ้า',
  kindNames: { category: 'หมวดหมู่', parents: 'SKU หลัก', sku: 'SKU' },
  lastImport: (outcome, when, file) => `ครั้งล่าสุด: ${outcome}, ${when}, ${file}`,
  sendingPercent: (percent) => `กำลังอัปโหลด... ${percent}%`,
  errorsFile: (fileName) => `${fileName.replace(/\.[^.]*$/, '')}-errors.xlsx`,
  templateFile: (kind) => `${kind}-import-template.xlsx`,
  parentsUploadOk: 'อัปโหลดข้อมูล SKU หลักสำเร็จ',
  parentsUploadFailed: 'อัปโหลดข้อมูล SKU หลักไม่สำเร็จ',
  parentsUploadError: 'เกิดข้อผิดพลาดขณะอัปโหลดข้อมูล SKU หลัก',
  skuUploadOk: 'อัปโหลดข้อมูล SKU สำเร็จ',
  skuUploadFailed: 'อัปโหลดข้อมูล SKU ไม่สำเร็จ',
  skuUploadError: 'เกิดข้อผิดพลาดขณะอัปโหลดข้อมูล SKU',
  previewCaption: 'ตัวอย่างสเปรดชีต',
  previewRows: (count) => `${n(count)} แถว`,
  reading: 'กำลังอ่านสเปรดชีต…',
  unreadable: 'อ่านไฟล์นี้เป็นสเปรดชีตไม่ได้',
  sortBy: (column) => `เรียงตาม ${column}`,
  image: 'รูปภาพ',
  uploadPercent: (percent) => `${percent}%`,
};

export const skuMerchantPreviewTextsTh: Translation<typeof skuMerchantPreviewTexts> = {
  chosen: (fileName) => `ไฟล์ที่เลือก: ${fileName}`,
  truncated: (max) => `แสดงเพียง ${n(max)} แถวแรก ซึ่งเป็นจำนวนสูงสุดที่นำเข้าได้`,
  untitled: (column) => `คอลัมน์ ${column}`,
  noPicture: (value) => `ไม่มีรูปของ ${value}`,
  checking: 'กำลังตรวจไฟล์ก่อนบันทึกข้อมูล',
  writing: 'กำลังนำเข้าแถวข้อมูล',
  moreErrors: (count) => `และอีก ${n(count)} จุด`,
};

export const categoryTextsTh: Translation<typeof categoryTexts> = {
  categoryId: 'รหัสหมวดหมู่',
  suggested: 'แนะนำจากชื่อ: ตัวพิมพ์ใหญ่ A-Z ตัวเลข และขีด ใช้เป็นส่วนหนึ่งของที่อยู่หน้าหมวดหมู่',
  thaiOnly: 'ชื่อไม่มีอักษรโรมันให้ใช้แนะนำรหัส ยืนยันรหัสนี้หรือพิมพ์เอง (A-Z, 0-9 และขีด)',
  kept: 'คงเดิม เพื่อให้ลิงก์ไปยังหมวดหมู่ยังใช้ได้',
  alwaysShown: 'แสดงบนหน้าร้านแม้ไม่มีผ้าที่เปิดขายอยู่',
  alwaysShownHelp: 'หากไม่เลือก หน้าแรกและเมนู CATEGORY จะแสดงหมวดหมู่นี้เมื่อมีผ้าที่เปิดขายอยู่ในหมวด',
};

export const productDialogTextsTh: Translation<typeof productDialogTexts> = {
  design: 'ลวดลาย',
  designHelp: 'ลวดลายของผ้านี้ (จากลวดลายสินค้า) ซึ่งหน้าสีผ้าจะแสดง',
};

const bulkDone = { activated: 'เปิดใช้งานแล้ว', deactivated: 'ปิดใช้งานแล้ว', deleted: 'ลบแล้ว' } as const;

export const skuAdminTextsTh: Translation<typeof skuAdminTexts> = {
  waitingShort: 'รอรูปภาพ',
  waitingPhoto: (fileName) => `รอรูป ${fileName}: อัปโหลดรูปที่ใช้ชื่อไฟล์นี้`,
  edit: 'แก้ไข',
  delete: 'ลบ',
  editTitle: (code) => `แก้ไข ${code}`,
  saveFailed: 'ยังไม่ได้บันทึกการแก้ไข',
  select: 'เลือก',
  selectRow: (code) => `เลือก ${code}`,
  selectPage: 'เลือกทั้งหมดในหน้านี้',
  selected: (count) => `เลือกไว้ ${n(count)} รายการ`,
  bulkActions: 'แถวที่เลือก',
  searchCategories: 'ค้นหาด้วยรหัสหมวดหมู่หรือชื่อ',
  activate: 'เปิดใช้งาน',
  deactivate: 'ปิดใช้งาน',
  deleteSelected: 'ลบ',
  clearSelection: 'ยกเลิกการเลือก',
  bulkDeleteConfirm: (count, noun) => `ลบ${noun[0]} ${n(count)} รายการใช่ไหม`,
  bulkDone: (count, noun, done) => `${bulkDone[done]} ${noun[0]} ${n(count)} รายการ`,
  bulkFailed: 'ไม่มีการเปลี่ยนแปลงใด',
  bulkPartly: (deleted, total, noun, reason) => `ลบ${noun[0]}แล้ว ${n(deleted)} จาก ${n(total)} รายการ ส่วนที่เหลือยังเก็บไว้:\n${reason}`,
  nouns: {
    sku: ['SKU', 'SKU'],
    parent: ['SKU หลัก', 'SKU หลัก'],
    category: ['หมวดหมู่', 'หมวดหมู่'],
    blogTag: ['แท็กบทความ', 'แท็กบทความ'],
    blogType: ['ประเภทบทความ', 'ประเภทบทความ'],
    productType: ['ประเภทสินค้า', 'ประเภทสินค้า'],
    composition: ['ส่วนประกอบผ้า', 'ส่วนประกอบผ้า'],
    design: ['ลวดลาย', 'ลวดลาย'],
    product: ['สินค้า', 'สินค้า'],
    subProduct: ['สินค้าย่อย', 'สินค้าย่อย'],
    contact: ['ผู้ติดต่อ', 'ผู้ติดต่อ'],
    enquiry: ['ข้อความติดต่อ', 'ข้อความติดต่อ'],
    slide: ['สไลด์', 'สไลด์'],
    post: ['บทความ', 'บทความ'],
  },
  name: 'ชื่อ',
  construction: 'โครงสร้างผ้า',
  density: 'ความหนาแน่น',
  silverPrice: 'ราคาซิลเวอร์ (บาท)',
  goldPrice: 'ราคาโกลด์ (บาท)',
  platinumPrice: 'ราคาแพลทินัม (บาท)',
  image: 'รูปภาพ',
  skuCategoryHint: 'หมวดหมู่ของ SKU หลัก',
  productTypeHint: 'ชื่อประเภทสินค้า เช่น FABRICS',
};

export const discardTextsTh: Translation<typeof discardTexts> = {
  title: 'ทิ้งการแก้ไขใช่ไหม',
  detail: (dialog) => `ข้อมูลที่พิมพ์ใน “${dialog}” ยังไม่ได้บันทึกและจะหายไป`,
  keep: 'แก้ไขต่อ',
  discard: 'ทิ้ง',
};

export const staleTextsTh: Translation<typeof staleTexts> = {
  reload: 'โหลดใหม่',
  reloadFailed: 'โหลดข้อมูลใหม่ไม่สำเร็จ',
  reloaded: 'โหลดใหม่แล้ว: ช่องต่าง ๆ แสดงข้อมูลที่บันทึกล่าสุด ยกเว้นช่องที่คุณแก้ไขซึ่งยังเป็นค่าที่คุณพิมพ์ กดบันทึกเพื่อใช้การแก้ไขของคุณกับข้อมูลนี้',
};

export const linkTextsTh: Translation<typeof linkTexts> = {
  button: 'ลิงก์',
  addTitle: 'เพิ่มลิงก์',
  editTitle: 'แก้ไขลิงก์',
  url: 'ที่อยู่เว็บ',
  urlHelp: 'https://… หรือ mailto:name@example.com หรือ tel:+66…',
  badUrl: 'กรอกที่อยู่ที่ขึ้นต้นด้วย https:// หรือ http:// หรือ mailto: หรือ tel:',
  save: 'บันทึกลิงก์',
  remove: 'นำลิงก์ออก',
  cancel: 'ยกเลิก',
};

export const orderTextsTh: Translation<typeof orderTexts> = {
  column: 'ลำดับ',
  up: (name) => `เลื่อน ${name} ขึ้น`,
  down: (name) => `เลื่อน ${name} ลง`,
  moved: (name, place, total) => `ย้าย ${name} ไปลำดับที่ ${place} จาก ${total}`,
  failed: 'บันทึกลำดับไม่สำเร็จ',
};

export const dashboardTextsTh: Translation<typeof dashboardTexts> = {
  title: 'งานที่รอร้านอยู่',
  loading: 'กำลังโหลดตัวเลข…',
  failed: 'โหลดตัวเลขไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  enquiries: 'ข้อความติดต่อที่ยังไม่ได้ตอบ',
  enquiriesCount: (count) => `มีข้อความติดต่อ ${n(count)} รายการรอการตอบ`,
  noEnquiry: 'ไม่มีข้อความติดต่อที่รอการตอบ',
  latest: 'ที่ยังไม่ได้ตอบล่าสุด',
  openEnquiry: (name, when) => `เปิดข้อความติดต่อของ ${name} ที่ได้รับ${when}`,
  perWeek: 'ข้อความติดต่อต่อสัปดาห์',
  perWeekCaption: (weeks) => `ข้อความติดต่อที่ได้รับในแต่ละสัปดาห์ (จันทร์ถึงอาทิตย์ เวลาประเทศไทย) ตลอด ${weeks} สัปดาห์ที่ผ่านมา`,
  weekOf: 'สัปดาห์ของ',
  count: 'ข้อความติดต่อ',
  bar: (week, count) => `สัปดาห์ของ ${week}: ${n(count)} รายการ`,
  noWeeks: (weeks) => `ไม่มีข้อความติดต่อใน ${weeks} สัปดาห์ที่ผ่านมา`,
  allEnquiries: 'ข้อความติดต่อทั้งหมด ล่าสุดอยู่บนสุด',
  members: 'สมาชิกใหม่สัปดาห์นี้',
  membersCount: (count) => `สมาชิกใหม่ ${n(count)} คน`,
  membersSince: (since) => `เพิ่มตั้งแต่ ${since}`,
  photos: 'รอรูปภาพ',
  skusWaiting: (count) => `${n(count)} SKU`,
  parentsWaiting: (count) => `SKU หลัก ${n(count)} รายการ`,
  lastImport: 'การนำเข้าล่าสุด',
  noImport: 'ยังไม่เคยนำเข้า',
  importOf: (kind, file) => `นำเข้า${kind}: ${file}`,
  screens: 'หน้าจัดการ',
};

export const linkedFilterTextsTh: Translation<typeof linkedFilterTexts> = {
  oneEnquiry: 'แสดงข้อความติดต่อหนึ่งรายการ',
  showAllEnquiries: 'แสดงข้อความติดต่อทั้งหมด',
  since: (when) => `เพิ่มตั้งแต่ ${when}`,
  removeSince: 'แสดงสมาชิกทั้งหมด',
  waitingPhoto: 'รอรูปภาพ',
};

export const productTypeTextsTh: Translation<typeof productTypeTexts> = { add: 'เพิ่มประเภทสินค้า', caption: 'ประเภทสินค้า' };

export const compositionTextsTh: Translation<typeof compositionTexts> = {
  add: 'เพิ่มส่วนประกอบผ้า',
  caption: 'ส่วนประกอบผ้า',
  name: 'ชื่อส่วนประกอบ',
  failed: 'บันทึกส่วนประกอบผ้าไม่สำเร็จ',
};

export const productTextsTh: Translation<typeof productTexts> = { add: 'เพิ่มสินค้า', caption: 'สินค้า', search: 'ค้นหาด้วยรหัส ชื่อ หรือส่วนประกอบ' };

export const subProductTextsTh: Translation<typeof subProductTexts> = {
  add: 'เพิ่มสินค้าย่อย',
  caption: 'สินค้าย่อย',
  parent: 'สินค้าหลัก',
  failed: 'บันทึกสินค้าย่อยไม่สำเร็จ',
};

export const showPricesTextsTh: Translation<typeof showPricesTexts> = {
  label: 'แสดงราคาตลาดให้ผู้เยี่ยมชม',
  on: 'ผู้เยี่ยมชมและสมาชิกที่ไม่มีระดับราคาจะเห็นราคาตลาดของแต่ละสี',
  off: 'ผู้เยี่ยมชมจะเห็น "สอบถามราคา" (ลิงก์ไปยังฟอร์มติดต่อ) และไม่มีราคาส่งไปยังเบราว์เซอร์ของเขา',
  tiers: 'สมาชิกที่มีระดับราคา (ตั้งในหน้าสมาชิก) จะเห็นราคาตามระดับของตนเสมอ หากบันทึกราคาไว้ด้านล่าง',
  saved: (on) => (on ? 'หน้าร้านแสดงราคาตลาดแล้ว' : 'หน้าร้านซ่อนราคาตลาดแล้ว'),
  failed: 'โหลดการตั้งค่าราคาไม่สำเร็จ',
};

export const priceTextsTh: Translation<typeof priceTexts> = {
  codes: 'รหัสสินค้า',
  loadingCodes: 'กำลังโหลดรหัสสินค้า…',
  noCodes: 'ยังไม่มีสินค้า',
  subProductsOf: (code) => `สินค้าย่อยของ ${code}`,
  loading: 'กำลังโหลดสินค้าย่อย…',
  none: 'สินค้านี้ยังไม่มีสินค้าย่อย',
  unsaved: 'มีการแก้ไขที่ยังไม่ได้บันทึก',
  saving: 'กำลังบันทึก…',
  saved: 'บันทึกแล้ว',
  notPriced: 'ยังไม่ได้ตั้งราคา',
  saveFailed: 'บันทึกราคาเหล่านี้ไม่สำเร็จ',
  invalid: 'กรอกตั้งแต่ 0 ขึ้นไป ทศนิยมไม่เกินสองตำแหน่ง',
  loadFailed: 'โหลดสินค้าย่อยไม่สำเร็จ',
  priceOf: (tier, code) => `ราคา${tier}ของ ${code}`,
};

export const designTextsTh: Translation<typeof designTexts> = {
  add: 'เพิ่มลวดลายสินค้า',
  caption: 'ลวดลายสินค้า',
  search: 'ค้นหาด้วยชื่อ',
  iconName: 'ชื่อไอคอน',
  iconHelp: 'แสดงข้างลวดลายในตาราง',
  icons: 'ไอคอน',
};

export const sliderTextsTh: Translation<typeof sliderTexts> = {
  caption: 'สไลด์',
  search: 'ค้นหาด้วยหัวเรื่อง',
  active: 'แสดงอยู่',
  title: 'หัวเรื่อง',
  image: 'รูปภาพ',
  addError: 'บันทึกสไลด์ไม่สำเร็จ',
  switchLabel: (title) => `แสดง "${title}" ในหน้าแรก`,
  switchFailed: (title, reason) => `สลับ "${title}" ไม่สำเร็จ: ${reason}`,
};

export const contactUsTextsTh: Translation<typeof contactUsTexts> = {
  caption: 'ข้อมูลติดต่อร้าน',
  logo: 'โลโก้',
  search: 'ค้นหาด้วยชื่อบริษัท ที่อยู่ อีเมล หรือเบอร์โทร',
  saveError: 'บันทึกข้อมูลติดต่อไม่สำเร็จ',
  delete: 'ลบ',
  cancel: 'ยกเลิก',
  edit: (company) => `แก้ไข ${company}`,
  logoOf: (company) => `โลโก้ ${company}`,
};

export const contactUsLabelsTh: Translation<typeof contactUsLabels> = {
  company: 'ชื่อบริษัท',
  address: 'ที่อยู่',
  location: 'ตำแหน่ง (ลิงก์แผนที่)',
  telephone: 'โทรศัพท์',
  email: 'อีเมล',
  webSite: 'เว็บไซต์',
  facebookPageName: 'ชื่อเพจ Facebook',
  facebookPageLink: 'ลิงก์เพจ Facebook',
  lineId: 'ไอดี Line Official',
  lineLink: 'ลิงก์ Line Official',
  lazadaShopName: 'ชื่อร้าน Lazada',
  lazadaShopLink: 'ลิงก์ร้าน Lazada',
  shopeeShopName: 'ชื่อร้าน Shopee',
  shopeeShopLink: 'ลิงก์ร้าน Shopee',
  tiktokShopName: 'ชื่อร้าน TikTok',
  tiktokShopLink: 'ลิงก์ร้าน TikTok',
};

export const languageTextsTh: Translation<typeof languageTexts> = {
  english: 'English',
  thai: 'ไทย',
};

export const adminShellTextsTh: Translation<typeof adminShellTexts> = {
  home: 'หน้าหลักผู้ดูแล',
  title: 'ระบบหลังร้าน Selvedge',
  login: 'เข้าสู่ระบบผู้ดูแล',
  forgotPassword: 'ลืมรหัสผ่าน',
};

export const adminStatusTextsTh: Translation<typeof adminStatusTexts> = {
  active: 'ใช้งานอยู่',
  pending: 'รออนุมัติ',
  inactive: 'ปิดใช้งาน',
};

/** spec.md's /admin links (src/messages.ts `adminLinks`, read only by the back-office), same paths. */
export const adminLinksTh: Translation<typeof adminLinks> = [
  ['หมวดหมู่', '/admin_category'],
  ['สินค้า', '/admin_product'],
  ['ส่วนประกอบผ้า', '/admin_product_composition'],
  ['ประเภทสินค้า', '/admin_product_type'],
  ['ลวดลายสินค้า', '/admin_product_design'],
  ['สินค้าย่อย', '/admin_sub_product'],
  ['ราคาสินค้าย่อย', '/admin_sub_product_price'],
  ['สมาชิก', '/admin_member'],
  ['รายชื่อผู้ติดต่อ', '/admin_contact_list'],
  ['ข้อมูลติดต่อร้าน', '/admin_contact_us'],
  ['ข้อความติดต่อ', '/admin_contact_form'],
  ['บทความ', '/admin_blog'],
  ['แท็กบทความ', '/admin_blog_tag'],
  ['ประเภทบทความ', '/admin_blog_type'],
  ['สไลด์', '/admin_slider'],
  ['ตัวอย่างไฟล์ SKU ร้านค้า', '/admin_sku_merchant_preview'],
  ['SKU หลัก', '/admin_product_parents_sku'],
  ['SKU ตามหมวดหมู่', '/admin_product_category_sku'],
  ['จัดการ SKU', '/admin_product_sku'],
  ['SKU ร้านค้าทั้งหมด', '/admin_product_sku_merchant_all'],
  ['ผู้ดูแลระบบ', '/admin_admins'],
  ['คำพ้องในการค้นหา', '/admin_search_synonym'],
];

export const kitTextsTh: Translation<typeof kitTexts> = {
  edit: (name) => `แก้ไข ${name}`,
  delete: (name) => `ลบ ${name}`,
  save: 'บันทึก',
  cancel: 'ยกเลิก',
  saved: 'บันทึกแล้ว',
  created: 'เพิ่มแล้ว',
  sortBy: 'เรียงตาม',
  ascending: 'น้อยไปมาก',
  descending: 'มากไปน้อย',
  toDescending: 'เรียงน้อยไปมากอยู่: เปลี่ยนเป็นมากไปน้อย',
  toAscending: 'เรียงมากไปน้อยอยู่: เปลี่ยนเป็นน้อยไปมาก',
  close: 'ปิด',
  imagePreview: (label) => `ตัวอย่าง${label}`,
  unreadableImage: 'อ่านไฟล์นี้เป็นรูปภาพไม่ได้ กรุณาเลือกรูป PNG, JPEG, WebP, GIF หรือ AVIF',
  pagination: 'การแบ่งหน้า',
};

export const fieldTextsTh: Translation<typeof fieldTexts> = {
  image: 'รูปภาพ',
  name: 'ชื่อ',
  edit: 'แก้ไข',
  delete: 'ลบ',
  code: 'รหัส',
  article: 'เลขอาร์ติเคิล',
  composition: 'ส่วนประกอบ',
  construction: 'โครงสร้างผ้า',
  density: 'ความหนาแน่น',
  weaving: 'การทอ',
  width: 'หน้ากว้าง',
  product: 'สินค้า',
  productType: 'ประเภทสินค้า',
  category: 'หมวดหมู่',
  id: 'รหัสอ้างอิง',
  email: 'อีเมล',
  mobile: 'มือถือ',
  status: 'สถานะ',
  created: 'สร้างเมื่อ',
  actions: 'การจัดการ',
  categories: 'หมวดหมู่',
  imageCaps: 'รูปภาพ',
  titleCaps: 'หัวเรื่อง',
  searchByName: 'ค้นหาด้วยชื่อ',
  searchSubProducts: 'ค้นหาด้วยรหัส ชื่อ หรือเลขอาร์ติเคิล',
  searchAdmins: 'ค้นหาด้วยชื่อ อีเมล หรือเบอร์มือถือ',
};

export const searchSynonymTextsTh: Translation<typeof searchSynonymTexts> = {
  caption: 'กลุ่มคำพ้องในการค้นหา',
  add: 'เพิ่มกลุ่มคำพ้อง',
  words: 'คำ',
  wordsHint: 'คำตั้งแต่สองคำขึ้นไปที่ค้นหาแล้วเจอกันและกัน คั่นด้วยจุลภาค เช่น ลินิน, linen',
  search: 'ค้นหาด้วยคำ',
  edit: 'แก้ไข',
  delete: 'ลบ',
  editTitle: (words) => `แก้ไข ${words}`,
  failed: 'บันทึกกลุ่มคำพ้องไม่สำเร็จ',
  noun: ['กลุ่มคำพ้อง', 'กลุ่มคำพ้อง'],
};

export const richTextTextsTh: Translation<typeof richTextTexts> = {
  bold: 'ตัวหนา',
  italic: 'ตัวเอียง',
  underline: 'ขีดเส้นใต้',
  strike: 'ขีดฆ่า',
  code: 'โค้ด',
  list_bulleted: 'รายการแบบจุด',
  list_numbered: 'รายการแบบตัวเลข',
  blockquote: 'ข้อความอ้างอิง',
  clear_format: 'ล้างรูปแบบ',
  link: 'ใส่ลิงก์',
  align_left: 'ชิดซ้าย',
  align_center: 'กึ่งกลาง',
  align_right: 'ชิดขวา',
  align_justify: 'เต็มบรรทัด',
  color: 'สีตัวอักษร',
  highlight: 'ไฮไลต์',
  image: 'รูปภาพ',
  image_dialog: 'ที่อยู่รูปภาพ',
  current_level: 'ระดับปัจจุบัน',
  select_level: 'เลือกระดับ',
};
