import { Stack, Typography } from '@mui/material';
import type { ProductRecord } from './calls';
import { messages } from '../../messages';
import { AdminList } from '../common/AdminList';
import { CategoryFilter, ListFilterForm } from '../common/ListFilters';
import type { Column } from '../common/AdminTable';
import { CreateDialog } from '../common/CreateDialog';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { EditDialog } from '../common/EditDialog';
import { Thumb } from '../common/Thumb';
import { ProductInputs } from './ProductInputs';
import { fieldTexts, kitTexts, listFilterTexts, productTexts, skuAdminTexts } from '../texts';

/** Defined with the other back-office texts (src/admin/texts.ts); exported here too for this screen's tests. */
export { productTexts };

/** spec.md: name, category, code and width are required. */
const REQUIRED = ['name', 'categoryId', 'code', 'width'];

const Lines = ({ lines }: { lines: Array<[string, string]> }) => (
  <Stack spacing={0.25}>
    {lines.map(([label, value]) => (
      <Typography key={label} variant="body2">
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {label}:
        </Typography>{' '}
        {value || '—'}
      </Typography>
    ))}
  </Stack>
);

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<ProductRecord>[] => [
  { label: fieldTexts.image, render: (r) => <Thumb path={r.url} alt={r.name} />, width: 96 },
  { label: fieldTexts.product, render: (r) => <Lines lines={[[fieldTexts.code, r.code], [fieldTexts.name, r.name], [fieldTexts.composition, r.composition]]} />, field: 'code' },
  {
    label: fieldTexts.construction,
    render: (r) => <Lines lines={[[fieldTexts.construction, r.construction], [fieldTexts.density, r.density], [fieldTexts.weaving, r.weaving], [fieldTexts.width, r.width]]} />,
  },
  { label: messages.discription, render: (r) => r.discription },
  {
    label: fieldTexts.edit,
    width: 64,
    render: (r) => (
      <EditDialog record={r} name={r.code} title={kitTexts.edit(r.code)} required={REQUIRED} failure={messages.addCategoryError}>
        <ProductInputs />
      </EditDialog>
    ),
  },
  {
    label: fieldTexts.delete,
    width: 64,
    render: (r) => <DeleteRowButton record={r} name={r.code} confirm={messages.confirmDeleteRow} yes={listFilterTexts.yes} no={listFilterTexts.no} failure={() => messages.deleteError} />,
  },
];

/** /admin_product: the products with their image, code/name/composition, construction details and discription; searched and cut to one category on the server. */
export function ProductList() {
  return (
    <AdminList
      columns={columns()}
      caption={productTexts.caption}
      search={productTexts.search}
      sort={{ field: 'code', order: 'ASC' }}
      bulk={{ noun: skuAdminTexts.nouns.product, name: (r) => r.code }}
      filters={
        <ListFilterForm>
          <CategoryFilter />
        </ListFilterForm>
      }
      actions={
        <CreateDialog buttonLabel={productTexts.add} required={[...REQUIRED, 'image']} failure={messages.addCategoryError}>
          <ProductInputs />
        </CreateDialog>
      }
    />
  );
}
