import UndoIcon from '@mui/icons-material/Undo';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { callApi } from '../../api/client';
import { activityApi } from '../../contract/activity';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { activityTexts } from '../texts';
import type { ActivityRecord } from './calls';

/** An edit entry of one record, the only kind a revert takes (server/modules/activity/routes.ts). */
export const revertible = (e: ActivityRecord) => e.action === 'edit' && e.recordId !== null && e.before !== null && e.after !== null && /\/:id$/.test(e.call);

/**
 * An edit entry's Revert (issue 20 §2): asks first, then has the server make the edit back to the
 * entry's before values; the server's answer (done, or why not: a later change, a check failed) is shown.
 */
export function RevertButton({ entry }: { entry: ActivityRecord }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  if (!revertible(entry)) return null;
  const run = async () => {
    setBusy(true);
    try {
      const answer = await callApi(activityApi.revert, { params: { seq: entry._id } });
      notify(answer.data.message, { type: 'success' });
      refresh();
    } catch (error) {
      notify(`${activityTexts.revertFailed}: ${error instanceof Error ? error.message : ''}`, { type: 'error', multiLine: true });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button size="small" startIcon={<UndoIcon />} aria-label={activityTexts.revertLabel(entry.recordId ?? '')} onClick={() => setOpen(true)}>
        {activityTexts.revert}
      </Button>
      <ConfirmDialog
        open={open}
        title={activityTexts.revertConfirm}
        detail={activityTexts.revertDetail}
        confirmLabel={activityTexts.revertYes}
        cancelLabel={activityTexts.revertNo}
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
