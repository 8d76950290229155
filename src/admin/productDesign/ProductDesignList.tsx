import type { ProductDesignRecord } from './calls';
import { messages } from '../../messages';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { CreateDialog } from '../common/CreateDialog';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { EditDialog } from '../common/EditDialog';
import { Thumb } from '../common/Thumb';
import { DesignIcon } from './DesignIcon';
import { ProductDesignInputs } from './ProductDesignInputs';
import { designTexts } from './texts';
import { fieldTexts, kitTexts, listFilterTexts, skuAdminTexts } from '../texts';

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<ProductDesignRecord>[] => [
  { label: fieldTexts.image, render: (r) => <Thumb path={r.url} alt={r.name} />, width: 96 },
  { label: fieldTexts.name, render: (r) => r.name, field: 'name' },
  { label: designTexts.icons, render: (r) => <DesignIcon name={r.icons} /> },
  {
    label: fieldTexts.edit,
    width: 64,
    render: (r) => (
      <EditDialog record={r} name={r.name} title={kitTexts.edit(r.name)} required={['name']} failure={messages.addProductDesignError}>
        <ProductDesignInputs />
      </EditDialog>
    ),
  },
  {
    label: fieldTexts.delete,
    width: 64,
    render: (r) => <DeleteRowButton record={r} name={r.name} confirm={messages.confirmDeleteRow} yes={listFilterTexts.yes} no={listFilterTexts.no} failure={() => messages.deleteProductTypeError} />,
  },
];

/** /admin_product_design: spec.md's table Image, Name, icons, Delete (plus Edit) and the add dialog Name, Icon Name, image. */
export function ProductDesignList() {
  return (
    <AdminList
      columns={columns()}
      caption={designTexts.caption}
      search={designTexts.search}
      sort={{ field: 'name', order: 'ASC' }}
      bulk={{ noun: skuAdminTexts.nouns.design, name: (r) => r.name }}
      empty={messages.noData}
      actions={
        <CreateDialog buttonLabel={designTexts.add} required={['name', 'image']} failure={messages.addProductDesignError}>
          <ProductDesignInputs />
        </CreateDialog>
      }
    />
  );
}
