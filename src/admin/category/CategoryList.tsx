import { ListBase } from 'react-admin';
import type { CategoryRecord } from '../../dataProvider/category';
import { messages } from '../../messages';
import { AdminScreen } from '../common/AdminScreen';
import { AdminTable, type Column } from '../common/AdminTable';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { SearchFilter } from '../common/SearchFilter';
import { Thumb } from '../common/Thumb';
import { CategoryCreate } from './CategoryCreate';

const columns: Column<CategoryRecord>[] = [
  { label: 'Image', render: (r) => <Thumb path={r.url} alt={r.name} />, width: 96 },
  { label: 'Name', render: (r) => r.name },
  { label: messages.discription, render: (r) => r.discription },
  {
    label: 'Delete',
    width: 80,
    render: (r) => (
      <DeleteRowButton
        resource="admin_category"
        record={r}
        name={r.name}
        confirm={messages.confirmDeleteRow}
        yes="Yes"
        no="No"
        failure={() => messages.deleteError}
      />
    ),
  },
];

export function CategoryList() {
  return (
    <ListBase resource="admin_category" perPage={1000} sort={{ field: 'name', order: 'ASC' }} disableSyncWithLocation>
      <AdminScreen title="Category" actions={<CategoryCreate />}>
        <SearchFilter label="Search by name" />
        <AdminTable columns={columns} caption="Categories" />
      </AdminScreen>
    </ListBase>
  );
}
