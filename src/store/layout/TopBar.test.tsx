import { describe, expect, it } from 'vitest';
import type { ContactUs } from '../../contract/contactUs';
import { shopLinks } from './TopBar';

const record = (over: Partial<ContactUs> = {}): ContactUs => ({
  _id: '1',
  company: 'Selvedge',
  address: '',
  location: '',
  telephone: '',
  email: '',
  webSite: '',
  url: '',
  facebook: { facebookPageName: 'Selvedge', facebookPageLink: 'https://facebook.com/selvedge' },
  lineOfficial: { lineId: '@selvedge', lineLink: 'https://line.me/R/ti/p/@selvedge' },
  lazada: { lazadaShopName: 'Selvedge', lazadaShopLink: 'https://www.lazada.co.th/shop/selvedge' },
  shopee: { shopeeShopName: 'Selvedge', shopeeShopLink: 'https://shopee.co.th/selvedge' },
  tiktok: { tiktokShopName: '@selvedge', tiktokShopLink: 'https://www.tiktok.com/@selvedge' },
  ...over,
});

describe('top bar shop links', () => {
  it('lists the two marketplaces, the social network, the messaging app and the short-video app', () => {
    expect(shopLinks(record()).map((l) => [l.name, l.href])).toEqual([
      ['Lazada', 'https://www.lazada.co.th/shop/selvedge'],
      ['Shopee', 'https://shopee.co.th/selvedge'],
      ['Facebook', 'https://facebook.com/selvedge'],
      ['LINE', 'https://line.me/R/ti/p/@selvedge'],
      ['TikTok', 'https://www.tiktok.com/@selvedge'],
    ]);
  });

  it('hides a link without an address, or with one that is not http(s)', () => {
    const links = shopLinks(
      record({ shopee: { shopeeShopName: '', shopeeShopLink: '' }, tiktok: { tiktokShopName: 'x', tiktokShopLink: 'javascript:alert(1)' } }),
    );
    expect(links.map((l) => l.name)).toEqual(['Lazada', 'Facebook', 'LINE']);
    expect(shopLinks(undefined)).toEqual([]);
  });
});
