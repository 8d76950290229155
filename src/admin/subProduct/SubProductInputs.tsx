import { AutocompleteArrayInput, TextInput, useGetList } from 'react-admin';
import type { Product } from '../../contract/product';
import { ImageInput } from '../common/ImageInput';

type ProductRecord = Product & { id: string };

export const subProductTexts = { add: 'Add Sub Product', caption: 'Sub products', parent: 'Parent Product', failed: 'Could not save the sub product' } as const;

/** The add and edit dialogs' fields: parent products shown as `code : name`, code, name, article, image. */
export function SubProductInputs() {
  const { data, isPending } = useGetList<ProductRecord>('admin_product', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'code', order: 'ASC' } });
  return (
    <>
      <AutocompleteArrayInput
        source="productId"
        label={subProductTexts.parent}
        choices={data ?? []}
        optionText={(p: ProductRecord) => `${p.code} : ${p.name}`}
        optionValue="_id"
        isPending={isPending}
      />
      <TextInput source="code" label="Code" />
      <TextInput source="name" label="Name" />
      <TextInput source="article" label="Article" />
      <ImageInput label="Image" />
    </>
  );
}
