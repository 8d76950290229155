/**
 * The back-office screens' own texts, beyond spec.md's (issues 8 and 9): kept apart from
 * src/messages.ts, whose spec texts the storefront loads on every page, so that they travel in the
 * admin chunk only (src/store/texts.ts does the same for the storefront's own texts). Spec texts
 * they repeat come from src/messages.ts.
 */
import { blogServerTexts, contactFormMailTexts, contactListServerTexts, memberServerTexts, skuImportServerTexts } from '../contract/backOfficeTexts';
import type { ContactUsTextField } from '../contract/contactUs';
import { messages } from '../messages';

/** Contact Form (enquiries) screen and the shop's enquiry mail, beyond spec.md's texts (issue 8). */
export const contactFormTexts = {
  ...contactFormMailTexts,
  caption: 'Enquiries',
  search: 'Search by name, email or mobile',
  contactedOf: (name: string) => `${messages.isContacted}: ${name}`,
  saveFailed: (name: string) => `Could not save ${messages.isContacted} for ${name}; it is back as it was. Please try again.`,
  received: 'Received',
  contacted: 'Contacted',
  markContacted: 'Mark contacted',
  markConfirm: (n: number) => `Mark ${n.toLocaleString('en')} ${n === 1 ? 'enquiry' : 'enquiries'} as contacted?`,
  marked: (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'enquiry' : 'enquiries'} marked as contacted`,
  receivedFrom: 'Received from',
  receivedTo: 'Received to',
  /** A sample request's colours and Samples sent (issue 18 §4). */
  samples: 'Samples',
  samplesOf: (name: string) => `Samples requested by ${name}`,
  sendTo: 'Send to',
  samplesSent: 'Samples sent',
  samplesSentOf: (name: string) => `Samples sent: ${name}`,
  samplesSaveFailed: (name: string) => `Could not save Samples sent for ${name}; it is back as it was. Please try again.`,
} as const;

/** The lists' filters beside the search box (issue 17 §1). */
export const listFilterTexts = {
  any: 'Any',
  yes: 'Yes',
  no: 'No',
  createdFrom: 'Created from',
  createdTo: 'Created to',
  /**
   * A day typed and picked in the Buddhist era (issue 19), the Thai back-office's date filters
   * (common/DayInput.tsx); in English the browser's own date input shows and none of these.
   */
  dayPattern: 'dd/mm/yyyy',
  notADay: 'Type a day as dd/mm/yyyy, such as 25/11/2026',
  openCalendar: (label: string) => `${label}: open the calendar`,
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  today: 'Today',
  clearDay: 'Clear',
} as const;

/**
 * The Thai address fields of the Members dialog and the Contact List (issue 17 §4): the units by their
 * English administrative names with the Thai kinds in brackets (an amphoe is a khet in Bangkok, a
 * tambon a khwaeng), and the postcode's hints and its refusal.
 */
export const addressTexts = {
  country: 'Country',
  province: 'Province',
  district: 'District (Amphoe, Khet)',
  subdistrict: 'Subdistrict (Tambon, Khwaeng)',
  searchHint: 'Type a Thai or English name',
  noPlace: 'No place matches',
  postCode: 'Postcode',
  postCodeHint: 'Filled from the subdistrict; type another if needed',
  postCodeChoose: (codes: readonly string[]) => `This subdistrict has ${codes.length} postcodes (${codes.join(', ')}): pick one, or type another`,
  postCodeInvalid: 'A postcode is 5 digits, such as 10500',
} as const;

/** Members (business customers) screen, beyond spec.md's texts (issue 8); its server answers come from the contract. */
export const memberTexts = {
  caption: 'Members',
  search: 'Search by name, email or mobile',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  mobile: 'Mobile',
  address: 'Address',
  country: addressTexts.country,
  province: addressTexts.province,
  city: addressTexts.district,
  district: addressTexts.subdistrict,
  postCode: addressTexts.postCode,
  edit: 'Edit',
  detail: 'Detail',
  matches: 'Members already saved',
  detailOf: (name: string) => `Member ${name}`,
  enquiries: 'Enquiries',
  contactLists: 'Contact list entries',
  none: 'None',
  tier: 'Price tier',
  tierHelp: 'A website member signed in with this email sees this tier\'s prices',
  tiers: { none: 'None', silver: 'Silver', gold: 'Gold', platinum: 'Platinum' },
  source: 'Source',
  sources: { business: 'Business customer', website: 'Website member', both: 'Website + business' },
  allSources: 'All sources',
  /** An enquiry's Is Contacted in the member's detail. */
  yes: 'yes',
  no: 'no',
  ...memberServerTexts,
} as const;

/** The blog screens' own texts (issue 8) beyond spec.md's, and the blog server's 400 (from the contract). */
export const blogTexts = {
  image: 'IMAGE',
  title: 'TITLE',
  subTitle: 'SUB TITLE',
  body: 'BODY',
  name: 'NAME',
  edit: 'EDIT',
  delete: 'DELETE',
  tagLabel: 'Tag',
  typeLabel: 'Type',
  titleLabel: 'Title',
  subTitleLabel: 'Sub Title',
  bodyLabel: 'Body',
  imageLabel: 'Image',
  nameLabel: 'Name',
  addBlogTag: 'Add Blog Tag',
  addBlogType: 'Add Blog Type',
  addBlogError: 'Add Blog Error !!!',
  addBlogTagError: 'Add Blog Tag Error !!!',
  addBlogTypeError: 'Add Blog Type Error !!!',
  editTitle: (name: string) => `Edit ${name}`,
  blogsCaption: 'Blogs',
  tagsCaption: 'Blog tags',
  typesCaption: 'Blog types',
  searchBlogs: 'Search by title',
  searchByName: 'Search by name',
  ...blogServerTexts,
  textStyle: 'Text style',
  loadingEditor: 'Loading the editor…',
  paragraph: 'Paragraph',
  heading: (level: number) => `Heading ${level}`,
} as const;

/** Contact List screen, beyond spec.md's texts (issue 8); its server answers come from the contract. */
export const contactListTexts = {
  caption: 'Contact list',
  mobile: 'Mobile',
  fullNameColumn: 'FullName',
  delete: 'Delete',
  email: 'Email',
  lineId: 'Line ID',
  source: 'Source',
  address: 'Address',
  addressSearch: 'Province, district or subdistrict',
  addressSearchHint: 'Type a Thai or English name, or a postcode, then pick a line',
  moreMatches: 'More places match: type more of the name to narrow the list',
  search: 'Search by name or mobile',
  district: addressTexts.subdistrict,
  city: addressTexts.district,
  province: addressTexts.province,
  postCode: addressTexts.postCode,
  detail: 'Detail',
  required: 'Required',
  matchesEntries: 'In the contact list',
  matchesCustomers: 'Members',
  matchesAccounts: 'Storefront accounts',
  saved: 'Contact saved',
  saveFailed: 'Could not save the contact',
  ...contactListServerTexts,
} as const;

/** Spreadsheet imports and colour photos (issue 9 §3–4): the import screens' texts and the server's reasons. */
export const skuImportTexts = {
  ...skuImportServerTexts,
  // screens
  template: 'Download template (.xlsx)',
  fileLabel: (kind: string) => `${kind} spreadsheet (.xlsx or .csv)`,
  skuFileLabel: 'SKU spreadsheet (.xlsx, .xls or .csv)',
  csvHint: 'A .csv file may be UTF-8 (with or without BOM), UTF-16, or Thai Windows-874/TIS-620 from older shop systems.',
  csvRead: { 'utf-8': 'Read as a CSV file in UTF-8.', 'utf-16': 'Read as a CSV file in UTF-16.', 'windows-874': 'Read as a CSV file in Thai Windows-874 (TIS-620).' },
  chooseFile: 'Choose file',
  noFile: 'No file chosen',
  checking: 'Checking the file…',
  processing: 'The server is reading the rows…',
  counts: (c: { created: number; updated: number; unchanged: number }) =>
    `${c.created.toLocaleString('en')} new, ${c.updated.toLocaleString('en')} changed, ${c.unchanged.toLocaleString('en')} unchanged`,
  confirmTitle: 'Import this file?',
  confirmNote: 'Rows not in the file stay as they are.',
  nothingToDo: 'Every row is already up to date.',
  confirm: 'Import',
  cancel: 'Cancel',
  close: 'Close',
  resultTitle: 'Imported',
  errorsTitle: (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'problem' : 'problems'} found; nothing was imported`,
  errorsShown: (shown: number, total: number) => `The first ${shown.toLocaleString('en')} of ${total.toLocaleString('en')} are listed.`,
  errorsCaption: 'Problems in the file',
  downloadErrors: 'Download errors (.xlsx)',
  row: 'Row',
  column: 'Column',
  value: 'Value',
  reason: 'Reason',
  historyTitle: 'Import history',
  historyCaption: 'Past imports, newest first',
  noHistory: 'No imports yet',
  when: 'When',
  file: 'File',
  by: 'By',
  outcome: 'Outcome',
  rows: 'Rows',
  created: 'New',
  updated: 'Changed',
  unchanged: 'Unchanged',
  problems: 'Problems',
  outcomes: { imported: 'Imported', refused: 'Refused', failed: 'Failed' },
  uploadPhotos: 'Upload photos',
  photosHint: 'Name each photo after its SKU or parent SKU code, e.g. CT-OXF-120-03.jpg',
  photosProgress: (done: number, total: number) => `${done.toLocaleString('en')} of ${total.toLocaleString('en')} photos`,
  photosDone: (matched: number, total: number) => `${matched.toLocaleString('en')} of ${total.toLocaleString('en')} photos attached`,
  photosUnmatched: 'These files matched no SKU or parent SKU (kept: a sheet’s path cell may name them):',
  photosFailed: 'These files could not be saved:',
  // import panel (src/admin/skuImport)
  importTitle: 'Import from a spreadsheet',
  importHint: 'First row: the column names, in any order. Send checks the file and shows what it will change before anything is written.',
  photoOrder:
    'Photos can come before or after the sheet: a row whose path names a photo not uploaded yet is imported without a picture and gets it as soon as you upload a photo of that file name.',
  numberCodes: (column: string, rows: number[], total: number) =>
    `Column ${column} holds numbers on ${total === 1 ? 'row' : 'rows'} ${rows.join(', ')}${total > rows.length ? ` and ${(total - rows.length).toLocaleString('en')} more` : ''}: a code such as 00001 may have become 1 when the sheet was saved. If so, format the column as Text in the spreadsheet, type the codes again and send it again; otherwise import it as it is.`,
  compositionRule: 'composition: names from Product Composition, separated by commas (case and spaces aside); a name it does not have yet is added to it.',
  newCompositions: (names: string[]) => `New in Product Composition: ${names.join(', ')}`,
  waiting: (total: number, codes: string[]) =>
    `${total.toLocaleString('en')} ${total === 1 ? 'row waits for its photo' : 'rows wait for their photos'} (upload them under the file names their path cells give): ${codes.slice(0, 20).join(', ')}${total > 20 ? ', …' : ''}`,
  photosTitle: 'Colour photos',
  kindNames: { category: 'Category', parents: 'Parent SKU', sku: 'SKU' },
  lastImport: (outcome: string, when: string, file: string) => `Last: ${outcome}, ${when}, ${file}`,
  sendingPercent: (percent: number) => `Uploading... ${percent}%`,
  errorsFile: (fileName: string) => `${fileName.replace(/\.[^.]*$/, '')}-errors.xlsx`,
  templateFile: (kind: string) => `${kind}-import-template.xlsx`,
  parentsUploadOk: 'Parent SKU data uploaded successfully',
  parentsUploadFailed: 'Failed to upload parent SKU data',
  parentsUploadError: 'Error uploading parent SKU data',
  skuUploadOk: 'SKU data uploaded successfully',
  skuUploadFailed: 'Failed to upload SKU data',
  skuUploadError: 'Error uploading SKU data',
  // merchant preview
  previewCaption: 'Spreadsheet preview',
  previewRows: (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'row' : 'rows'}`,
  reading: 'Reading the spreadsheet…',
  unreadable: 'The file could not be read as a spreadsheet',
  sortBy: (column: string) => `Sort by ${column}`,
  image: 'Image',
  uploadPercent: (percent: number) => `${percent}%`,
} as const;

/** The SKU merchant preview (/admin_sku_merchant_preview) beside the spec's own texts in `messages`. */
export const skuMerchantPreviewTexts = {
  chosen: (fileName: string) => `Chosen: ${fileName}`,
  truncated: (max: number) => `Only the first ${max.toLocaleString('en')} rows are shown: the import takes no more`,
  untitled: (n: number) => `Column ${n}`,
  noPicture: (value: string) => `No picture for ${value}`,
  checking: 'Checking the file before anything is written',
  writing: 'Importing the rows',
  moreErrors: (n: number) => `and ${n.toLocaleString('en')} more`,
} as const;

/** The Category dialog's public id field (issue 16 §5). */
export const categoryTexts = {
  categoryId: 'Category ID',
  suggested: 'Suggested from the name: capital letters A-Z, digits and dashes; it is in the category page address',
  thaiOnly: 'The name has no Latin letters to suggest an ID from: confirm this one or type your own (A-Z, 0-9, dashes)',
  kept: 'Stays the same, so links to the category keep working',
  alwaysShown: 'Show on the storefront even with no active fabric',
  alwaysShownHelp: 'Otherwise the home page and the CATEGORY menu offer it once an active fabric is in it',
} as const;

/** The Product dialog's own texts beyond spec.md's (issue 16: designs attached to products). */
export const productDialogTexts = {
  design: 'Design',
  designHelp: 'The patterns of this fabric (Product Design); the colour page shows them',
} as const;

/** A record's name in the singular and the plural ('SKU', 'SKUs'). */
export type BulkNoun = readonly [one: string, many: string];

/** The SKU screens' edit, delete and bulk texts (issue 16 §2): the back-office's alone, so not in messages.ts (which every storefront page loads). */
export const skuAdminTexts = {
  waitingShort: 'Waiting for photo',
  waitingPhoto: (fileName: string) => `Waiting for its photo ${fileName}: upload a photo of this file name`,
  edit: 'Edit',
  delete: 'Delete',
  editTitle: (code: string) => `Edit ${code}`,
  saveFailed: 'The changes were not saved',
  select: 'Select',
  selectRow: (code: string) => `Select ${code}`,
  selectPage: 'Select all on this page',
  selected: (n: number) => `${n.toLocaleString('en')} selected`,
  bulkActions: 'Selected rows',
  searchCategories: 'Search by category ID or name',
  activate: 'Activate',
  deactivate: 'Deactivate',
  deleteSelected: 'Delete',
  clearSelection: 'Clear selection',
  bulkDeleteConfirm: (n: number, noun: BulkNoun) => `Delete ${n.toLocaleString('en')} ${n === 1 ? noun[0] : noun[1]}?`,
  bulkDone: (n: number, noun: BulkNoun, done: 'activated' | 'deactivated' | 'deleted') => `${n.toLocaleString('en')} ${n === 1 ? noun[0] : noun[1]} ${done}`,
  bulkFailed: 'Nothing was changed',
  bulkPartly: (deleted: number, total: number, noun: BulkNoun, reason: string) =>
    `${deleted.toLocaleString('en')} of ${total.toLocaleString('en')} ${total === 1 ? noun[0] : noun[1]} deleted; the others were kept:\n${reason}`,
  nouns: {
    sku: ['SKU', 'SKUs'],
    parent: ['parent SKU', 'parent SKUs'],
    category: ['category', 'categories'],
    blogTag: ['blog tag', 'blog tags'],
    blogType: ['blog type', 'blog types'],
    productType: ['product type', 'product types'],
    composition: ['composition', 'compositions'],
    design: ['design', 'designs'],
    product: ['product', 'products'],
    subProduct: ['sub product', 'sub products'],
    contact: ['contact', 'contacts'],
    enquiry: ['enquiry', 'enquiries'],
    slide: ['slide', 'slides'],
    post: ['post', 'posts'],
  } satisfies Record<string, BulkNoun>,
  name: 'Name',
  construction: 'Construction',
  density: 'Density',
  silverPrice: 'Silver Price (THB)',
  goldPrice: 'Gold Price (THB)',
  platinumPrice: 'Platinum Price (THB)',
  image: 'Image',
  skuCategoryHint: "The parent SKU's category",
  productTypeHint: 'A product type’s name, e.g. FABRICS',
} as const;

/** Closing a dialog that holds typed data (issue 17 §5). */
export const discardTexts = {
  title: 'Discard changes?',
  detail: (dialog: string) => `What you typed in “${dialog}” has not been saved and will be lost.`,
  keep: 'Keep editing',
  discard: 'Discard',
} as const;

/** An edit dialog whose save was refused because someone saved the record meanwhile (issue 20 §1.4). */
export const staleTexts = {
  reload: 'Reload',
  reloadFailed: 'Could not reload the record',
  reloaded: 'Reloaded: the fields show the saved version, except those you changed, which keep what you typed. Save to apply your changes to it.',
} as const;

/** The blog editor's link dialog (issue 17 §5), in place of the browser's prompt(). */
export const linkTexts = {
  button: 'Link',
  addTitle: 'Add a link',
  editTitle: 'Edit link',
  url: 'Web address',
  urlHelp: 'https://…, or mailto:name@example.com, or tel:+66…',
  badUrl: 'Enter an address starting with https:// or http://, or mailto: or tel:',
  save: 'Save link',
  remove: 'Remove link',
  cancel: 'Cancel',
} as const;

/** Putting sliders, categories and blog posts in order (issue 17 §5). */
export const orderTexts = {
  column: 'Order',
  up: (name: string) => `Move ${name} up`,
  down: (name: string) => `Move ${name} down`,
  moved: (name: string, place: number, total: number) => `${name} moved to place ${place} of ${total}`,
  failed: 'The order was not saved',
} as const;

/** The admin home's figures above its links (issue 17 §2). */
export const dashboardTexts = {
  title: 'Waiting for the shop',
  loading: 'Loading the figures…',
  failed: 'The figures could not be loaded',
  retry: 'Try again',
  enquiries: 'Unanswered enquiries',
  enquiriesCount: (n: number) => (n === 1 ? '1 enquiry waits for an answer' : `${n.toLocaleString('en')} enquiries wait for an answer`),
  noEnquiry: 'No enquiry waits for an answer',
  latest: 'Newest unanswered',
  openEnquiry: (name: string, when: string) => `Open the enquiry of ${name}, received ${when}`,
  perWeek: 'Enquiries per week',
  perWeekCaption: (weeks: number) => `Enquiries received per week (Monday to Sunday, Thai time) over the last ${weeks} weeks`,
  weekOf: 'Week of',
  count: 'Enquiries',
  bar: (week: string, n: number) => `Week of ${week}: ${n === 1 ? '1 enquiry' : `${n.toLocaleString('en')} enquiries`}`,
  noWeeks: (weeks: number) => `No enquiry in the last ${weeks} weeks`,
  allEnquiries: 'All enquiries, newest first',
  members: 'New members this week',
  membersCount: (n: number) => (n === 1 ? '1 new member' : `${n.toLocaleString('en')} new members`),
  membersSince: (since: string) => `Added since ${since}`,
  photos: 'Waiting for a photo',
  skusWaiting: (n: number) => (n === 1 ? '1 SKU' : `${n.toLocaleString('en')} SKUs`),
  parentsWaiting: (n: number) => (n === 1 ? '1 parent SKU' : `${n.toLocaleString('en')} parent SKUs`),
  lastImport: 'Last import',
  noImport: 'No import yet',
  importOf: (kind: string, file: string) => `${kind} import: ${file}`,
  screens: 'Admin screens',
} as const;

/** Filters the admin home's links set from the URL (issue 17 §2), shown on the list so they can be lifted. */
export const linkedFilterTexts = {
  oneEnquiry: 'Showing one enquiry',
  showAllEnquiries: 'Show all enquiries',
  since: (when: string) => `Added since ${when}`,
  removeSince: 'Show all members',
  waitingPhoto: 'Waiting for a photo',
} as const;

export const productTypeTexts = { add: 'Add Product Type', caption: 'Product types' } as const;

export const compositionTexts = { add: 'Add Product Composition', caption: 'Product compositions', name: 'Composition Name', failed: 'Could not save the composition' } as const;

export const productTexts = { add: 'Add Product', caption: 'Products', search: 'Search by code, name or composition' } as const;

export const subProductTexts = { add: 'Add Sub Product', caption: 'Sub products', parent: 'Parent Product', failed: 'Could not save the sub product' } as const;

export const showPricesTexts = {
  label: 'Show market prices to visitors',
  on: 'Visitors and members without a tier see each colour\'s market price.',
  off: 'Visitors see "Ask for price" (leading to the enquiry form); no price is sent to their browser.',
  tiers: 'Members with a tier (set on Members) always see their tier\'s price where one is saved below.',
  saved: (on: boolean): string => (on ? 'Market prices are shown on the storefront' : 'Market prices are hidden on the storefront'),
  failed: 'Could not load the price setting',
} as const;

export const priceTexts = {
  codes: 'Product codes',
  loadingCodes: 'Loading product codes…',
  noCodes: 'No products yet.',
  subProductsOf: (code: string) => `Sub products of ${code}`,
  loading: 'Loading sub products…',
  none: 'This product has no sub products yet.',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'Saved',
  notPriced: 'Not priced yet',
  saveFailed: 'Could not save these prices',
  invalid: 'Enter 0 or more, with at most two decimals',
  loadFailed: 'Could not load the sub products',
  priceOf: (tier: string, code: string) => `${tier} price of ${code}`,
} as const;

/** The Product design screen's own texts (spec.md names only the failure texts, which live in messages.ts). */
export const designTexts = {
  add: 'Add Product Design',
  caption: 'Product designs',
  search: 'Search by name',
  iconName: 'Icon Name',
  iconHelp: 'Shown beside the design in the table',
  /** spec.md's column header, lower-case as it names it. */
  icons: 'icons',
} as const;

/** The Slider screen's own texts (spec.md names the button 'Add New Slider', kept in messages.ts). */
export const sliderTexts = {
  caption: 'Slides',
  search: 'Search by title',
  active: 'Active',
  title: 'Title',
  image: 'Image',
  addError: 'Could not save the slide',
  switchLabel: (title: string) => `Show "${title}" on the home page`,
  switchFailed: (title: string, reason: string) => `Could not switch "${title}": ${reason}`,
} as const;

/** The Contact Us screen's own texts (spec.md's button and confirm texts live in messages.ts). */
export const contactUsTexts = {
  caption: 'Contact records',
  logo: 'Logo',
  search: 'Search by company, address, email or phone',
  saveError: 'Could not save the contact data',
  delete: 'Delete',
  cancel: 'Cancel',
  edit: (company: string) => `Edit ${company}`,
  logoOf: (company: string) => `${company} logo`,
} as const;

/** The label of each flat field, in the dialog's and the card's order. */
export const contactUsLabels: Record<ContactUsTextField, string> = {
  company: 'Company',
  address: 'Address',
  location: 'Location (map link)',
  telephone: 'Telephone',
  email: 'Email',
  webSite: 'Website',
  facebookPageName: 'Facebook Page Name',
  facebookPageLink: 'Facebook Page Link',
  lineId: 'Line Official ID',
  lineLink: 'Line Official Link',
  lazadaShopName: 'Lazada Shop Name',
  lazadaShopLink: 'Lazada Shop Link',
  shopeeShopName: 'Shopee Shop Name',
  shopeeShopLink: 'Shopee Shop Link',
  tiktokShopName: 'TikTok Shop Name',
  tiktokShopLink: 'TikTok Shop Link',
};

/** The shared back-office kit (src/admin/common): row buttons, the record dialog, the sort control. */
export const kitTexts = {
  edit: (name: string) => `Edit ${name}`,
  delete: (name: string) => `Delete ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Saved',
  created: 'Created',
  sortBy: 'Sort by',
  ascending: 'Ascending',
  descending: 'Descending',
  toDescending: 'Ascending: sort descending',
  toAscending: 'Descending: sort ascending',
  close: 'Close',
  imagePreview: (label: string) => `${label} preview`,
  unreadableImage: 'This file cannot be read as a picture. Choose a PNG, JPEG, WebP, GIF or AVIF image.',
  /** The page buttons' landmark (MUI's own English, named here so Thai has one too). */
  pagination: 'pagination navigation',
} as const;

