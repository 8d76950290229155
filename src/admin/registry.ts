import { adminLinks } from '../messages';
import admins from './admins';
import blog from './blog';
import blogTag from './blogTag';
import blogType from './blogType';
import category from './category';
import type { AdminResource } from './common/resource';
import contactForm from './contactForm';
import contactList from './contactList';
import contactUs from './contactUs';
import member from './member';
import product from './product';
import productComposition from './productComposition';
import productCategorySku from './productCategorySku';
import productDesign from './productDesign';
import productParentsSku from './productParentsSku';
import productSku from './productSku';
import productSkuMerchantAll from './productSkuMerchantAll';
import productType from './productType';
import slider from './slider';
import subProduct from './subProduct';
import skuMerchantPreview from './skuMerchantPreview';
import subProductPrice from './subProductPrice';

const declared: AdminResource[] = [
  category,
  product,
  productComposition,
  productType,
  productDesign,
  subProduct,
  subProductPrice,
  member,
  contactList,
  contactUs,
  contactForm,
  blog,
  blogTag,
  blogType,
  slider,
  skuMerchantPreview,
  productParentsSku,
  productCategorySku,
  productSku,
  productSkuMerchantAll,
  admins,
];

/** Every back-office resource, in the order of spec.md's /admin links. */
export const registry: AdminResource[] = adminLinks.map(([, path]) => {
  const hit = declared.find((r) => `/${r.name}` === path);
  if (!hit) throw new Error(`No admin resource declared for ${path}`);
  return hit;
});
