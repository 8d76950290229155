import { formData } from '../../api/client';
import { productDesignApi, type ProductDesign } from '../../contract/productDesign';
import { crudCalls } from '../../dataProvider/crud';

export type ProductDesignRecord = ProductDesign & { id: string };

/** The dialogs hold the record's `icons` (sent as the payload's `icon`) and, when chosen, a picture. */
export const productDesignCalls = crudCalls<ProductDesign>(
  productDesignApi,
  (input) => formData({ name: input.name as string, icon: (input.icons as string | undefined) ?? '', image: input.image as File | null }),
  ['name', 'icons'],
);
