import { Stack } from '@mui/material';
import { AutocompleteArrayInput, TextInput, useGetList } from 'react-admin';
import { messages } from '../../messages';
import { fieldTexts, productDialogTexts } from '../texts';
import { ImageInput } from '../common/ImageInput';
import { EVERY_ROW } from '../common/resource';

const ALL = { pagination: EVERY_ROW, sort: { field: 'name', order: 'ASC' as const } };

/**
 * The fields of the add and edit product dialogs (spec.md's order): product types, categories and
 * compositions as multi-selects, then code, name, the designs (issue 16), construction, density, weaving,
 * width, discription, image.
 */
export function ProductInputs() {
  const types = useGetList('admin_product_type', ALL);
  const categories = useGetList('admin_category', ALL);
  const compositions = useGetList('admin_product_composition', ALL);
  const designs = useGetList('admin_product_design', ALL);
  return (
    <>
      <AutocompleteArrayInput
        source="productType"
        label={fieldTexts.productType}
        choices={types.data ?? []}
        optionText="name"
        optionValue="_id"
        isPending={types.isPending}
      />
      <AutocompleteArrayInput
        source="categoryId"
        label={fieldTexts.category}
        choices={categories.data ?? []}
        optionText="name"
        optionValue="categoryId"
        isPending={categories.isPending}
      />
      <TextInput source="code" label={fieldTexts.code} />
      <TextInput source="name" label={fieldTexts.name} />
      <AutocompleteArrayInput
        source="composition"
        label={fieldTexts.composition}
        choices={compositions.data ?? []}
        optionText="name"
        optionValue="name"
        isPending={compositions.isPending}
        format={(v: unknown) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : (v as string[] | undefined))}
      />
      <AutocompleteArrayInput
        source="design"
        label={productDialogTexts.design}
        helperText={productDialogTexts.designHelp}
        choices={designs.data ?? []}
        optionText="name"
        optionValue="_id"
        isPending={designs.isPending}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <TextInput source="construction" label={fieldTexts.construction} />
        <TextInput source="density" label={fieldTexts.density} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <TextInput source="weaving" label={fieldTexts.weaving} />
        <TextInput source="width" label={fieldTexts.width} />
      </Stack>
      <TextInput source="discription" label={messages.discription} multiline minRows={3} />
      <ImageInput label={fieldTexts.image} />
    </>
  );
}
