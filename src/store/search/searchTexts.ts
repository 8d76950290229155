/** The results page's texts (its own chunk). */
export const searchTexts = {
  title: (q: string) => (q ? `Search: ${q}` : 'Search'),
  prompt: 'Type a fabric name, a code such as BA-100, or a trade word in Thai or English.',
  found: (n: number) => `${n} result${n === 1 ? '' : 's'}`,
  nothing: (q: string) => `Nothing found for "${q}". Try another word, or fewer letters of a code.`,
  failed: 'Search is not available right now, please try again.',
  fabrics: 'Fabrics',
  colours: 'Colours',
  pages: 'Result pages',
};
