import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../modules/accounts/password.js';
import { findAdminByEmail, insertAdmin } from '../../modules/admin/queries.js';
import { insertCategory, listCategories } from '../../modules/category/queries.js';
import { fabricSwatch } from './images.js';

export const DEMO_ADMIN = { email: 'admin@selvedge.local', password: 'selvedge-demo-2026', fullName: 'Demo Admin', mobile: '0812345678' };

/** The six fabric categories; `categoryId` is the public id that catalogue rows refer to. */
export const DEMO_CATEGORIES = [
  { categoryId: 'COTTON', name: 'Cotton', discription: 'Soft, breathable cotton: poplin, oxford, twill and jersey.', base: '#e9e4d8', thread: '#b9ad95', twill: false },
  { categoryId: 'LINEN', name: 'Linen', discription: 'Natural linen and linen blends with a crisp, cool hand.', base: '#cdbf9f', thread: '#8f805f', twill: false },
  { categoryId: 'DENIM', name: 'Denim', discription: 'Indigo denim from light chambray to heavy selvedge.', base: '#2f4a72', thread: '#9fb4d4', twill: true },
  { categoryId: 'CANVAS', name: 'Canvas', discription: 'Durable canvas and duck for bags, aprons and upholstery.', base: '#9c7a4f', thread: '#d8c19a', twill: false },
  { categoryId: 'FASHION', name: 'Fashion', discription: 'Printed and dyed fabrics for dresses, shirts and skirts.', base: '#b2475e', thread: '#f0b6c2', twill: false },
  { categoryId: 'UNIFORM', name: 'Uniform', discription: 'Hard-wearing twills and poplins for school and work uniforms.', base: '#3f5a45', thread: '#a8c3a9', twill: true },
] as const;

/**
 * Seeds the demo admin and the six categories; safe to call on a database that has them already.
 * The demo admin gets `adminPassword` (the documented demo one unless the caller picks another).
 */
export async function seedFoundation(app: FastifyInstance, adminPassword: string = DEMO_ADMIN.password): Promise<void> {
  const now = new Date(app.config.now());
  if (!(await findAdminByEmail(app.db, DEMO_ADMIN.email))) {
    await insertAdmin(
      app.db,
      { email: DEMO_ADMIN.email, mobile: DEMO_ADMIN.mobile, fullName: DEMO_ADMIN.fullName, passwordHash: await hashPassword(adminPassword), status: 'active' },
      now,
    );
  }
  const existing = new Set((await listCategories(app.db)).map((c) => c.categoryId));
  for (const c of DEMO_CATEGORIES) {
    if (existing.has(c.categoryId)) continue;
    const url = await app.uploads.saveBuffer(await fabricSwatch(c.base, c.thread, { twill: c.twill }));
    await insertCategory(app.db, { categoryId: c.categoryId, name: c.name, discription: c.discription, url }, now);
  }
}
