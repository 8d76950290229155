import type { FastifyInstance } from 'fastify';
import { listDesignNames } from './queries.js';

/** The names of each product's designs by its _id (cached; cleared by every admin write), for the storefront's parent SKUs. */
export const designNamesByParent = (app: FastifyInstance): Promise<Map<string, string[]>> => app.publicCache.get('product:designNames', () => listDesignNames(app.db));
