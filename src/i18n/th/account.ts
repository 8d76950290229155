/** Thai for the member and admin account pages (issue 19): loaded with them (core.ts useTexts('account')). */
import { accountCardTexts } from '../../account/common/accountCardTexts';
import { specTextsTh as specTexts } from '../../contract/th/texts';
import { accountTexts, messages } from '../../messages';
import type { Pack } from '../pack';
import type { Translation } from '../translation';

/** messages: the account pages' part. */
export const messagesAccountTh = {
  next: 'ถัดไป',
  emailOrMobileNumber: 'อีเมลหรือเบอร์มือถือ',
  memberRegister: 'สมัครสมาชิก',
  fogotPassword: 'ลืมรหัสผ่าน',
  fullName: specTexts.fullName,
  verifyCode: 'รหัสยืนยัน',
  reTypePassword: 'ยืนยันรหัสผ่านอีกครั้ง',
  registerNow: 'สมัครเลย',
  resetNow: 'ตั้งรหัสผ่านใหม่',
  alreadyHasAccount: 'มีบัญชีอยู่แล้ว ไปหน้าเข้าสู่ระบบ',
  adminForgotPasswordPlaceholder: 'ลืมรหัสผ่านผู้ดูแลระบบ',
  typeEmailOrPassword: 'กรุณากรอกอีเมลหรือรหัสผ่าน',
  emailOrMobileNull: 'กรุณากรอกอีเมลหรือเบอร์มือถือ',
  takeVerifyCode: 'กรุณานำรหัสยืนยันจากอีเมลของคุณมากรอก',
  insertVerifyCode: 'กรุณากรอกรหัสยืนยัน',
  verifyWrong: 'อีเมลหรือรหัสยืนยันไม่ถูกต้อง ยืนยันอีเมลไม่สำเร็จ',
  passwordNotSame: 'รหัสผ่านทั้งสองช่องไม่ตรงกัน',
  resetPasswordFail: 'ตั้งรหัสผ่านใหม่ไม่สำเร็จ',
  wrongPassword: 'รหัสผ่านไม่ถูกต้อง',
  loginError: 'เข้าสู่ระบบไม่สำเร็จ',
} satisfies Partial<Translation<typeof messages>>;

/** accountTexts but the top bar's. */
export const accountTextsAccountTh = {
  memberLogin: 'เข้าสู่ระบบสมาชิก',
  firstName: 'ชื่อ',
  lastName: 'นามสกุล',
  email: 'อีเมล',
  mobile: 'เบอร์มือถือ',
  emailOrMobile: 'อีเมลหรือเบอร์มือถือ',
  password: 'รหัสผ่าน',
  passwordLength: 'รหัสผ่านต้องยาว 8 ถึง 128 ตัวอักษร',
  tryAgain: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
  stepBasic: 'ข้อมูลของคุณ',
  stepVerify: 'ยืนยันอีเมล',
  stepPassword: 'รหัสผ่าน',
  stepAccount: 'บัญชี',
  stepReset: 'รหัสผ่านใหม่',
  adminRegister: 'ลงทะเบียนผู้ดูแลระบบ',
  adminForgotPassword: 'ผู้ดูแลระบบลืมรหัสผ่าน',
  goToAdminLogin: 'ไปหน้าเข้าสู่ระบบผู้ดูแล',
  adminAwaitsApproval: 'ลงทะเบียนแล้ว ต้องรอผู้ดูแลระบบที่ใช้งานอยู่อนุมัติบัญชีก่อนจึงจะเข้าสู่ระบบได้',
  memberProfile: 'ข้อมูลสมาชิก',
  changePicture: 'เปลี่ยนรูปโปรไฟล์',
  profilePicture: 'รูปโปรไฟล์',
  profilePictureOf: (name) => `รูปโปรไฟล์ของ ${name}`,
  uploadProgress: 'ความคืบหน้าการอัปโหลด',
  uploadPictureFailed: 'บันทึกรูปไม่สำเร็จ กรุณาลองใช้ไฟล์ PNG, JPEG หรือ WebP',
  memberSince: 'สมัครสมาชิกเมื่อ',
  admins: 'ผู้ดูแลระบบ',
  approve: 'อนุมัติ',
  deactivate: 'ระงับการใช้งาน',
  confirmDeactivate: 'ระงับการใช้งานผู้ดูแลคนนี้ใช่หรือไม่',
  confirmDeactivateDetail: 'ผู้ดูแลคนนี้จะเข้าสู่ระบบหลังร้านไม่ได้อีก',
  cancel: 'ยกเลิก',
  you: 'คุณ',
} satisfies Partial<Translation<typeof accountTexts>>;

export const accountCardTextsTh: Translation<typeof accountCardTexts> = {
  stepOf: (step, of, name) => `ขั้นตอนที่ ${step} จาก ${of}: ${name}`,
};

export const packs: Pack[] = [
  [messages, messagesAccountTh],
  [accountTexts, accountTextsAccountTh],
  [accountCardTexts, accountCardTextsTh],
];
