import { productCompositionApi, type ProductComposition } from '../../contract/productComposition';
import { crudCalls } from '../../dataProvider/crud';

export type ProductCompositionRecord = ProductComposition & { id: string };

export const productCompositionCalls = crudCalls<ProductComposition>(productCompositionApi, (input) => ({ name: String(input.name ?? '') }), ['name']);
