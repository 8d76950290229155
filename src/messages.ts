/**
 * Every user-visible text that spec.md names, verbatim (typos included: they are the product's
 * published wording). Components and tests import these constants; nothing spells them inline.
 */
export const messages = {
  // navigation and frame
  aboutUs: 'ABOUT US',
  category: 'CATEGORY',
  product: 'PRODUCT',
  products: 'PRODUCTS',
  blog: 'BLOG',
  fabrics: 'FABRICS',
  contactUs: 'Contact Us',
  back: 'Back',
  next: 'Next',
  loading: 'Loading...',
  pageNotFound: 'Page Not Found 404',
  loadingChunkFailed: 'Loading chunk failed',
  noPhoto: 'No Photo',
  noData: 'No Data',
  noValue: 'No Value',
  noValues: 'No Values',

  // accounts
  login: 'Login',
  emailOrMobileNumber: 'Email Or Mobile Number',
  memberRegister: 'Member Register',
  fogotPassword: 'Fogot Password',
  fullName: 'Full Name',
  verifyCode: 'Verify Code',
  reTypePassword: 'Re-Type Password',
  registerNow: 'Register Now',
  resetNow: 'Reset Now',
  alreadyHasAccount: 'I already has an account. Go to login page',
  adminForgotPasswordPlaceholder: 'AdminForgoPassword',
  typeEmailOrPassword: 'Please Type Your Email Or Password!!!',
  emailOrMobileNull: 'Email Or Mobile Cannot Be Null.',
  takeVerifyCode: 'Please take the verify code from your email',
  insertVerifyCode: 'Please Insert Your Verify Code!!!',
  verifyWrong: 'Email Or Verify Code Wrong,Cannot Verify Your Email',
  passwordNotSame: 'The Password Not Same.',
  resetPasswordFail: 'Reset Password Fail!!!',
  wrongPassword: 'Wrong Password !!!',
  loginError: 'Login Error !!!',
  alreadyLoggedIn: 'Already Loged In.',
  memberLoggedOut: 'Member Arleady Loged Out...',

  // admin: category, product type, product, sub product, design
  newCategory: 'New Category',
  discription: 'Discription',
  confirmDeleteRow: 'Are Your Sure To Delete This Row ???',
  deleteError: 'Delete Error',
  addCategoryError: 'Add Category Error !!!',
  addProductTypeError: 'Add Product Type Error !!!',
  deleteProductTypeError: 'Delete Product Type Error !!!',
  deleteSubProductError: 'Delete SubProduct Error!!!',
  addProductDesignError: 'Add Product Design Error !!!',

  // admin: contact us, contact form, contact list
  addNewContactUsData: 'Add New Contact Us Data',
  confirmDeleteData: 'Do you want to delete this data',
  isContacted: 'Is Contacted',
  addContactList: 'Add Contact List',
  notMatch: 'Not Match',
  save: 'SAVE',
  clear: 'CLEAR',

  // admin: blog
  addNewBlog: 'Add New Blog',
  pleaseSelectBlog: 'Please Select Blog',
  deleteBlogError: 'Delete Blog Error ',
  cannotDeleteTagOrType: 'Cannot Delete It,Please Check Your Blog',

  // admin: members
  newMember: 'New Member',
  bussiness: 'Bussiness',
  isVerified: 'IsVerified',
  addMemberExists: 'Add Member Error !!! Member Already Exited...',
  addMemberInternal: 'Add Member Error !!!Internal Error...',

  // admin: slider, prices
  addNewSlider: 'Add New Slider',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
  fixedProductCode: 'TIGER',

  // admin: SKU data
  parentSku: 'Parent SKU',
  marketPrice: 'Market Price',
  createdAt: 'Created At',
  send: 'Send',
  uploading: 'Uploading...',
  noProductSkuData: 'No Product SKU Data',
  noParentSkuData: 'No Parent SKU Data',
  noCategoryData: 'No Category Data',
  noSkuMerchantData: 'No SKU Merchant Data',
  loadProductCategory: 'Load Product Category',
  uploadSkuExcel: 'Upload SKU Excel',
  uploadToServer: 'Upload to server',
  uploadSuccess: 'Upload Success!',
  uploadFailed: 'Upload Failed!',
  categoryUploadOk: 'Category data uploaded successfully',
  categoryUploadFailed: 'Failed to upload category data',
  categoryUploadError: 'Error uploading category data',
  categoryStatusOk: 'Category status updated successfully',
  categoryStatusFailed: 'Failed to update category status',
  categoryStatusError: 'Error updating category status',
} as const;

export type MessageKey = keyof typeof messages;

/** The admin home's links, in spec.md's order and with its names. */
export const adminLinks: ReadonlyArray<readonly [label: string, path: string]> = [
  ['Category', '/admin_category'],
  ['Product', '/admin_product'],
  ['Product Composition', '/admin_product_composition'],
  ['Product Type', '/admin_product_type'],
  ['Product Design', '/admin_product_design'],
  ['Sub Product', '/admin_sub_product'],
  ['Sub Product Price', '/admin_sub_product_price'],
  ['Members', '/admin_member'],
  ['Contact List', '/admin_contact_list'],
  ['Contact Us', '/admin_contact_us'],
  ['Contact Form', '/admin_contact_form'],
  ['Blog', '/admin_blog'],
  ['Blog Tag', '/admin_blog_tag'],
  ['Blog Type', '/admin_blog_type'],
  ['Slider', '/admin_slider'],
  ['SKU Merchant Preview', '/admin_sku_merchant_preview'],
  ['Product Parents SKU', '/admin_product_parents_sku'],
  ['Category SKU', '/admin_product_category_sku'],
  ['Admin SKU', '/admin_product_sku'],
  ['SKU Merchant All', '/admin_product_sku_merchant_all'],
];

/** Texts our server answers with; not named by spec.md, kept here so the browser and tests share them. */
export const serverMessages = {
  ok: 'OK',
  created: 'Created',
  deleted: 'Deleted',
  notFound: 'Not found',
  unknownApi: 'Unknown API call',
  internal: 'Internal Server Error',
  unauthorized: 'Sign in required',
  forbidden: 'Not allowed',
  xsrf: 'Missing or mismatched XSRF token',
  wrongCredentials: 'Wrong email or password',
  tooLarge: 'File too large',
  notAnImage: 'The file is not a PNG, JPEG, WebP, GIF or AVIF image',
  tooManyRequests: 'Too many requests, please wait a minute and try again',
  adminPending: 'This admin account awaits approval by an active admin',
  adminInactive: 'This admin account has been deactivated',
} as const;
