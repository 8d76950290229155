import { adminLinks } from '../messages';
import type { AdminResource } from './common/resource';

/** Every folder's resource (its index.ts's default export): adding a screen is adding its folder. */
const declared = Object.values(import.meta.glob<AdminResource>('./*/index.ts', { eager: true, import: 'default' }));

/** Every back-office resource, in the order of spec.md's /admin links. */
export const registry: AdminResource[] = adminLinks.map(([, path]) => {
  const hit = declared.find((r) => `/${r.name}` === path);
  if (!hit) throw new Error(`No admin resource declared for ${path}`);
  return hit;
});
