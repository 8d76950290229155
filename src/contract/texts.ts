/**
 * Texts the server writes: its answers, mails, page heads and seed rows. They live in the contract
 * because `server/` may import nothing else from `src/`; `src/messages.ts` re-exports them or spreads
 * them into its screen catalogues, so each text is defined once and the browser and tests keep
 * reading every text from messages.ts.
 */

/** spec.md texts the server writes too (the not-found page head, the enquiry mail, the seeded price code). */
export const specTexts = {
  fullName: 'Full Name',
  pageNotFound: 'Page Not Found 404',
  fixedProductCode: 'TIGER',
} as const;

/** Texts our server answers with; not named by spec.md, shared with the browser and tests through messages.ts. */
export const serverMessages = {
  ok: 'OK',
  created: 'Created',
  deleted: 'Deleted',
  notFound: 'Not found',
  unknownApi: 'Unknown API call',
  internal: 'Internal Server Error',
  unavailable: 'The service is unavailable for a moment, please try again shortly',
  unauthorized: 'Sign in required',
  forbidden: 'Not allowed',
  xsrf: 'Missing or mismatched XSRF token',
  wrongCredentials: 'Wrong email or password',
  tooLarge: 'File too large',
  badUrl: 'The address is malformed',
  jsonTooDeep: (max: number) => `body is nested deeper than ${max} levels`,
  badMultipart: 'The body is not valid multipart/form-data',
  notAnImage: 'The file is not a PNG, JPEG, WebP, GIF or AVIF image',
  tooManyRequests: 'Too many requests, please wait a minute and try again',
  adminPending: 'This admin account awaits approval by an active admin',
  adminInactive: 'This admin account has been deactivated',

  // accounts (issue 3)
  emailRegistered: 'This email is already registered',
  mobileRegistered: 'This mobile number is already registered',
  invalidEmail: 'body.email must be an email address',
  invalidMobile: 'body.mobile must be a phone number: 6 to 15 digits, optionally starting with +',
  codeSent: 'A verify code has been sent to your email',
  emailVerified: 'Email verified',
  codeInvalid: 'The verify code is wrong, used or expired',
  passwordSet: 'Your password has been set, you can log in now',
  adminRegistered: 'Registered. An active admin must approve your account before you can log in',
  forgotSent: 'If this account exists, a verify code has been sent to its email',
  loggedIn: 'Logged in',
  avatarSaved: 'Profile picture saved',
  statusUpdated: 'Status updated',
  cannotDeactivateSelf: 'You cannot deactivate your own admin account',
  mailCodeSubject: 'Your Selvedge verify code',
  mailAdminExistsSubject: 'Your Selvedge admin account',
  mailAdminExists:
    'Someone asked to register a Selvedge admin account with this email address, which already has one. If it was you, sign in, or reset your password from the admin login page. If it was not you, you can ignore this email: nothing was changed.',
  mailCodeRegister: 'Use this code to finish creating your Selvedge account.',
  mailCodeReset: 'Use this code to reset your Selvedge password.',
  mailCodeLabel: 'Verify code:',
  mailCodeFooter: 'The code works once and expires in 10 minutes. If you did not ask for it, you can ignore this email.',
} as const;

/** The 429 of the per-account limits, telling the real wait. */
export const limitTexts = {
  tryAgainIn: (seconds: number) =>
    `Too many tries, please wait ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`} and try again`,
} as const;

/** The one-catalogue rules the Sub Product and Category dialogs can break (400). */
export const catalogueTexts = {
  oneParent: 'A colour belongs to one product: choose one parent product',
  categoryIdRule: 'body.categoryId: use capital letters A-Z, digits and dashes (e.g. COTTON-TWILL)',
  noProduct: (id: string) => `body.productId: no product ${id}`,
} as const;

/** Server answers for duplicates and deletes of records still in use (409), shared with tests. */
export const conflictTexts = {
  duplicate: (what: string, value: string) => `A ${what} named "${value}" already exists`,
  duplicateCode: (what: string, value: string) => `A ${what} with the code "${value}" already exists`,
  inUse: (what: string, usedBy: string) => `This ${what} is still used by ${usedBy}; remove it there first`,
  /** A unique index refused a write no call's own check named (issue 20 §1.3): never a 500. */
  exists: 'A record with these values already exists',
} as const;

/** The reorder calls of sliders, categories and blog posts (issue 17 §5): 400s naming the bad id. */
export const orderTexts = {
  twice: (id: string) => `body.ids names ${id} twice`,
  unknown: (what: string, id: string) => `body.ids: no ${what} ${id}`,
  missing: (what: string, ids: string[]) =>
    `body.ids leaves out ${ids.length} ${what}${ids.length === 1 ? '' : 's'} (${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''}): name every one; reload the list if one was added meanwhile`,
  /** The 400's text for what server/db/queries.ts writeOrder found wrong. */
  refusal: (problem: { twice: string } | { unknown: string } | { missing: string[] }, what: string) =>
    'twice' in problem ? orderTexts.twice(problem.twice) : 'unknown' in problem ? orderTexts.unknown(what, problem.unknown) : orderTexts.missing(what, problem.missing),
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
