/** The Product design screen's own texts (spec.md names only the failure texts, which live in messages.ts). */
export const designTexts = {
  add: 'Add Product Design',
  caption: 'Product designs',
  search: 'Search by name',
} as const;
