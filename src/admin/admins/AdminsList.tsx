import { Alert, Card, CardContent, Chip, Skeleton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, useState } from 'react';
import { ListBase, Pagination, useListContext } from 'react-admin';
import { PER_PAGE } from '../common/AdminList';
import { getAdminProfile } from '../../api/tokens';
import type { AdminStatus } from '../../contract/admin';
import type { AdminRecord } from './calls';
import { accountTexts } from '../../messages';
import { AdminScreen } from '../common/AdminScreen';
import { AdminTable, type Column } from '../common/AdminTable';
import { SearchFilter } from '../common/SearchFilter';
import { ChoiceFilter, ListFilterForm } from '../common/ListFilters';
import { AdminStatusActions } from './AdminStatusActions';
import { dateTime } from '../common/dates';
import { adminStatusTexts, fieldTexts } from '../texts';

const statusColor: Record<AdminStatus, 'success' | 'warning' | 'default'> = { active: 'success', pending: 'warning', inactive: 'default' };
const STATUSES: AdminStatus[] = ['pending', 'active', 'inactive'];

function StatusChip({ status }: { status: AdminStatus }) {
  return <Chip size="small" label={adminStatusTexts[status]} color={statusColor[status]} variant={status === 'inactive' ? 'outlined' : 'filled'} />;
}

/** Phones get one card per admin instead of a six-column table. */
function AdminCards({ me, onError }: { me?: string; onError: (message: string | null) => void }) {
  const { data, isPending } = useListContext<AdminRecord>();
  if (isPending) return <Skeleton variant="rounded" height={120} />;
  return (
    <Stack component="ul" spacing={1.5} aria-label={accountTexts.admins} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {(data ?? []).map((r) => (
        <Card component="li" key={r.id} variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 0.5, overflowWrap: 'anywhere' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 600 }}>{r._id === me ? `${r.fullName} (${accountTexts.you})` : r.fullName}</Typography>
              <StatusChip status={r.status} />
            </Stack>
            <Typography variant="body2">{r.email}</Typography>
            <Typography variant="body2">{r.mobile}</Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={r.createAt}>{dateTime(r.createAt)}</time>
            </Typography>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <AdminStatusActions record={r} onError={onError} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** /admin_admins: the admins with their status, a page at a time, searched and sorted (column headers) on the server; approve newcomers, deactivate others (never yourself). */
export function AdminsList() {
  const [error, setError] = useState<string | null>(null);
  const me = getAdminProfile()?._id;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const columns = useMemo<Column<AdminRecord>[]>(
    () => [
      { label: fieldTexts.name, field: 'fullName', render: (r) => (r._id === me ? `${r.fullName} (${accountTexts.you})` : r.fullName) },
      { label: fieldTexts.email, field: 'email', render: (r) => r.email },
      { label: fieldTexts.mobile, field: 'mobile', render: (r) => r.mobile },
      { label: fieldTexts.status, field: 'status', render: (r) => <StatusChip status={r.status} /> },
      { label: fieldTexts.created, field: 'createAt', render: (r) => <time dateTime={r.createAt}>{dateTime(r.createAt)}</time> },
      { label: fieldTexts.actions, width: 150, render: (r) => <AdminStatusActions record={r} onError={setError} /> },
    ],
    [me],
  );
  return (
    <ListBase resource="admin_admins" perPage={PER_PAGE[0]} sort={{ field: 'createAt', order: 'DESC' }}>
      <AdminScreen title={accountTexts.admins}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}>
          <SearchFilter label={fieldTexts.searchAdmins} />
          {/* Newcomers waiting for approval, or the ones switched off: the server filters (issue 17 §1). */}
          <ListFilterForm>
            <ChoiceFilter source="status" label={fieldTexts.status} choices={STATUSES.map((s) => ({ id: s, name: adminStatusTexts[s] }))} />
          </ListFilterForm>
        </Stack>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {phone ? <AdminCards me={me} onError={setError} /> : <AdminTable columns={columns} caption={accountTexts.admins} />}
        <Pagination rowsPerPageOptions={PER_PAGE} />
      </AdminScreen>
    </ListBase>
  );
}
