import { Stack } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';
import { messages, skuTexts } from '../../messages';
import { CategoryChoice } from '../common/CategoryChoice';
import { ImageInput } from '../common/ImageInput';
import { skuAdminTexts } from '../texts';

/**
 * The parent SKU edit dialog's fields: every column of a fabric (its first category and product type;
 * further ones stay as the Product screen set them), the description HTML and the photo.
 */
export function ParentSkuInputs() {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <TextInput source="parentsSku" label={messages.parentSku} />
        <CategoryChoice />
      </Stack>
      <TextInput source="name" label={skuAdminTexts.name} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <TextInput source="composition" label={skuTexts.composition} />
        <TextInput source="productType" label={skuTexts.productType} helperText={skuAdminTexts.productTypeHint} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <TextInput source="construction" label={skuAdminTexts.construction} />
        <TextInput source="density" label={skuAdminTexts.density} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <TextInput source="weaving" label={skuTexts.weaving} />
        <TextInput source="width" label={skuTexts.width} />
      </Stack>
      <TextInput source="discription" label={messages.discription} multiline minRows={3} />
      <BooleanInput source="isActived" label={skuTexts.active} />
      <ImageInput label={skuAdminTexts.image} currentSource="path" />
    </>
  );
}

/** A parent SKU needs its code, name and category. */
export const PARENT_REQUIRED = ['parentsSku', 'name', 'categoryId'];
