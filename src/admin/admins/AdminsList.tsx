import { Alert, Chip } from '@mui/material';
import { useMemo, useState } from 'react';
import { ListBase } from 'react-admin';
import { getAdminProfile } from '../../api/tokens';
import type { AdminStatus } from '../../contract/admin';
import type { AdminRecord } from '../../dataProvider/admins';
import { accountTexts } from '../../messages';
import { AdminScreen } from '../common/AdminScreen';
import { AdminTable, type Column } from '../common/AdminTable';
import { SearchFilter } from '../common/SearchFilter';
import { AdminStatusActions } from './AdminStatusActions';

const statusColor: Record<AdminStatus, 'success' | 'warning' | 'default'> = { active: 'success', pending: 'warning', inactive: 'default' };
const created = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin_admins: every admin with their status; approve newcomers, deactivate others (never yourself). */
export function AdminsList() {
  const [error, setError] = useState<string | null>(null);
  const me = getAdminProfile()?._id;
  const columns = useMemo<Column<AdminRecord>[]>(
    () => [
      { label: 'Name', render: (r) => (r._id === me ? `${r.fullName} (${accountTexts.you})` : r.fullName) },
      { label: 'Email', render: (r) => r.email },
      { label: 'Mobile', render: (r) => r.mobile },
      { label: 'Status', render: (r) => <Chip size="small" label={r.status} color={statusColor[r.status]} variant={r.status === 'inactive' ? 'outlined' : 'filled'} /> },
      { label: 'Created', render: (r) => <time dateTime={r.createAt}>{created.format(new Date(r.createAt))}</time> },
      { label: 'Actions', width: 150, render: (r) => <AdminStatusActions record={r} onError={setError} /> },
    ],
    [me],
  );
  return (
    <ListBase resource="admin_admins" perPage={1000} sort={{ field: 'createAt', order: 'DESC' }} disableSyncWithLocation>
      <AdminScreen title={accountTexts.admins}>
        <SearchFilter label="Search by name, email or mobile" />
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        <AdminTable columns={columns} caption={accountTexts.admins} />
      </AdminScreen>
    </ListBase>
  );
}
