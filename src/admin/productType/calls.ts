import { formData } from '../../api/client';
import { productTypeApi, type ProductType } from '../../contract/productType';
import { crudCalls } from '../../dataProvider/crud';

export type ProductTypeRecord = ProductType & { id: string };

/** The dialogs hold the name and, when chosen, a picture. */
export const productTypeCalls = crudCalls<ProductType>(productTypeApi, (input) => formData({ name: input.name as string, image: input.image as File | null }), ['name']);
