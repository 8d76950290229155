import { useGetList } from 'react-admin';
import type { ActivityRecord } from './calls';
import { Changes, label } from '../common/ActivityChanges';
import { activityTexts } from '../texts';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { ChoiceFilter, DateRangeFilter, ListFilterForm } from '../common/ListFilters';
import { createdAt } from '../common/ServerList';
import { EVERY_ROW } from '../common/resource';
import { RevertButton, revertible } from './RevertButton';

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<ActivityRecord>[] => [
  { label: activityTexts.when, width: 150, render: (r) => createdAt(r.at) },
  { label: activityTexts.admin, render: (r) => r.adminName },
  { label: activityTexts.resource, render: (r) => label(activityTexts.resources, r.resource) },
  { label: activityTexts.action, render: (r) => label(activityTexts.actions, r.action) },
  { label: activityTexts.record, render: (r) => <span style={{ wordBreak: 'break-all' }}>{r.recordId ?? '—'}</span> },
  { label: activityTexts.changes, render: (r) => <Changes entry={r} /> },
  { label: activityTexts.revert, render: (r) => <RevertButton entry={r} />, shows: revertible },
];

/** The admins to filter by (the Admins screen's own list). */
function AdminFilter() {
  const { data } = useGetList<{ id: string; fullName: string; email: string }>('admin_admins', { pagination: EVERY_ROW, sort: { field: 'fullName', order: 'ASC' } });
  return <ChoiceFilter source="adminId" label={activityTexts.admin} choices={(data ?? []).map((a) => ({ id: String(a.id), name: a.fullName || a.email }))} />;
}

/**
 * /admin_activity (issue 20 §2): every admin write, newest first, paged on the server and filtered by
 * admin, area and days; each row opens to the fields before and after.
 */
export function ActivityList() {
  return (
    <AdminList
      columns={columns()}
      caption={activityTexts.caption}
      empty={activityTexts.empty}
      filters={
        <ListFilterForm>
          <AdminFilter />
          <ChoiceFilter source="resource" label={activityTexts.resource} choices={Object.entries(activityTexts.resources).map(([id, name]) => ({ id, name }))} />
          <DateRangeFilter from={activityTexts.from} to={activityTexts.to} />
        </ListFilterForm>
      }
    />
  );
}
