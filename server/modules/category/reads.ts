import type { FastifyInstance } from 'fastify';
import type { Category } from '../../../src/contract/category.js';
import { categoryIdsWithFabric, listCategories } from './queries.js';

interface CategoryIndex {
  /**
   * The active categories offered publicly, oldest first: every public category list. An active
   * category with no active fabric in it is left out unless the admin chose to show it (alwaysShown).
   */
  active: Category[];
  /** The categoryIds switched off: their product lists, page heads and sitemap entries are hidden too. */
  inactiveIds: Set<string>;
}

/**
 * Categories, cached: the one source behind every public category read (the home grid and /category
 * through get_category_all, the navbar through get_product_category_data_actived, page heads and the
 * sitemap), so switching a category off hides it from all of them at once.
 */
export const categoryIndex = (app: FastifyInstance): Promise<CategoryIndex> =>
  app.publicCache.get('category:index', async () => {
    const [all, withFabric] = await Promise.all([listCategories(app.db), categoryIdsWithFabric(app.db)]);
    return {
      active: all.filter((c) => c.isActived && (c.alwaysShown || withFabric.has(c.categoryId))),
      inactiveIds: new Set(all.filter((c) => !c.isActived).map((c) => c.categoryId)),
    };
  });

export const activeCategories = async (app: FastifyInstance): Promise<Category[]> => (await categoryIndex(app)).active;
