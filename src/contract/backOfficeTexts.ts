/**
 * The texts only the server and the back-office use: mails, the admin screens' server answers, the
 * spreadsheet imports' reasons. Kept out of ./texts.ts, whose module the storefront loads whole (its
 * chunk holds every export any screen uses), so none of these ride along on a visit to /.
 */
import { specTexts } from './texts';

/** The mails the server writes (verify codes, an admin's existing account): never shown in a browser, so not in serverMessages, which every page loads. */
export const mailTexts = {
  codeSubject: 'Your Selvedge verify code',
  adminExistsSubject: 'Your Selvedge admin account',
  adminExists:
    'Someone asked to register a Selvedge admin account with this email address, which already has one. If it was you, sign in, or reset your password from the admin login page. If it was not you, you can ignore this email: nothing was changed.',
  codeRegister: 'Use this code to finish creating your Selvedge account.',
  codeReset: 'Use this code to reset your Selvedge password.',
  codeLabel: 'Verify code:',
  /** A registration code's mail names what it registers (issue 20 §1.2). */
  codeDetails: (mobile: string) =>
    `This code registers the mobile number ${mobile}. If that is not yours, do not use it: use the code mailed with your number, or ask again.`,
  codeFooter: 'The code works once and expires in 10 minutes. If you did not ask for it, you can ignore this email.',
} as const;

/** The SKU screens' edits, deletes and bulk changes (issue 16 §2): 400s naming the field, 404 of a bulk row. */
export const skuEditTexts = {
  wholeNumber: (field: string) => `body.${field} must be a whole number, 0 or more`,
  baht: (field: string) => `body.${field} must be an amount in THB, 0 or more, with at most two decimals`,
  unknown: (field: string, what: string, value: string) => `body.${field}: no ${what} ${value}`,
  missing: (what: string, id: string) => `No ${what} ${id}: nothing was changed`,
  /** The SKU import's rule (skuImportServerTexts.tierPricesTogether), as a dialog's 400 naming the missing field. */
  tierPricesTogether: (field: string) => `body.${field} is required: a SKU priced for the first time needs silverPrice, goldPrice and platinumPrice together`,
  colours: (n: number) => `${n.toLocaleString('en')} colour${n === 1 ? '' : 's'}`,
  parents: (n: number) => `${n.toLocaleString('en')} parent SKU${n === 1 ? '' : 's'}`,
} as const;

/** The enquiry mail to the shop (issue 8); `detail` also heads the Contact Form screen's column. */
export const contactFormMailTexts = {
  detail: 'Detail',
  mailSubject: (name: string) => `New enquiry from ${name}`,
  mailIntro: 'A visitor sent an enquiry from the contact page.',
  mailAnswer: 'Answer it and tick Is Contacted in the back-office:',
  /** The mail's field labels (spec.md's Full Name, then Mobile and Email), so a Thai enquiry's mail is Thai throughout. */
  mailFullName: specTexts.fullName,
  mailMobile: 'Mobile',
  mailEmail: 'Email',
} as const;

/**
 * A sample request's mails (issue 18 §4): the shop's copy (the enquiry mail's labels, plus the address
 * and the colours asked for) and the visitor's receipt, each in the visitor's language.
 */
export const sampleMailTexts = {
  subject: (name: string, count: number) => `Sample request from ${name}: ${count} ${count === 1 ? 'colour' : 'colours'}`,
  intro: 'A visitor asked for fabric samples from the website.',
  address: 'Send to',
  samples: 'Samples requested',
  note: 'Note',
  answer: 'Send them, then mark Samples sent in the back-office:',
  receiptSubject: 'We have your sample request',
  receiptGreeting: (name: string) => `Dear ${name},`,
  receiptIntro: 'Thank you for your sample request. We will post these samples to you:',
  receiptAddress: 'To this address',
  receiptOutro: 'Reply to this mail if anything is wrong. We will contact you soon.',
} as const;

/** The Members call's answer to a duplicate email or mobile (issue 8). */
export const memberServerTexts = {
  taken: (field: 'email' | 'mobile', value: string) => `A member with the ${field} "${value}" already exists`,
  twoPeople: (email: string, emailOwner: string, mobile: string, mobileOwner: string) =>
    `The email "${email}" belongs to the website member ${emailOwner} and the mobile "${mobile}" to ${mobileOwner}: one customer cannot be two members; use the email and mobile of one of them`,
} as const;

/** The blog server's 400 for a body with nothing safe left (issue 8). */
export const blogServerTexts = {
  bodyEmpty: 'body.body has no content left once unsafe HTML is removed',
} as const;

/** The Contact List call's answer to a duplicate mobile (issue 8). */
export const contactListServerTexts = {
  taken: (mobile: string) => `The mobile "${mobile}" is already in the contact list`,
} as const;

