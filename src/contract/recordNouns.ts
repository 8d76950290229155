/**
 * The records the server's answers name (conflictTexts' `what`, what still uses a record, a bulk's
 * missing row): singular and plural, as the routes write them. Their Thai is in ./th/recordNouns.ts, so a
 * Thai admin's answer names the record in Thai too (server/plugins/answerLanguage.ts).
 */
export const recordNouns = {
  category: ['category', 'categories'],
  productType: ['product type', 'product types'],
  productDesign: ['product design', 'product designs'],
  design: ['design', 'designs'],
  composition: ['composition', 'compositions'],
  product: ['product', 'products'],
  subProduct: ['sub product', 'sub products'],
  parentSku: ['parent SKU', 'parent SKUs'],
  sku: ['SKU', 'SKUs'],
  blogType: ['blog type', 'blog types'],
  blogTag: ['blog tag', 'blog tags'],
  blogPost: ['blog post', 'blog posts'],
  blog: ['blog', 'blogs'],
  slide: ['slide', 'slides'],
} as const satisfies Record<string, readonly [one: string, many: string]>;
