import type { FastifyInstance } from 'fastify';
import type { ShopSettings } from '../../../src/contract/shopSetting.js';
import { readShopSettings } from './queries.js';

/** The shop's settings, from the public cache (saving them is an admin write, which clears it). */
export const shopSettings = (app: FastifyInstance): Promise<ShopSettings> => app.publicCache.get('shop:settings', () => readShopSettings(app.db));
