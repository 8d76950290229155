import { Stack } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';
import { messages, skuTexts } from '../../messages';
import { CategoryChoice } from './CategoryChoice';
import { ImageInput } from './ImageInput';
import { skuAdminTexts } from '../texts';

/** A number field (whole, or baht to the satang); sent as typed, checked by the server. */
const NumberField = ({ source, label, step }: { source: string; label: string; step: number }) => (
  <TextInput source={source} label={label} type="number" slotProps={{ htmlInput: { min: 0, step, inputMode: step === 1 ? 'numeric' : 'decimal' } }} />
);

/**
 * The SKU edit dialog's fields (Admin SKU and SKU Merchant All): every column of a colour, its tier
 * prices in THB and its photo (replaced when another is chosen). The server checks the numbers.
 */
export function SkuInputs() {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <TextInput source="sku" label={skuTexts.sku} />
        <TextInput source="article" label={skuTexts.article} />
      </Stack>
      <TextInput source="name" label={skuAdminTexts.name} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <TextInput source="parentsSku" label={messages.parentSku} />
        <CategoryChoice emptyText={skuAdminTexts.skuCategoryHint} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <NumberField source="stock" label={skuTexts.stock} step={1} />
        <NumberField source="marketPrices" label={messages.marketPrice} step={0.01} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <NumberField source="silverPrice" label={skuAdminTexts.silverPrice} step={0.01} />
        <NumberField source="goldPrice" label={skuAdminTexts.goldPrice} step={0.01} />
        <NumberField source="platinumPrice" label={skuAdminTexts.platinumPrice} step={0.01} />
      </Stack>
      <BooleanInput source="isActived" label={skuTexts.actived} />
      <ImageInput label={skuAdminTexts.image} currentSource="path" />
    </>
  );
}

/** spec.md's SKU columns a SKU cannot do without. */
export const SKU_REQUIRED = ['sku', 'name', 'parentsSku', 'stock', 'marketPrices'];
