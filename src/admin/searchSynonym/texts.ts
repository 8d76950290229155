/** Moves to src/admin/texts.ts (the Thai pack's one place, issue 19) once that file's pending changes are committed. */
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
