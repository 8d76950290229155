import type { SliderRecord } from './calls';
import { messages } from '../../messages';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { CreateDialog } from '../common/CreateDialog';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { EditDialog } from '../common/EditDialog';
import { orderColumn } from '../common/DisplayOrder';
import { Thumb } from '../common/Thumb';
import { SliderActiveSwitch } from './SliderActiveSwitch';
import { SliderInputs } from './SliderInputs';
import { sliderTexts } from './texts';
import { fieldTexts, kitTexts, listFilterTexts, skuAdminTexts } from '../texts';
import { ActiveFilter, ListFilterForm } from '../common/ListFilters';

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<SliderRecord>[] => [
  orderColumn<SliderRecord>((r) => r.title),
  { label: fieldTexts.imageCaps, render: (r) => <Thumb path={r.url} alt={r.title} size={120} />, width: 140 },
  { label: fieldTexts.titleCaps, field: 'title', render: (r) => r.title },
  { label: sliderTexts.active, field: 'isActived', render: (r) => <SliderActiveSwitch record={r} />, width: 80 },
  {
    label: fieldTexts.edit,
    width: 64,
    render: (r) => (
      <EditDialog record={r} name={r.title} title={kitTexts.edit(r.title)} required={['title']} failure={sliderTexts.addError}>
        <SliderInputs />
      </EditDialog>
    ),
  },
  {
    label: fieldTexts.delete,
    width: 64,
    render: (r) => <DeleteRowButton record={r} name={r.title} confirm={messages.confirmDeleteRow} yes={listFilterTexts.yes} no={listFilterTexts.no} failure={() => messages.deleteError} />,
  },
];

/**
 * /admin_slider: spec.md's 'Add New Slider' and table IMAGE, TITLE. Unlike the spec the admin sees
 * every slide, active or not, and can switch one off (the home page drops it at once), edit or delete it,
 * and put the slides in order (issue 17 §5). Paged, searched and filtered by Active on the server; the
 * selected slides are switched on or off, or deleted, together (issue 17 §1).
 */
export function SliderList() {
  return (
    <AdminList
      columns={columns()}
      caption={sliderTexts.caption}
      search={sliderTexts.search}
      // The home page's order, which the Order column changes.
      sort={{ field: 'position', order: 'ASC' }}
      empty={messages.noData}
      bulk={{ noun: skuAdminTexts.nouns.slide, name: (r) => r.title, activate: true }}
      filters={
        <ListFilterForm>
          <ActiveFilter />
        </ListFilterForm>
      }
      actions={
        <CreateDialog buttonLabel={messages.addNewSlider} required={['title', 'image']} failure={sliderTexts.addError} defaultValues={{ isActived: true }}>
          <SliderInputs />
        </CreateDialog>
      }
    />
  );
}
