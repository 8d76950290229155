/** The navbar box's texts, here rather than in searchTexts.ts: the first page's JS holds only these (issue 18 §1). */
export const navSearchTexts = {
  label: 'Search fabrics',
  // No Thai here: a Thai glyph on every page would make each one download the Thai font (storefront-thai-font e2e).
  placeholder: 'Fabric name or code…',
  open: 'Open search',
};
