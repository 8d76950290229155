import type { ComponentType } from 'react';
import type { ResourceCalls } from '../../dataProvider/types';
import { adminLinks } from '../../messages';

/** One back-office screen, declared once: the router, the /admin home, the menu and the dataProvider derive from it. */
export interface AdminResource {
  /** react-admin's resource name = the screen's spec.md path without the slash (`admin_category`). */
  name: string;
  /** The spec's link text for the screen (from `adminLinks`). */
  label: string;
  icon: ComponentType;
  list: ComponentType;
  /** How the resource reaches the server; absent for screens that read through their own calls. */
  calls?: ResourceCalls;
}

/** Declares a resource by its name; its label is the one spec.md gives the path on /admin. */
export function defineResource(def: Omit<AdminResource, 'label'>): AdminResource {
  const link = adminLinks.find(([, path]) => path === `/${def.name}`);
  if (!link) throw new Error(`${def.name} is not an admin screen of spec.md`);
  // Read when shown, not copied: a language switch swaps the link's text in place (issue 19).
  return {
    ...def,
    get label() {
      return link[0];
    },
  };
}

/** A choice list's page: every row, however many (a list call answers them all; see src/dataProvider/crud.ts). */
export const EVERY_ROW = { page: 1, perPage: Number.MAX_SAFE_INTEGER };
