/** The Product design screen's own texts (spec.md names only the failure texts, which live in messages.ts). */
export const designTexts = {
  add: 'Add Product Design',
  caption: 'Product designs',
  search: 'Search by name',
  iconName: 'Icon Name',
  iconHelp: 'Shown beside the design in the table',
} as const;
