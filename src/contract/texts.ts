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

/** The server-rendered head of the pages only a member or an admin sees (never indexed): a plain title until the app sets its own. */
export const privatePageTexts = {
  memberTitle: 'Member Profile | Selvedge',
  memberDescription: 'Your Selvedge member profile',
  adminTitle: 'Back-office | Selvedge',
  adminDescription: "The Selvedge shop's back-office",
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


/** A schema's complaint about one value: ajv's keyword and params (typebox's mapped to them) and its English sentence. */
export interface SchemaIssue {
  keyword: string;
  params: Record<string, unknown>;
  /** The English after the path, as the validator words it ("must NOT have fewer than 1 characters"). */
  message: string;
}

/**
 * The 400s of the input checks, each naming the value by its path (`body.name`, `querystring.q`):
 * the path is a code and stays in every language (issue 19).
 */
export const inputTexts = {
  required: (path: string) => `${path} is required`,
  notAccepted: (path: string) => `${path} is not an accepted field`,
  invalid: (path: string) => `${path} is invalid`,
  /** Any other complaint of the request's schema (ajv) or a multipart form's (typebox). */
  schema: (path: string, issue: SchemaIssue) => `${path} ${issue.message}`,
  noNul: (path: string) => `${path} must not contain a NUL character`,
  notMultipart: 'body must be multipart/form-data',
  oneFile: (path: string) => `${path} takes one file`,
  mostFiles: (fields: string[]) => `body takes at most ${fields.length} file(s): ${fields.join(', ')}`,
  tooManyFields: 'body has too many fields',
  notEmpty: (path: string) => `${path} must not be empty`,
  oneOf: (path: string, values: readonly string[]) => `${path} must be one of ${values.join(', ')}`,
  /** One of several, e.g. "body.mobile is required (or body.email or body.q)". */
  requiredOneOf: (path: string, others: string[]) => `${path} is required (or ${others.join(' or ')})`,
  noRecord: (path: string, what: string, id: string) => `${path}: no ${what} ${id}`,
  fiveDigits: (path: string) => `${path} must be 5 digits`,
  noComma: (path: string) => `${path} must not contain a comma`,
  twoDecimals: (path: string) => `${path} must have at most two decimals`,
  webAddress: (path: string) => `${path} must be an http:// or https:// address`,
  notADate: (path: string) => `${path} is not a real date and time`,
  /** A list's date range (issue 17 §1): `querystring.dateFrom is not a real date: 2026-02-30`. */
  notADay: (path: string, day: string) => `${path} is not a real date: ${day}`,
  /** `querystring.dateTo (2026-11-01) is before dateFrom (2026-11-05)`. */
  endsBefore: (path: string, to: string, from: string) => `${path} (${to}) is before dateFrom (${from})`,
  /** A multipart form naming a field as a JavaScript object's own property (@fastify/multipart refuses it). */
  reservedField: 'body must not use a built-in name such as __proto__ or constructor as a field name',
  searchDigits: (path: string) => `${path} must be digits (spaces, dashes and brackets allowed), optionally starting with +`,
  /** The storefront's filtered lists (GET /api/browse, issue 18 §2). */
  chooseCount: (path: string, max: number) => `${path} must choose 1 to ${max} values`,
  oneList: 'querystring must name one list: category, type or q',
  /** A search synonym group (GET/POST /api/search_synonym…). */
  twoWords: 'body.words must list at least two words, separated by commas',
  /** A sample request naming a colour that does not exist or is not on sale (issue 18 §4). */
  notOnSale: (path: string, codes: readonly string[]) => `${path}: not a colour on sale: ${codes.join(', ')}`,
  /** Marking samples sent on an enquiry that asked for none. */
  notSampleRequest: (path: string) => `${path} is not a sample request`,
} as const;
