import { messages } from '../../messages';
import type { NamedCategory } from '../category/useActiveCategories';
import type { NavItem } from './NavDropdown';

/** The CATEGORY dropdown's entries: each active category to its product list. */
export const categoryItems = (categories: NamedCategory[] | undefined): NavItem[] | undefined =>
  categories?.map((c) => ({ label: c.name, to: `/product/CATEGORY/${encodeURIComponent(c.categoryId)}` }));

/** The PRODUCT dropdown: publicly only the fixed product type FABRICS (spec.md §3). */
export const productItems = (): NavItem[] => [{ label: messages.fabrics, to: '/product/PRODUCTTYPE/FABRICS' }];
