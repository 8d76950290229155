import type { FastifyInstance } from 'fastify';
import type { ProductType } from '../../../src/contract/productType.js';
import { listProductTypes } from './queries.js';

/** Every product type, cached: the public list and the /product/… page heads. */
export const allProductTypes = (app: FastifyInstance): Promise<ProductType[]> => app.publicCache.get('productType:all', () => listProductTypes(app.db));
