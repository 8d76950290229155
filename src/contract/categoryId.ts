// Apart from category.ts: that module is on the storefront's first page (its calls), this only in the
// back-office's category form and the server.

/**
 * The public id a category name suggests ("Cotton Twill" → "COTTON-TWILL"), or '' when the name has no
 * Latin letter or digit to make one from (a Thai-only name: the admin is offered a numbered one to confirm).
 */
export const suggestCategoryId = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