/** The screens' column headers, field labels and search boxes that several screens share (English as spec.md shows them). */
export const fieldTexts = {
  image: 'Image',
  name: 'Name',
  edit: 'Edit',
  delete: 'Delete',
  code: 'Code',
  article: 'Article',
  composition: 'Composition',
  construction: 'Construction',
  density: 'Density',
  weaving: 'Weaving',
  width: 'Width',
  product: 'Product',
  productType: 'Product Type',
  category: 'Category',
  id: 'Id',
  email: 'Email',
  mobile: 'Mobile',
  status: 'Status',
  created: 'Created',
  actions: 'Actions',
  categories: 'Categories',
  imageCaps: 'IMAGE',
  titleCaps: 'TITLE',
  searchByName: 'Search by name',
  searchSubProducts: 'Search by code, name or article',
  searchAdmins: 'Search by name, email or mobile',
} as const;

/** The back-office's frame: the menu's first entry (the admin home) and the window's title. */
export const adminShellTexts = {
  home: 'Admin',
  title: 'Selvedge admin',
  /** The admin login page (/admin_login): its heading and the link beside Admin Register. */
  login: 'Admin Login',
  forgotPassword: 'Forgot Password',
} as const;

/** An admin's status on /admin_admins, as the chip shows it. */
export const adminStatusTexts = {
  active: 'active',
  pending: 'pending',
  inactive: 'inactive',
} as const;

