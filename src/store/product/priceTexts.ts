import { formatPrice } from '../../i18n/format';

/** A colour's price under its photo (ColourPrice.tsx, a chunk of its own: not on the first page's path). */
export const priceTexts = {
  /** A colour's price per metre in baht (Intl: ฿1,234.50). */
  perMetre: (price: number) => `${formatPrice(price)} / m`,
  tierPrice: { silver: 'Silver price', gold: 'Gold price', platinum: 'Platinum price' },
  askForPrice: 'Ask for price',
  askForPriceOf: (sku: string) => `Ask for the price of ${sku}`,
} as const;
