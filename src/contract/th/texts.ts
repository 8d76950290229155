/**
 * Thai for src/contract/texts.ts and health.ts: the texts the server writes and the browser shows (issue 19).
 * No browser-only import here: the server reads these too (the Thai page heads).
 */
import type { healthTexts } from '../health.js';
import type { catalogueTexts, conflictTexts, limitTexts, orderTexts, serverMessages, specTexts } from '../texts.js';
import type { Translation } from '../../i18n/translation.js';

/** spec.md's own texts in Thai (the fixed price code is a code: it stays). */
export const specTextsTh: Translation<typeof specTexts> = {
  fullName: 'ชื่อ-นามสกุล',
  pageNotFound: 'ไม่พบหน้าที่คุณต้องการ (404)',
  fixedProductCode: 'TIGER',
};

export const serverMessagesTh: Translation<typeof serverMessages> = {
  ok: 'สำเร็จ',
  created: 'สร้างแล้ว',
  deleted: 'ลบแล้ว',
  notFound: 'ไม่พบข้อมูล',
  unknownApi: 'ไม่รู้จักคำขอนี้',
  internal: 'ระบบขัดข้อง',
  unavailable: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  unauthorized: 'กรุณาเข้าสู่ระบบก่อน',
  forbidden: 'คุณไม่มีสิทธิ์ทำรายการนี้',
  xsrf: 'โทเคนความปลอดภัยของหน้าไม่ถูกต้อง กรุณาโหลดหน้าใหม่',
  wrongCredentials: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
  tooLarge: 'ไฟล์ใหญ่เกินไป',
  badUrl: 'ที่อยู่หน้าเว็บไม่ถูกต้อง',
  jsonTooDeep: (max) => `ข้อมูลที่ส่งมาซ้อนกันลึกเกิน ${max} ชั้น`,
  badMultipart: 'รูปแบบข้อมูลที่ส่งมาไม่ถูกต้อง',
  notAnImage: 'ไฟล์นี้ไม่ใช่รูปภาพ PNG, JPEG, WebP, GIF หรือ AVIF',
  tooManyRequests: 'มีคำขอมากเกินไป กรุณารอสักครู่แล้วลองใหม่',
  adminPending: 'บัญชีผู้ดูแลนี้กำลังรอการอนุมัติจากผู้ดูแลระบบ',
  adminInactive: 'บัญชีผู้ดูแลนี้ถูกระงับการใช้งานแล้ว',

  // accounts (issue 3)
  emailRegistered: 'อีเมลนี้ลงทะเบียนไว้แล้ว',
  mobileRegistered: 'เบอร์มือถือนี้ลงทะเบียนไว้แล้ว',
  invalidEmail: 'กรุณากรอกอีเมลให้ถูกต้อง',
  invalidMobile: 'กรุณากรอกเบอร์โทรศัพท์ 6 ถึง 15 หลัก (ขึ้นต้นด้วย + ได้)',
  codeSent: 'ส่งรหัสยืนยันไปที่อีเมลของคุณแล้ว',
  emailVerified: 'ยืนยันอีเมลเรียบร้อยแล้ว',
  codeInvalid: 'รหัสยืนยันไม่ถูกต้อง ถูกใช้ไปแล้ว หรือหมดอายุ',
  passwordSet: 'ตั้งรหัสผ่านเรียบร้อยแล้ว เข้าสู่ระบบได้เลย',
  adminRegistered: 'ลงทะเบียนแล้ว ต้องรอผู้ดูแลระบบที่ใช้งานอยู่อนุมัติบัญชีก่อนจึงจะเข้าสู่ระบบได้',
  forgotSent: 'หากมีบัญชีนี้อยู่ เราได้ส่งรหัสยืนยันไปที่อีเมลของบัญชีแล้ว',
  loggedIn: 'เข้าสู่ระบบแล้ว',
  avatarSaved: 'บันทึกรูปโปรไฟล์แล้ว',
  statusUpdated: 'อัปเดตสถานะแล้ว',
  cannotDeactivateSelf: 'คุณระงับบัญชีผู้ดูแลของตัวเองไม่ได้',
};

export const limitTextsTh: Translation<typeof limitTexts> = {
  tryAgainIn: (seconds) => `ลองหลายครั้งเกินไป กรุณารอ ${seconds < 120 ? `${seconds} วินาที` : `${Math.ceil(seconds / 60)} นาที`} แล้วลองใหม่`,
};

export const catalogueTextsTh: Translation<typeof catalogueTexts> = {
  oneParent: 'สีหนึ่งสีอยู่ได้ในสินค้าหลักเพียงรายการเดียว กรุณาเลือกสินค้าหลักหนึ่งรายการ',
  categoryIdRule: 'รหัสหมวดหมู่ใช้ได้เฉพาะตัวพิมพ์ใหญ่ A-Z ตัวเลข และขีด (เช่น COTTON-TWILL)',
  noProduct: (id) => `ไม่พบสินค้า ${id}`,
};

export const conflictTextsTh: Translation<typeof conflictTexts> = {
  duplicate: (what, value) => `มี${what}ชื่อ "${value}" อยู่แล้ว`,
  duplicateCode: (what, value) => `มี${what}รหัส "${value}" อยู่แล้ว`,
  inUse: (what, usedBy) => `${what}นี้ยังถูกใช้อยู่ใน ${usedBy} กรุณานำออกจากที่นั่นก่อน`,
  exists: 'มีข้อมูลที่มีค่าเหล่านี้อยู่แล้ว',
};

export const orderTextsTh: Translation<typeof orderTexts> = {
  twice: (id) => `ลำดับที่ส่งมามี ${id} ซ้ำสองครั้ง`,
  unknown: (what, id) => `ไม่พบ${what} ${id} ในลำดับที่ส่งมา`,
  missing: (what, ids) =>
    `ลำดับที่ส่งมาขาด${what} ${ids.length} รายการ (${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''}) กรุณาระบุให้ครบทุกรายการ หรือโหลดรายการใหม่หากมีการเพิ่มระหว่างนี้`,
  refusal: (problem, what) =>
    'twice' in problem ? orderTextsTh.twice(problem.twice) : 'unknown' in problem ? orderTextsTh.unknown(what, problem.unknown) : orderTextsTh.missing(what, problem.missing),
};

export const healthTextsTh: Translation<typeof healthTexts> = {
  up: 'เซิร์ฟเวอร์และฐานข้อมูลทำงานปกติ',
  databaseDown: 'ฐานข้อมูลไม่ตอบสนอง',
};
