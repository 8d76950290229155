/** The texts of the category, product list and sub-product pages. */
export const productTexts = {
  categoriesTitle: 'Fabric categories',
  categoryPageTitle: (name: string) => `${name} fabrics`,
  categoryNotFound: 'We have no fabrics in this category yet.',
  unknownCategory: 'We have no such fabric category.',
  productCode: 'Code',
  colourCount: (n: number) => (n === 1 ? '1 colour' : `${n} colours`),
  coloursOf: (name: string) => `Colours of ${name}`,
  composition: 'Composition',
  weaving: 'Weaving',
  width: 'Width',
  productType: 'Product type',
  productDetails: 'Product details',
  productNotFound: 'This fabric is not in our catalogue.',
  openPhoto: (name: string) => `Open the photo of ${name}`,
  buy: 'Where to buy',
  buyIntro: 'Order this fabric from our shops or ask us in chat:',
  chatWithUs: 'Chat with us (LINE)',
  lazadaShop: 'Lazada shop',
  shopeeShop: 'Shopee shop',
  close: 'Close',

} as const;
