import { AutocompleteInput, TextInput, useGetList } from 'react-admin';
import type { Product } from '../../contract/product';
import { ImageInput } from '../common/ImageInput';
import { EVERY_ROW } from '../common/resource';
import { fieldTexts, subProductTexts } from '../texts';

/** Defined with the other back-office texts (src/admin/texts.ts); exported here too for this screen's tests. */
export { subProductTexts };

type ProductRecord = Product & { id: string };

/**
 * The add and edit dialogs' fields: the parent product shown as `code : name`, code, name, article,
 * image. A sub product is a colour of one fabric, so one parent is chosen (README design notes; the
 * spec's multi-select of parents is a single choice here, and the server refuses two).
 */
export function SubProductInputs() {
  const { data, isPending } = useGetList<ProductRecord>('admin_product', { pagination: EVERY_ROW, sort: { field: 'code', order: 'ASC' } });
  return (
    <>
      <AutocompleteInput
        source="productId"
        label={subProductTexts.parent}
        choices={data ?? []}
        optionText={(p: ProductRecord) => `${p.code} : ${p.name}`}
        optionValue="_id"
        isPending={isPending}
        // A record names its parent as a one-item list (the wire shape): the input holds the id.
        format={(v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''}
      />
      <TextInput source="code" label={fieldTexts.code} />
      <TextInput source="name" label={fieldTexts.name} />
      <TextInput source="article" label={fieldTexts.article} />
      <ImageInput label={fieldTexts.image} />
    </>
  );
}
