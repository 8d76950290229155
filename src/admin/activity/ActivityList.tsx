import { useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useGetList } from 'react-admin';
import type { ActivityRecord } from './calls';
import { activityTexts } from '../texts';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { ChoiceFilter, DateRangeFilter, ListFilterForm } from '../common/ListFilters';
import { createdAt } from '../common/ServerList';
import { EVERY_ROW } from '../common/resource';

const label = <T extends Record<string, string>>(names: T, key: string) => (names as Record<string, string>)[key] ?? key;
const shown = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** One entry's fields before and after (only the changed ones for an edit), and what else it noted. */
function Changes({ entry }: { entry: ActivityRecord }) {
  const [open, setOpen] = useState(false);
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const note = Object.entries(entry.note ?? {});
  if (!fields.length && !note.length) return <>—</>;
  const id = `activity-changes-${entry.id}`;
  return (
    <Box>
      <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? activityTexts.hide : activityTexts.show}
      </Button>
      {open && (
        <Box id={id} sx={{ overflowX: 'auto', maxWidth: { xs: '80vw', sm: 560 } }}>
          {fields.length > 0 && (
            <Table size="small" aria-label={activityTexts.changes}>
              <TableHead>
                <TableRow>
                  <TableCell>{activityTexts.field}</TableCell>
                  {entry.before && <TableCell>{activityTexts.before}</TableCell>}
                  {entry.after && <TableCell>{activityTexts.after}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {fields.map((f) => (
                  <TableRow key={f}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{f}</TableCell>
                    {entry.before && <TableCell sx={{ wordBreak: 'break-word' }}>{shown(entry.before[f])}</TableCell>}
                    {entry.after && <TableCell sx={{ wordBreak: 'break-word' }}>{shown(entry.after[f])}</TableCell>}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {note.length > 0 && (
            <Table size="small" aria-label={activityTexts.details}>
              <TableBody>
                {note.map(([k, v]) => (
                  <TableRow key={k}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{k}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{k === 'files' && Array.isArray(v) ? v.map((f: { name?: string }) => f.name).join(', ') : shown(v)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      )}
    </Box>
  );
}

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<ActivityRecord>[] => [
  { label: activityTexts.when, width: 150, render: (r) => createdAt(r.at) },
  { label: activityTexts.admin, render: (r) => r.adminName },
  { label: activityTexts.resource, render: (r) => label(activityTexts.resources, r.resource) },
  { label: activityTexts.action, render: (r) => label(activityTexts.actions, r.action) },
  { label: activityTexts.record, render: (r) => <span style={{ wordBreak: 'break-all' }}>{r.recordId ?? '—'}</span> },
  { label: activityTexts.changes, render: (r) => <Changes entry={r} /> },
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
