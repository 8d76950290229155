import { formatPrice } from '../i18n/format';

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
  design: 'Design',
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

/** A colour's price under its photo (ColourPrice.tsx). */
export const priceTexts = {
  /** A colour's price per metre in baht (Intl: ฿1,234.50). */
  perMetre: (price: number) => `${formatPrice(price)} / m`,
  tierPrice: { silver: 'Silver price', gold: 'Gold price', platinum: 'Platinum price' },
  askForPrice: 'Ask for price',
  askForPriceOf: (sku: string) => `Ask for the price of ${sku}`,
} as const;