/** The user menu's language switch (issue 19): each language is named in itself, whichever is shown. */
export const languageTexts = {
  english: 'English',
  thai: 'ไทย',
} as const;

/** The Search Synonyms screen (issue 18 §1): groups of trade words the storefront search treats as one. */
export const searchSynonymTexts = {
  caption: 'Search synonym groups',
  add: 'Add Synonym Group',
  words: 'Words',
  wordsHint: 'Two or more words that find each other, separated by commas, e.g. linen, ลินิน',
  search: 'Search by word',
  edit: 'Edit',
  delete: 'Delete',
  editTitle: (words: string) => `Edit ${words}`,
  failed: 'Could not save the synonym group',
  noun: ['synonym group', 'synonym groups'],
} as const;

/** The Activity screen (issue 20 §2): every admin write, who made it and when, with the fields before and after. */
export const activityTexts = {
  caption: 'Admin activity',
  when: 'When',
  admin: 'Admin',
  resource: 'Area',
  record: 'Record',
  action: 'Action',
  changes: 'Changes',
  from: 'From',
  to: 'To',
  show: 'Show changes',
  hide: 'Hide changes',
  field: 'Field',
  before: 'Before',
  after: 'After',
  details: 'Details',
  empty: 'No activity yet',
  detailsTab: 'Details',
  historyTab: 'History',
  historyEmpty: 'No changes recorded yet',
  historyFailed: 'Could not load the history',
  /** A History entry that changed many records at once, this one among them. */
  fromImport: (rows: number) => `From an import of ${rows} ${rows === 1 ? 'row' : 'rows'}`,
  fromRollback: (rows: number) => `From the rollback of an import: ${rows} ${rows === 1 ? 'record' : 'records'} put back`,
  seeImports: 'See the imports in Activity',
  revert: 'Revert',
  revertLabel: (record: string) => (record ? `Revert this change of ${record}` : 'Revert this change'),
  revertConfirm: 'Put the record (or every record of this import) back as it was before this change?',
  revertDetail: 'The revert is checked like a new save and recorded in the log. It is refused, and nothing changes, if a record changed after this entry.',
  revertYes: 'Revert',
  revertNo: 'Cancel',
  revertFailed: 'Could not revert the edit',
  /** An entry's notes (its Details), by the key the server notes them under (server/plugins/activity.ts). */
  notes: {
    files: 'Files',
    of: 'Records in this change',
    rows: 'Rows',
    created: 'Rows added',
    updated: 'Rows updated',
    unchanged: 'Rows unchanged',
    dryRun: 'Check only',
    waitingTotal: 'Rows waiting for their photo',
    csv: 'CSV encoding',
    body: 'Settings',
    recovered: 'Logged later',
    revertOf: 'Reverts',
    /** The request a change of several records came in: its entries share it (a reorder is reverted as a whole). */
    request: 'Change no.',
    fileName: 'Photo file',
    code: 'Code in its name',
    url: 'Picture',
  },
  /** A `recovered` entry: settlePending logged it after the server stopped between the save and its entry. */
  recovered: 'The save was interrupted before it was logged; what changed was read from the record afterwards',
  /** A revert's entry: the log entry it reverted (its number). */
  revertOfEntry: (seq: string) => `An earlier change (log entry no. ${seq})`,
  yes: 'Yes',
  no: 'No',
  /** By the log's `action` (src/contract/activity.ts ACTIVITY_ACTIONS). */
  actions: {
    create: 'Created',
    edit: 'Edited',
    delete: 'Deleted',
    status: 'Status switched',
    price: 'Price set',
    import: 'Imported',
    approval: 'Admin approved or stopped',
    reorder: 'Reordered',
    bulk: 'Bulk change',
    photo: 'Photo uploaded',
    setting: 'Setting changed',
  },
  /** By the log's `resource`: the API area a write went to. */
  resources: {
    admin: 'Admins',
    member: 'Members',
    blog: 'Blog',
    blog_tag: 'Blog Tag',
    blog_type: 'Blog Type',
    category: 'Category',
    contact_form: 'Contact Form',
    contact_list: 'Contact List',
    contact_us: 'Contact Us',
    product: 'Product',
    product_composistion: 'Product Composition',
    product_design: 'Product Design',
    product_type: 'Product Type',
    search_synonym: 'Search Synonyms',
    slider: 'Slider',
    sub_product: 'Sub Product',
    sub_product_price: 'Sub Product Price',
    product_sku: 'SKU',
    shop_setting: 'Prices shown',
  },
} as const;

/**
 * The blog editor's toolbar (ra-input-rich-text asks react-admin for `ra.tiptap.*`, which
 * ra-language-english does not have): its own English defaults, by key, so Thai has them too.
 */
export const richTextTexts = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  code: 'Code',
  list_bulleted: 'Bulleted list',
  list_numbered: 'Numbered list',
  blockquote: 'Blockquote',
  clear_format: 'Clear format',
  link: 'Add a link',
  align_left: 'Align left',
  align_center: 'Center',
  align_right: 'Align right',
  align_justify: 'Justify',
  color: 'Color',
  highlight: 'Highlight',
  image: 'Image',
  image_dialog: 'Image URL',
  current_level: 'Current level',
  select_level: 'Select the level',
} as const;
