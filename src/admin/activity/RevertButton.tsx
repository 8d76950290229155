import UndoIcon from '@mui/icons-material/Undo';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { callApi } from '../../api/client';
import { activityApi } from '../../contract/activity';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { activityTexts } from '../texts';
import type { ActivityRecord } from './calls';

/**
 * The entries a revert takes (server/modules/activity/routes.ts): an edit of one record, a create, a status switch, an approval, a price change or a first price, a setting,
 * a reorder (the whole earlier order comes back), a delete (the record was kept), a whole import, a colour photo upload, each
 * record of a change of several at once, and a revert of one of those (the server says when the rows are no longer kept).
 */
export const revertible = (e: ActivityRecord) =>
  (e.action === 'edit' && e.recordId !== null && e.before !== null && e.after !== null && /\/:id$/.test(e.call)) ||
  (e.action === 'delete' && e.recordId !== null && e.before !== null) ||
  // A status switch, an approval, a price change, a setting or a reorder, of one record or each of several
  // at once (not a setting logged before its values were).
  (['status', 'approval', 'price', 'setting', 'reorder'].includes(e.action) && e.recordId !== null && e.before !== null && e.after !== null && Object.keys(e.before).length > 0) ||
  // A first price logged with its row (its note counts it; the revert removes the price), or such a revert.
  (e.action === 'price' && e.recordId !== null && (typeof e.note?.rows === 'number' || typeof e.note?.revertOf === 'string')) ||
  (e.action === 'import' && e.note?.dryRun !== true && (typeof e.note?.created === 'number' || typeof e.note?.revertOf === 'string')) ||
  // A create (the revert deletes the record through its delete call), or a restore (the revert of a delete).
  (e.action === 'create' && (typeof e.note?.revertOf === 'string' || (e.recordId !== null && e.after !== null))) ||
  // A colour photo upload logged with the rows it changed (its note counts them), or its revert.
  (e.action === 'photo' && (typeof e.note?.rows === 'number' || typeof e.note?.revertOf === 'string'));

/**
 * An entry's Revert (issue 20 §2): asks first, then has the server put the record (or the import's
 * records) back as they were before; the server's answer (done, or why not: a later change, who and
 * when, a name taken since) is shown.
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
