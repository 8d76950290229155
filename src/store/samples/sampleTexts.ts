/**
 * The sample basket (issue 18 §4): the buttons under each colour (ColourActions, in the colour price's
 * chunk) and the /samples page. Thai in src/i18n/th/catalogue.ts.
 */
export const sampleTexts = {
  askOnLine: 'Ask on LINE',
  askOnLineAbout: (sku: string) => `Ask about ${sku} on LINE`,
  requestSample: 'Request a sample',
  requestSampleOf: (sku: string) => `Request a sample of ${sku}`,
  inBasket: 'Sample added',
  inBasketOf: (sku: string) => `${sku} is in your sample basket: view the basket`,
  full: (max: number) => `Your sample basket is full (${max} colours). Send it or remove a colour first.`,
  viewBasket: 'View the sample basket',
  title: 'Sample basket',
  intro: (max: number) => `Choose up to ${max} colours and we will post you a swatch of each, free of charge.`,
  count: (n: number, max: number) => `${n} of ${max} colours`,
  empty: 'Your sample basket is empty. Choose “Request a sample” under any colour to add it.',
  browse: 'Browse the fabrics',
  remove: 'Remove',
  removeOf: (sku: string) => `Remove ${sku} from the basket`,
  formHeading: 'Where should we send them?',
  address: 'Postal address',
  note: 'Note (optional)',
  send: 'Send the sample request',
  sent: 'Thank you. We have your sample request and mailed you a receipt; we will post the samples soon.',
  another: 'Back to the fabrics',
} as const;
