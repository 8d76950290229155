import { Link } from '@mui/material';
import type { ContactListRecord } from './calls';
import { messages } from '../../messages';
import { contactListTexts, listFilterTexts, skuAdminTexts } from '../texts';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { SearchFilter } from '../common/SearchFilter';
import { DateRangeFilter, ListFilterForm } from '../common/ListFilters';
import { Stack } from '@mui/material';
import { ContactListForm } from './ContactListForm';

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<ContactListRecord>[] => [
  { label: contactListTexts.mobile, render: (r) => <Link href={`tel:${r.mobile}`}>{r.mobile}</Link>, field: 'mobile' },
  { label: contactListTexts.fullNameColumn, render: (r) => r.fullName, field: 'fullName' },
  {
    label: contactListTexts.delete,
    width: 72,
    render: (r) => (
      <DeleteRowButton record={r} name={`${r.fullName} ${r.mobile}`} confirm={messages.confirmDeleteRow} yes={listFilterTexts.yes} no={listFilterTexts.no} failure={() => messages.deleteError} />
    ),
  },
];

/** /admin_contact_list: the Add Contact List form, then the entries (Mobile, FullName, Delete), newest first. */
export function ContactListScreen() {
  return (
    <AdminList
      columns={columns()}
      caption={contactListTexts.caption}
      sort={{ field: 'createAt', order: 'DESC' }}
      empty={messages.noData}
      bulk={{ noun: skuAdminTexts.nouns.contact, name: (r) => `${r.fullName} ${r.mobile}` }}
    >
      <ContactListForm />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <SearchFilter label={contactListTexts.search} />
        <ListFilterForm>
          <DateRangeFilter from={listFilterTexts.createdFrom} to={listFilterTexts.createdTo} />
        </ListFilterForm>
      </Stack>
    </AdminList>
  );
}
