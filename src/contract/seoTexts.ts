/**
 * The server-rendered heads' wording (title, description, Open Graph) of the public pages, in English;
 * src/i18n/th/seo.ts gives the Thai (issue 19). The server picks one by the page's `?lang=`.
 */
export const seoTexts = {
  homeTitle: (site: string) => `${site} — fabrics by the metre from Bangkok`,
  homeDescription: (categories: string[]) =>
    `Browse ${categories.length ? categories.map((c) => c.toLowerCase()).join(', ') : 'our'} fabrics with every colour, SKU code, width and composition, then order on Lazada, Shopee or LINE.`,
  categoriesTitle: 'Fabric categories',
  categoriesDescription: (names: string[]) => `Fabric categories: ${names.join(', ')}.`,
  searchEmptyTitle: 'Search fabrics',
  searchEmptyDescription: 'Search fabrics by name, code or trade word, in Thai or English.',
  searchTitle: (q: string, total: number) => `${q}: ${total} fabric${total === 1 ? '' : 's'} found`,
  searchDescription: (q: string, example: string | undefined) => `Fabrics matching "${q}"${example ? `, such as ${example}` : ''}: every colour with its photo, SKU code and name.`,
  productTypeDescription: (label: string, names: string[]) => `${names.length} ${label.toLowerCase()} qualities: ${names.join(', ')}.`,
  categoryTitle: (name: string) => `${name} fabrics`,
  categoryDescription: (discription: string, names: string[]) => `${discription ? discription + ' ' : ''}${names.length} qualities: ${names.join(', ')}.`,
  discontinuedTitle: (name: string, code: string) => `${name} (${code}) — discontinued`,
  discontinuedDescription: (name: string) => `${name} is no longer in our catalogue.`,
  width: (width: string) => `width ${width}`,
  colours: (n: number) => `${n} colours.`,
  blogTitle: 'Blog',
  blogDescription: (titles: string[]) => (titles.length ? `Fabric guides and news: ${titles.join('; ')}.` : 'Fabric guides and news.'),
  contactTitle: 'Contact Us',
  contactDescription: (c: { company: string; address: string; telephone: string; email: string } | undefined) =>
    c ? `${c.company}, ${c.address}. Tel ${c.telephone}, ${c.email}.` : 'How to reach us.',
  aboutTitle: 'About Us',
  aboutDescription: 'A fabric seller serving customers since 2019 from a warehouse in Bangkok: cotton, linen, denim, canvas, fashion and uniform fabrics.',
} as const;