/** Spreadsheet imports (issue 9 §3–4): the server's answers and the reasons of refused cells, keyed by the reader's codes. */
export const skuImportServerTexts = {
  // server answers
  imported: 'Imported',
  importedWaiting: (n: number) => `Imported; ${n.toLocaleString('en')} ${n === 1 ? 'row waits for its photo' : 'rows wait for their photos'}`,
  checked: 'Checked: nothing was written',
  refused: (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'problem' : 'problems'} found in the file; nothing was imported`,
  fileRequired: (field: string) => `body.${field} is required: attach the spreadsheet`,
  notXlsx: 'The file is not an .xlsx workbook or a .csv file',
  notSpreadsheet: 'The file is not an .xlsx or .xls workbook or a .csv file',
  csvQuotes: (row: number) => `Row ${row.toLocaleString('en')} of the CSV file opens a quoted cell that is never closed; check its quotes (")`,
  notWorkbook: 'The file could not be read as a workbook',
  encrypted: 'The workbook is password-protected; save it without a password and try again',
  tooManyRows: (max: number) => `The sheet has more than ${max.toLocaleString('en')} rows; split it into smaller files`,
  tooManyColumns: (max: number) => `The sheet has more than ${max} columns`,
  unpackedTooLarge: (mb: number) => `The workbook unpacks to more than ${mb} MB; split it into smaller files`,
  busy: 'Another import is running; try again when it has finished',
  readFailed: 'The spreadsheet could not be read',
  // the reasons of refused cells
  required: 'Required',
  missingColumn: 'The column is missing from the header row',
  duplicateHeader: 'The column appears twice in the header row',
  noRows: 'The sheet has no rows below the header',
  errorCell: (shown: string) => `The cell holds the spreadsheet error ${shown}`,
  codeNotText: 'A code must be text',
  codeDate: (cell: string) => `${cell} holds a date: the spreadsheet turned this code into a date. Format the column as Text and type the code again`,
  eNotation: (cell: string) =>
    `${cell} holds a number in E notation: the spreadsheet turned this code into a number and lost its digits. Format the column as Text and type the code again`,
  wholeNumber: 'Must be a whole number, 0 or more',
  money: 'Must be a number, 0 or more',
  flag: 'Must be TRUE or FALSE (also true/false, 1/0, yes/no)',
  tooLong: (max: number) => `Longer than ${max} characters`,
  duplicateCode: (row: number) => `The same code is already on row ${row}`,
  duplicateName: (row: number) => `The same name is already on row ${row}`,
  nameTaken: (categoryId: string) => `Category ${categoryId} already has this name`,
  unknownCategory: 'No category has this categoryId',
  unknownParent: 'No parent SKU has this code',
  tierPricesTogether: 'A SKU priced for the first time needs silverPrice, goldPrice and platinumPrice together',
  badPath: 'Not an /uploads/… path or the file name of an uploaded photo',
  missingUpload: 'No such image in /uploads',
  unknownPhoto: 'No photo was uploaded under this file name',
  photoNoCode: 'The file name gives no code',

} as const;

/**
 * A save based on a version someone has since replaced (issue 20 §1.4, 409): who and when (UTC), so
 * the admin can reload. The edit dialog knows the answer by how it starts (`start`, in the page's
 * language, which the server answers in).
 */
export const staleSaveTexts = {
  start: 'This record was changed',
  anotherAdmin: 'another admin',
  text: (by: string | null, at: string | null) =>
    `${staleSaveTexts.start} by ${by ?? staleSaveTexts.anotherAdmin}${at ? ` at ${at.slice(0, 16).replace('T', ' ')} UTC` : ''} after you opened it; your save was not applied. Reload to see their version`,
};

/** A revert of an activity entry (issue 20 §2): its answers. */
export const revertTexts = {
  reverted: 'Reverted: the record has its earlier values again',
  notEdit: 'This change cannot be reverted here: only an edit of a single record (its picture too), a create, a status switch, an approval, a price change or a first price, a setting, a reorder, a delete, a whole import, a photo upload or a record of a change of several at once (not a save that changed nothing, a save logged without its fields, or a first price logged before first prices kept their row)',
  conflict: 'The record was changed after this entry (or no longer exists); nothing was reverted. Revert the later change first',
  /** A create undone: the record it added is deleted (through its delete call). */
  removed: 'Reverted: the record this entry added is deleted',
  /** A delete undone: the record is back with its links and pictures. */
  restored: 'Restored: the record is back, with its links and pictures',
  /** A whole import (or another batch) put back. */
  rolledBack: (rows: number) => `Reverted: ${rows} ${rows === 1 ? 'record is' : 'records are'} as ${rows === 1 ? 'it was' : 'they were'} before this change`,
  /** A later change stands in the way: which records, who and when. */
  changedLater: (which: string, by: string | null, at: string | null) =>
    `Changed after this entry by ${by ?? 'another admin'}${at ? ` at ${at.slice(0, 16).replace('T', ' ')} UTC` : ''}: ${which}. Nothing was reverted; revert the later change first`,
  /** A unique name or code was taken meanwhile. */
  taken: 'Another record has taken this name or code since; nothing was reverted. Rename that record first',
  /** A record it links to is gone. */
  linkGone: 'A record this one links to has been deleted since; nothing was reverted',
};

/** The 409's text (staleSaveTexts.text), as the routes write it. */
export const staleSaveText = (by: string | null, at: string | null) => staleSaveTexts.text(by, at);
