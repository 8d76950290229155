import { callApi, formData } from '../../api/client';
import { categoryApi, type CategoryFields } from '../../contract/category';
import { listAllCategories, setCategoryStatus } from '../common/skuCategoryCalls';
import { withId, type ResourceCalls } from '../../dataProvider/types';
import type { Category } from '../../contract/category';

export type CategoryRecord = Category & { id: string };
/** What the category dialogs send: the text fields and, when chosen, a new picture. */
type CategoryInput = Omit<CategoryFields, 'alwaysShown'> & { alwaysShown?: boolean | string; image?: File | null };

const body = (input: Partial<CategoryInput>) => formData({
    name: input.name,
    discription: input.discription ?? '',
    categoryId: input.categoryId,
    alwaysShown: input.alwaysShown === undefined ? undefined : String(Boolean(input.alwaysShown)),
    image: input.image,
  });

/** A change of the Active switch alone (the screen's switch), as opposed to the edit dialog's fields. */
const statusOnly = (input: Record<string, unknown>) => Object.keys(input).length === 1 && typeof input.isActived === 'boolean';

/**
 * /admin_category. Its rows are the SKU categories' rows (one record per categoryId), listed by the
 * admin call so switched-off categories show too; the public get_category_all carries active ones only.
 */
export const categoryCalls: ResourceCalls<CategoryRecord> = {
  list: listAllCategories,
  create: async (input) => {
    const { data } = await callApi(categoryApi.add, { body: body(input as CategoryInput) });
    return withId(data.result);
  },
  update: async (id, input) => {
    if (statusOnly(input)) return setCategoryStatus(String(id), Boolean(input.isActived));
    const { data } = await callApi(categoryApi.update, { params: { id }, body: body(input as Partial<CategoryInput>) });
    return withId(data.result);
  },
  delete: async (id) => {
    await callApi(categoryApi.delete, { params: { id } });
  },
  searchFields: ['name', 'discription', 'categoryId'],
};
