import { Alert, CircularProgress, List, ListItem, Link as MuiLink, Typography } from '@mui/material';
import { Link, useGetList, useRecordContext } from 'react-admin';
import type { ActivityEntry } from '../../contract/activity';
import { Changes, label } from './ActivityChanges';
import { activityTexts } from '../texts';
import { createdAt } from './ServerList';

/**
 * An edit dialog's History tab (issue 20 §2): the activity log's entries for the record the dialog
 * edits, newest first (the last 100), each opening to its fields before and after. An import (or its
 * rollback) that changed the record among many says so, with a link to the imports on the Activity screen.
 */
export default function RecordHistory() {
  const record = useRecordContext();
  const { data, isPending, error } = useGetList<ActivityEntry & { id: string }>('admin_activity', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'at', order: 'DESC' },
    filter: { recordId: String(record?.id ?? '') },
  });
  if (isPending) return <CircularProgress size={24} aria-label={activityTexts.historyTab} />;
  if (error) return <Alert severity="error">{activityTexts.historyFailed}</Alert>;
  if (!data?.length) return <Typography>{activityTexts.historyEmpty}</Typography>;
  return (
    <List aria-label={activityTexts.historyTab} dense>
      {data.map((e) => (
        <ListItem key={e.id} divider sx={{ display: 'block' }}>
          <Typography variant="body2">{`${createdAt(e.at)} · ${e.adminName} · ${label(activityTexts.actions, e.action)}`}</Typography>
          <Batch entry={e} recordId={String(record?.id ?? '')} />
          <Changes entry={e} />
        </ListItem>
      ))}
    </List>
  );
}

/** An entry that changed many records at once (an import or its rollback): how many, and where it is listed. */
function Batch({ entry, recordId }: { entry: ActivityEntry; recordId: string }) {
  const rows = entry.note?.rows;
  if (entry.recordId === recordId || typeof rows !== 'number') return null;
  const filter = encodeURIComponent(JSON.stringify({ resource: entry.resource }));
  return (
    <Typography variant="body2" color="text.secondary">
      {entry.note?.revertOf ? activityTexts.fromRollback(rows) : activityTexts.fromImport(rows)}
      {' · '}
      <MuiLink component={Link} to={`/admin_activity?filter=${filter}`}>
        {activityTexts.seeImports}
      </MuiLink>
    </Typography>
  );
}
